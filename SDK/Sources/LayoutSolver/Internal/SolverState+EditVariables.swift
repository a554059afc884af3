extension SolverState {
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let symbol = try symbol(of: variable)
        guard tableau.editRecord(of: symbol) == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditPriority(variable) }
        let owner = allocateRecord()
        let outcome = tableau.addConstraint(
            terms: [Cell(symbol: symbol, coefficient: 1)], constant: 0, relation: .equal, priority: priority,
            owner: owner)
        guard case .added(let marker, let other) = outcome else {
            preconditionFailure("an optional edit constraint cannot be unsatisfiable")
        }
        let terms = [Term(variable)]
        terms.withUnsafeBufferPointer { terms in
            let record = ConstraintRecord(
                id: nil, relation: .equal, priority: priority, constant: 0, marker: marker, other: other,
                termSymbols: TermSymbols(terms))
            store(record, terms: terms, at: owner)
        }
        tableau.setEditRecord(owner, of: symbol)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let symbol = try symbol(of: variable)
        guard let owner = tableau.editRecord(of: symbol), let record = records[owner] else {
            throw .unknownEditVariable(variable)
        }
        tableau.setEditRecord(nil, of: symbol)
        tableau.removeConstraint(record)
        freeRecord(owner)
    }

    mutating func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let owner = try editRecord(of: variable), var record = records[owner] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteValue("the value \(value) suggested for \(variable)") }
        // The edit constraint is `variable - value == 0`.
        try shiftConstant(of: record, to: -value, id: nil)
        record.constant = -value
        records[owner] = record
    }

    /// The record of `variable`'s edit constraint, or nil when it is not an edit variable.
    func editRecord(of variable: Variable) throws(SolverError) -> Int? {
        tableau.editRecord(of: try symbol(of: variable))
    }
}
