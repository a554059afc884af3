/// Everything a ``Solver`` holds, as one value. The class keeps it in a single stored property so
/// that a public call makes one exclusive access instead of one per field: dynamic exclusivity
/// checks on class properties were a tenth of the time to build a screen (perf, navscreen).
struct SolverState: Sendable {
    var tableau = Tableau()
    var records: [ConstraintRecord?] = []
    private var freeRecords: [Int] = []
    var recordOfID = IdentifierTable()
    /// The symbols of the terms past the fourth of each record that has more (``TermSymbols``).
    private var overflowTermSymbols: [Int: [Int32]] = [:]
    /// Bumped on every add so that conflict reports can list constraints in the order they came.
    private var serials: [UInt64] = []
    private var nextSerial: UInt64 = 0
    private(set) var liveVariables = 0
    /// Reused by `shiftConstant`: the row constants a refused change must put back.
    var journal: [ConstantChange] = []

    init() {
        records.reserveCapacity(64)
        serials.reserveCapacity(64)
    }

    // MARK: Variables

    mutating func makeVariable() -> Variable {
        liveVariables += 1
        let symbol = tableau.makeSymbol(.external)
        return Variable(index: Int32(symbol), generation: tableau.generation(of: symbol))
    }

    mutating func releaseVariable(_ variable: Variable) throws(SolverError) {
        let symbol = try symbol(of: variable)
        // A variable no constraint uses is still basic only if a removal lost track of a row
        // (coefficients below the tolerance): keep it rather than corrupt the tableau.
        guard tableau.useCount(of: symbol) == 0, !tableau.isBasic(symbol) else { throw .variableInUse(variable) }
        tableau.releaseSymbol(symbol)
        liveVariables -= 1
    }

    func symbol(of variable: Variable) throws(SolverError) -> Int {
        let symbol = Int(variable.index)
        guard symbol >= 0, symbol < tableau.symbolCount, tableau.isExternal(symbol),
            tableau.generation(of: symbol) == variable.generation
        else { throw .unknownVariable(variable) }
        return symbol
    }

    func value(of variable: Variable) -> Double {
        let symbol = Int(variable.index)
        precondition(
            symbol >= 0 && symbol < tableau.symbolCount && tableau.generation(of: symbol) == variable.generation,
            "value(of:) needs a live variable of this solver, got \(variable)")
        return tableau.value(of: symbol)
    }

    /// `terms` as tableau cells: one per variable, non-zero, sorted. The array has room for a
    /// row's marker cells, as it usually becomes a row.
    func cells(of terms: UnsafeBufferPointer<Term>) throws(SolverError) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(terms.count + 3)
        for term in terms {
            let cell = Cell(symbol: try symbol(of: term.variable), coefficient: term.coefficient)
            // Insertion sort: expressions have a handful of terms.
            var position = cells.count
            while position > 0 && cells[position - 1].symbol > cell.symbol { position -= 1 }
            if position > 0 && cells[position - 1].symbol == cell.symbol {
                cells[position - 1].coefficient += cell.coefficient
            } else {
                cells.insertCell(cell, at: position)
            }
        }
        var kept = 0
        for index in cells.indices where !isNearZero(cells[index].coefficient) {
            cells[kept] = cells[index]  // (by index: iterating a copy would make this write copy the array)
            kept += 1
        }
        cells.removeLast(cells.count - kept)
        return cells
    }

    // MARK: Records

    mutating func allocateRecord() -> Int {
        nextSerial += 1
        if let index = freeRecords.popLast() {
            serials[index] = nextSerial
            return index
        }
        records.append(nil)
        serials.append(nextSerial)
        return records.count - 1
    }

    /// Stores the record of a constraint with `terms` (those its ``ConstraintRecord/termSymbols``
    /// were made from); each term's variable is one use more.
    mutating func store(_ record: ConstraintRecord, terms: UnsafeBufferPointer<Term>, at index: Int) {
        records[index] = record
        for term in terms { tableau.changeUseCount(of: Int(term.variable.index), by: 1) }
        if terms.count > TermSymbols.inlineCapacity {
            overflowTermSymbols[index] = terms.dropFirst(TermSymbols.inlineCapacity).map(\.variable.index)
        }
    }

    /// Forgets a record; its variables are one use fewer if it was stored.
    mutating func freeRecord(_ index: Int) {
        let symbols = termSymbols(ofRecord: index)
        for symbol in symbols { tableau.changeUseCount(of: symbol, by: -1) }
        if !symbols.overflow.isEmpty { overflowTermSymbols[index] = nil }
        records[index] = nil
        freeRecords.append(index)
    }

    /// The symbol of each term of a stored record, inline and overflow; empty for a free slot.
    /// (The overflow table is only hashed for a record that has more than four terms.)
    func termSymbols(ofRecord index: Int) -> TermSymbolSequence {
        guard let symbols = records[index]?.termSymbols else { return TermSymbolSequence(symbols: nil, overflow: []) }
        let overflow = symbols.count > TermSymbols.inlineCapacity ? overflowTermSymbols[index] ?? [] : []
        return TermSymbolSequence(symbols: symbols, overflow: overflow)
    }

    func serial(of record: Int) -> UInt64 { serials[record] }
}
