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
        terms: [Cell], constant: Double, relation: Relation, priority: Priority, owner: Int
    ) -> AddOutcome {
        let (marker, other, markerCells) = makeMarkers(relation: relation, priority: priority, owner: owner)

        // A variable no constraint mentions yet takes the row as its definition: nothing else in
        // the tableau changes and the solution stays optimal (the new errors are 0).
        if let fresh = terms.first(where: { useCounts[$0.symbol] == 0 && basicSlot[$0.symbol] < 0 }) {
            var row = Row(basic: -1, constant: constant, cells: Self.sortedUnion(terms, markerCells))
            row.solve(for: fresh.symbol)
            insertRow(row)
            return .added(marker: marker, other: other)
        }

        var row = expand(constant: constant, terms: terms)
        row.cells = Self.sortedUnion(row.cells, markerCells)
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            insertRow(row)
            if objective.mentions(subject) { objective.substitute(subject, by: row) }
        } else if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
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

    private mutating func makeMarkers(
        relation: Relation, priority: Priority, owner: Int
    ) -> (marker: Int, other: Int, cells: [Cell]) {
        let level = priority.isRequired ? -1 : objective.retainLevel(priority.rawValue)
        switch relation {
        case .equal where priority.isRequired:
            let dummy = makeSymbol(.dummy, owner: owner)
            return (dummy, -1, [Cell(symbol: dummy, coefficient: 1)])
        case .equal:
            let plus = makeSymbol(.error, owner: owner)
            let minus = makeSymbol(.error, owner: owner)
            _ = objective.retainLevel(priority.rawValue)  // one user per error symbol
            objective.add(1, to: plus, level: level)
            objective.add(1, to: minus, level: level)
            return (plus, minus, [Cell(symbol: plus, coefficient: -1), Cell(symbol: minus, coefficient: 1)])
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: owner)
            guard level >= 0 else { return (slack, -1, [Cell(symbol: slack, coefficient: sign)]) }
            let error = makeSymbol(.error, owner: owner)
            objective.add(1, to: error, level: level)
            let cells = [Cell(symbol: slack, coefficient: sign), Cell(symbol: error, coefficient: -sign)]
            return (slack, error, cells.sorted { $0.symbol < $1.symbol })
        }
    }

    /// Undoes `makeMarkers` for a constraint that did not make it into the tableau.
    private mutating func discardMarkers(_ marker: Int, _ other: Int, relation: Relation, priority: Priority) {
        // In reverse order of making, so that the free list is as it was.
        for symbol in [other, marker] where symbol >= 0 {
            columns[symbol].removeAll()
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
        if let variable = row.cells.first(where: { kinds[$0.symbol] == .external }) { return variable.symbol }
        for symbol in [marker, other] where symbol >= 0 {
            let kind = kinds[symbol]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    static func sortedUnion(_ a: [Cell], _ b: [Cell]) -> [Cell] {
        guard !b.isEmpty else { return a }
        var cells = a + b
        cells.sort { $0.symbol < $1.symbol }
        return cells
    }
}
