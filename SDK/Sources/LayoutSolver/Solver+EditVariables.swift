extension Solver {
    /// Makes `variable` an edit variable: a variable whose value the caller suggests
    /// (a window size, an animated offset), held at `priority` against the other constraints.
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)``, ``SolverError/duplicateEditVariable(_:)``, or
    ///   ``SolverError/requiredEditPriority(_:)`` for priority 1000.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let symbol = try symbol(of: variable)
        guard editRecords[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditPriority(variable) }
        let owner = allocateRecord()
        let outcome = tableau.addConstraint(
            terms: [Cell(symbol: symbol, coefficient: 1)], constant: 0, relation: .equal,
            priority: priority, owner: owner)
        guard case .added(let marker, let other) = outcome else {
            preconditionFailure("an optional edit constraint cannot be unsatisfiable")
        }
        records[owner] = ConstraintRecord(
            id: nil, relation: .equal, priority: priority, constant: 0, marker: marker, other: other,
            variables: [symbol])
        editRecords[variable] = owner
        changeUseCounts(of: [symbol], by: 1)
    }

    /// Stops editing `variable`; its value is decided by the constraints alone again.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let owner = editRecords.removeValue(forKey: variable), let record = records[owner] else {
            throw .unknownEditVariable(variable)
        }
        tableau.removeConstraint(record)
        changeUseCounts(of: record.variables, by: -1)
        freeRecord(owner)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        editRecords[variable] != nil
    }

    /// Suggests a value for an edit variable; the solution moves there as far as the constraints
    /// of higher priority allow (dual simplex from the current solution).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    public func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let owner = editRecords[variable], var record = records[owner] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteValue("the value \(value) suggested for \(variable)") }
        // The edit constraint is `variable - value == 0`.
        try shiftConstant(of: record, to: -value, id: nil)
        record.constant = -value
        records[owner] = record
    }
}
