import LayoutSolver
import NavigationHost
@_spi(Benchmarks) import NavigationLayout

/// `sdk-resize`: one map in BasicLayout's active guidance, resized through the SDK, against a bare
/// ``Solver`` holding the same system and making the same constant changes.
///
/// One operation (SDK): `setGeometry(size:safeAreaInsets:)` to the next geometry of
/// ``GuidanceFrames/resizeCycle`` and `resolveLayout()`. One operation (bare): `setConstant` on
/// each constraint whose constant differs between the SDK's systems at the two geometries, then
/// `updateVariables`, then every variable's value. Operations alternate SDK / bare, as in
/// ``SDKBuildBenchmark``, and which goes first alternates with each cycle of sizes.
@MainActor
struct SDKResizeBenchmark {
    var scenario: String

    /// Times at least `repeats` operations of each kind, rounded up to whole cycles, after
    /// `warmup` untimed cycles.
    func run(repeats: Int, warmup: Int) throws(BenchError) -> BenchRecord {
        let plugin = try BasicLayoutPlugin.load(for: scenario)
        let cycle = GuidanceFrames.resizeCycle
        let count = cycle.count

        // The SDK at every geometry, and once more back at the first: frames by hand, then the
        // system its engine holds there.
        let map = try GuidanceScreen.make(at: cycle[0].geometry, plugin: plugin, scenario: scenario)
        var systems: [SolverSystem] = []
        for step in 0...count {
            let (geometry, frames) = cycle[step % count]
            if step > 0 { geometry.apply(to: map) }
            try GuidanceScreen.verify(
                map.resolveLayout(), of: map, against: frames, scenario: scenario, context: "at \(geometry.label)")
            if step < count { systems.append(map.solverSystem()) }
        }

        // changes[k]: from geometry k - 1 to geometry k (cyclically).
        var changes: [[(id: ConstraintID, constant: Double)]] = []
        for k in 0..<count {
            let from = (k + count - 1) % count
            changes.append(
                try systems[from].constantChanges(
                    to: systems[k], scenario: scenario,
                    context: "\(cycle[from].geometry.label) → \(cycle[k].geometry.label)"))
        }

        // The bare solver follows the same cycle and must hold the SDK's values at every step.
        let bare = try BareSystem(systems[0], scenario: scenario)
        let solver = try bare.makeBuiltSolver(scenario: scenario)
        for step in 1...count {
            let k = step % count
            try replay(changes[k], on: solver, to: cycle[k].geometry)
            try bare.verify(
                solver, against: systems[k].values, scenario: scenario, context: "bare at \(cycle[k].geometry.label)")
        }

        let operations = max(repeats, count) + (count - max(repeats, count) % count) % count
        var sdkSamples = Samples(reservingCapacity: operations)
        var bareSamples = Samples(reservingCapacity: operations)
        for operation in 0..<(warmup * count + operations) {
            let k = (operation + 1) % count
            let geometry = cycle[k].geometry
            let sdkTime: UInt64
            let bareTime: UInt64
            if (operation / count).isMultiple(of: 2) {
                sdkTime = timeSDK(map, to: geometry)
                bareTime = try timeBare(bare, solver, replaying: changes[k], to: geometry)
            } else {
                bareTime = try timeBare(bare, solver, replaying: changes[k], to: geometry)
                sdkTime = timeSDK(map, to: geometry)
            }
            if operation >= warmup * count {
                sdkSamples.append(sdkTime)
                bareSamples.append(bareTime)
            }
        }

        var record = BenchRecord(scenario: scenario, op: "GMSMapView setGeometry(size:safeAreaInsets:) + resolveLayout")
        record.set("plugin", .string("\(plugin.name) \(plugin.version)"))
        let sizes = cycle.map { JSONValue.array([.int(Int($0.geometry.width)), .int(Int($0.geometry.height))]) }
        record.set("sizes", .array(sizes))
        record.set("insets", .array(cycle.map { .array($0.geometry.insetValues.map(JSONValue.number)) }))
        record.set("variables", .int(bare.system.variableCount))
        record.set("constraints", .int(bare.system.constraints.count))
        record.set("repeats", .int(operations))
        // How many constants the bare solver changes to reach each size from the one before.
        record.set("bare_constant_changes", .array(changes.map { .int($0.count) }))
        record.setOverhead(
            sdk: sdkSamples, bare: bareSamples,
            bareOperation: "setConstant x changed + updateVariables + value x \(bare.system.variableCount)")
        record.set("verified", .bool(true))
        return record
    }

    /// One SDK operation: resize the map and resolve its layout.
    private func timeSDK(_ map: GMSMapView, to geometry: MapGeometry) -> UInt64 {
        let start = MonotonicClock.now()
        geometry.apply(to: map)
        let resolved = map.resolveLayout()
        return withExtendedLifetime(resolved) { MonotonicClock.now() } - start
    }

    /// One bare operation: the same constant changes, then every value.
    private func timeBare(
        _ bare: BareSystem, _ solver: Solver, replaying changes: [(id: ConstraintID, constant: Double)],
        to geometry: MapGeometry
    ) throws(BenchError) -> UInt64 {
        let start = MonotonicClock.now()
        try replay(changes, on: solver, to: geometry)
        let values = bare.values(in: solver)
        return withExtendedLifetime(values) { MonotonicClock.now() } - start
    }

    @inline(__always)
    private func replay(
        _ changes: [(id: ConstraintID, constant: Double)], on solver: Solver, to geometry: MapGeometry
    ) throws(BenchError) {
        do {
            for change in changes { try solver.setConstant(change.constant, of: change.id) }
        } catch {
            throw .refused(scenario: scenario, step: "resizing the bare system to \(geometry.label)", error)
        }
        solver.updateVariables()
    }
}
