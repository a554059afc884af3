/// What a tableau symbol stands for. Every symbol but `external` is restricted to be >= 0
/// (dummies to be exactly 0); external symbols are the caller's variables and are unrestricted.
enum SymbolKind: UInt8, Sendable {
    /// An unused entry of the symbol table.
    case unused
    /// A caller's ``Variable``.
    case external
    /// The slack of an inequality: how far it is from being tight.
    case slack
    /// The error of an optional constraint, weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy
}

/// Everything the tableau keeps per symbol, in one entry so that making a symbol is one append.
struct SymbolInfo: Sendable {
    var kind: SymbolKind
    /// Bumped when the entry is released, so that stale ``Variable`` handles are recognised.
    var generation: UInt32 = 0
    /// The slot of the row where the symbol is basic, or -1.
    var basicSlot: Int32 = -1
    /// The solver's record of the constraint a slack, error or dummy symbol belongs to, or -1.
    var owner: Int32 = -1
    /// For a variable: how many constraints mention it (once per term).
    var useCount: Int32 = 0
    /// For an edit variable: the solver's record of its edit constraint, or -1.
    var editRecord: Int32 = -1
    /// The first node of the symbol's column in `ColumnPool` (non-external symbols), or -1.
    var columnHead: Int32 = -1
    /// For a variable: its value as of the last `updateValues()`; 0 for every other symbol.
    var value: Double = 0
    /// Scratch for expansions: the coefficient gathered so far, valid when `weightStamp` matches.
    var weight: Double = 0
    var weightStamp: UInt32 = 0
    /// Scratch for traversals of lazy references: visited when `visitStamp` matches.
    var visitStamp: UInt32 = 0
}

/// Values closer to zero than this are zero. kiwi uses the same bound; the systems the SDK builds
/// have coefficients and constants between about 1e-3 and 1e5.
let tolerance = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < tolerance
}
