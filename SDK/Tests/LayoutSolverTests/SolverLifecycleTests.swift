import Testing

@testable import LayoutSolver

/// The daemon keeps one solver per map for months: what goes away must not leave anything behind.
@Suite("Lifecycle") struct SolverLifecycleTests {
    func buildAndTearDown(_ solver: Solver, round: Int) throws {
        let v = solver.makeVariables(4)
        let base = UInt64(round * 10)
        try solver.addEditVariable(v[0], priority: .high)
        try solver.suggest(Double(100 + round), for: v[0])
        try solver.add(Constraint(Expression(v[1]), .equal, v[0] + 8), id: ConstraintID(base + 1))
        try solver.add(Constraint(Expression(v[2]), .greaterThanOrEqual, Expression(v[1])), id: ConstraintID(base + 2))
        try solver.add(
            Constraint(Expression(v[2]), .equal, 50, priority: Priority(Float(251 + round % 7))!),
            id: ConstraintID(base + 3))
        try solver.add(Constraint(v[3] - v[2], .lessThanOrEqual, 10, priority: .medium), id: ConstraintID(base + 4))
        try solver.add(Constraint(Expression(v[3]), .equal, 1000, priority: .low), id: ConstraintID(base + 5))
        #expect(throws: SolverError.self) {
            try solver.add(Constraint(Expression(v[2]), .lessThanOrEqual, v[1] - 1), id: ConstraintID(base + 6))
        }
        #expect(values(solver, Array(v[1...2])) == [Double(108 + round), Double(108 + round)])
        for offset in [3, 1, 5, 2, 4] { try solver.remove(ConstraintID(base + UInt64(offset))) }
        try solver.removeEditVariable(v[0])
        for variable in v { try solver.releaseVariable(variable) }
    }

    @Test func removedConstraintsAndVariablesAreReleased() throws {
        let solver = Solver()
        let keep = solver.makeVariable()
        try solver.add(Constraint(Expression(keep), .equal, 1), id: 999_999)
        try buildAndTearDown(solver, round: 0)
        let symbols = solver.state.tableau.symbolCount
        let rows = solver.state.tableau.rows.count
        for round in 1...300 { try buildAndTearDown(solver, round: round) }
        #expect(solver.state.tableau.symbolCount == symbols)
        #expect(solver.state.tableau.rows.count == rows)
        #expect(solver.state.tableau.rows.filter { $0.basic >= 0 }.count == 1)
        #expect(solver.state.tableau.objective.levelCount == 0)
        #expect(solver.constraintCount == 1)
        #expect(solver.variableCount == 1)
        #expect(solver.state.records.compactMap { $0 }.count == 1)
        #expect(solver.solvedValue(keep) == 1)
        expectSound(solver)
    }

    /// A coefficient below the tolerance (1 ÷ 10⁹ here) is dropped, and with it the marker that
    /// finds the constraint's row: the removal leaves the row, and the variable it defines stays
    /// basic with no constraint using it. Releasing that variable throws; it used to trap.
    @Test func aVariableLeftBasicByALostRowIsNotReleased() throws {
        let solver = Solver()
        let (a, b) = (solver.makeVariable(), solver.makeVariable())
        try solver.add(Constraint(Expression(a), .equal, 10), id: 1)
        try solver.add(Constraint(Expression(a), .equal, Expression(b) * 1e9), id: 2)
        solver.updateVariables()
        try solver.remove(2)
        #expect(throws: SolverError.variableInUse(b)) { try solver.releaseVariable(b) }
    }

    /// A record keeps four term variables inline and the rest aside: every one of a long
    /// expression (a variable twice, too) stays in use until its constraint goes.
    @Test func variablesOfLongExpressionsStayInUseUntilTheirConstraintGoes() throws {
        let solver = Solver()
        let v = solver.makeVariables(7)
        let sum = Expression(v.map { Term($0) } + [Term(v[6], 2)], constant: -70)
        try solver.add(Constraint(sum, .equal, 0), id: 1)
        try solver.add(Constraint(v[0] - v[1], .equal, 0, priority: .low), id: 2)
        expectSound(solver)
        for variable in v {
            #expect(solverError { try solver.releaseVariable(variable) } == .variableInUse(variable))
        }
        try solver.remove(1)
        expectSound(solver)
        for variable in v[2...] { try solver.releaseVariable(variable) }
        #expect(solverError { try solver.releaseVariable(v[0]) } == .variableInUse(v[0]))
        try solver.remove(2)
        for variable in v[0...1] { try solver.releaseVariable(variable) }
        #expect(solver.state.records.compactMap { $0 }.isEmpty)
        expectSound(solver)
    }
}
