/// Everything a ``Solver`` holds, as one value. The class keeps it in a single stored property so
/// that a public call makes one exclusive access instead of one per field: dynamic exclusivity
/// checks on class properties were a tenth of the time to build a screen (perf, navscreen).
struct SolverState: Sendable {
    var tableau = Tableau()
    var records: [ConstraintRecord?] = []
    private var freeRecords: [Int] = []
    var recordOfID: [ConstraintID: Int] = [:]
    var editRecords: [Variable: Int] = [:]
    /// Bumped on every add so that conflict reports can list constraints in the order they came.
    private var serials: [UInt64] = []
    private var nextSerial: UInt64 = 0
    private(set) var liveVariables = 0

    // MARK: Variables

    mutating func makeVariable() -> Variable {
        liveVariables += 1
        let symbol = tableau.makeSymbol(.external)
        return Variable(index: Int32(symbol), generation: tableau.generation(of: symbol))
    }

    mutating func releaseVariable(_ variable: Variable) throws(SolverError) {
        let symbol = try symbol(of: variable)
        guard tableau.useCount(of: symbol) == 0 else { throw .variableInUse(variable) }
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

    /// The terms of `expression` as tableau cells: one per variable, non-zero, sorted.
    func cells(of expression: Expression) throws(SolverError) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            cells.append(Cell(symbol: try symbol(of: term.variable), coefficient: term.coefficient))
        }
        cells.sort { $0.symbol < $1.symbol }
        var kept = 0
        for cell in cells {
            if kept > 0 && cells[kept - 1].symbol == cell.symbol {
                cells[kept - 1].coefficient += cell.coefficient
            } else {
                cells[kept] = cell
                kept += 1
            }
        }
        cells.removeLast(cells.count - kept)
        cells.removeAll { isNearZero($0.coefficient) }
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

    mutating func store(_ record: ConstraintRecord, at index: Int) {
        records[index] = record
        for term in record.terms { tableau.changeUseCount(of: term.symbol, by: 1) }
    }

    /// Forgets a record; its variables are one use fewer if it was stored.
    mutating func freeRecord(_ index: Int) {
        for term in records[index]?.terms ?? [] { tableau.changeUseCount(of: term.symbol, by: -1) }
        records[index] = nil
        freeRecords.append(index)
    }

    func serial(of record: Int) -> UInt64 { serials[record] }
}
