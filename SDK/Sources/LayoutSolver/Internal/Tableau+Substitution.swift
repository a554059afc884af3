extension Tableau {
    /// Replaces the non-basic `symbol` by `row` (the row `symbol = …`) in every row that mentions
    /// it, in the objective and in the phase-one objective.
    mutating func substitute(_ symbol: Int, by row: Row) {
        var slots: [Int] = []
        swap(&slots, &columns[symbol])
        let bringsExternals = row.cells.contains { kinds[$0.symbol] == .external }
        for slot in slots {
            Self.replace(
                symbol, by: row, in: &rows[slot], slot: slot,
                columns: &columns, kinds: kinds, scratch: &scratch)
            noteIfInfeasible(slot)
        }
        if bringsExternals && !slots.isEmpty { evaluationOrderIsValid = false }
        if objective.mentions(symbol) { objective.substitute(symbol, by: row) }
        if var phaseOne = artificial, phaseOne.coefficient(of: symbol) != 0 {
            artificial = nil
            var unusedColumns: [[Int]] = []
            Self.replace(
                symbol, by: row, in: &phaseOne, slot: nil,
                columns: &unusedColumns, kinds: kinds, scratch: &scratch)
            artificial = phaseOne
        }
    }

    /// `target` with `symbol` replaced by `source` (the row `symbol = …`). The merge runs over
    /// both sorted cell lists once and keeps the column index in step when `slot` is given.
    static func replace(
        _ symbol: Int, by source: Row, in target: inout Row, slot: Int?,
        columns: inout [[Int]], kinds: [SymbolKind], scratch: inout [Cell]
    ) {
        let (position, found) = target.position(of: symbol)
        guard found else { return }
        let factor = target.cells[position].coefficient
        target.constant += factor * source.constant

        var merged: [Cell] = []
        swap(&merged, &scratch)
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(target.cells.count + source.cells.count)
        let old = target.cells
        var i = 0
        var j = 0
        while i < old.count || j < source.cells.count {
            let left = i < old.count ? old[i].symbol : Int.max
            let right = j < source.cells.count ? source.cells[j].symbol : Int.max
            if left < right {
                if left != symbol { merged.append(old[i]) }
                i += 1
            } else if right < left {
                let coefficient = factor * source.cells[j].coefficient
                if !isNearZero(coefficient) {
                    merged.append(Cell(symbol: right, coefficient: coefficient))
                    if let slot, kinds[right] != .external { columns[right].append(slot) }
                }
                j += 1
            } else {
                let sum = old[i].coefficient + factor * source.cells[j].coefficient
                if !isNearZero(sum) {
                    merged.append(Cell(symbol: left, coefficient: sum))
                } else if let slot, kinds[left] != .external {
                    removeSlot(slot, from: &columns[left])
                }
                i += 1
                j += 1
            }
        }
        target.cells = merged
        scratch = old
    }

    /// Makes `entering` basic in place of the basic symbol of the row at `slot`.
    mutating func pivot(entering: Int, leavingSlot slot: Int) {
        var row = removeRow(at: slot)
        row.solve(for: entering)
        substitute(entering, by: row)
        insertRow(row)
    }
}
