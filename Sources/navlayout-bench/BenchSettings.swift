/// The run counts every scenario receives.
struct BenchSettings {
    /// Timed runs (resize scenarios derive their operation counts from it, as kiwi_bench.py does).
    var repeats: Int
    /// Untimed runs first.
    var warmup: Int

    /// kiwi_bench.py's fixed warm-up for builds that take seconds there: chain-5000 and the grid.
    static let slowBuildWarmup = 1
}
