import Testing

@testable import LayoutSolver

@Suite("Queries") struct SolverQueryTests {
    @Test func theConstraintsThatDecideAValueAreNamed() throws {
        let solver = Solver()
        let v = solver.makeVariables(3)
        try solver.add(Constraint(Expression(v[0]), .equal, 10), id: 1)
        try solver.add(Constraint(Expression(v[1]), .equal, v[0] + 5), id: 2)
        try solver.add(Constraint(Expression(v[2]), .greaterThanOrEqual, Expression(v[1])), id: 3)  // tight
        try solver.add(Constraint(Expression(v[2]), .lessThanOrEqual, 100), id: 4)  // slack: does not decide
        try solver.add(Constraint(Expression(v[2]), .equal, 0, priority: .low), id: 5)  // pulls v2 down to 15
        #expect(try solver.constraintsDetermining(v[0]) == [1])
        #expect(try solver.constraintsDetermining(v[1]) == [1, 2])
        #expect(Set(try solver.constraintsDetermining(v[2])) == [1, 2, 3])
    }

    /// A sum is decided by the constraints of its parts that do not cancel: `v1 - v0` is 5
    /// because of constraint 2 alone, whatever constraint 1 makes `v0`.
    @Test func theConstraintsThatDecideASumAreNamed() throws {
        let solver = Solver()
        let v = solver.makeVariables(2)
        try solver.add(Constraint(Expression(v[0]), .equal, 10), id: 1)
        try solver.add(Constraint(Expression(v[1]), .equal, v[0] + 5), id: 2)
        #expect(try solver.constraintsDetermining([Term(v[1]), Term(v[0], -1)]) == [2])
        #expect(try solver.constraintsDetermining([Term(v[1]), Term(v[0])]) == [1, 2])
        #expect(try solver.constraintsDetermining([Term(v[1], 2), Term(v[1], -2)]).isEmpty)
        let released = solver.makeVariable()
        try solver.releaseVariable(released)
        #expect(throws: SolverError.self) { try solver.constraintsDetermining([Term(released)]) }
    }

    @Test func aVariableNothingPinsDownIsAmbiguous() throws {
        let solver = Solver()
        let v = solver.makeVariables(3)
        try solver.add(Constraint(v[0] + v[1], .equal, 10), id: 1)  // one equation, two unknowns
        try solver.add(Constraint(Expression(v[2]), .equal, 4), id: 2)
        #expect(try solver.isAmbiguous(v[0]))
        #expect(try solver.isAmbiguous(v[1]))
        #expect(try !solver.isAmbiguous(v[2]))
        try solver.add(Constraint(Expression(v[1]), .equal, 3), id: 3)
        #expect(try !solver.isAmbiguous(v[0]))
        #expect(try !solver.isAmbiguous(v[1]))
    }

    @Test func equalOptionalPullsLeaveAValueAmbiguous() throws {
        // Two 250 pulls to 0 and 10: every value in between costs 10 (Apple's second cause).
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 0, priority: .low), id: 1)
        try solver.add(Constraint(Expression(x), .equal, 10, priority: .low), id: 2)
        #expect(try solver.isAmbiguous(x))
        try solver.setPriority(Priority(251)!, of: 2)
        #expect(try !solver.isAmbiguous(x))
    }

    @Test func aFreeRangeBetweenInequalitiesIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0), id: 1)
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 10), id: 2)
        #expect(try solver.isAmbiguous(x))
        try solver.add(Constraint(Expression(x), .equal, 4, priority: .low), id: 3)
        #expect(try !solver.isAmbiguous(x))
        #expect(try solver.constraintsDetermining(x) == [3])
    }
}
