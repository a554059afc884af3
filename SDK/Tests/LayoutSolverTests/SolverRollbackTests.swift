import Testing

@testable import LayoutSolver

/// A call that throws must leave the solver exactly as it was: the same tableau, so that every
/// later call behaves as if the failed one never happened (kiwi 1.5.1 keeps the rejected row).
@Suite("Rollback") struct SolverRollbackTests {
    typealias Step = (Solver, [Variable]) throws -> Void

    /// Runs `setup`, `failing` (which must throw) and `after` on one solver and `setup` + `after`
    /// on a twin; the two must agree on the tableau and on every value.
    func expectRollback(
        variables: Int = 3, setup: Step, failing: Step, after: Step = { _, _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let solver = Solver()
        let twin = Solver()
        let v = solver.makeVariables(variables)
        let w = twin.makeVariables(variables)
        try setup(solver, v)
        try setup(twin, w)
        #expect(throws: SolverError.self, sourceLocation: sourceLocation) { try failing(solver, v) }
        #expect(tableauDump(solver) == tableauDump(twin), sourceLocation: sourceLocation)
        try after(solver, v)
        try after(twin, w)
        #expect(tableauDump(solver) == tableauDump(twin), sourceLocation: sourceLocation)
        #expect(values(solver, v) == values(twin, w), sourceLocation: sourceLocation)
        #expect(solver.constraintCount == twin.constraintCount, sourceLocation: sourceLocation)
        expectSound(solver, sourceLocation: sourceLocation)
    }

    @Test func afterAConflictingEqualityARemovedConstraintCanComeBack() throws {
        try expectRollback(
            setup: { s, v in
                try s.add(Constraint(Expression(v[0]), .equal, 10), id: 1)
                try s.add(Constraint(Expression(v[1]), .equal, v[0] + 5), id: 2)
            },
            failing: { s, v in try s.add(Constraint(Expression(v[1]), .equal, 3), id: 3) },
            after: { s, v in
                try s.remove(1)
                try s.add(Constraint(Expression(v[1]), .equal, 3), id: 3)
                try s.add(Constraint(Expression(v[0]), .lessThanOrEqual, 100), id: 1)
            })
    }

    @Test func afterAConflictingInequalityTheOthersStillHold() throws {
        // kiwi's `al-unsat-then-remove-readd`: the rejected row stayed and broke a later re-add.
        try expectRollback(
            setup: { s, v in
                try s.add(Constraint(Expression(v[0]), .greaterThanOrEqual, 10), id: 1)
                try s.add(Constraint(Expression(v[0]), .lessThanOrEqual, 20), id: 2)
                try s.add(Constraint(Expression(v[0]), .equal, 15, priority: .low), id: 3)
            },
            failing: { s, v in try s.add(Constraint(Expression(v[0]), .greaterThanOrEqual, 30), id: 4) },
            after: { s, v in
                try s.remove(2)
                try s.add(Constraint(Expression(v[0]), .lessThanOrEqual, 20), id: 2)
                try s.setConstant(-18, of: 2)
            })
    }

    @Test func aCyclicContradictionLeavesTheRestSatisfied() throws {
        // kiwi's `amoeba-cyclic-unsat`: after rejecting y == 3x, kiwi reported x = y = 0, breaking x >= 10.
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10), id: 1)
        try solver.add(Constraint(Expression(x), .equal, 2 * y), id: 2)
        #expect(throws: SolverError.unsatisfiable(3, conflicts: [1, 2, 3])) {
            try solver.add(Constraint(Expression(y), .equal, 3 * x), id: 3)
        }
        solver.updateVariables()
        #expect(solver.value(of: x) >= 10)
        #expect(solver.value(of: x) == 2 * solver.value(of: y))
        expectSound(solver)
    }

    @Test func everyKindOfRefusalLeavesNoTrace() throws {
        let setup: Step = { s, v in
            try s.add(Constraint(Expression(v[0]), .equal, 10), id: 1)
            try s.add(Constraint(Expression(v[1]), .greaterThanOrEqual, v[0] + 5), id: 2)
            try s.add(Constraint(Expression(v[1]), .equal, 40, priority: .low), id: 3)
            try s.addEditVariable(v[2], priority: .high)
            try s.suggest(7, for: v[2])
        }
        let after: Step = { s, v in
            try s.suggest(9, for: v[2])
            try s.add(Constraint(Expression(v[1]), .lessThanOrEqual, 30, priority: .medium), id: 4)
            try s.remove(1)
        }
        let failures: [Step] = [
            { s, v in try s.add(Constraint(Expression(v[0]), .equal, 11), id: 9) },
            { s, v in try s.add(Constraint(Expression(v[1]), .lessThanOrEqual, Expression(v[0])), id: 9) },
            { s, v in try s.add(Constraint(Expression(v[0]), .equal, 1, priority: .low), id: 1) },
            { s, v in try s.add(Constraint(Expression([Term(v[0], Double.nan)]), .equal, 1), id: 9) },
            { s, _ in try s.setConstant(.nan, of: 3) },
            { s, v in try s.suggest(.infinity, for: v[2]) },
            { s, v in try s.suggest(1, for: v[1]) },
            { s, v in try s.addEditVariable(v[2], priority: .low) },
            { s, v in try s.addEditVariable(v[1], priority: .required) },
            { s, _ in try s.setPriority(.required, of: 3) },
            { s, _ in try s.remove(99) },
        ]
        for failing in failures {
            try expectRollback(setup: setup, failing: failing, after: after)
        }
    }

    @Test func aConstantThatBreaksARequiredInequalityIsPutBack() throws {
        try expectRollback(
            setup: { s, v in
                try s.add(Constraint(Expression(v[0]), .greaterThanOrEqual, 10), id: 1)
                try s.add(Constraint(Expression(v[0]), .lessThanOrEqual, 20), id: 2)
                try s.add(Constraint(Expression(v[0]), .equal, 25, priority: .low), id: 3)
            },
            failing: { s, _ in try s.setConstant(-5, of: 2) },  // x <= 5 against x >= 10
            after: { s, _ in try s.setConstant(-12, of: 2) })
    }

    @Test func aConstantThatBreaksARedundantEqualityIsPutBack() throws {
        try expectRollback(
            setup: { s, v in
                try s.add(Constraint(Expression(v[0]), .equal, 10), id: 1)
                try s.add(Constraint(Expression(v[0]), .equal, 10), id: 2)
            },
            failing: { s, _ in try s.setConstant(-11, of: 2) },
            after: { s, _ in try s.remove(1) })
    }

    @Test func theRefusedConstantNamesTheConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10), id: 1)
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 20), id: 2)
        #expect(throws: SolverError.unsatisfiable(2, conflicts: [1, 2])) { try solver.setConstant(-5, of: 2) }
        try solver.add(Constraint(Expression(x), .equal, 10), id: 3)
        #expect(throws: SolverError.unsatisfiable(3, conflicts: [2, 3])) { try solver.setConstant(-25, of: 3) }
        #expect(solver.solvedValue(x) == 10)
    }
}
