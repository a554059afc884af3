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

    /// A system a layout pass once reached (a margins guide fed back on its view's frame until
    /// its constants were some 6 × 10⁸): added afresh, the tolerance can no longer tell rounding
    /// from a contradiction, and the certificate of the false contradiction named the artificial
    /// variable, which the solver had already taken back (an index out of range). Whatever the
    /// solver makes of such magnitudes, it reports it as an error naming known constraints.
    @Test func constraintsOfHugeMagnitudeNeverTrap() {
        let solver = Solver()
        let v = solver.makeVariables(16)
        let rows: [(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Float)] = [
            ([(0, 1)], 0, .equal, 1000), ([(1, 1)], 0, .equal, 1000), ([(2, 1)], -390, .equal, 1000),
            ([(3, 1)], -844, .equal, 1000), ([(4, 1), (8, -1)], -639_970_721, .equal, 1000),
            ([(5, 1), (9, -1)], 0, .equal, 1000), ([(4, 1), (6, 1), (8, -1), (10, -1)], 5, .equal, 1000),
            ([(5, 1), (7, 1), (9, -1), (11, -1)], 9_999_391, .equal, 1000), ([(14, 1)], -70, .equal, 1000),
            ([(15, 1)], 0, .equal, 1000), ([(12, 1), (14, 0.5), (8, -1), (10, -0.25)], 0, .equal, 1000),
            ([(12, -1), (14, -1), (4, 1), (6, 1)], -4, .greaterThanOrEqual, 1000),
            ([(12, -1), (4, 1)], 4, .lessThanOrEqual, 1000), ([(13, 1), (5, -1)], 0, .equal, 1000),
            ([(13, 1), (15, 1), (5, -1), (7, -1)], 0, .lessThanOrEqual, 1000),
            ([(8, -1), (10, -1), (0, 1), (2, 1)], 0, .equal, 1000), ([(9, 1), (1, -1)], -200, .equal, 1000),
            ([(10, 1)], -10_000_000, .equal, 50), ([(11, 1)], -10_000_000, .equal, 50),
        ]
        var added: Set<ConstraintID> = []
        for (index, row) in rows.enumerated() {
            let id = ConstraintID(UInt64(index))
            let terms = row.terms.map { Term(v[$0.0], $0.1) }
            do {
                try terms.withUnsafeBufferPointer { buffer throws(SolverError) in
                    try solver.add(
                        terms: buffer, constant: row.constant, relation: row.relation,
                        priority: Priority(row.priority) ?? .required, id: id)
                }
                added.insert(id)
            } catch .unsatisfiable(let refused, let conflicts) {
                #expect(refused == id && conflicts.last == id)
                #expect(conflicts.dropLast().allSatisfy(added.contains))
            } catch {
                Issue.record("constraint \(index): \(error)")
            }
        }
        expectSound(solver)
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
