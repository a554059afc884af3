/// The simplex tableau behind a ``Solver``: symbols, rows, the column index and the objective.
///
/// It is a value: copying it is O(1) and later writes copy only what they touch, which is how a
/// risky operation (a required constraint that may turn out unsatisfiable) takes a snapshot and
/// puts it back on failure, leaving the solver exactly as it was.
///
/// Invariants (checked by `Tableau+Invariants.swift`, which the tests run after every step):
/// - every basic symbol has exactly one row, `rows[basicSlot(of: symbol)]`;
/// - rows of restricted symbols and the objective mention only non-basic, non-external symbols;
/// - rows of external symbols mention non-basic symbols and, as lazy references, basic external
///   symbols, without cycles;
/// - the column of a non-external symbol lists exactly the rows that mention it.
struct Tableau: Sendable {
    var symbols: [SymbolInfo] = []
    private var freeSymbols: [Int] = []
    var columns = ColumnPool()

    var rows: [Row] = []
    private var freeRows: [Int] = []

    var objective = LexObjective()
    /// The phase-one objective while a required constraint is being added through an artificial
    /// variable, otherwise nil.
    var artificial: Row?
    /// Basic symbols of restricted rows whose constant may have become negative.
    var infeasible: [Int] = []

    /// Slots of the external rows in an order where every lazy reference comes first:
    /// `evaluationRoots` newest first (rows that referenced no basic symbol when they came, though
    /// older rows may reference them), then `evaluationOrder`.
    var evaluationRoots: [Int] = []
    var evaluationOrder: [Int] = []
    var evaluationOrderIsValid = true

    /// Reusable buffers: merging rows, and traversing lazy references.
    var scratch: [Cell] = []
    var traversalOrder: [Int] = []
    var traversalStack: [TraversalFrame] = []
    var expansionTouched: [Int] = []
    var expansionRoots: [Int] = []
    var stamp: UInt32 = 0

    var symbolCount: Int { symbols.count }

    /// An empty tableau with room for a typical screen (about 40 variables and 50 constraints),
    /// so that building one does not reallocate every table several times over.
    init() {
        symbols.reserveCapacity(128)
        rows.reserveCapacity(64)
        columns.reserveCapacity(256)
    }

    // MARK: Symbols

    @inline(__always) func kind(_ symbol: Int) -> SymbolKind { symbols[symbol].kind }
    @inline(__always) func basicSlot(of symbol: Int) -> Int { Int(symbols[symbol].basicSlot) }
    @inline(__always) func isBasic(_ symbol: Int) -> Bool { symbols[symbol].basicSlot >= 0 }
    @inline(__always) func isExternal(_ symbol: Int) -> Bool { symbols[symbol].kind == .external }
    @inline(__always) func owner(of symbol: Int) -> Int { Int(symbols[symbol].owner) }
    @inline(__always) func useCount(of symbol: Int) -> Int { Int(symbols[symbol].useCount) }
    @inline(__always) func value(of symbol: Int) -> Double { symbols[symbol].value }
    @inline(__always) func generation(of symbol: Int) -> UInt32 { symbols[symbol].generation }

    /// The slots of the rows that mention the non-external `symbol`.
    @inline(__always) func column(of symbol: Int) -> ColumnPool.Slots {
        columns.slots(from: symbols[symbol].columnHead)
    }

    @inline(__always) func columnIsEmpty(_ symbol: Int) -> Bool { symbols[symbol].columnHead < 0 }

    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int {
        let symbol: Int
        if let reused = freeSymbols.popLast() {
            symbol = reused
            symbols[symbol].kind = kind
            symbols[symbol].owner = Int32(owner)
        } else {
            symbol = symbols.count
            symbols.append(SymbolInfo(kind: kind, owner: Int32(owner)))
            objective.appendSymbol()
        }
        return symbol
    }

    /// Frees a symbol that no row, column or objective weight mentions any more.
    mutating func releaseSymbol(_ symbol: Int) {
        precondition(!isBasic(symbol), "releasing symbol \(symbol) that is still basic")
        precondition(columnIsEmpty(symbol), "releasing symbol \(symbol) that rows still mention")
        objective.clear(symbol)
        let generation = symbols[symbol].generation &+ 1
        symbols[symbol] = SymbolInfo(kind: .unused, generation: generation)
        freeSymbols.append(symbol)
    }

    mutating func changeUseCount(of symbol: Int, by amount: Int) {
        symbols[symbol].useCount += Int32(amount)
    }

    /// The record of the edit constraint of a variable, or nil when it is not an edit variable.
    func editRecord(of symbol: Int) -> Int? {
        symbols[symbol].editRecord >= 0 ? Int(symbols[symbol].editRecord) : nil
    }

    mutating func setEditRecord(_ record: Int?, of symbol: Int) {
        symbols[symbol].editRecord = Int32(record ?? -1)
    }

    // MARK: Rows

    /// Where a new variable's row goes in the evaluation order.
    enum EvaluationPlacement {
        /// After every other row: nothing refers to the variable yet (a fresh definition).
        case last
        /// Before every other row: the row refers to no basic symbol (a fully expanded row).
        case first
        /// Unknown: the order is rebuilt before the next evaluation.
        case rebuild
    }

    /// Stores a row whose `basic` is set and indexes its symbols.
    @discardableResult
    mutating func insertRow(_ row: Row, placement: EvaluationPlacement = .rebuild) -> Int {
        let slot: Int
        if let reused = freeRows.popLast() {
            slot = reused
            rows[slot] = row
        } else {
            slot = rows.count
            rows.append(row)
        }
        symbols[row.basic].basicSlot = Int32(slot)
        var mentionsExternal = isExternal(row.basic)
        for cell in row.cells {
            if isExternal(cell.symbol) {
                mentionsExternal = true
            } else {
                columns.insert(slot, into: &symbols[cell.symbol].columnHead)
            }
        }
        if mentionsExternal && evaluationOrderIsValid {
            switch placement {
            case .last where isExternal(row.basic): evaluationOrder.append(slot)
            case .first where isExternal(row.basic): evaluationRoots.append(slot)
            default: evaluationOrderIsValid = false
            }
        }
        return slot
    }

    /// Takes a row out of the tableau; its basic symbol becomes non-basic.
    mutating func removeRow(at slot: Int) -> Row {
        var row = Row.unused
        swap(&row, &rows[slot])
        symbols[row.basic].basicSlot = -1
        for cell in row.cells where !isExternal(cell.symbol) {
            columns.remove(slot, from: &symbols[cell.symbol].columnHead)
        }
        freeRows.append(slot)
        if isExternal(row.basic) { evaluationOrderIsValid = false }
        return row
    }

    /// Drops `symbol` from every row that mentions it (the symbol is fixed at 0 from now on).
    mutating func eraseColumn(of symbol: Int) {
        for slot in columns.removeAll(from: &symbols[symbol].columnHead) {
            let (index, found) = rows[slot].position(of: symbol)
            if found { rows[slot].cells.remove(at: index) }
        }
    }

    @inline(__always)
    mutating func noteIfInfeasible(_ slot: Int) {
        let basic = rows[slot].basic
        guard !isExternal(basic), rows[slot].constant < 0 else { return }
        if rows[slot].constant > -tolerance {
            rows[slot].constant = 0
        } else {
            infeasible.append(basic)
        }
    }

    /// A new stamp for the scratch fields of `SymbolInfo`; when the counter wraps, every old
    /// stamp is cleared so that none can match by accident.
    mutating func nextStamp() -> UInt32 {
        if stamp == UInt32.max {
            stamp = 0
            for symbol in symbols.indices {
                symbols[symbol].weightStamp = 0
                symbols[symbol].visitStamp = 0
            }
        }
        stamp += 1
        return stamp
    }

    // MARK: Values

    /// Computes the value of every external symbol from its row. This runs once per frame of an
    /// animation, so it works on raw buffers: no bounds, uniqueness or exclusivity checks inside.
    mutating func updateValues() {
        if !evaluationOrderIsValid { rebuildEvaluationOrder() }
        let roots = evaluationRoots
        let order = evaluationOrder
        let rows = self.rows
        symbols.withUnsafeMutableBufferPointer { symbols in
            func evaluate(_ slot: Int) {
                rows[slot].cells.withUnsafeBufferPointer { cells in
                    var value = rows[slot].constant
                    // Non-external symbols and non-basic variables hold 0 in `value`.
                    for cell in cells { value += cell.coefficient * symbols[cell.symbol].value }
                    symbols[rows[slot].basic].value = value
                }
            }
            // Newest root first: an older row may have come to reference a newer one.
            for slot in roots.reversed() { evaluate(slot) }
            for slot in order { evaluate(slot) }
        }
    }

    mutating func resetValue(of symbol: Int) {
        symbols[symbol].value = 0
    }
}

/// A row being walked by a depth-first traversal of lazy references: its symbol and the next
/// cell to look at.
struct TraversalFrame: Sendable {
    var symbol: Int
    var next: Int
}
