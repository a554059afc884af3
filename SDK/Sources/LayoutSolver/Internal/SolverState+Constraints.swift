extension SolverState {
    mutating func add(
        terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, priority: Priority, id: ConstraintID
    ) throws(SolverError) {
        guard recordOfID[id] == nil else { throw .duplicateConstraint(id) }
        guard constant.isFinite, terms.allFinite else {
            throw .nonFiniteValue("a coefficient or the constant of constraint \(id)")
        }
        let cells = try cells(of: terms)
        let owner = allocateRecord()
        let outcome = tableau.addConstraint(
            terms: consume cells, constant: constant, relation: relation, priority: priority, owner: owner)
        switch outcome {
        case .added(let marker, let other):
            let record = ConstraintRecord(
                id: id, relation: relation, priority: priority, constant: constant, marker: marker, other: other,
                termSymbols: TermSymbols(terms))
            store(record, terms: terms, at: owner)
            recordOfID.insert(owner, for: id)
        case .unsatisfiable(let certificate):
            freeRecord(owner)
            throw .unsatisfiable(id, conflicts: conflicts(in: certificate, adding: id))
        }
    }

    mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard let owner = recordOfID.remove(id), let record = records[owner] else {
            throw .unknownConstraint(id)
        }
        tableau.removeConstraint(record)
        freeRecord(owner)
    }

    mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        guard let owner = recordOfID[id], var record = records[owner] else { throw .unknownConstraint(id) }
        guard constant.isFinite else { throw .nonFiniteValue("the new constant \(constant) of constraint \(id)") }
        try shiftConstant(of: record, to: constant, id: id)
        record.constant = constant
        records[owner] = record
    }

    mutating func setPriority(_ priority: Priority, of id: ConstraintID) throws(SolverError) {
        guard let owner = recordOfID[id], var record = records[owner] else { throw .unknownConstraint(id) }
        guard priority != record.priority else { return }
        guard !priority.isRequired, !record.priority.isRequired else { throw .requiredPriorityChange(id) }
        tableau.changePriority(of: record, to: priority)
        record.priority = priority
        records[owner] = record
    }

    /// Moves a record's constant to `constant` in the tableau; on a contradiction puts everything
    /// back and throws.
    mutating func shiftConstant(of record: ConstraintRecord, to constant: Double, id: ConstraintID?) throws(SolverError)
    {
        journal.removeAll(keepingCapacity: true)
        let contradiction = tableau.shiftConstant(of: record, by: constant - record.constant, journal: &journal)
        var certificate: Row?
        if let slot = contradiction {
            certificate = tableau.rows[slot]
        } else if !tableau.infeasible.isEmpty {
            // Only a required constraint can make the dual simplex fail; keep a way back for it.
            let snapshot = record.priority.isRequired ? tableau : nil
            if let slot = tableau.dualOptimize() {
                precondition(snapshot != nil, "optional constraint made the tableau infeasible")
                certificate = tableau.rows[slot]
                if let snapshot { tableau = snapshot }
            }
        }
        guard let certificate, let id else { return }
        for entry in journal.reversed() { tableau.rows[entry.slot].constant = entry.constant }
        tableau.infeasible.removeAll()
        throw .unsatisfiable(id, conflicts: conflicts(in: certificate, adding: id))
    }

    /// The required constraints whose markers the certificate row mentions, in the order they
    /// were added, followed by `id`.
    func conflicts(in certificate: Row, adding id: ConstraintID) -> [ConstraintID] {
        var owners = Set<Int>()
        var symbols = certificate.cells.map(\.symbol)
        if certificate.basic >= 0 { symbols.append(certificate.basic) }
        // A certificate found with an artificial variable may name it, and the tableau was put
        // back to before it was made: such a symbol names no constraint.
        for symbol in symbols where symbol < tableau.symbolCount {
            let owner = tableau.owner(of: symbol)
            guard owner >= 0, let record = records[owner], record.priority.isRequired, record.id != nil else {
                continue
            }
            owners.insert(owner)
        }
        let ordered = owners.sorted { serial(of: $0) < serial(of: $1) }
        return ordered.compactMap { records[$0]?.id }.filter { $0 != id } + [id]
    }
}

extension UnsafeBufferPointer<Term> {
    /// Whether every coefficient is a finite number (a plain loop: no closure per term).
    var allFinite: Bool {
        for term in self where !term.coefficient.isFinite { return false }
        return true
    }
}
