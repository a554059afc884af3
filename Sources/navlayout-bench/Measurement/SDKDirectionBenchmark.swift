import NavigationLayout

/// `sdk-rtl-nesting`: views nested ``depth`` deep (``NestedViews``), built and laid out right to
/// left against the same left to right, and a direction flip of the built tree.
///
/// Timed: a new map with the nested views and `resolveLayout()`, right to left and left to right
/// alternately (which goes first alternates too); then, on a map built once, a change of
/// direction and `resolveLayout()`, to and fro. `rtl_over_ltr_ratio` = right-to-left median /
/// left-to-right median: about 1 when a right-to-left map costs the solver what a left-to-right
/// one does (6.4 at b21b418, when a right-to-left leading edge was `left + width`, and a flip
/// took 30 ms against 0.9 ms since).
@MainActor
struct SDKDirectionBenchmark {
    var scenario: String
    var depth = 300

    func run(repeats: Int, warmup: Int) throws(BenchError) -> BenchRecord {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let map = NestedViews.make(depth: depth, direction: direction)
            try NestedViews.verify(
                map.resolveLayout(), depth: depth, direction: direction, scenario: scenario,
                context: "built \(direction.label)")
        }
        var rightToLeft = Samples(reservingCapacity: repeats)
        var leftToRight = Samples(reservingCapacity: repeats)
        for run in 0..<(warmup + repeats) {
            let order: [UIUserInterfaceLayoutDirection] =
                run.isMultiple(of: 2) ? [.rightToLeft, .leftToRight] : [.leftToRight, .rightToLeft]
            for direction in order {
                let time = timeBuild(direction)
                AllocatorSettling.settle()
                guard run >= warmup else { continue }
                if direction == .rightToLeft { rightToLeft.append(time) } else { leftToRight.append(time) }
            }
        }
        let flips = try timeFlips(repeats: repeats, warmup: warmup)

        var record = BenchRecord(
            scenario: scenario, op: "GMSMapView + \(depth) nested views (leading/trailing/top/bottom) + resolveLayout")
        record.set("views", .int(depth))
        record.set("repeats", .int(repeats))
        record.setMicroseconds("median_us", nanoseconds: rightToLeft.medianNanoseconds)
        record.setMicroseconds("min_us", nanoseconds: rightToLeft.minNanoseconds)
        record.setMicroseconds("ltr_median_us", nanoseconds: leftToRight.medianNanoseconds)
        let ratio = rightToLeft.medianNanoseconds / leftToRight.medianNanoseconds
        record.set("rtl_over_ltr_ratio", .number((ratio * 1000).rounded() / 1000))
        record.setMicroseconds("flip_median_us", nanoseconds: flips.medianNanoseconds)
        record.set("verified", .bool(true))
        return record
    }

    /// One timed build and layout in `direction`; the map is freed after the clock stops.
    private func timeBuild(_ direction: UIUserInterfaceLayoutDirection) -> UInt64 {
        let start = MonotonicClock.now()
        let map = NestedViews.make(depth: depth, direction: direction)
        let layout = map.resolveLayout()
        let end = MonotonicClock.now()
        withExtendedLifetime((map, layout)) {}
        return end - start
    }

    /// Direction changes of one built map, each followed by a layout, alternating; every layout
    /// is checked after the timed runs.
    private func timeFlips(repeats: Int, warmup: Int) throws(BenchError) -> Samples {
        let map = NestedViews.make(depth: depth, direction: .leftToRight)
        _ = map.resolveLayout()
        let samples = Samples.time(repeats: repeats, warmup: warmup) {
            map.layoutDirection = map.layoutDirection == .rightToLeft ? .leftToRight : .rightToLeft
            _ = map.resolveLayout()
        }
        try NestedViews.verify(
            map.currentLayout(), depth: depth, direction: map.layoutDirection, scenario: scenario,
            context: "after \(warmup + repeats) flips")
        return samples
    }
}

extension UIUserInterfaceLayoutDirection {
    /// "left to right" or "right to left", for messages.
    fileprivate var label: String { self == .rightToLeft ? "right to left" : "left to right" }
}
