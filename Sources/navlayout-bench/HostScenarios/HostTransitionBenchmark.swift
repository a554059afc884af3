import NavigationHost
import NavigationLayout

/// `host-transition`: one input through the whole host, with the BasicLayout plugin loaded as the
/// daemon loads it. The map `main` is 390 × 844 (insets 47/0/34/0) in active guidance.
///
/// One timed operation is one navigator input, alternately `ShowPrompt(traffic)` (guidance →
/// guidance+prompt) and `HidePrompt` (back): the state machine's plan, the delegate's callbacks
/// (BasicLayout lays the prompt out and starts its slide), `resolveLayout`, the diagnostic rules,
/// and the `StateChanged`/`LayoutResolved`/`Diagnostics` events handed to the sink. Between two
/// operations, outside the timed region, the manual clock moves on 1 s: the slide completes and,
/// after `HidePrompt`, the completion removes the prompt and the host publishes that layout.
@MainActor
struct HostTransitionBenchmark {
    var scenario: String

    /// The issue's goal for the median transition in a release build.
    static let goalMicroseconds = 100.0

    private static let width = 390.0
    private static let height = 844.0
    private static let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func run(repeats: Int, warmup: Int) throws(BenchError) -> BenchRecord {
        let plugin = try BasicLayoutPlugin.load(for: scenario)
        let timer = ManualLayoutTimer()
        let previousTimer = LayoutTiming.timer
        LayoutTiming.timer = timer
        defer { LayoutTiming.timer = previousTimer }

        let host = NavigationHost()
        let tally = HostEventTally()
        host.eventSink = { tally.record($0) }
        do {
            try host.setDelegate(plugin.factory.makeDelegate(), map: "main")
            try host.setGeometry(map: "main", width: Self.width, height: Self.height, insets: Self.insets)
            try host.enableNavigation(map: "main")
            try host.startGuidance()
        } catch {
            throw .setup(scenario: scenario, "cannot bring main into guidance with \(plugin.name): \(error)")
        }
        timer.advance(by: 1)
        _ = tally.take()

        // An even number of operations, so that shows and hides are timed alike.
        let operations = repeats + repeats % 2
        var samples = Samples(reservingCapacity: operations)
        var showSamples = Samples(reservingCapacity: operations / 2)
        var hideSamples = Samples(reservingCapacity: operations / 2)
        var eventCounts: [Int] = []
        for operation in 0..<(2 * warmup + operations) {
            let show = operation % 2 == 0
            let start = MonotonicClock.now()
            do {
                if show { try host.showPrompt(kind: .traffic) } else { try host.hidePrompt() }
            } catch {
                throw .setup(scenario: scenario, "the host refused \(show ? "ShowPrompt" : "HidePrompt"): \(error)")
            }
            let end = MonotonicClock.now()
            let events = tally.take()
            try verify(events, show: show, on: host)
            timer.advance(by: 1)
            try verifySettled(tally.take(), show: show, on: host)
            if operation >= 2 * warmup {
                samples.append(end - start)
                if show { showSamples.append(end - start) } else { hideSamples.append(end - start) }
                eventCounts.append(events.count)
            }
        }

        var record = BenchRecord(
            scenario: scenario,
            op: "NavigationHost ShowPrompt(traffic) / HidePrompt: plan + BasicLayout callbacks + resolveLayout"
                + " + diagnostics + events")
        record.set("plugin", .string("\(plugin.name) \(plugin.version)"))
        record.set("size", .array([.int(Int(Self.width)), .int(Int(Self.height))]))
        record.set(
            "insets",
            .array(
                [Self.insets.top, Self.insets.left, Self.insets.bottom, Self.insets.right].map { .number(Double($0)) }))
        record.set("repeats", .int(operations))
        record.setMicroseconds("median_us", nanoseconds: samples.medianNanoseconds)
        record.setMicroseconds("min_us", nanoseconds: samples.minNanoseconds)
        record.setMicroseconds("p99_us", nanoseconds: samples.p99Nanoseconds)
        record.setMicroseconds("show_median_us", nanoseconds: showSamples.medianNanoseconds)
        record.setMicroseconds("hide_median_us", nanoseconds: hideSamples.medianNanoseconds)
        record.set("events_per_op", .array(Set(eventCounts).sorted().map(JSONValue.int)))
        record.set("goal_median_us", .number(Self.goalMicroseconds))
        record.set("meets_goal", .bool(Samples.microseconds(samples.medianNanoseconds) <= Self.goalMicroseconds))
        record.set("verified", .bool(true))
        return record
    }

    /// The input's events: `StateChanged` with the one callback, then `LayoutResolved` with the
    /// prompt where it will be, and no error-level diagnostic.
    private func verify(_ events: [HostEvent], show: Bool, on host: NavigationHost) throws(BenchError) {
        let (old, new, callback): (MapState, MapState, String) =
            show ? (.guidance, .guidancePrompt, "showPrompt") : (.guidancePrompt, .guidance, "hidePrompt")
        var problems: [String] = []
        var transitioned = false
        if case .stateChanged("main", _, old, new, let callbacks) = events.first, callbacks == [callback] {
            transitioned = true
        }
        if !transitioned {
            problems.append("first event \(events.first.map { "\($0)" } ?? "none"), want StateChanged \(old) → \(new)")
        }
        guard
            let layout = events.lazy.compactMap({ event -> ResolvedLayout? in
                guard case .layoutResolved("main", _, new, let layout) = event else { return nil }
                return layout
            }).first
        else {
            throw .mismatch(scenario: scenario, context: "after \(callback)", details: problems + ["no LayoutResolved"])
        }
        let promptTop = layout.views.first { $0.kind == "prompt" }?.frame.minY
        let wantTop = show ? Self.height - 112 - Double(Self.insets.bottom) : Self.height
        if promptTop.map(Double.init) != wantTop {
            problems.append("prompt top \(promptTop.map { "\($0)" } ?? "missing"), want \(wantTop)")
        }
        problems += HostEventTally.errors(in: events).map(\.description)
        guard problems.isEmpty else {
            throw .mismatch(scenario: scenario, context: "after \(callback)", details: problems)
        }
    }

    /// After the pause: no prompt left once hidden, and no error-level diagnostic either way.
    private func verifySettled(_ events: [HostEvent], show: Bool, on host: NavigationHost) throws(BenchError) {
        var problems = HostEventTally.errors(in: events).map(\.description)
        let published = (try? host.map("main").publishedDiagnostics) ?? []
        problems += published.filter { $0.severity == .error }.map(\.description)
        let prompts = ((try? host.layout(map: "main"))?.views ?? []).filter { $0.kind == "prompt" }.count
        if prompts != (show ? 1 : 0) { problems.append("\(prompts) prompts on the map, want \(show ? 1 : 0)") }
        guard problems.isEmpty else {
            throw .mismatch(
                scenario: scenario, context: "1 s after \(show ? "ShowPrompt" : "HidePrompt")", details: problems)
        }
    }
}
