import LayoutSolver
import NavigationHost
@_spi(Benchmarks) import NavigationLayout

/// `sdk-navscreen`: the BasicLayout plugin's active-guidance screen built through the SDK, against
/// the same constraint system built on a bare ``Solver``.
///
/// Timed (SDK): a new ``GMSMapView`` at 390 × 844 with its safe-area insets, a delegate from the
/// plugin set on it, `enableNavigationUI` and `startGuidance` with the map's components, then
/// `resolveLayout()`. Timed (bare): ``BareSystem/build()`` of the system the map's engine ended up
/// with, then every variable's value. Neither includes tearing down what it built, nor the
/// allocator's deferred work for it (``AllocatorSettling``). The two are timed alternately, run
/// by run, so that drift on a shared machine reaches both alike and their ratio holds; which one
/// goes first alternates too, since the one that follows runs in caches and an allocator the
/// other has just used (the SDK measured 5 to 10% faster going first, the bare solver faster
/// going second).
@MainActor
struct SDKBuildBenchmark {
    var scenario: String

    func run(repeats: Int, warmup: Int) throws(BenchError) -> BenchRecord {
        let plugin = try BasicLayoutPlugin.load(for: scenario)
        let geometry = GuidanceFrames.portrait

        let checked = try GuidanceScreen.make(at: geometry, plugin: plugin, scenario: scenario)
        let layout = checked.resolveLayout()
        try GuidanceScreen.verify(
            layout, of: checked, against: GuidanceFrames.portraitFrames, scenario: scenario,
            context: "at \(geometry.label)")
        let bare = try BareSystem(checked.solverSystem(), scenario: scenario)
        try bare.verify(
            try bare.makeBuiltSolver(scenario: scenario), against: bare.system.values, scenario: scenario,
            context: "rebuilt at \(geometry.label)")

        var sdkSamples = Samples(reservingCapacity: repeats)
        var bareSamples = Samples(reservingCapacity: repeats)
        for run in 0..<(warmup + repeats) {
            let (sdkTime, bareTime) = try timeBothSides(
                plugin: plugin, geometry: geometry, bare: bare, sdkFirst: run.isMultiple(of: 2))
            // What both sides built is freed by now: neither is charged for merging it.
            AllocatorSettling.settle()
            if run >= warmup {
                sdkSamples.append(sdkTime)
                bareSamples.append(bareTime)
            }
        }

        var record = BenchRecord(
            scenario: scenario,
            op: "GMSMapView + BasicLayout delegate + enableNavigationUI + startGuidance + resolveLayout")
        record.set("plugin", .string("\(plugin.name) \(plugin.version)"))
        record.set("views", .int(layout.views.count))
        record.set("variables", .int(bare.system.variableCount))
        record.set("constraints", .int(bare.system.constraints.count))
        record.set("repeats", .int(repeats))
        record.setOverhead(
            sdk: sdkSamples, bare: bareSamples,
            bareOperation: "Solver() + makeVariable x \(bare.system.variableCount) + add x"
                + " \(bare.system.constraints.count) + updateVariables + value x \(bare.system.variableCount)")
        record.set("verified", .bool(true))
        return record
    }

    /// One timed build on each side, in the order asked; what each built stays alive until both
    /// clocks are read, so that neither region includes freeing anything.
    private func timeBothSides(
        plugin: LoadedPlugin, geometry: MapGeometry, bare: BareSystem, sdkFirst: Bool
    ) throws(BenchError) -> (sdk: UInt64, bare: UInt64) {
        if sdkFirst {
            let sdk = try timeSDK(plugin: plugin, geometry: geometry)
            let bare = try timeBare(bare)
            return withExtendedLifetime((sdk.built, bare.built)) { (sdk.time, bare.time) }
        }
        let bare = try timeBare(bare)
        let sdk = try timeSDK(plugin: plugin, geometry: geometry)
        return withExtendedLifetime((sdk.built, bare.built)) { (sdk.time, bare.time) }
    }

    /// The SDK side: its time, and what it built (for the caller to free after both clocks).
    private func timeSDK(plugin: LoadedPlugin, geometry: MapGeometry) throws(BenchError) -> (time: UInt64, built: Any) {
        let start = MonotonicClock.now()
        let map = try GuidanceScreen.make(at: geometry, plugin: plugin, scenario: scenario)
        let resolved = map.resolveLayout()
        let end = MonotonicClock.now()
        return (end - start, (map, resolved))
    }

    /// The bare side: its time, and what it built.
    private func timeBare(_ bare: BareSystem) throws(BenchError) -> (time: UInt64, built: Any) {
        let start = MonotonicClock.now()
        let solver: Solver
        do {
            solver = try bare.build()
        } catch {
            throw .refused(scenario: scenario, step: "rebuilding the SDK's system on a bare solver", error)
        }
        let values = bare.values(in: solver)
        let end = MonotonicClock.now()
        return (end - start, (solver, values))
    }
}
