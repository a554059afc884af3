import NavigationLayout
import Testing

@testable import NavigationHost

/// Every row of SPEC §6, with the exact callbacks a delegate sees, and the refusals.
@MainActor
@Suite("Transitions")
struct TransitionOrderTests {
    let host = NavigationHost()
    let delegate = RecordingDelegate()
    var events: [HostEvent] = []

    init() throws {
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(
            map: "main", width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    func state() throws -> MapState { try host.map("main").state }

    @Test func enableThenGuidanceThenPromptsThenStopThenDisable() throws {
        try host.enableNavigation(map: "main")
        #expect(delegate.takeCalls() == ["enableNavigationUI"])
        #expect(try state() == .ready)
        try host.startGuidance()
        #expect(delegate.takeCalls() == ["startGuidance"])
        let first = try host.showPrompt(kind: .traffic)
        #expect(first == "prompt.traffic.1")
        #expect(delegate.takeCalls() == ["showPrompt(prompt.traffic.1)"])
        #expect(try state() == .guidancePrompt)
        try host.showPrompt(kind: .incident)
        #expect(delegate.takeCalls() == ["changePrompt(prompt.incident.2, prompt.traffic.1)"])
        try host.hidePrompt()
        #expect(delegate.takeCalls() == ["hidePrompt(prompt.incident.2)"])
        #expect(try state() == .guidance)
        try host.stopGuidance()
        #expect(delegate.takeCalls() == ["stopGuidance"])
        try host.disableNavigation(map: "main")
        #expect(delegate.takeCalls() == ["disableNavigationUI"])
        #expect(try state() == .disabled)
    }

    @Test func enablingDuringGuidanceWithAPromptStepsUp() throws {
        try host.startGuidance()
        try host.showPrompt(kind: .betterRoute)
        #expect(delegate.takeCalls() == [], "a disabled map gets no callbacks")
        try host.enableNavigation(map: "main")
        #expect(delegate.takeCalls() == ["enableNavigationUI", "startGuidance", "showPrompt(prompt.betterRoute.1)"])
        #expect(try state() == .guidancePrompt)
    }

    @Test func stoppingGuidanceWithAPromptUpHidesItFirst() throws {
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        try host.showPrompt(kind: .safetyCamera)
        _ = delegate.takeCalls()
        try host.stopGuidance()
        #expect(delegate.takeCalls() == ["hidePrompt(prompt.safetyCamera.1)", "stopGuidance"])
        #expect(try host.map("main").view.layoutDelegate != nil)
    }

    @Test func disablingStepsDownOneStateAtATime() throws {
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        try host.showPrompt(kind: .traffic)
        _ = delegate.takeCalls()
        try host.disableNavigation(map: "main")
        #expect(delegate.takeCalls() == ["hidePrompt(prompt.traffic.1)", "stopGuidance", "disableNavigationUI"])
        // The navigator is untouched: enabling again steps back up.
        try host.enableNavigation(map: "main")
        #expect(delegate.takeCalls() == ["enableNavigationUI", "startGuidance", "showPrompt(prompt.traffic.1)"])
    }

    @Test func theOldStateOfATransitionIsTheObjectTheDelegateGotAsNew() throws {
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        try host.stopGuidance()
        // enable(new R), start(new G, old R), stop(new R, old G), in the order recorded.
        #expect(delegate.readyStates.count == 3 && Set(delegate.readyStates).count == 1)
        #expect(delegate.guidanceStates.count == 2 && Set(delegate.guidanceStates).count == 1)
    }

    @Test func sizeChangesReachEnabledMapsWithWideModeRecomputed() throws {
        try host.setGeometry(map: "main", width: 844, height: 390, insets: .zero)
        #expect(delegate.takeCalls() == [], "no sizeChanged while disabled")
        try host.enableNavigation(map: "main")
        #expect(delegate.wideModes == [true])
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.startGuidance()
        try host.showPrompt(kind: .traffic)
        _ = delegate.takeCalls()
        try host.setGeometry(map: "main", width: 1024, height: 768, insets: .zero)
        #expect(delegate.takeCalls() == ["sizeChanged(guidance, wide: true)"])
        #expect(try state() == .guidancePrompt, "the prompt stays up")
        try host.setLayoutDirection(map: "main", .rightToLeft)
        #expect(delegate.takeCalls() == ["sizeChanged(guidance, wide: true)"])
        try host.setGeometry(map: "main", width: 1024, height: 768, insets: .zero)
        #expect(delegate.takeCalls() == [], "the same geometry again changes nothing")
    }

    @Test func turningPromptsOffHidesThemAndTurningOnShowsTheRaisedOne() throws {
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        host.setShouldDisplayPrompts(false)
        try host.showPrompt(kind: .traffic)
        #expect(delegate.takeCalls() == ["enableNavigationUI", "startGuidance"])
        #expect(try state() == .guidance)
        host.setShouldDisplayPrompts(true)
        #expect(delegate.takeCalls() == ["showPrompt(prompt.traffic.1)"])
        host.setShouldDisplayPrompts(false)
        #expect(delegate.takeCalls() == ["hidePrompt(prompt.traffic.1)"])
        #expect(host.navigator.prompt?.id == "prompt.traffic.1", "the prompt is still recorded")
    }

    @Test func navigatorChangesReachEveryEnabledMap() throws {
        let cluster = RecordingDelegate()
        try host.createMap(name: "cluster", kind: .display)
        try host.setDelegate(cluster, map: "cluster")
        try host.enableNavigation(map: "main")
        try host.enableNavigation(map: "cluster")
        try host.startGuidance()
        #expect(delegate.takeCalls() == ["enableNavigationUI", "startGuidance"])
        #expect(cluster.takeCalls() == ["enableNavigationUI", "startGuidance"])
    }

    @Test func inputsThatMakeNoSenseAreRefusedAndChangeNothing() throws {
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        func expectRefused(_ input: String, message: String? = nil, _ body: () throws -> Void) throws {
            let sequence = try host.map("main").sequence
            let before = try state()
            let error = #expect(throws: HostError.self, "\(input)") { try body() }
            #expect(error?.code == .invalidState, "\(input)")
            if let message { #expect(error?.message == message) }
            #expect(try host.map("main").sequence == sequence, "\(input) moved the sequence number")
            #expect(try state() == before)
        }
        try expectRefused("StopGuidance", message: "guidance is not active; valid now: StartGuidance") {
            try host.stopGuidance()
        }
        try expectRefused("ShowPrompt") { try host.showPrompt(kind: .traffic) }
        try expectRefused("HidePrompt") { try host.hidePrompt() }
        try expectRefused(
            "DisableNavigation",
            message:
                "DisableNavigation is not valid while the map is disabled; valid now: EnableNavigation, SetGeometry"
        ) { try host.disableNavigation(map: "main") }
        try host.enableNavigation(map: "main")
        try expectRefused("EnableNavigation") { try host.enableNavigation(map: "main") }
        try host.startGuidance()
        try expectRefused("StartGuidance") { try host.startGuidance() }
        events.removeAll()
        _ = delegate.takeCalls()
        try expectRefused("HidePrompt") { try host.hidePrompt() }
        #expect(events.isEmpty && delegate.calls.isEmpty)
    }

    @Test func projectedDisplaysRefuseDelegates() throws {
        try host.createMap(name: "carplay", kind: .projection)
        let error = #expect(throws: HostError.self) { try host.setDelegate(RecordingDelegate(), map: "carplay") }
        #expect(error?.code == .delegateRefused)
        try host.enableNavigation(map: "main")
        let busy = #expect(throws: HostError.self) { try host.setDelegate(nil, map: "main") }
        #expect(busy?.message.contains("while navigation is enabled") == true)
        try host.disableNavigation(map: "main")
        try host.setDelegate(nil, map: "main")
        #expect(try host.map("main").activeDelegate is BuiltInLayout)
    }

    /// The ready state handed back when guidance stops describes the map as it is then: after a
    /// resize into wide mode during guidance, it is a new object that says so.
    @Test func guidanceStoppedAfterAResizeHandsBackAReadyStateOfTheMapNow() throws {
        let host = NavigationHost()
        let delegate = ClosureDelegate()
        var readyStates: [any NavigationReadyUIState] = []
        delegate.onEnable = { _, state in readyStates.append(state) }
        delegate.onStop = { _, state, _ in readyStates.append(state) }
        delegate.onDisable = { _, state in readyStates.append(state) }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        try host.setGeometry(map: "main", width: 1024, height: 768, insets: .zero)
        try host.stopGuidance()
        try host.disableNavigation(map: "main")
        #expect(readyStates.map(\.wideMode) == [false, true, true])
        #expect(readyStates[1] !== readyStates[0], "a new state for the wide map")
        #expect(readyStates[2] === readyStates[1], "disable gets the state the delegate got last")
    }
}
