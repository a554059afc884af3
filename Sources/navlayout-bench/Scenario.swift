/// One named benchmark: what `--only` selects, `--list` prints, and one output line comes from.
///
/// Scenarios are independent: each builds what it needs, so new ones (SDK-level layouts, host
/// transitions) are one more entry in ``all``. They run on the main actor, where the SDK's views
/// live (SPEC §3), as `main.swift`'s top-level code does.
struct Scenario {
    var name: String
    /// One line for `--list`.
    var summary: String
    var run: @MainActor (BenchSettings) throws(BenchError) -> BenchRecord

    /// kiwi_bench.py's `--only` rule: a token selects the scenario of that name and every scenario
    /// whose name continues with `-` (`chain` selects `chain-100`; `grid` selects `grid-32x32`
    /// and `grid-32x32-resize`). No tokens select everything.
    func isSelected(by tokens: [String]) -> Bool {
        tokens.isEmpty || tokens.contains { name == $0 || name.hasPrefix($0 + "-") }
    }
}
