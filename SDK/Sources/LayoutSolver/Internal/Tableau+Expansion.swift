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
    /// as deep as they go; the result mentions only non-basic symbols. `extraCapacity` leaves room
    /// for the cells the caller will add.
    ///
    /// Each basic symbol reached is expanded once, in an order where every row comes before the
    /// rows it references, carrying the sum of the coefficients it was reached with.
    mutating func expand(constant: Double, terms: [Cell], extraCapacity: Int = 0) -> Row {
        let current = nextStamp()
        var expanded = Row(basic: -1, constant: constant, cells: [])
        expansionTouched.removeAll(keepingCapacity: true)
        expansionRoots.removeAll(keepingCapacity: true)

        func gather(_ symbol: Int, _ coefficient: Double) {
            if symbols[symbol].weightStamp != current {
                symbols[symbol].weightStamp = current
                symbols[symbol].weight = 0
                expansionTouched.append(symbol)
            }
            symbols[symbol].weight += coefficient
        }

        for term in terms {
            gather(term.symbol, term.coefficient)
            if isBasic(term.symbol) { expansionRoots.append(term.symbol) }
        }
        if !expansionRoots.isEmpty {
            orderLazyReferences(from: expansionRoots)
            for position in traversalOrder.indices.reversed() {
                let symbol = traversalOrder[position]
                guard symbols[symbol].weightStamp == current, symbols[symbol].weight != 0 else { continue }
                let factor = symbols[symbol].weight
                let slot = basicSlot(of: symbol)
                expanded.constant += factor * rows[slot].constant
                for cell in rows[slot].cells { gather(cell.symbol, factor * cell.coefficient) }
            }
        }
        expanded.cells.reserveCapacity(expansionTouched.count + extraCapacity)
        for symbol in expansionTouched where !isBasic(symbol) && !isNearZero(symbols[symbol].weight) {
            expanded.cells.append(Cell(symbol: symbol, coefficient: symbols[symbol].weight))
        }
        expanded.cells.sort { $0.symbol < $1.symbol }
        return expanded
    }

    /// Fills `traversalOrder` with the basic symbols reachable from `roots` through lazy
    /// references, each after every symbol its row references (a depth-first post-order, without
    /// recursion: chains run thousands deep). Runs on raw buffers: it is on every expansion.
    mutating func orderLazyReferences(from roots: [Int]) {
        let current = nextStamp()
        var order: [Int] = []
        var stack: [TraversalFrame] = []
        swap(&order, &traversalOrder)
        swap(&stack, &traversalStack)
        order.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        let rows = self.rows
        symbols.withUnsafeMutableBufferPointer { symbols in
            for root in roots where symbols[root].basicSlot >= 0 && symbols[root].visitStamp != current {
                symbols[root].visitStamp = current
                stack.append(TraversalFrame(symbol: root, next: 0))
                while let top = stack.last {
                    let child: Int? = rows[Int(symbols[top.symbol].basicSlot)].cells.withUnsafeBufferPointer { cells in
                        var next = top.next
                        while next < cells.count {
                            let candidate = cells[next].symbol
                            next += 1
                            if symbols[candidate].basicSlot >= 0 && symbols[candidate].visitStamp != current {
                                stack[stack.count - 1].next = next
                                return candidate
                            }
                        }
                        return nil
                    }
                    if let child {
                        symbols[child].visitStamp = current
                        stack.append(TraversalFrame(symbol: child, next: 0))
                    } else {
                        order.append(top.symbol)
                        stack.removeLast()
                    }
                }
            }
        }
        swap(&order, &traversalOrder)
        swap(&stack, &traversalStack)
    }

    /// Orders every external row after the rows it references and resets non-basic variables
    /// to 0.
    mutating func rebuildEvaluationOrder() {
        var roots: [Int] = []
        for symbol in symbols.indices where isExternal(symbol) {
            if isBasic(symbol) {
                roots.append(symbol)
            } else {
                resetValue(of: symbol)
            }
        }
        orderLazyReferences(from: roots)
        evaluationRoots.removeAll(keepingCapacity: true)
        evaluationOrder.removeAll(keepingCapacity: true)
        for symbol in traversalOrder where isExternal(symbol) { evaluationOrder.append(basicSlot(of: symbol)) }
        evaluationOrderIsValid = true
    }
}
