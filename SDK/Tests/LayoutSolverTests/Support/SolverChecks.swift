import Testing

@testable import LayoutSolver

/// Records every invariant violation of the solver as a test issue.
func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.state.invariantViolations()
    #expect(problems.isEmpty, "\(problems.prefix(5))", sourceLocation: sourceLocation)
}

/// The values of `variables` after an update.
func values(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    solver.updateVariables()
    return variables.map { solver.value(of: $0) }
}

/// Whether `a` and `b` are equal within `tolerance`, element by element.
func approximatelyEqual(_ a: [Double], _ b: [Double], tolerance: Double = 1e-7) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

extension Solver {
    /// Makes `count` variables.
    func makeVariables(_ count: Int) -> [Variable] {
        (0..<count).map { _ in makeVariable() }
    }

    /// The value of one variable after an update.
    func solvedValue(_ variable: Variable) -> Double {
        updateVariables()
        return value(of: variable)
    }
}

/// The error a throwing call threw, or nil.
func solverError(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("not a SolverError: \(error)")
        return nil
    }
}

/// The live rows of the tableau as text, slot by slot: two solvers with equal dumps behave the
/// same from then on.
func tableauDump(_ solver: Solver) -> [String] {
    solver.state.tableau.rows.enumerated().map { slot, row in
        guard row.basic >= 0 else { return "\(slot): -" }
        let cells = row.cells.map { "\($0.coefficient)*s\($0.symbol)" }.joined(separator: " + ")
        return "\(slot): s\(row.basic) = \(row.constant) + \(cells)"
    }
}

/// Total number of cells in the tableau's rows: a measure of how dense the solver keeps it.
func cellCount(_ solver: Solver) -> Int {
    solver.state.tableau.rows.reduce(0) { $0 + $1.cells.count }
}

/// Records an issue when `body` throws.
func expectNoError(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
    do {
        try body()
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    }
}
