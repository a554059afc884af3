import LayoutSolver

extension LinearSystem {
    /// Makes the system's variables in `solver`, which must be fresh.
    ///
    /// The ``Constraint`` values hold the template solver's handles; a fresh solver makes the same
    /// handles in the same order, which is what lets one set of constraint values serve every run.
    func makeVariables(in solver: Solver) {
        for expected in variables {
            let made = solver.makeVariable()
            precondition(
                made == expected,
                "a fresh Solver made \(made) where the template made \(expected): variable handles are no longer deterministic, so \(name)'s constraints must be rebuilt per solver"
            )
        }
    }

    /// kiwi_bench.py's `KiwiModel.build` after `Solver()`: every edit variable, every initial
    /// suggestion, every constraint in order (constraint `i` as `ConstraintID(i)`), then
    /// `updateVariables`. This is the timed "build+solve".
    func build(into solver: Solver) throws(SolverError) {
        for edit in edits {
            try solver.addEditVariable(edit.variable, priority: edit.priority)
        }
        for suggestion in suggestions {
            try solver.suggest(suggestion.value, for: suggestion.variable)
        }
        for (index, constraint) in constraints.enumerated() {
            try solver.add(constraint, id: ConstraintID(UInt64(index)))
        }
        solver.updateVariables()
    }

    /// A fresh solver holding the built system, for scenarios that time what happens after.
    func makeBuiltSolver(scenario: String) throws(BenchError) -> Solver {
        let solver = Solver()
        makeVariables(in: solver)
        do {
            try build(into: solver)
        } catch {
            throw .refused(scenario: scenario, step: "building \(name)", error)
        }
        return solver
    }

    /// Compares the solver's values with `expected` (kiwi_bench.py's `KiwiModel.check`).
    ///
    /// - Throws: ``BenchError/mismatch(scenario:context:details:)`` listing the first eight
    ///   variables off by more than ``Expectation/tolerance``.
    func verify(
        _ solver: Solver, against expected: [Expectation], scenario: String, context: String = ""
    ) throws(BenchError) {
        var details: [String] = []
        var wrong = 0
        for expectation in expected {
            guard let variable = variable(named: expectation.name) else {
                preconditionFailure("\(name) has no variable \(expectation.name) to check")
            }
            let got = solver.value(of: variable)
            // Written so that a NaN value counts as wrong.
            if abs(got - expectation.value) <= Expectation.tolerance { continue }
            wrong += 1
            if details.count < 8 {
                details.append("\(expectation.name): got \(got), want \(expectation.value)")
            }
        }
        if wrong > details.count { details.append("and \(wrong - details.count) more") }
        guard details.isEmpty else {
            throw .mismatch(scenario: scenario, context: context, details: details)
        }
    }
}
