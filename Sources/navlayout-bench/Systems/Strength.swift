import LayoutSolver

/// kiwi's strength names, as `bench/kiwi_bench.py` writes them, and the priority each maps to.
///
/// The mapping is the one kiwi_bench.py documents (Auto Layout priority → kiwi strength), read
/// backwards. kiwi weighs strengths (strong = 10⁶ × weak) where our solver orders priorities
/// lexicographically; the systems here have the same solution either way.
enum Strength: String, Sendable, CaseIterable {
    case required
    case strong
    case medium
    case weak

    var priority: Priority {
        switch self {
        case .required: .required
        case .strong: .high
        case .medium: .medium
        case .weak: .low
        }
    }

    /// The strength whose priority is `priority`, or nil for a priority kiwi_bench.py never uses.
    init?(_ priority: Priority) {
        guard let match = Self.allCases.first(where: { $0.priority == priority }) else { return nil }
        self = match
    }
}
