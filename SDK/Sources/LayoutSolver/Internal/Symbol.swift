/// What a tableau symbol stands for. Every symbol but `external` is restricted to be >= 0
/// (dummies to be exactly 0); external symbols are the caller's variables and are unrestricted.
enum SymbolKind: UInt8, Sendable {
    /// An unused entry of the symbol tables.
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

/// Values closer to zero than this are zero. kiwi uses the same bound; the systems the SDK builds
/// have coefficients and constants between about 1e-3 and 1e5.
let tolerance = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < tolerance
}
