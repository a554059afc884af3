extension Tableau {
    /// Replaces the non-basic `symbol` by `row` (the row `symbol = …`) in every row that mentions
    /// it, in the objective and in the phase-one objective.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let slots = columns.removeAll(from: &symbols[symbol].columnHead)
        for slot in slots {
            replace(symbol, by: row, inRowAt: slot)
            noteIfInfeasible(slot)
        }
        if !slots.isEmpty && row.cells.contains(where: { isExternal($0.symbol) }) {
            evaluationOrderIsValid = false
        }
        if objective.mentions(symbol) { objective.substitute(symbol, by: row) }
        if var phaseOne = artificial, phaseOne.coefficient(of: symbol) != 0 {
            artificial = nil
            replace(symbol, by: row, in: &phaseOne)
            artificial = phaseOne
        }
    }

    /// The row at `slot` with `symbol` replaced by `source`, keeping the column index in step.
    private mutating func replace(_ symbol: Int, by source: Row, inRowAt slot: Int) {
        var target = Row.unused
        swap(&target, &rows[slot])
        let factor = target.coefficient(of: symbol)
        target.constant += factor * source.constant
        var merged: [Cell] = []
        swap(&merged, &scratch)
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(target.cells.count + source.cells.count)
        Self.merge(target.cells, dropping: symbol, with: source.cells, times: factor, into: &merged) { added, symbol in
            guard !isExternal(symbol) else { return }
            if added {
                columns.insert(slot, into: &symbols[symbol].columnHead)
            } else {
                columns.remove(slot, from: &symbols[symbol].columnHead)
            }
        }
        swap(&merged, &target.cells)
        scratch = merged
        swap(&target, &rows[slot])
    }

    /// A row outside the tableau (the phase-one objective) with `symbol` replaced by `source`.
    private mutating func replace(_ symbol: Int, by source: Row, in target: inout Row) {
        let factor = target.coefficient(of: symbol)
        target.constant += factor * source.constant
        var merged: [Cell] = []
        merged.reserveCapacity(target.cells.count + source.cells.count)
        Self.merge(target.cells, dropping: symbol, with: source.cells, times: factor, into: &merged) { _, _ in }
        target.cells = merged
    }

    /// `old` without `symbol`, plus `factor × source`, as sorted cells without zeros: one pass
    /// over both sorted lists. `changed(true, s)` reports a symbol that appears, `changed(false, s)`
    /// one that cancels out.
    @inline(__always)
    private static func merge(
        _ old: [Cell], dropping symbol: Int, with source: [Cell], times factor: Double, into merged: inout [Cell],
        changed: (_ added: Bool, _ symbol: Int) -> Void
    ) {
        var i = 0
        var j = 0
        while i < old.count || j < source.count {
            let left = i < old.count ? old[i].symbol : Int.max
            let right = j < source.count ? source[j].symbol : Int.max
            if left < right {
                if left != symbol { merged.append(old[i]) }
                i += 1
            } else if right < left {
                let coefficient = factor * source[j].coefficient
                if !isNearZero(coefficient) {
                    merged.append(Cell(symbol: right, coefficient: coefficient))
                    changed(true, right)
                }
                j += 1
            } else {
                let sum = old[i].coefficient + factor * source[j].coefficient
                if isNearZero(sum) {
                    changed(false, left)
                } else {
                    merged.append(Cell(symbol: left, coefficient: sum))
                }
                i += 1
                j += 1
            }
        }
    }

    /// Makes `entering` basic in place of the basic symbol of the row at `slot`.
    mutating func pivot(entering: Int, leavingSlot slot: Int) {
        var row = removeRow(at: slot)
        row.solve(for: entering)
        substitute(entering, by: row)
        insertRow(row)
    }
}
