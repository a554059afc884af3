import LayoutSolver

/// kiwi_bench.py's `bench_animate`: the ETA card rises by 200 pt over 600 frames on the built
/// navscreen; frame k suggests `prompt = 200 k / 599` and calls `updateVariables`.
///
/// A timed run is the 600 frames; resetting `prompt` to 0 afterwards is not timed. A separate
/// pass stamps every frame, for the per-frame median and p99 (the stamps add their own cost).
struct AnimateBenchmark {
    var scenario: String
    var frames = 600

    func run(repeats: Int, warmup: Int) throws(BenchError) -> BenchRecord {
        let system = NavscreenSystem.make()
        guard let prompt = system.variable(named: "prompt") else {
            preconditionFailure("navscreen has no prompt variable")
        }
        let solver = try system.makeBuiltSolver(scenario: scenario)
        let values = (0..<frames).map { 200 * Double($0) / Double(frames - 1) }

        func move(to value: Double) throws(BenchError) {
            do {
                try solver.suggest(value, for: prompt)
            } catch {
                throw .refused(scenario: scenario, step: "suggesting prompt = \(value)", error)
            }
            solver.updateVariables()
        }

        for value in [0.0, 100, 200] {
            try move(to: value)
            try system.verify(
                solver, against: NavscreenSystem.expectation(width: 390, height: 844, prompt: value),
                scenario: scenario, context: "at prompt \(value)")
        }
        try move(to: 0)

        func animate() throws(BenchError) {
            for value in values { try move(to: value) }
        }

        for _ in 0..<warmup {
            try animate()
            try move(to: 0)
        }
        var totals = Samples(reservingCapacity: repeats)
        for _ in 0..<repeats {
            let start = MonotonicClock.now()
            try animate()
            totals.append(MonotonicClock.now() - start)
            try move(to: 0)
        }
        var stamped = Samples(reservingCapacity: max(3, repeats / 4) * frames)
        for _ in 0..<max(3, repeats / 4) {
            for value in values {
                let start = MonotonicClock.now()
                try move(to: value)
                stamped.append(MonotonicClock.now() - start)
            }
            try move(to: 0)
        }

        var record = BenchRecord(scenario: scenario, op: "\(frames) x (suggestValue + updateVariables)")
        record.set("variables", .int(system.variables.count))
        record.set("constraints", .int(system.constraints.count))
        record.set("repeats", .int(repeats))
        record.setMicroseconds("total_median_us", nanoseconds: totals.medianNanoseconds)
        record.setMicroseconds("total_min_us", nanoseconds: totals.minNanoseconds)
        record.setMicroseconds("per_frame_median_us", nanoseconds: totals.medianNanoseconds / Double(frames))
        record.setMicroseconds("per_frame_min_us", nanoseconds: totals.minNanoseconds / Double(frames))
        record.setMicroseconds("frame_stamped_median_us", nanoseconds: stamped.medianNanoseconds)
        record.setMicroseconds("frame_stamped_p99_us", nanoseconds: stamped.p99Nanoseconds)
        record.set("verified", .bool(true))
        return record
    }
}
