import LayoutSolver

/// The solver variables of one view or guide's frame, in map coordinates.
struct ItemVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(solver: Solver) {
        left = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    func release(from solver: Solver) {
        for variable in [left, top, width, height] { try? solver.releaseVariable(variable) }
    }

    /// The frame these variables hold after `solver.updateVariables()`. Adding 0 turns a -0
    /// (which the solver can produce by negating) into 0, so that no frame prints as "-0".
    func frame(in solver: Solver) -> CGRect {
        CGRect(
            x: solver.value(of: left) + 0, y: solver.value(of: top) + 0,
            width: solver.value(of: width) + 0, height: solver.value(of: height) + 0)
    }

    /// The expression of an attribute. `direction` is -1 in a right-to-left map for constraints
    /// that mention leading or trailing: such constraints are written in a coordinate that grows
    /// toward the trailing edge, so the whole horizontal expression is mirrored (notes/solver.md §3).
    func expression(_ attribute: LayoutAttribute, direction: Double) -> LayoutSolver.Expression {
        let expression: LayoutSolver.Expression =
            switch attribute {
            case .left: LayoutSolver.Expression(left)
            case .right: left + width
            case .leading: direction < 0 ? left + width : LayoutSolver.Expression(left)
            case .trailing: direction < 0 ? LayoutSolver.Expression(left) : left + width
            case .centerX: left + 0.5 * width
            case .top: LayoutSolver.Expression(top)
            case .bottom: top + height
            case .centerY: top + 0.5 * height
            case .width: LayoutSolver.Expression(width)
            case .height: LayoutSolver.Expression(height)
            }
        return attribute.isHorizontal && !attribute.isDimension && direction < 0 ? -1 * expression : expression
    }
}
