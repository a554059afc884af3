/// One term of a row: `coefficient × symbol`.
struct Cell: Sendable {
    var symbol: Int
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Cells are sorted by symbol and never hold a zero coefficient or the basic symbol. The row of a
/// restricted symbol mentions only non-basic symbols. The row of an external symbol may also
/// mention other *basic external* symbols: such rows are definitions that are never expanded
/// until a new constraint needs them (see `Tableau+Expansion.swift`).
struct Row: Sendable {
    /// The symbol this row defines, or -1 for an unused slot.
    var basic: Int
    var constant: Double
    var cells: [Cell]

    static let unused = Row(basic: -1, constant: 0, cells: [])

    /// The position of `symbol` in `cells`, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let candidate = cells[middle].symbol
            if candidate == symbol { return (middle, true) }
            if candidate < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when the row does not mention it.
    @inline(__always)
    func coefficient(of symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Multiplies the row by -1 (constant included).
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `basic = constant + … + a × symbol + …` into the row of `symbol`; `basic` becomes an
    /// ordinary cell. `symbol` must be in the row.
    mutating func solve(for symbol: Int) {
        let (index, found) = position(of: symbol)
        precondition(found, "solve(for:) needs a symbol of the row")
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        let scale = -1.0 / coefficient
        constant *= scale
        for position in cells.indices { cells[position].coefficient *= scale }
        if basic >= 0 {
            let (insertAt, _) = self.position(of: basic)
            cells.insert(Cell(symbol: basic, coefficient: -scale), at: insertAt)
        }
        basic = symbol
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is zero.
    mutating func add(_ coefficient: Double, to symbol: Int) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }
}
