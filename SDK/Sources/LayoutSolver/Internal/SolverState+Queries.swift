extension SolverState {
    /// The variable's value as a function of the non-basic symbols: `constant + Σ a × symbol`.
    private mutating func expansion(of variable: Variable) throws(SolverError) -> Row {
        let symbol = try symbol(of: variable)
        return tableau.expand(constant: 0, terms: [Cell(symbol: symbol, coefficient: 1)])
    }

    /// The constraints whose markers the variable's expansion mentions: exactly those the current
    /// solution of the variable depends on (a tight inequality, an equality, an optional
    /// constraint at its limit); slack inequalities do not decide it.
    mutating func constraintsDetermining(_ variable: Variable) throws(SolverError) -> [ConstraintID] {
        owners(in: try expansion(of: variable))
    }

    /// The same for a sum of variables: the constraints its value depends on, where the parts
    /// that cancel (`a - b` with `a = b + 8`) depend on none.
    mutating func constraintsDetermining(_ terms: UnsafeBufferPointer<Term>) throws(SolverError) -> [ConstraintID] {
        owners(in: tableau.expand(constant: 0, terms: try cells(of: terms)))
    }

    /// The constraints whose markers an expansion mentions, oldest first.
    private func owners(in row: Row) -> [ConstraintID] {
        var owners = Set<Int>()
        for cell in row.cells where !tableau.isExternal(cell.symbol) {
            let owner = tableau.owner(of: cell.symbol)
            if owner >= 0, records[owner]?.id != nil { owners.insert(owner) }
        }
        return owners.sorted { serial(of: $0) < serial(of: $1) }.compactMap { records[$0]?.id }
    }

    /// Whether the variable could take another value without breaking a required constraint or
    /// worsening any priority level: its expansion mentions a free variable, or a slack or error
    /// symbol that weighs nothing in the objective and can grow from zero.
    mutating func isAmbiguous(_ variable: Variable) throws(SolverError) -> Bool {
        let row = try expansion(of: variable)
        for cell in row.cells {
            switch tableau.kind(cell.symbol) {
            case .external:
                return true
            case .slack, .error:
                if tableau.objective.sign(of: cell.symbol) == 0 && tableau.canIncrease(cell.symbol) { return true }
            case .dummy, .unused:
                continue
            }
        }
        return false
    }
}

extension Tableau {
    /// Whether a non-basic restricted symbol can grow from zero without any restricted row going
    /// negative (no row that it decreases is at zero already).
    func canIncrease(_ symbol: Int) -> Bool {
        for slot in column(of: symbol) where !isExternal(rows[slot].basic) {
            if rows[slot].coefficient(of: symbol) < -tolerance && rows[slot].constant <= tolerance { return false }
        }
        return true
    }
}
