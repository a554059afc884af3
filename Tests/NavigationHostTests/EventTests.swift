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
