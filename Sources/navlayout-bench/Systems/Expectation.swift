/// The value one variable must have, within ``tolerance``.
struct Expectation: Sendable {
    var name: String
    var value: Double

    /// kiwi_bench.py's tolerance.
    static let tolerance = 1e-6
}
