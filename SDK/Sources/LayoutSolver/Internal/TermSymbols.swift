/// The symbol of each term of a constraint, kept in its record so that removing the constraint
/// gives its variables' uses back (a variable in use cannot be released).
///
/// The first four are kept inline, the rest in ``SolverState``'s overflow table, so that a record
/// holds no reference: records are copied in and out of the solver's table on every change
/// without reference counting, and the solver keeps nothing of the caller's terms array (the SDK
/// translates every constraint into one reused buffer instead of a new array each).
struct TermSymbols: Sendable {
    static let inlineCapacity = 4
    private var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    /// How many terms the constraint has, inline or not.
    private(set) var count = 0

    init(_ terms: UnsafeBufferPointer<Term>) {
        count = terms.count
        if count > 0 { inline.0 = terms[0].variable.index }
        if count > 1 { inline.1 = terms[1].variable.index }
        if count > 2 { inline.2 = terms[2].variable.index }
        if count > 3 { inline.3 = terms[3].variable.index }
    }

    /// The symbol of term `index`, for `index < min(count, inlineCapacity)`.
    subscript(inline index: Int) -> Int {
        switch index {
        case 0: Int(inline.0)
        case 1: Int(inline.1)
        case 2: Int(inline.2)
        default: Int(inline.3)
        }
    }

    /// How many of the symbols are inline.
    var inlineCount: Int { min(count, Self.inlineCapacity) }
}

/// A record's term symbols, inline then overflow, for a plain `for` loop.
struct TermSymbolSequence: Sequence, IteratorProtocol {
    let symbols: TermSymbols?
    let overflow: [Int32]
    private var position = 0

    init(symbols: TermSymbols?, overflow: [Int32]) {
        self.symbols = symbols
        self.overflow = overflow
    }

    mutating func next() -> Int? {
        guard let symbols, position < symbols.count else { return nil }
        defer { position += 1 }
        if position < TermSymbols.inlineCapacity { return symbols[inline: position] }
        return Int(overflow[position - TermSymbols.inlineCapacity])
    }
}
