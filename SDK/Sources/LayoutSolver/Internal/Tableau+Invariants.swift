extension Tableau {
    /// Every broken invariant of the tableau, as sentences; empty when it is sound. Tests call
    /// this after every operation; it costs O(size of the tableau).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var mentions = Array(repeating: [Int](), count: symbolCount)
        for slot in rows.indices where rows[slot].basic >= 0 {
            let row = rows[slot]
            let restricted = !isExternal(row.basic)
            if basicSlot(of: row.basic) != slot { problems.append("row \(slot): basic slot of \(row.basic) is wrong") }
            if restricted && row.constant < -tolerance {
                problems.append("row \(slot): negative constant \(row.constant)")
            }
            if kind(row.basic) == .dummy && !isNearZero(row.constant) {
                problems.append("row \(slot): dummy row with constant \(row.constant)")
            }
            var previous = -1
            for cell in row.cells {
                if cell.symbol <= previous { problems.append("row \(slot): cells not sorted") }
                previous = cell.symbol
                if isNearZero(cell.coefficient) { problems.append("row \(slot): zero coefficient") }
                if !cell.coefficient.isFinite { problems.append("row \(slot): non-finite coefficient") }
                if cell.symbol == row.basic { problems.append("row \(slot): mentions its basic symbol") }
                if kind(cell.symbol) == .unused { problems.append("row \(slot): mentions a released symbol") }
                if restricted && isExternal(cell.symbol) {
                    problems.append("row \(slot): restricted row mentions variable \(cell.symbol)")
                }
                if isBasic(cell.symbol) && (restricted || !isExternal(cell.symbol)) {
                    problems.append("row \(slot): mentions basic symbol \(cell.symbol)")
                }
                if !isExternal(cell.symbol) { mentions[cell.symbol].append(slot) }
            }
        }
        for symbol in 0..<symbolCount {
            let column = Array(self.column(of: symbol))
            if column.sorted() != mentions[symbol].sorted() {
                problems.append("column of \(symbol) is \(column.sorted()), rows say \(mentions[symbol])")
            }
            let weighted = objective.mentions(symbol)
            if weighted && (isBasic(symbol) || isExternal(symbol) || kind(symbol) == .unused) {
                problems.append("objective weighs symbol \(symbol) (\(kind(symbol)), slot \(basicSlot(of: symbol)))")
            }
            if !isBasic(symbol) && (kind(symbol) == .slack || kind(symbol) == .error) && objective.sign(of: symbol) < 0
            {
                problems.append("not optimal: symbol \(symbol) has a negative weight")
            }
            if !isExternal(symbol) && value(of: symbol) != 0 { problems.append("symbol \(symbol) has a value") }
        }
        if !lazyReferencesAreAcyclic() { problems.append("lazy references form a cycle") }
        if evaluationOrderIsValid { problems += evaluationOrderViolations() }
        return problems
    }

    /// Whether the kept evaluation order lists every variable's row once, after the rows it
    /// references.
    private func evaluationOrderViolations() -> [String] {
        var problems: [String] = []
        var position: [Int: Int] = [:]
        for (index, slot) in (evaluationRoots.reversed() + evaluationOrder).enumerated() {
            if position.updateValue(index, forKey: slot) != nil { problems.append("slot \(slot) evaluated twice") }
        }
        for slot in rows.indices where rows[slot].basic >= 0 && isExternal(rows[slot].basic) {
            guard let mine = position[slot] else {
                problems.append("row \(slot) missing from the evaluation order")
                continue
            }
            for cell in rows[slot].cells where isBasic(cell.symbol) {
                if (position[basicSlot(of: cell.symbol)] ?? Int.max) > mine {
                    problems.append("row \(slot) is evaluated before row \(basicSlot(of: cell.symbol)) it references")
                }
            }
        }
        if position.count != rows.indices.filter({ rows[$0].basic >= 0 && isExternal(rows[$0].basic) }).count {
            problems.append("the evaluation order lists rows that are not variables' rows")
        }
        return problems
    }

    private func lazyReferencesAreAcyclic() -> Bool {
        // 0 unvisited, 1 on the current path, 2 done.
        var state = Array(repeating: 0, count: symbolCount)
        for root in 0..<symbolCount where isBasic(root) && state[root] == 0 {
            var stack = [TraversalFrame(symbol: root, next: 0)]
            state[root] = 1
            while let top = stack.last {
                let cells = rows[basicSlot(of: top.symbol)].cells
                if top.next < cells.count {
                    stack[stack.count - 1].next += 1
                    let symbol = cells[top.next].symbol
                    guard isBasic(symbol) else { continue }
                    if state[symbol] == 1 { return false }
                    if state[symbol] == 0 {
                        state[symbol] = 1
                        stack.append(TraversalFrame(symbol: symbol, next: 0))
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
