extension Tableau {
    /// Takes a constraint's row out of the tableau and re-optimises.
    mutating func removeConstraint(_ record: ConstraintRecord) {
        for error in record.errorSymbols {
            let level = objective.level(of: record.priority.rawValue)
            if isBasic(error) {
                objective.add(rows[basicSlot(of: error)], times: -1, level: level)
            } else {
                objective.add(-1, to: error, level: level)
            }
        }
        for _ in record.errorSymbols { objective.releaseLevel(record.priority.rawValue) }

        if !isBasic(record.marker), let slot = markerLeavingSlot(record.marker) {
            pivot(entering: record.marker, leavingSlot: slot)
        }
        for symbol in [record.marker, record.other] where symbol >= 0 && isBasic(symbol) {
            _ = removeRow(at: basicSlot(of: symbol))
        }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            // Formally no row mentions them now; drop rounding residue before releasing.
            eraseColumn(of: symbol)
            releaseSymbol(symbol)
        }
        optimize()
    }

    /// The row to pivot a non-basic marker into before its row is dropped: a dummy row (a required
    /// equality that was redundant with this one and now takes its place; its constant is 0, so
    /// no other constant moves), else kiwi's rule: the restricted row that keeps every other one
    /// feasible, else any restricted row, else a variable's row.
    private mutating func markerLeavingSlot(_ marker: Int) -> Int? {
        var first: Int?
        var firstRatio = Double.infinity
        var second: Int?
        var secondRatio = Double.infinity
        for slot in column(of: marker) where !isExternal(rows[slot].basic) {
            if kind(rows[slot].basic) == .dummy { return slot }
            let coefficient = rows[slot].coefficient(of: marker)
            if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        return first ?? second ?? expandedVariableSlot(containing: marker)
    }

    /// A variable's row that contains `marker` once expanded, replaced by its expansion so that the
    /// marker's row will mention only non-basic symbols (pivoting on a row with lazy references
    /// would let the marker's row refer back to rows it is substituted into). A row that mentions
    /// the marker directly may lose it on expansion (its references can cancel it), but a row whose
    /// references reach no other row mentioning the marker keeps it; such a row exists because
    /// lazy references have no cycles.
    private mutating func expandedVariableSlot(containing marker: Int) -> Int? {
        let candidates = column(of: marker).map { rows[$0].basic }.sorted()
        for basic in candidates {
            let slot = basicSlot(of: basic)
            var expanded = expand(constant: rows[slot].constant, terms: rows[slot].cells)
            guard !isNearZero(expanded.coefficient(of: marker)) else { continue }
            _ = removeRow(at: slot)
            expanded.basic = basic
            return insertRow(expanded)
        }
        return nil
    }

    /// Changes the constant of a live constraint's expression by `delta` without rebuilding its
    /// row: every row holds the constraint in proportion to its marker's coefficient, so each
    /// constant moves by that much (Auto Layout's fast path for `constant`, kiwi's suggestValue).
    ///
    /// Rows it changes are recorded in `journal` with their old constants. Returns the slot of a
    /// required row made contradictory (a dummy row that is no longer 0), if any; restricted rows
    /// made negative are queued for `dualOptimize()`.
    mutating func shiftConstant(
        of record: ConstraintRecord, by delta: Double, journal: inout [ConstantChange]
    ) -> Int? {
        var contradiction: Int?
        func move(_ slot: Int, by amount: Double) {
            journal.append(ConstantChange(slot: slot, constant: rows[slot].constant))
            rows[slot].constant += amount
            if kind(rows[slot].basic) == .dummy {
                if !isNearZero(rows[slot].constant) { contradiction = slot }
            } else {
                noteIfInfeasible(slot)
            }
        }
        if isBasic(record.marker) {
            move(basicSlot(of: record.marker), by: -delta / record.markerSign)
        } else if record.other >= 0 && isBasic(record.other) {
            move(basicSlot(of: record.other), by: delta / record.markerSign)
        } else {
            for slot in column(of: record.marker) {
                move(slot, by: rows[slot].coefficient(of: record.marker) / record.markerSign * delta)
            }
        }
        return contradiction
    }

    /// Moves an optional constraint's errors from one priority level to another and re-optimises.
    mutating func changePriority(of record: ConstraintRecord, to priority: Priority) {
        let errors = record.errorSymbols
        for _ in errors { _ = objective.retainLevel(priority.rawValue) }
        let oldLevel = objective.level(of: record.priority.rawValue)
        let newLevel = objective.level(of: priority.rawValue)
        for error in errors {
            if isBasic(error) {
                let slot = basicSlot(of: error)
                objective.add(rows[slot], times: -1, level: oldLevel)
                objective.add(rows[slot], times: 1, level: newLevel)
            } else {
                objective.add(-1, to: error, level: oldLevel)
                objective.add(1, to: error, level: newLevel)
            }
        }
        for _ in errors { objective.releaseLevel(record.priority.rawValue) }
        optimize()
    }
}

/// A row constant as it was before `shiftConstant`, to put back if the change is refused.
struct ConstantChange: Sendable {
    var slot: Int
    var constant: Double
}
