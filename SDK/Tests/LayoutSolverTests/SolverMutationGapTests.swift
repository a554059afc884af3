import Testing

@testable import LayoutSolver

// Tests written for the survivors of a mutation-testing campaign on LayoutSolver (one-line changes to
// the tableau, the objective, the solver state and its error reports that the rest of the suite let
// through). Place in SDK/Tests/LayoutSolverTests/; they use the helpers of Support/ (values,
// solverError, expectSound). Each passes on HEAD and fails on the mutant its comment describes.

@Suite("Mutation gaps") struct SolverMutationGapTests {
    /// Catches: Internal/SolverState.swift, `allocateRecord()`, the line
    /// `serials[index] = nextSerial` removed: a record slot reused after a removal kept the serial of
    /// the constraint that had it before, so ``SolverError/unsatisfiable(_:conflicts:)`` listed a
    /// constraint added later before one added earlier. A caller (the SDK's conflict diagnostic, or
    /// anyone reading "the constraints in the order they were added") would be told the wrong order,
    /// and would take the wrong one for the oldest.
    @Test func aConflictListsAConstraintInAReusedSlotInTheOrderItWasAdded() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        try solver.add(Constraint(Expression(z), .equal, 0), id: 9)  // record 0
        try solver.add(Constraint(Expression(x), .equal, 10), id: 1)  // record 1
        try solver.remove(9)  // record 0 is free again
        try solver.add(Constraint(Expression(y), .equal, x + 5), id: 2)  // record 0 reused, added after #1
        // #1 and #2 make y 10 + 5 = 15; #3 wants 3: the contradiction is #1, #2, #3, oldest first.
        // (The mutant: #2 keeps the serial of #9, older than #1's: [2, 1, 3].)
        let conflict = solverError { try solver.add(Constraint(Expression(y), .equal, 3), id: 3) }
        #expect(conflict == .unsatisfiable(3, conflicts: [1, 2, 3]))
        #expect(values(solver, [x, y, z]) == [10, 15, 0])
        expectSound(solver)
    }
}
