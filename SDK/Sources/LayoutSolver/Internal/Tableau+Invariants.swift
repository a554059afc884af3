extension Tableau {
    /// Every broken invariant of the tableau, as sentences; empty when it is sound. Tests call
    /// this after every operation; it costs O(size of the tableau).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var mentions = Array(repeating: [Int](), count: symbolCount)
        for slot in rows.indices where rows[slot].basic >= 0 {
            let row = rows[slot]
            let restricted = kinds[row.basic] != .external
            if basicSlot[row.basic] != slot { problems.append("row \(slot): basicSlot of \(row.basic) is wrong") }
            if restricted && row.constant < -tolerance {
                problems.append("row \(slot): negative constant \(row.constant)")
            }
            if kinds[row.basic] == .dummy && !isNearZero(row.constant) {
                problems.append("row \(slot): dummy row with constant \(row.constant)")
            }
            var previous = -1
            for cell in row.cells {
                if cell.symbol <= previous { problems.append("row \(slot): cells not sorted") }
                previous = cell.symbol
                if isNearZero(cell.coefficient) { problems.append("row \(slot): zero coefficient") }
                if !cell.coefficient.isFinite { problems.append("row \(slot): non-finite coefficient") }
                if cell.symbol == row.basic { problems.append("row \(slot): mentions its basic symbol") }
                if kinds[cell.symbol] == .unused { problems.append("row \(slot): mentions a released symbol") }
                if restricted && kinds[cell.symbol] == .external {
                    problems.append("row \(slot): restricted row mentions variable \(cell.symbol)")
                }
                if basicSlot[cell.symbol] >= 0 && (restricted || kinds[cell.symbol] != .external) {
                    problems.append("row \(slot): mentions basic symbol \(cell.symbol)")
                }
                if kinds[cell.symbol] != .external { mentions[cell.symbol].append(slot) }
            }
        }
        for symbol in 0..<symbolCount {
            if columns[symbol].sorted() != mentions[symbol].sorted() {
                problems.append("column of \(symbol) is \(columns[symbol].sorted()), rows say \(mentions[symbol])")
            }
            let weighted = objective.mentions(symbol)
            if weighted && (basicSlot[symbol] >= 0 || kinds[symbol] == .external || kinds[symbol] == .unused) {
                problems.append("objective weighs symbol \(symbol) (\(kinds[symbol]), slot \(basicSlot[symbol]))")
            }
            if basicSlot[symbol] < 0 && (kinds[symbol] == .slack || kinds[symbol] == .error)
                && objective.sign(of: symbol) < 0
            {
                problems.append("not optimal: symbol \(symbol) has a negative weight")
            }
        }
        if !lazyReferencesAreAcyclic() { problems.append("lazy references form a cycle") }
        return problems
    }

    private func lazyReferencesAreAcyclic() -> Bool {
        // 0 unvisited, 1 on the current path, 2 done.
        var state = Array(repeating: 0, count: symbolCount)
        for root in 0..<symbolCount where basicSlot[root] >= 0 && state[root] == 0 {
            var stack: [(symbol: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                let cells = rows[basicSlot[top.symbol]].cells
                if top.next < cells.count {
                    stack[stack.count - 1].next += 1
                    let symbol = cells[top.next].symbol
                    guard basicSlot[symbol] >= 0 else { continue }
                    if state[symbol] == 1 { return false }
                    if state[symbol] == 0 {
                        state[symbol] = 1
                        stack.append((symbol, 0))
                    }
                } else {
                    state[top.symbol] = 2
                    stack.removeLast()
                }
            }
        }
        return true
    }
}
