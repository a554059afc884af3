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
        var blocked = false
        for cell in row.cells {
            switch tableau.kind(cell.symbol) {
            case .external:
                return true
            case .slack, .error:
                guard tableau.objective.sign(of: cell.symbol) == 0 else { continue }
                if tableau.canIncrease(cell.symbol) { return true }
                blocked = true
            case .dummy, .unused:
                continue
            }
        }
        // A symbol that a row at zero blocks on its own may still move together with others (a
        // degenerate vertex: x >= 0, x >= 2y, y <= 0 at (0, 0) leaves y free below 0).
        return blocked && movesOnOptimalFace(variable, from: row.constant)
    }

    /// Whether the variable can take another value without giving up anything the constraints
    /// hold, asked of the solver itself on a copy: an equality weaker than every priority in use
    /// pulls it one point up, then one point down, and the solver moves it as far as it can
    /// without changing what any other constraint holds (priorities are lexicographic). Only for
    /// the rare degenerate case: each pull copies the tableau.
    private func movesOnOptimalFace(_ variable: Variable, from value: Double) -> Bool {
        var id = ConstraintID(UInt64.max)
        while recordOfID[id] != nil { id.rawValue -= 1 }
        let weakest = Priority(unchecked: .leastNormalMagnitude)
        let terms = [Term(variable)]
        for target in [value + 1, value - 1] {
            var probe = self
            let moved = terms.withUnsafeBufferPointer { terms -> Bool in
                do {
                    try probe.add(terms: terms, constant: -target, relation: .equal, priority: weakest, id: id)
                    return abs(try probe.expansion(of: variable).constant - value) > tolerance
                } catch {
                    return false
                }
            }
            if moved { return true }
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
