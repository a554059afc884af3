import Testing

@testable import LayoutSolver

@Suite("Errors") struct SolverErrorTests {
    @Test func aDuplicateIdentifierIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 1), id: 1)
        #expect(
            solverError { try solver.add(Constraint(Expression(x), .equal, 2, priority: .low), id: 1) }
                == .duplicateConstraint(1))
        #expect(solver.solvedValue(x) == 1)
        expectSound(solver)
    }

    @Test func anUnknownIdentifierIsRefused() {
        let solver = Solver()
        #expect(solverError { try solver.remove(9) } == .unknownConstraint(9))
        #expect(solverError { try solver.setConstant(1, of: 9) } == .unknownConstraint(9))
        #expect(solverError { try solver.setPriority(.low, of: 9) } == .unknownConstraint(9))
    }

    @Test func conflictingRequiredEqualitiesNameEachOther() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10), id: 1)
        try solver.add(Constraint(Expression(z), .equal, 4), id: 2)
        try solver.add(Constraint(Expression(y), .equal, x + 5), id: 3)
        // 1 and 3 make y 15; 4 wants 3: the three of them are the contradiction, 2 is not in it.
        let conflict = solverError { try solver.add(Constraint(Expression(y), .equal, 3), id: 4) }
        #expect(conflict == .unsatisfiable(4, conflicts: [1, 3, 4]))
        #expect(values(solver, [x, y, z]) == [10, 15, 4])
        expectSound(solver)
    }

    @Test func aRedundantRequiredConstraintIsAccepted() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10), id: 1)
        try solver.add(Constraint(Expression(y), .equal, x + 5), id: 2)
        try solver.add(Constraint(Expression(y), .equal, 15), id: 3)
        try solver.add(Constraint(y - x, .equal, 5), id: 4)
        #expect(values(solver, [x, y]) == [10, 15])
        try solver.remove(1)
        #expect(values(solver, [x, y]) == [10, 15])
        try solver.remove(3)
        solver.updateVariables()
        #expect(solver.value(of: y) - solver.value(of: x) == 5)
        expectSound(solver)
    }

    @Test func conflictingInequalitiesAreFoundInPhaseOne() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let unrelated = solver.makeVariable()
        try solver.add(Constraint(Expression(unrelated), .equal, 1), id: 1)
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10), id: 2)
        try solver.add(Constraint(Expression(x), .equal, 50, priority: .low), id: 3)
        let conflict = solverError { try solver.add(Constraint(Expression(x), .lessThanOrEqual, 5), id: 4) }
        #expect(conflict == .unsatisfiable(4, conflicts: [2, 4]))
        #expect(values(solver, [x, unrelated]) == [50, 1])
        expectSound(solver)
    }

    @Test func aRequiredConstantWithNoVariableThatIsFalseIsUnsatisfiable() {
        let solver = Solver()
        #expect(
            solverError { try solver.add(Constraint(Expression(constant: 1), .equal, 2), id: 1) }
                == .unsatisfiable(1, conflicts: [1]))
        #expect(solverError { try solver.add(Constraint(Expression(constant: 1), .lessThanOrEqual, 2), id: 2) } == nil)
        #expect(
            solverError { try solver.add(Constraint(Expression(constant: 3), .lessThanOrEqual, 2), id: 3) }
                == .unsatisfiable(3, conflicts: [3]))
        #expect(
            solverError {
                try solver.add(Constraint(Expression(constant: 3), .lessThanOrEqual, 2, priority: .low), id: 4)
            } == nil)
        expectSound(solver)
    }

    @Test func nonFiniteNumbersAreRefused() {
        let solver = Solver()
        let x = solver.makeVariable()
        let nan = Constraint(Expression([Term(x, .nan)]), .equal, 0)
        #expect(
            solverError { try solver.add(nan, id: 1) }
                == .nonFiniteValue("a coefficient or the constant of constraint #1"))
        #expect(solverError { try solver.add(Constraint(Expression(x), .equal, .infinity), id: 2) } != nil)
        #expect(solver.constraintCount == 0)
        #expect(solverError { try solver.addEditVariable(x, priority: .high) } == nil)
        #expect(solverError { try solver.suggest(.nan, for: x) } != nil)
        #expect(solverError { try solver.add(Constraint(Expression(x), .equal, 1, priority: .low), id: 3) } == nil)
        #expect(solverError { try solver.setConstant(.infinity, of: 3) } != nil)
        expectSound(solver)
    }

    @Test func editVariableErrorsAreEachTheirOwn() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        #expect(solverError { try solver.suggest(1, for: x) } == .unknownEditVariable(x))
        #expect(solverError { try solver.removeEditVariable(x) } == .unknownEditVariable(x))
        #expect(solverError { try solver.addEditVariable(x, priority: .required) } == .requiredEditPriority(x))
        try solver.addEditVariable(x, priority: .high)
        #expect(solverError { try solver.addEditVariable(x, priority: .low) } == .duplicateEditVariable(x))
        #expect(solver.hasEditVariable(x))
    }

    @Test func aReleasedVariableIsUnknown() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 1), id: 1)
        #expect(solverError { try solver.releaseVariable(x) } == .variableInUse(x))
        try solver.remove(1)
        try solver.releaseVariable(x)
        #expect(solverError { try solver.add(Constraint(Expression(x), .equal, 1), id: 2) } == .unknownVariable(x))
        #expect(solverError { try solver.addEditVariable(x, priority: .low) } == .unknownVariable(x))
        let reused = solver.makeVariable()
        #expect(reused != x)
        #expect(solverError { try solver.releaseVariable(x) } == .unknownVariable(x))
        #expect(solver.variableCount == 1)
    }

    @Test func priorityChangesAcrossRequiredAreRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 1), id: 1)
        try solver.add(Constraint(Expression(x), .equal, 2, priority: .low), id: 2)
        #expect(solverError { try solver.setPriority(.low, of: 1) } == .requiredPriorityChange(1))
        #expect(solverError { try solver.setPriority(.required, of: 2) } == .requiredPriorityChange(2))
        #expect(solverError { try solver.setPriority(.required, of: 1) } == nil)
    }

    @Test func messagesSayWhatToDo() {
        let error = SolverError.unsatisfiable(4, conflicts: [2, 4])
        #expect(
            error.description
                == "required constraint #4 conflicts with #2: lower the priority of one of them or remove it")
    }
}
