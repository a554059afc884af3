/// The objective of the tableau: one weight per optional priority in use, for every symbol.
///
/// A symbol's weights form a vector ordered from the highest priority down; vectors compare
/// lexicographically, so a level strictly dominates everything below it (SPEC §4). This is the
/// symbolic-weight design of the original Cassowary, not kiwi's single double, which lets many
/// weak errors outweigh one strong error.
///
/// Weights are stored densely, `weights[symbol * stride + level]`: symbols are dense indices and
/// few priorities are in use at once, so lookups are plain loads. A level keeps its place in
/// that layout for as long as it exists (`order` lists the levels by priority), so a new priority
/// costs nothing until more than `stride` are in use at once.
struct LexObjective: Sendable {
    /// The priority of each level, 0 for a free one.
    private var priorities: [Float]
    /// How many error symbols use each level; a level is freed when its last user goes.
    private var users: [Int]
    /// The levels in use, highest priority first.
    private(set) var order: [Int] = []
    private var stride: Int
    private(set) var weights: [Double] = []
    private var symbolCount = 0
    private var allocatedSymbols = 0

    /// Symbols whose weights changed since they were last seen non-negative. Between optimisations
    /// every other symbol is known to have a non-negative weight vector, so only these can enter.
    private(set) var candidates: [Int] = []
    private var isCandidate: [Bool] = []

    init(stride: Int = 4) {
        self.stride = stride
        priorities = Array(repeating: 0, count: stride)
        users = Array(repeating: 0, count: stride)
    }

    var levelCount: Int { order.count }

    /// Makes room for one more symbol, with no weight; storage grows 64 symbols at a time.
    mutating func appendSymbol() {
        if symbolCount == allocatedSymbols {
            weights.append(contentsOf: repeatElement(0, count: 64 * stride))
            isCandidate.append(contentsOf: repeatElement(false, count: 64))
            allocatedSymbols += 64
        }
        symbolCount += 1
    }

    /// The level of `priority`, made if needed; counts one more user of it.
    mutating func retainLevel(_ priority: Float) -> Int {
        if let level = order.first(where: { priorities[$0] == priority }) {
            users[level] += 1
            return level
        }
        if order.count == stride { widen() }
        guard let level = priorities.firstIndex(of: 0) else { preconditionFailure("no free level after widening") }
        priorities[level] = priority
        users[level] = 1
        order.insert(level, at: order.firstIndex { priorities[$0] < priority } ?? order.count)
        return level
    }

    /// Counts one user fewer of `priority`; frees the level when it has none left.
    mutating func releaseLevel(_ priority: Float) {
        let level = self.level(of: priority)
        users[level] -= 1
        guard users[level] == 0 else { return }
        priorities[level] = 0
        order.removeAll { $0 == level }
    }

    func level(of priority: Float) -> Int {
        guard let level = order.first(where: { priorities[$0] == priority }) else {
            preconditionFailure("level(of:): priority \(priority) has no level")
        }
        return level
    }

    /// Doubles the number of levels each symbol has room for.
    private mutating func widen() {
        let wider = stride * 2
        var moved = [Double](repeating: 0, count: allocatedSymbols * wider)
        for symbol in 0..<allocatedSymbols {
            for level in 0..<stride { moved[symbol * wider + level] = weights[symbol * stride + level] }
        }
        weights = moved
        priorities += Array(repeating: 0, count: stride)
        users += Array(repeating: 0, count: stride)
        stride = wider
    }

    @inline(__always)
    func weight(of symbol: Int, level: Int) -> Double {
        weights[symbol * stride + level]
    }

    /// Whether any level weighs `symbol`.
    @inline(__always)
    func mentions(_ symbol: Int) -> Bool {
        let base = symbol * stride
        for level in order where weights[base + level] != 0 { return true }
        return false
    }

    /// -1, 0 or 1: the sign of the first level whose weight is not near zero.
    @inline(__always)
    func sign(of symbol: Int) -> Int {
        let base = symbol * stride
        for level in order {
            let weight = weights[base + level]
            if weight <= -tolerance { return -1 }
            if weight >= tolerance { return 1 }
        }
        return 0
    }

    /// Adds `amount` to the weight of `symbol` at `level`.
    @inline(__always)
    mutating func add(_ amount: Double, to symbol: Int, level: Int) {
        let index = symbol * stride + level
        let sum = weights[index] + amount
        weights[index] = isNearZero(sum) ? 0 : sum
        markCandidate(symbol)
    }

    /// Replaces `symbol` by `row` (the row `symbol = …`): every level that weighs `symbol` gets
    /// `weight × row` instead.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let base = symbol * stride
        for level in order {
            let factor = weights[base + level]
            guard factor != 0 else { continue }
            weights[base + level] = 0
            for cell in row.cells {
                let index = cell.symbol * stride + level
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
        let base = symbol * stride
        for level in 0..<stride { weights[base + level] = 0 }
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
        for level in order {
            let left = weights[a * stride + level] / aDivisor
            let right = weights[b * stride + level] / bDivisor
            if left < right - tolerance { return -1 }
            if left > right + tolerance { return 1 }
        }
        return 0
    }
}
