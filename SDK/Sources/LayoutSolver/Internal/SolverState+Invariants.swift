extension SolverState {
    /// Every broken invariant of the solver and its tableau, as sentences; empty when sound.
    /// The property tests call it after every operation.
    func invariantViolations() -> [String] {
        var problems = tableau.invariantViolations()
        var expectedUses = [Int](repeating: 0, count: tableau.symbolCount)
        for index in records.indices {
            for symbol in termSymbols(ofRecord: index) { expectedUses[symbol] += 1 }
        }
        for symbol in 0..<tableau.symbolCount where tableau.isExternal(symbol) {
            if tableau.useCount(of: symbol) != expectedUses[symbol] {
                problems.append(
                    "variable \(symbol): use count \(tableau.useCount(of: symbol)), records say \(expectedUses[symbol])"
                )
            }
        }
        return problems
    }
}
