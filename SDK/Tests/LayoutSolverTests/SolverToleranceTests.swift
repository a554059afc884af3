import Testing

@testable import LayoutSolver

@Suite("Tolerance") struct SolverToleranceTests {
    @Test func constraintsEqualUpToRoundingAreRedundant() throws {
        let solver = Solver()
        let v = solver.makeVariables(3)
        try solver.add(Constraint(Expression(v[0]), .equal, 0.1), id: 1)
        try solver.add(Constraint(Expression(v[1]), .equal, 0.2), id: 2)
        try solver.add(Constraint(Expression(v[2]), .equal, v[0] + v[1]), id: 3)
        try solver.add(Constraint(Expression(v[2]), .equal, 0.3), id: 4)
        try solver.add(Constraint(Expression(v[2]), .equal, 0.3 + 1e-10), id: 5)
        #expect(approximatelyEqual(values(solver, v), [0.1, 0.2, 0.3], tolerance: 1e-12))
        expectSound(solver)
    }

    @Test func negligibleCoefficientsAreDropped() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(Expression([Term(x), Term(y, 1e-12)]), .equal, 5), id: 1)
        #expect(values(solver, [x, y]) == [5, 0])
        try solver.add(Constraint(Expression(y), .equal, 7), id: 2)
        #expect(values(solver, [x, y]) == [5, 7])
    }

    @Test func aConflictBeyondTheToleranceIsAConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10), id: 1)
        #expect(throws: SolverError.unsatisfiable(2, conflicts: [1, 2])) {
            try solver.add(Constraint(Expression(x), .equal, 10.001), id: 2)
        }
    }

    @Test func degenerateSystemsDoNotCycle() throws {
        // Many inequalities tight at the same point: every pivot is degenerate.
        let solver = Solver()
        let v = solver.makeVariables(8)
        var id: UInt64 = 0
        func add(_ constraint: Constraint) throws {
            id += 1
            try solver.add(constraint, id: ConstraintID(id))
        }
        for i in 0..<8 {
            try add(Constraint(Expression(v[i]), .greaterThanOrEqual, 0))
            try add(Constraint(Expression(v[i]), .equal, 0, priority: .low))
            for j in 0..<i {
                try add(Constraint(v[i] - v[j], .lessThanOrEqual, 0, priority: .medium))
                try add(Constraint(v[i] + v[j], .greaterThanOrEqual, 0))
            }
        }
        #expect(values(solver, v) == Array(repeating: 0, count: 8))
        expectSound(solver)
    }

    @Test func largeCoordinatesStayExact() throws {
        let solver = Solver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        try solver.add(Constraint(Expression(left), .equal, 123_456.5), id: 1)
        try solver.add(Constraint(left + width, .equal, 223_456.25), id: 2)
        #expect(values(solver, [left, width]) == [123_456.5, 99_999.75])
    }
}
