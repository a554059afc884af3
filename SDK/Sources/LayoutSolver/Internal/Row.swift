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
    /// ordinary cell, written where `symbol`'s cell was and moved into sorted position (no
    /// reallocation). `symbol` must be in the row.
    mutating func solve(for symbol: Int) {
        let (index, found) = position(of: symbol)
        precondition(found, "solve(for:) needs a symbol of the row")
        let scale = -1.0 / cells[index].coefficient
        let oldBasic = basic
        constant *= scale
        basic = symbol
        cells.withUnsafeMutableBufferPointer { buffer in
            for position in buffer.indices { buffer[position].coefficient *= scale }
            guard oldBasic >= 0 else { return }
            var hole = index
            while hole > 0 && buffer[hole - 1].symbol > oldBasic {
                buffer[hole] = buffer[hole - 1]
                hole -= 1
            }
            while hole < buffer.count - 1 && buffer[hole + 1].symbol < oldBasic {
                buffer[hole] = buffer[hole + 1]
                hole += 1
            }
            buffer[hole] = Cell(symbol: oldBasic, coefficient: -scale)
        }
        if oldBasic < 0 { cells.remove(at: index) }
    }

    /// Adds a cell for a symbol the row does not mention (a new constraint's marker: usually the
    /// newest symbol, so its place is usually the end).
    mutating func insertNew(_ coefficient: Double, for symbol: Int) {
        if let last = cells.last, last.symbol > symbol {
            cells.insertCell(Cell(symbol: symbol, coefficient: coefficient), at: position(of: symbol).index)
        } else {
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
        }
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is zero.
    mutating func add(_ coefficient: Double, to symbol: Int) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !isNearZero(coefficient) {
            cells.insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }
}

extension Array where Element == Cell {
    /// Inserts `cell` at `position`, shifting the cells after it. `Array.insert` goes through the
    /// generic `replaceSubrange` and costs several hundred instructions for a one-cell insertion.
    @inline(__always)
    mutating func insertCell(_ cell: Cell, at position: Int) {
        append(cell)
        withUnsafeMutableBufferPointer { buffer in
            var index = buffer.count - 1
            while index > position {
                buffer[index] = buffer[index - 1]
                index -= 1
            }
            buffer[position] = cell
        }
    }
}
