// Rows of external symbols are kept as written: when a constraint introduces a variable no other
// constraint mentions (`box.left == previous.right + 8` in a chain, `cell.width == first.width` in a
// grid), the variable is defined by that constraint's row and the other variables stay as lazy
// references, even when they are basic. Such a definition never enters the ratio test (external
// symbols are unrestricted), so nothing has to be substituted into it; kiwi's tableau instead
// expands every definition in full, which makes chains quadratic and grids cubic
// (notes/solver.md §2.5). A definition is expanded only when a later constraint mentions its
// variable and no fresh variable can take that constraint's row.

extension Tableau {
    /// `constant + Σ terms` with every basic symbol replaced by its row, through lazy references
    /// as deep as they go; the result mentions only non-basic symbols.
    ///
    /// Each basic external symbol reached is expanded once, in an order where every row comes
    /// before the rows it references, carrying the sum of the coefficients it was reached with.
    func expand(constant: Double, terms: [Cell]) -> Row {
        var pending: [Int: Double] = [:]
        var result: [Int: Double] = [:]
        var expanded = Row(basic: -1, constant: constant, cells: [])
        for term in terms {
            if basicSlot[term.symbol] >= 0 {
                pending[term.symbol, default: 0] += term.coefficient
            } else {
                result[term.symbol, default: 0] += term.coefficient
            }
        }
        for symbol in lazyReferenceOrder(from: pending.keys.sorted()).reversed() {
            guard let factor = pending[symbol], factor != 0 else { continue }
            let row = rows[basicSlot[symbol]]
            expanded.constant += factor * row.constant
            for cell in row.cells {
                if basicSlot[cell.symbol] >= 0 {
                    pending[cell.symbol, default: 0] += factor * cell.coefficient
                } else {
                    result[cell.symbol, default: 0] += factor * cell.coefficient
                }
            }
        }
        expanded.cells = result.compactMap { symbol, coefficient in
            isNearZero(coefficient) ? nil : Cell(symbol: symbol, coefficient: coefficient)
        }
        expanded.cells.sort { $0.symbol < $1.symbol }
        return expanded
    }

    /// The basic symbols reachable from `roots` through lazy references, each after every symbol
    /// its row references (a depth-first post-order, without recursion: chains run thousands deep).
    func lazyReferenceOrder(from roots: [Int]) -> [Int] {
        var order: [Int] = []
        var visited = Set<Int>()
        var stack: [(symbol: Int, next: Int)] = []
        for root in roots where basicSlot[root] >= 0 && visited.insert(root).inserted {
            stack.append((root, 0))
            while let top = stack.last {
                let cells = rows[basicSlot[top.symbol]].cells
                var next = top.next
                while next < cells.count && (basicSlot[cells[next].symbol] < 0 || visited.contains(cells[next].symbol))
                {
                    next += 1
                }
                if next < cells.count {
                    stack[stack.count - 1].next = next + 1
                    visited.insert(cells[next].symbol)
                    stack.append((cells[next].symbol, 0))
                } else {
                    order.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        return order
    }

    /// Orders every external row after the rows it references and resets non-basic variables
    /// to 0.
    mutating func rebuildEvaluationOrder() {
        var roots: [Int] = []
        for symbol in 0..<symbolCount where kinds[symbol] == .external {
            if basicSlot[symbol] >= 0 {
                roots.append(symbol)
            } else {
                resetValue(of: symbol)
            }
        }
        evaluationOrder = lazyReferenceOrder(from: roots).compactMap { symbol in
            kinds[symbol] == .external ? basicSlot[symbol] : nil
        }
        evaluationOrderIsValid = true
    }
}
