import LayoutSolver

/// The solver variables of one view or guide's frame, in map coordinates.
struct ItemVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// The position of these variables among those the engine made (the first item's are 0),
    /// which numbers them in the benchmark's copy of the system (``SolverSystem``).
    let order: Int

    init(solver: Solver, order: Int) {
        self.order = order
        left = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    func release(from solver: Solver) {
        // The engine removes an item's constraints before its variables: nothing can refer to them.
        try? solver.releaseVariable(left)
        try? solver.releaseVariable(top)
        try? solver.releaseVariable(width)
        try? solver.releaseVariable(height)
    }

    /// The frame these variables hold after `solver.updateVariables()`. Adding 0 turns a -0
    /// (which the solver can produce by negating) into 0, so that no frame prints as "-0".
    func frame(in solver: Solver) -> CGRect {
        CGRect(
            x: solver.value(of: left) + 0, y: solver.value(of: top) + 0,
            width: solver.value(of: width) + 0, height: solver.value(of: height) + 0)
    }
}
