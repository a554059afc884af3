extension Tableau {
    /// Primal simplex on the lexicographic objective: pivots until no non-basic symbol has a
    /// negative weight vector. Feasibility is kept by the ratio test.
    mutating func optimize() {
        while let entering = objective.enteringSymbol(symbols: symbols) {
            guard let slot = leavingSlot(for: entering) else {
                // The objective is a weighted sum of symbols that are >= 0, so it is bounded below.
                preconditionFailure("objective unbounded along symbol \(entering): tableau corrupt")
            }
            pivot(entering: entering, leavingSlot: slot)
        }
    }

    /// The ratio test: the restricted row that first hits zero as `entering` grows; ties go to the
    /// lowest basic symbol (Bland's rule).
    func leavingSlot(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        var bestBasic = Int.max
        for slot in column(of: entering) {
            let basic = rows[slot].basic
            guard !isExternal(basic) else { continue }
            let coefficient = rows[slot].coefficient(of: entering)
            guard coefficient < -tolerance else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio - tolerance || (ratio <= bestRatio + tolerance && basic < bestBasic) {
                best = slot
                bestRatio = min(ratio, bestRatio)
                bestBasic = basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after constants changed (a suggested value, a new
    /// constant) while keeping the objective optimal. Returns nil on success, or the slot of a row
    /// that proves the required constraints cannot hold (negative constant, no way to raise it).
    mutating func dualOptimize() -> Int? {
        while let basic = infeasible.popLast() {
            guard isBasic(basic), !isExternal(basic) else { continue }
            let slot = basicSlot(of: basic)
            guard rows[slot].constant < 0 else { continue }
            if rows[slot].constant > -tolerance {
                rows[slot].constant = 0
                continue
            }
            guard let entering = dualEnteringSymbol(slot) else {
                infeasible.removeAll()
                return slot
            }
            pivot(entering: entering, leavingSlot: slot)
        }
        return nil
    }

    /// The symbol of the row at `slot` with a positive coefficient and the least weight vector per
    /// unit of coefficient; ties go to the lowest symbol.
    private func dualEnteringSymbol(_ slot: Int) -> Int? {
        var best: Int?
        var bestCoefficient = 0.0
        for cell in rows[slot].cells where cell.coefficient > tolerance && kind(cell.symbol) != .dummy {
            guard let current = best else {
                best = cell.symbol
                bestCoefficient = cell.coefficient
                continue
            }
            if objective.compareRatio(cell.symbol, cell.coefficient, current, bestCoefficient) < 0 {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// Phase one for a row that has no usable subject: adds it with an artificial variable and
    /// minimises that variable. Returns nil when the row now belongs to the tableau, or the
    /// phase-one objective (a certificate that the required constraints conflict) when it cannot.
    /// On failure the tableau is left half-way: the caller restores its snapshot.
    mutating func addWithArtificialVariable(_ row: Row) -> Row? {
        let artificialSymbol = makeSymbol(.slack)
        var artificialRow = row
        artificialRow.basic = artificialSymbol
        insertRow(artificialRow)
        artificial = Row(basic: -1, constant: row.constant, cells: row.cells)

        while let entering = phaseOneEnteringSymbol() {
            guard let slot = leavingSlot(for: entering) else {
                preconditionFailure("phase one unbounded along symbol \(entering): tableau corrupt")
            }
            pivot(entering: entering, leavingSlot: slot)
        }
        let certificate = artificial ?? Row.unused
        artificial = nil
        guard isNearZero(certificate.constant) else { return certificate }

        // Feasible: the artificial symbol is zero. Make it non-basic, then drop it.
        if isBasic(artificialSymbol) {
            var remaining = removeRow(at: basicSlot(of: artificialSymbol))
            if let entering = pivotableSymbol(in: remaining) {
                remaining.solve(for: entering)
                substitute(entering, by: remaining)
                insertRow(remaining)
            }
        }
        eraseColumn(of: artificialSymbol)
        releaseSymbol(artificialSymbol)
        return nil
    }

    private func phaseOneEnteringSymbol() -> Int? {
        guard let phaseOne = artificial else { return nil }
        for cell in phaseOne.cells where cell.coefficient < -tolerance {
            let kind = kind(cell.symbol)
            if kind == .slack || kind == .error { return cell.symbol }
        }
        return nil
    }

    /// A slack or error symbol of the row, else a dummy (the row then only restates required
    /// equalities), else nil (the row is empty).
    private func pivotableSymbol(in row: Row) -> Int? {
        let restricted = row.cells.first { kind($0.symbol) == .slack || kind($0.symbol) == .error }
        return (restricted ?? row.cells.first)?.symbol
    }
}
