import LayoutSolver

/// kiwi_bench.py's `bench_build`: the time to build and solve a system from scratch.
///
/// Timed: `Solver()`, every edit and initial suggestion, every `add`, `updateVariables`.
/// Not timed: making the variables (kiwi_bench.py creates its `kiwi.Variable`s outside the timed
/// region too; ours must be made by the new solver, so the clock pauses around them) and building
/// the ``Constraint`` values (done once, in ``LinearSystem``). The untimed variable-making time is
/// reported as `make_variables_median_us`, because kiwi does the equivalent symbol bookkeeping
/// inside `addConstraint`.
struct BuildBenchmark {
    var scenario: String
    var system: LinearSystem

    func run(repeats: Int, warmup: Int) throws(BenchError) -> BenchRecord {
        let checked = try system.makeBuiltSolver(scenario: scenario)
        try system.verify(checked, against: system.expected, scenario: scenario)

        var samples = Samples(reservingCapacity: repeats)
        var variableSamples = Samples(reservingCapacity: repeats)
        for run in 0..<(warmup + repeats) {
            let start = MonotonicClock.now()
            let solver = Solver()
            let created = MonotonicClock.now()
            system.makeVariables(in: solver)
            let ready = MonotonicClock.now()
            do {
                try system.build(into: solver)
            } catch {
                throw .refused(scenario: scenario, step: "building \(system.name)", error)
            }
            // Keeps the solver alive past the last clock read: its deinit is not part of the build.
            let end = withExtendedLifetime(solver) { MonotonicClock.now() }
            if run >= warmup {
                samples.append((created - start) + (end - ready))
                variableSamples.append(ready - created)
            }
        }

        var record = BenchRecord(scenario: scenario, op: "build+solve")
        record.set("variables", .int(system.variables.count))
        record.set("constraints", .int(system.constraints.count))
        record.set("edits", .int(system.edits.count))
        record.set("repeats", .int(repeats))
        record.setMicroseconds("median_us", nanoseconds: samples.medianNanoseconds)
        record.setMicroseconds("min_us", nanoseconds: samples.minNanoseconds)
        record.setMicroseconds("make_variables_median_us", nanoseconds: variableSamples.medianNanoseconds)
        record.set("verified", .bool(true))
        return record
    }
}
