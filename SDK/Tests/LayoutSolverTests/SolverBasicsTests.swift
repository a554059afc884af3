import Testing

@testable import LayoutSolver

@Suite("Solving") struct SolverBasicsTests {
    @Test func requiredEqualitiesDetermineEveryVariable() throws {
        let solver = Solver()
        let v = solver.makeVariables(3)
        try solver.add(Constraint(Expression(v[0]), .equal, 10), id: 1)
        try solver.add(Constraint(Expression(v[1]), .equal, v[0] + 5), id: 2)
        try solver.add(Constraint(v[2] + v[1], .equal, 40), id: 3)
        #expect(values(solver, v) == [10, 15, 25])
        expectSound(solver)
    }

    @Test func inequalitiesHoldAndOptionalsPullAsFarAsTheyMay() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10), id: 1)
        try solver.add(Constraint(Expression(x), .lessThanOrEqual, 20), id: 2)
        try solver.add(Constraint(Expression(x), .equal, 50, priority: .low), id: 3)
        #expect(solver.solvedValue(x) == 20)
        try solver.setConstant(-5, of: 3)  // x == 5 now
        #expect(solver.solvedValue(x) == 10)
        expectSound(solver)
    }

    @Test func aHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        // notes/solver.md: with numeric strengths two 250s outweigh one 251.
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 0, priority: Priority(251)!), id: 1)
        for id in 2...101 {
            try solver.add(
                Constraint(Expression(x), .equal, 10, priority: Priority(250)!), id: ConstraintID(UInt64(id)))
        }
        #expect(solver.solvedValue(x) == 0)
        expectSound(solver)
    }

    @Test func errorsWithinOnePriorityAddUp() throws {
        // L1 within a level: the median of the targets minimises the summed error.
        let solver = Solver()
        let x = solver.makeVariable()
        for (id, target) in [(1, 0.0), (2, 10.0), (3, 10.0)] {
            try solver.add(
                Constraint(Expression(x), .equal, Expression(constant: target), priority: .low),
                id: ConstraintID(UInt64(id)))
        }
        #expect(solver.solvedValue(x) == 10)
    }

    @Test func levelsAreResolvedFromTheTopDown() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(x + y, .equal, 100), id: 1)
        try solver.add(Constraint(Expression(x), .equal, 30, priority: .low), id: 2)
        try solver.add(Constraint(Expression(y), .equal, 90, priority: .medium), id: 3)
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 20, priority: .high), id: 4)
        #expect(values(solver, [x, y]) == [20, 80])
        try solver.remove(4)
        #expect(values(solver, [x, y]) == [10, 90])
        try solver.remove(3)
        #expect(values(solver, [x, y]) == [30, 70])
        expectSound(solver)
    }

    @Test func aVariableNothingMentionsIsZero() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 7), id: 1)
        #expect(values(solver, [x, y]) == [7, 0])
    }

    @Test func removingAConstraintFreesWhatItDecided() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10), id: 1)
        try solver.add(Constraint(Expression(y), .equal, x + 5), id: 2)
        try solver.remove(1)
        #expect(solver.constraintCount == 1)
        solver.updateVariables()
        #expect(solver.value(of: y) - solver.value(of: x) == 5)
        try solver.add(Constraint(Expression(x), .equal, 3), id: 1)
        #expect(values(solver, [x, y]) == [3, 8])
        expectSound(solver)
    }

    @Test func multipliersAndCentres() throws {
        // A box of width w centred in [0, 390]: left + w/2 == 195, w == 0.5 × 390.
        let solver = Solver()
        let left = solver.makeVariable()
        let width = solver.makeVariable()
        let container = solver.makeVariable()
        try solver.add(Constraint(Expression(container), .equal, 390), id: 1)
        try solver.add(Constraint(Expression(width), .equal, 0.5 * container), id: 2)
        try solver.add(Constraint(left + 0.5 * width, .equal, 0.5 * container), id: 3)
        #expect(values(solver, [left, width]) == [97.5, 195])
    }

    @Test func expressionsMayRepeatAVariable() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x + x + x - x, .equal, 10), id: 1)
        #expect(solver.solvedValue(x) == 5)
    }

    @Test func aRedundantEqualityTakesOverWhenTheOneItRestatesGoes() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .equal, 10), id: 1)
        try solver.add(Constraint(Expression(y), .equal, 5), id: 2)
        try solver.add(Constraint(x - y, .equal, 5), id: 3)
        try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 0), id: 4)
        try solver.remove(1)
        #expect(values(solver, [x, y]) == [10, 5])
        expectSound(solver)
    }

    /// The buffer entry point solves what the expression one does, and keeps nothing of the
    /// buffer: the SDK's engine rewrites it for every constraint it adds.
    @Test func termsFromABufferAreReadNotKept() throws {
        let solver = Solver()
        let v = solver.makeVariables(3)
        let buffer = UnsafeMutableBufferPointer<Term>.allocate(capacity: 4)
        defer { buffer.deallocate() }
        func add(_ terms: [Term], _ constant: Double, _ relation: Relation = .equal, id: ConstraintID) throws {
            for (index, term) in terms.enumerated() { buffer[index] = term }
            try solver.add(
                terms: UnsafeBufferPointer(rebasing: buffer[..<terms.count]), constant: constant, relation: relation,
                priority: .required, id: id)
            for index in buffer.indices { buffer[index] = Term(v[0], .nan) }  // nothing of it may matter now
        }
        try add([Term(v[0])], -10, id: 1)
        try add([Term(v[1]), Term(v[0], -1)], -5, id: 2)
        try add([Term(v[2]), Term(v[1]), Term(v[2], 0)], -40, id: 3)
        try add([Term(v[2]), Term(v[0], -1)], 0, .greaterThanOrEqual, id: 4)
        #expect(values(solver, v) == [10, 15, 25])
        expectSound(solver)
        #expect(
            solverError { try add([Term(v[0], .infinity)], 0, id: 5) }
                == .nonFiniteValue("a coefficient or the constant of constraint #5"))
        #expect(solverError { try add([Term(v[0])], 0, id: 1) } == .duplicateConstraint(1))
        #expect(solverError { try add([Term(v[0])], -11, id: 6) } != nil)
        try solver.remove(3)
        try solver.remove(4)
        try solver.releaseVariable(v[2])
        expectSound(solver)
    }
}
