import NavigationHost

/// `host-matrix`: the standard scenario matrix (every size × direction, every state, speed-widget
/// size and prompt kind) played once per timed run by the ``ScenarioRunner`` against fresh hosts,
/// with the BasicLayout plugin loaded as the daemon loads it: what the plugin probe of SPEC §9
/// will do. Timed: every scenario's run, including making its host and checking its
/// expectations; not timed: reading and expanding the matrix.
@MainActor
struct HostMatrixBenchmark {
    var scenario: String

    func run(repeats: Int, warmup: Int) throws(BenchError) -> BenchRecord {
        let plugin = try BasicLayoutPlugin.load(for: scenario)
        let matrix: ScenarioMatrix
        do {
            matrix = try ScenarioMatrix.standard()
        } catch {
            throw .setup(scenario: scenario, "cannot read the standard scenario matrix: \(error)")
        }
        // (The host's `Scenario` is not named here: this module has its own.)
        let scenarios = matrix.scenarios
        let runner = ScenarioRunner(plugin: plugin)

        let results = scenarios.map { runner.run($0) }
        let unclean = results.filter { !$0.isClean }
        guard unclean.isEmpty else {
            throw .mismatch(scenario: scenario, context: "with \(plugin.name)", details: unclean.map(\.summary))
        }

        let samples = Samples.time(repeats: repeats, warmup: warmup) {
            for scenario in scenarios {
                let result = runner.run(scenario)
                withExtendedLifetime(result) {}
            }
        }

        let steps = scenarios.reduce(0) { $0 + $1.steps.count }
        let inputs = scenarios.reduce(0) { total, scenario in
            total + scenario.steps.filter { if case .input = $0 { true } else { false } }.count
        }
        var record = BenchRecord(
            scenario: scenario, op: "ScenarioRunner: the standard matrix against fresh hosts, all expectations checked")
        record.set("plugin", .string("\(plugin.name) \(plugin.version)"))
        record.set("scenarios", .int(scenarios.count))
        record.set("steps", .int(steps))
        record.set("inputs", .int(inputs))
        record.set("events", .int(results.reduce(0) { $0 + $1.events.count }))
        record.set("repeats", .int(repeats))
        record.setMicroseconds("median_us", nanoseconds: samples.medianNanoseconds)
        record.setMicroseconds("min_us", nanoseconds: samples.minNanoseconds)
        record.setMicroseconds("median_per_input_us", nanoseconds: samples.medianNanoseconds / Double(inputs))
        record.set("verified", .bool(true))
        return record
    }
}
