import NavigationLayout
import Testing

@testable import NavigationHost

/// What subscribers get: one event per change, each with the map's next sequence number.
@MainActor
@Suite("Events")
struct EventTests {
    @Test func everyEventOfAMapHasTheNextSequenceNumber() throws {
        let host = NavigationHost()
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.createMap(name: "cluster", kind: .display)
        try host.setDelegate(RecordingDelegate(), map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.setGeometry(map: "cluster", width: 800, height: 480, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.enableNavigation(map: "cluster")
        try host.startGuidance()
        try host.showPrompt(kind: .incident)
        try host.stopGuidance()
        for name in ["main", "cluster"] {
            let sequences = events.filter { $0.map == name }.map(\.sequence)
            #expect(sequences == Array(1...UInt64(sequences.count)), "\(name): \(sequences)")
        }
        let states = events.compactMap { event -> String? in
            guard case .stateChanged("main", _, let old, let new, let callbacks) = event else { return nil }
            return "\(old.rawValue)→\(new.rawValue) \(callbacks.joined(separator: ","))"
        }
        #expect(
            states == [
                "disabled→ready enableNavigationUI", "ready→guidance startGuidance",
                "guidance→guidance+prompt showPrompt", "guidance+prompt→ready hidePrompt,stopGuidance",
            ])
    }

    @Test func aTransitionPublishesItsStateThenItsLayoutOnce() throws {
        let host = NavigationHost()
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.setDelegate(RecordingDelegate(), map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        events.removeAll()
        try host.enableNavigation(map: "main")
        let before = try host.map("main").sequence - 2
        #expect(events.count == 2)
        guard case .stateChanged(_, before + 1, .disabled, .ready, _) = events.first,
            case .layoutResolved(_, before + 2, .ready, let layout) = events.last
        else {
            Issue.record("unexpected events: \(events)")
            return
        }
        #expect(layout.view("googleLogo")?.frame == CGRect(x: 0, y: 0, width: 64, height: 24))
    }

    /// A delegate that stops its prompt's animator in `hidePrompt` changes the layout inside the
    /// callback: subscribers get the state change, then one layout without the prompt, as for
    /// any transition (SPEC §4), and nothing from inside the callback.
    @Test func anAnimatorStoppedInACallbackIsPublishedWithItsTransition() throws {
        let previous = LayoutTiming.timer
        let timer = ManualLayoutTimer(start: 10)
        LayoutTiming.timer = timer
        defer { LayoutTiming.timer = previous }
        let host = NavigationHost()
        var events: [String] = []
        host.eventSink = { event in
            switch event {
            case .stateChanged(_, _, let old, let new, _): events.append("state \(old.rawValue)→\(new.rawValue)")
            case .layoutResolved(_, _, _, let layout):
                events.append("layout prompt=\(layout.views.contains { $0.id.hasPrefix("prompt") })")
            default: break
            }
        }
        let delegate = ClosureDelegate()
        var animator: UIViewPropertyAnimator?
        delegate.onShowPrompt = { map, prompt in
            let top = pin(prompt, in: map, x: 0, y: 900, width: nil, height: nil)[1]
            map.layoutIfNeeded()
            let slide = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
                top.constant = 600
                map.layoutIfNeeded()
            }
            slide.startAnimation()
            animator = slide
        }
        delegate.onHidePrompt = { _, prompt in
            animator?.stopAnimation(true)
            prompt.removeFromSuperview()
        }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        _ = try host.showPrompt(kind: .traffic)
        events.removeAll()
        try host.hidePrompt()
        timer.advance(by: 1)
        #expect(events == ["state guidance+prompt→guidance", "layout prompt=false"])
    }

    @Test func nothingIsPublishedWhenNothingChanged() throws {
        let host = NavigationHost()
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.startGuidance()  // main is disabled: no callbacks, nothing to publish
        #expect(events.isEmpty)
        host.setSpeedWidget(.none)
        #expect(events.isEmpty)
    }

    @Test func theSpeedWidgetSizeChangeIsPublished() throws {
        let host = NavigationHost()
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        var layouts: [ResolvedLayout] = []
        host.eventSink = { event in
            if case .layoutResolved(_, _, _, let layout) = event { layouts.append(layout) }
        }
        host.setSpeedWidget(.both)
        #expect(layouts.count <= 1)
        #expect(
            try host.layout(map: "main").view("speedWidget").map { $0.frame.size } ?? CGSize(width: 64, height: 136)
                == CGSize(width: 64, height: 136))
    }
}
