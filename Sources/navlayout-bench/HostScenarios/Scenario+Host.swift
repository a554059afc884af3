extension Scenario {
    /// The host end to end, in process (not in kiwi_bench.py): one transition through callbacks,
    /// solve, diagnostics and events, and the whole scenario matrix. Both load
    /// `libBasicLayout.so` from beside the benchmark.
    static var hostScenarios: [Scenario] {
        [
            Scenario(
                name: "host-transition",
                summary:
                    "NavigationHost + BasicLayout at 390x844 in guidance: ShowPrompt(traffic) / HidePrompt, one input"
            ) { (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                // A short operation: as many as the resize scenarios time.
                try HostTransitionBenchmark(scenario: "host-transition").run(
                    repeats: settings.repeats * 10, warmup: settings.warmup)
            },
            Scenario(
                name: "host-matrix",
                summary:
                    "the standard scenario matrix with BasicLayout, every expectation checked: one play of all of it"
            ) { (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                try HostMatrixBenchmark(scenario: "host-matrix").run(repeats: settings.repeats, warmup: settings.warmup)
            },
        ]
    }
}
