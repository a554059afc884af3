/// Timings in nanoseconds, summarised as kiwi_bench.py does: `statistics.median` (the mean of the
/// two middle samples for an even count) and the minimum, in microseconds rounded to 3 decimals.
struct Samples {
    private(set) var nanoseconds: [UInt64] = []

    init(reservingCapacity capacity: Int = 0) {
        nanoseconds.reserveCapacity(capacity)
    }

    mutating func append(_ sample: UInt64) {
        nanoseconds.append(sample)
    }

    var medianNanoseconds: Double {
        precondition(!nanoseconds.isEmpty, "median of no samples")
        let sorted = nanoseconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1
            ? Double(sorted[middle]) : (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2
    }

    var minNanoseconds: Double {
        guard let least = nanoseconds.min() else { preconditionFailure("minimum of no samples") }
        return Double(least)
    }

    /// kiwi_bench.py's p99: `sorted(samples)[int(0.99 * (len - 1))]`.
    var p99Nanoseconds: Double {
        precondition(!nanoseconds.isEmpty, "p99 of no samples")
        return Double(nanoseconds.sorted()[Int(0.99 * Double(nanoseconds.count - 1))])
    }

    /// kiwi_bench.py's `us`: nanoseconds to microseconds, rounded to 3 decimals.
    static func microseconds(_ nanoseconds: Double) -> Double {
        nanoseconds.rounded() / 1000
    }

    /// Runs `warmup` untimed calls of `operation`, then `repeats` calls timed one by one
    /// (kiwi_bench.py's `timed`).
    static func time<Failure: Error>(
        repeats: Int, warmup: Int, _ operation: () throws(Failure) -> Void
    ) throws(Failure) -> Samples {
        for _ in 0..<warmup { try operation() }
        var samples = Samples(reservingCapacity: repeats)
        for _ in 0..<repeats {
            let start = MonotonicClock.now()
            try operation()
            samples.append(MonotonicClock.now() - start)
        }
        return samples
    }
}
