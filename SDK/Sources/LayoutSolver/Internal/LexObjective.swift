/// The objective of the tableau: one weight per optional priority in use, for every symbol.
///
/// A symbol's weights form a vector ordered from the highest priority down; vectors compare
/// lexicographically, so a level strictly dominates everything below it (SPEC §4). This is the
/// symbolic-weight design of the original Cassowary, not kiwi's single double, which lets many
/// weak errors outweigh one strong error.
///
/// Weights are stored densely, `weights[symbol * levelCount + level]`: symbols are dense indices
/// and few priorities are in use at once, so lookups are plain loads.
struct LexObjective: Sendable {
    /// The priorities in use, highest first.
    private(set) var priorities: [Float] = []
    /// How many error symbols use each level; a level disappears when its last user goes.
    private var users: [Int] = []
    private(set) var weights: [Double] = []
    private var symbolCapacity = 0

    /// Symbols whose weights changed since they were last seen non-negative. Between optimisations
    /// every other symbol is known to have a non-negative weight vector, so only these can enter.
    private(set) var candidates: [Int] = []
    private var isCandidate: [Bool] = []

    var levelCount: Int { priorities.count }

    mutating func growSymbols(to capacity: Int) {
        guard capacity > symbolCapacity else { return }
        weights.append(contentsOf: repeatElement(0, count: (capacity - symbolCapacity) * levelCount))
        isCandidate.append(contentsOf: repeatElement(false, count: capacity - symbolCapacity))
        symbolCapacity = capacity
    }

    /// The level of `priority`, made if needed; counts one more user of it.
    mutating func retainLevel(_ priority: Float) -> Int {
        if let level = priorities.firstIndex(of: priority) {
            users[level] += 1
            return level
        }
        let level = priorities.firstIndex { $0 < priority } ?? priorities.count
        relayout(inserting: level)
        priorities.insert(priority, at: level)
        users.insert(1, at: level)
        return level
    }

    /// Counts one user fewer of `priority`; drops the level when it has none left.
    mutating func releaseLevel(_ priority: Float) {
        guard let level = priorities.firstIndex(of: priority) else {
            preconditionFailure("releaseLevel: priority \(priority) has no level")
        }
        users[level] -= 1
        guard users[level] == 0 else { return }
        relayout(removing: level)
        priorities.remove(at: level)
        users.remove(at: level)
    }

    func level(of priority: Float) -> Int {
        guard let level = priorities.firstIndex(of: priority) else {
            preconditionFailure("level(of:): priority \(priority) has no level")
        }
        return level
    }

    private mutating func relayout(inserting newLevel: Int) {
        let old = levelCount
        var moved = [Double](repeating: 0, count: symbolCapacity * (old + 1))
        for symbol in 0..<symbolCapacity {
            for level in 0..<old {
                moved[symbol * (old + 1) + (level < newLevel ? level : level + 1)] = weights[symbol * old + level]
            }
        }
        weights = moved
    }

    private mutating func relayout(removing oldLevel: Int) {
        let old = levelCount
        var moved = [Double](repeating: 0, count: symbolCapacity * (old - 1))
        for symbol in 0..<symbolCapacity {
            for level in 0..<old where level != oldLevel {
                moved[symbol * (old - 1) + (level < oldLevel ? level : level - 1)] = weights[symbol * old + level]
            }
        }
        weights = moved
    }

    @inline(__always)
    func weight(of symbol: Int, level: Int) -> Double {
        weights[symbol * levelCount + level]
    }

    /// Whether any level weighs `symbol`.
    @inline(__always)
    func mentions(_ symbol: Int) -> Bool {
        let base = symbol * levelCount
        for level in 0..<levelCount where weights[base + level] != 0 { return true }
        return false
    }

    /// -1, 0 or 1: the sign of the first level whose weight is not near zero.
    @inline(__always)
    func sign(of symbol: Int) -> Int {
        let base = symbol * levelCount
        for level in 0..<levelCount {
            let weight = weights[base + level]
            if weight <= -tolerance { return -1 }
            if weight >= tolerance { return 1 }
        }
        return 0
    }

    /// Adds `amount` to the weight of `symbol` at `level`.
    @inline(__always)
    mutating func add(_ amount: Double, to symbol: Int, level: Int) {
        let index = symbol * levelCount + level
        let sum = weights[index] + amount
        weights[index] = isNearZero(sum) ? 0 : sum
        markCandidate(symbol)
    }

    /// Replaces `symbol` by `row` (the row `symbol = …`): every level that weighs `symbol` gets
    /// `weight × row` instead.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let count = levelCount
        let base = symbol * count
        for level in 0..<count {
            let factor = weights[base + level]
            guard factor != 0 else { continue }
            weights[base + level] = 0
            for cell in row.cells {
                let index = cell.symbol * count + level
                let sum = weights[index] + factor * cell.coefficient
                weights[index] = isNearZero(sum) ? 0 : sum
            }
        }
        for cell in row.cells { markCandidate(cell.symbol) }
    }

    /// Adds `factor × row` at `level` (used to move a basic error symbol between levels).
    mutating func add(_ row: Row, times factor: Double, level: Int) {
        for cell in row.cells { add(factor * cell.coefficient, to: cell.symbol, level: level) }
    }

    /// Sets every weight of `symbol` to zero (a symbol that is being released).
    mutating func clear(_ symbol: Int) {
        let base = symbol * levelCount
        for level in 0..<levelCount { weights[base + level] = 0 }
    }

    @inline(__always)
    mutating func markCandidate(_ symbol: Int) {
        if !isCandidate[symbol] {
            isCandidate[symbol] = true
            candidates.append(symbol)
        }
    }

    /// The lowest symbol with a negative weight vector among the candidates that may enter the
    /// basis (slack and error symbols that are not basic); the others are forgotten until their
    /// weights change again. Taking the lowest symbol is Bland's rule: no cycling.
    mutating func enteringSymbol(symbols: [SymbolInfo]) -> Int? {
        var best = Int.max
        var kept = 0
        for position in candidates.indices {
            let symbol = candidates[position]
            let kind = symbols[symbol].kind
            if (kind == .slack || kind == .error) && symbols[symbol].basicSlot < 0 && sign(of: symbol) < 0 {
                candidates[kept] = symbol
                kept += 1
                best = min(best, symbol)
            } else {
                isCandidate[symbol] = false
            }
        }
        candidates.removeLast(candidates.count - kept)
        return best == Int.max ? nil : best
    }

    /// Compares `a / aDivisor` with `b / bDivisor` lexicographically: -1, 0 or 1.
    @inline(__always)
    func compareRatio(_ a: Int, _ aDivisor: Double, _ b: Int, _ bDivisor: Double) -> Int {
        let count = levelCount
        for level in 0..<count {
            let left = weights[a * count + level] / aDivisor
            let right = weights[b * count + level] / bDivisor
            if left < right - tolerance { return -1 }
            if left > right + tolerance { return 1 }
        }
        return 0
    }
}
