import Foundation

@testable import NavigationLayout

/// What the differential fuzzers share: a seed's sequence of steps and passes, and the per-axis
/// comparison of an incremental frame with a fresh build's.
@MainActor
enum FreshBuildFuzzing {
    /// Plays `steps` steps of one to three random operations from a started world, a pass after
    /// each; returns how many passes ran and, at the first pass `discrepancy` finds fault with,
    /// the seed, the step and every operation so far.
    static func play<World>(
        seed: UInt64, steps: Int, from start: (World, EngineConsistencyTests.Random, [String]),
        map: (World) -> GMSMapView, step: (World, inout EngineConsistencyTests.Random) -> String,
        discrepancy: (World, ResolvedLayout) -> String?
    ) -> (passes: Int, failure: String?) {
        var (world, random, log) = start
        var passes = 0
        for stepIndex in 0...steps {
            if stepIndex > 0 {
                for _ in 0..<(1 + random.below(3)) { log.append(step(world, &random)) }
            }
            let layout = map(world).resolveLayout()
            log.append("map.resolveLayout()  // step \(stepIndex)")
            passes += 1
            if let difference = discrepancy(world, layout) {
                return (passes, "seed \(seed), step \(stepIndex): \(difference)\n  " + log.joined(separator: "\n  "))
            }
        }
        return (passes, nil)
    }

    /// Whether `incremental` differs from `fresh` on an axis the fresh build pins down (`free`
    /// holds "horizontal" and "vertical" for those it does not).
    static func differs(_ incremental: CGRect, _ fresh: CGRect, free: Set<String>) -> Bool {
        let horizontal =
            abs(incremental.origin.x - fresh.origin.x) <= 1e-6 && abs(incremental.size.width - fresh.size.width) <= 1e-6
        let vertical =
            abs(incremental.origin.y - fresh.origin.y) <= 1e-6
            && abs(incremental.size.height - fresh.size.height) <= 1e-6
        return (!horizontal && !free.contains("horizontal")) || (!vertical && !free.contains("vertical"))
    }
}
