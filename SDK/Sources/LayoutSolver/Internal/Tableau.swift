/// The simplex tableau behind a ``Solver``: symbols, rows, the column index and the objective.
///
/// It is a value: copying it is O(1) and later writes copy only what they touch, which is how a
/// risky operation (a required constraint that may turn out unsatisfiable) takes a snapshot and
/// puts it back on failure, leaving the solver exactly as it was.
///
/// Invariants (checked by `Tableau+Invariants.swift` in debug builds):
/// - every basic symbol has exactly one row, in `rows[basicSlot[symbol]]`;
/// - rows of restricted symbols and the objective mention only non-basic, non-external symbols;
/// - rows of external symbols mention non-basic symbols and, as lazy references, basic external
///   symbols, without cycles;
/// - `columns[s]` lists exactly the rows that mention the non-external symbol `s`.
struct Tableau: Sendable {
    // Per symbol, indexed by symbol.
    private(set) var kinds: [SymbolKind] = []
    private(set) var generations: [UInt32] = []
    /// The slot of the row where the symbol is basic, or -1.
    var basicSlot: [Int] = []
    /// The slots of the rows that mention the symbol (non-external symbols only).
    var columns: [[Int]] = []
    /// The solver's record of the constraint a slack, error or dummy symbol belongs to, or -1.
    private(set) var owners: [Int] = []
    /// For external symbols: how many constraints mention the variable.
    var useCounts: [Int] = []
    /// For external symbols: the value computed by the last `updateValues()`; 0 for all others.
    private(set) var values: [Double] = []
    private var freeSymbols: [Int] = []

    var rows: [Row] = []
    private var freeRows: [Int] = []

    var objective = LexObjective()
    /// The phase-one objective while a required constraint is being added through an artificial
    /// variable, otherwise nil.
    var artificial: Row?
    /// Basic symbols of restricted rows whose constant may have become negative.
    var infeasible: [Int] = []

    /// Slots of the external rows in an order where every lazy reference comes first.
    var evaluationOrder: [Int] = []
    var evaluationOrderIsValid = true

    /// A reusable buffer for merging rows.
    var scratch: [Cell] = []

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int {
        let symbol: Int
        if let reused = freeSymbols.popLast() {
            symbol = reused
        } else {
            symbol = kinds.count
            kinds.append(.unused)
            generations.append(0)
            basicSlot.append(-1)
            columns.append([])
            owners.append(-1)
            useCounts.append(0)
            values.append(0)
            objective.growSymbols(to: kinds.count)
        }
        kinds[symbol] = kind
        owners[symbol] = owner
        useCounts[symbol] = 0
        values[symbol] = 0
        return symbol
    }

    /// Frees a symbol that no row, column or objective weight mentions any more.
    mutating func releaseSymbol(_ symbol: Int) {
        precondition(basicSlot[symbol] < 0, "releasing symbol \(symbol) that is still basic")
        precondition(columns[symbol].isEmpty, "releasing symbol \(symbol) that rows still mention")
        objective.clear(symbol)
        kinds[symbol] = .unused
        generations[symbol] &+= 1
        owners[symbol] = -1
        values[symbol] = 0
        freeSymbols.append(symbol)
    }

    @inline(__always)
    func isExternal(_ symbol: Int) -> Bool { kinds[symbol] == .external }

    @inline(__always)
    func isRestrictedRow(_ slot: Int) -> Bool { kinds[rows[slot].basic] != .external }

    // MARK: Rows

    /// Stores a row whose `basic` is set and indexes its symbols.
    @discardableResult
    mutating func insertRow(_ row: Row) -> Int {
        let slot: Int
        if let reused = freeRows.popLast() {
            slot = reused
            rows[slot] = row
        } else {
            slot = rows.count
            rows.append(row)
        }
        basicSlot[row.basic] = slot
        var mentionsExternal = kinds[row.basic] == .external
        for cell in row.cells {
            if kinds[cell.symbol] == .external {
                mentionsExternal = true
            } else {
                columns[cell.symbol].append(slot)
            }
        }
        if mentionsExternal { evaluationOrderIsValid = false }
        return slot
    }

    /// Takes a row out of the tableau; its basic symbol becomes non-basic.
    mutating func removeRow(at slot: Int) -> Row {
        var row = Row.unused
        swap(&row, &rows[slot])
        basicSlot[row.basic] = -1
        for cell in row.cells where kinds[cell.symbol] != .external {
            Self.removeSlot(slot, from: &columns[cell.symbol])
        }
        freeRows.append(slot)
        if kinds[row.basic] == .external { evaluationOrderIsValid = false }
        return row
    }

    @inline(__always)
    static func removeSlot(_ slot: Int, from column: inout [Int]) {
        guard let index = column.lastIndex(of: slot) else {
            preconditionFailure("column index out of step: slot \(slot) missing")
        }
        column.swapAt(index, column.count - 1)
        column.removeLast()
    }

    /// Drops `symbol` from every row that mentions it (the symbol is fixed at 0 from now on).
    mutating func eraseColumn(of symbol: Int) {
        var slots: [Int] = []
        swap(&slots, &columns[symbol])
        for slot in slots {
            let (index, found) = rows[slot].position(of: symbol)
            if found { rows[slot].cells.remove(at: index) }
        }
    }

    @inline(__always)
    mutating func noteIfInfeasible(_ slot: Int) {
        let basic = rows[slot].basic
        guard kinds[basic] != .external, rows[slot].constant < 0 else { return }
        if rows[slot].constant > -tolerance {
            rows[slot].constant = 0
        } else {
            infeasible.append(basic)
        }
    }

    // MARK: Values

    mutating func resetValue(of symbol: Int) {
        values[symbol] = 0
    }

    /// Computes the value of every external symbol from its row.
    mutating func updateValues() {
        if !evaluationOrderIsValid { rebuildEvaluationOrder() }
        for slot in evaluationOrder {
            var value = rows[slot].constant
            // Non-external symbols and non-basic externals hold 0 in `values`.
            for cell in rows[slot].cells { value += cell.coefficient * values[cell.symbol] }
            values[rows[slot].basic] = value
        }
    }
}
