/// The result of adding a constraint's row to the tableau.
enum AddOutcome: Sendable {
    /// The row is in; these are the constraint's marker and other symbol (or -1).
    case added(marker: Int, other: Int)
    /// The required constraint cannot hold; the tableau is as it was. `certificate` is a row
    /// whose marker symbols name the constraints of the contradiction.
    case unsatisfiable(certificate: Row)
}

extension Tableau {
    /// Adds `Σ terms + constant (relation) 0` at `priority` for the constraint recorded as `owner`.
    ///
    /// `terms` mention each external symbol once, with non-zero coefficients, sorted by symbol.
    mutating func addConstraint(
        terms: consuming [Cell], constant: Double, relation: Relation, priority: Priority, owner: Int
    ) -> AddOutcome {
        let (marker, other) = makeMarkers(relation: relation, priority: priority, owner: owner)
        let markerSign = ConstraintRecord.markerSign(relation: relation, priority: priority)

        // A variable no constraint mentions yet takes the row as its definition: nothing else in
        // the tableau changes and the solution stays optimal (the new errors are 0).
        if let fresh = terms.first(where: { useCount(of: $0.symbol) == 0 && !isBasic($0.symbol) }) {
            var row = Row(basic: -1, constant: constant, cells: consume terms)
            row.addMarkers(marker, markerSign, other)
            row.solve(for: fresh.symbol)
            insertRow(row, placement: .last)
            return .added(marker: marker, other: other)
        }

        var row = expand(constant: constant, terms: terms, extraCapacity: 3)
        row.addMarkers(marker, markerSign, other)
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            insertRow(row, placement: .first)
            if objective.mentions(subject) { objective.substitute(subject, by: row) }
        } else if row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            // The row restates required equalities: redundant if its constant is 0, else a
            // contradiction whose dummies name the constraints involved.
            guard isNearZero(row.constant) else {
                discardMarkers(marker, other, relation: relation, priority: priority)
                return .unsatisfiable(certificate: row)
            }
            row.solve(for: marker)
            insertRow(row)
        } else {
            let snapshot = self
            if let certificate = addWithArtificialVariable(row) {
                self = snapshot
                discardMarkers(marker, other, relation: relation, priority: priority)
                return .unsatisfiable(certificate: certificate)
            }
        }
        optimize()
        return .added(marker: marker, other: other)
    }

    /// The marker and other symbol of a new constraint, with the errors weighed in the objective.
    private mutating func makeMarkers(relation: Relation, priority: Priority, owner: Int) -> (marker: Int, other: Int) {
        if priority.isRequired {
            return (makeSymbol(relation == .equal ? .dummy : .slack, owner: owner), -1)
        }
        let level = objective.retainLevel(priority.rawValue)
        let marker = makeSymbol(relation == .equal ? .error : .slack, owner: owner)
        let other = makeSymbol(.error, owner: owner)
        if relation == .equal {
            _ = objective.retainLevel(priority.rawValue)  // one user per error symbol
            objective.add(1, to: marker, level: level)
        }
        objective.add(1, to: other, level: level)
        return (marker, other)
    }

    /// Undoes `makeMarkers` for a constraint that did not make it into the tableau.
    private mutating func discardMarkers(_ marker: Int, _ other: Int, relation: Relation, priority: Priority) {
        // In reverse order of making, so that the free list is as it was.
        for symbol in [other, marker] where symbol >= 0 {
            _ = columns.removeAll(from: &symbols[symbol].columnHead)
            releaseSymbol(symbol)
        }
        if !priority.isRequired {
            objective.releaseLevel(priority.rawValue)
            if relation == .equal { objective.releaseLevel(priority.rawValue) }
        }
    }

    /// The symbol to solve a new row for: a variable (unrestricted, so any value is feasible),
    /// else the constraint's own slack or error when solving for it keeps it >= 0 (the row's
    /// constant is >= 0 here), else nil.
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        if let variable = row.cells.first(where: { isExternal($0.symbol) }) { return variable.symbol }
        for symbol in [marker, other] where symbol >= 0 {
            let kind = kind(symbol)
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }
}

extension Row {
    /// Adds a new constraint's marker (with its sign in the constraint's row) and other symbol
    /// (with the opposite sign), keeping the cells sorted.
    mutating func addMarkers(_ marker: Int, _ markerSign: Double, _ other: Int) {
        insertNew(markerSign, for: marker)
        if other >= 0 { insertNew(-markerSign, for: other) }
    }
}
