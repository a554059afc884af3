import Testing

@testable import LayoutSolver

@Suite("Edits, constants and priorities") struct SolverUpdateTests {
    /// A container of edited width holding a fixed-width box at its trailing edge, 8 in.
    func trailingBox() throws -> (Solver, width: Variable, left: Variable) {
        let solver = Solver()
        let width = solver.makeVariable()
        let left = solver.makeVariable()
        let boxWidth = solver.makeVariable()
        try solver.addEditVariable(width, priority: .high)
        try solver.add(Constraint(Expression(boxWidth), .equal, 48), id: 1)
        try solver.add(Constraint(left + boxWidth, .equal, width - 8), id: 2)
        try solver.add(Constraint(Expression(width), .greaterThanOrEqual, 100), id: 3)
        return (solver, width, left)
    }

    @Test func suggestionsMoveTheSolutionAndRespectRequiredBounds() throws {
        let (solver, width, left) = try trailingBox()
        for (suggested, expected) in [(390.0, 334.0), (844, 788), (50, 44), (1024, 968)] {
            try solver.suggest(suggested, for: width)
            #expect(solver.solvedValue(left) == expected)
            expectSound(solver)
        }
    }

    @Test func removingTheEditLeavesTheRequiredConstraints() throws {
        let (solver, width, left) = try trailingBox()
        try solver.suggest(390, for: width)
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        solver.updateVariables()
        #expect(solver.value(of: width) >= 100)
        #expect(solver.value(of: left) == solver.value(of: width) - 56)
        try solver.addEditVariable(width, priority: .high)
        try solver.suggest(500, for: width)
        #expect(solver.solvedValue(left) == 444)
        expectSound(solver)
    }

    @Test func aStrongerEditWinsOverAWeakerOne() throws {
        let solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        try solver.add(Constraint(Expression(a), .equal, Expression(b)), id: 1)
        try solver.addEditVariable(a, priority: .low)
        try solver.addEditVariable(b, priority: .medium)
        try solver.suggest(10, for: a)
        try solver.suggest(20, for: b)
        #expect(values(solver, [a, b]) == [20, 20])
    }

    @Test func constantChangesAreIncremental() throws {
        // The ETA card's bottom follows a prompt height: each change moves the solution in place.
        let solver = Solver()
        let bottom = solver.makeVariable()
        let top = solver.makeVariable()
        try solver.add(Constraint(Expression(bottom), .equal, 810), id: 1)
        try solver.add(Constraint(top + 90, .equal, Expression(bottom)), id: 2)
        try solver.add(Constraint(Expression(top), .greaterThanOrEqual, 167), id: 3)
        let rowsBefore = solver.state.tableau.rows.count
        for height in stride(from: 0.0, through: 200, by: 25) {
            try solver.setConstant(-810 + height, of: 1)
            #expect(solver.solvedValue(top) == 720 - height)
        }
        #expect(solver.state.tableau.rows.count == rowsBefore)
        expectSound(solver)
    }

    @Test func anOptionalPriorityChangesInPlace() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 0, priority: .low), id: 1)
        try solver.add(Constraint(Expression(x), .equal, 10, priority: .medium), id: 2)
        #expect(solver.solvedValue(x) == 10)
        try solver.setPriority(.high, of: 1)
        #expect(solver.solvedValue(x) == 0)
        try solver.setPriority(Priority(100)!, of: 1)
        #expect(solver.solvedValue(x) == 10)
        try solver.setPriority(.medium, of: 1)  // a tie: either target is optimal
        #expect([0, 10].contains(solver.solvedValue(x)))
        #expect(solver.state.tableau.objective.levelCount == 1)
        expectSound(solver)
    }

    @Test func optionalInequalitiesPullOnlyWhenViolated() throws {
        let solver = Solver()
        let height = solver.makeVariable()
        try solver.addEditVariable(height, priority: .high)
        try solver.add(Constraint(Expression(height), .greaterThanOrEqual, 300, priority: .medium), id: 1)
        try solver.suggest(553, for: height)
        #expect(solver.solvedValue(height) == 553)
        try solver.suggest(99, for: height)
        #expect(solver.solvedValue(height) == 99)  // the edit (750) beats the preference (500)
        try solver.setPriority(Priority(800)!, of: 1)
        #expect(solver.solvedValue(height) == 300)
        expectSound(solver)
    }
}
