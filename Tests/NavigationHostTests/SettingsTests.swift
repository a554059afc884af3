import NavigationLayout
import Testing

@testable import NavigationHost

/// `SetSetting` (SPEC §10): the table of names, type and range checks, and what a change does
/// with and without a delegate.
@MainActor
@Suite("Settings")
struct SettingsTests {
    let host = NavigationHost()

    func expectRefused(
        _ name: String, _ value: SettingValue, map: String = "main", code: HostError.Code = .invalidArgument,
        message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try host.settings(map: "main").map(\.value)
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        let error = #expect(throws: HostError.self, sourceLocation: sourceLocation) {
            try host.setSetting(map: map, name: name, value: value)
        }
        #expect(error?.code == code, sourceLocation: sourceLocation)
        #expect(error?.message == message, sourceLocation: sourceLocation)
        #expect(
            try host.settings(map: "main").map(\.value) == before, "nothing changed", sourceLocation: sourceLocation)
        #expect(events.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func everySettingIsListedWithItsDefault() throws {
        let settings = try host.settings(map: "main")
        #expect(settings.map(\.name) == NavigationHost.settingNames)
        #expect(
            settings.map(\.value) == [
                .bool(true), .bool(false), .bool(true), .bool(true), .bool(false), .bool(true), .bool(true),
                .bool(true), .bool(true), .double(0), .string("#1E8E3E"), .string("#0D652D"),
            ])
        #expect(
            NavigationHost.settingNames == [
                "compassButton", "myLocationButton", "isNavigationHeaderEnabled", "isNavigationFooterEnabled",
                "isNavigationTripProgressBarEnabled", "isNavigationReportIncidentButtonEnabled",
                "isRecenterButtonEnabled", "shouldDisplaySpeedometer", "shouldDisplaySpeedLimit",
                "headerAccessoryHeight", "headerBackgroundColorDay", "headerBackgroundColorNight",
            ])
    }

    @Test func aSettingIsStoredWhereTheSDKReadsIt() throws {
        let view = try host.map("main").view
        try host.setSetting(map: "main", name: "shouldDisplaySpeedometer", value: .bool(false))
        try host.setSetting(map: "main", name: "headerAccessoryHeight", value: .double(40))
        try host.setSetting(map: "main", name: "headerBackgroundColorNight", value: .string("#00ff7f"))
        #expect(view.shouldDisplaySpeedometer == false)
        #expect(view.settings.headerAccessoryHeight == 40)
        #expect(view.settings.headerBackgroundColorNight == "#00ff7f")
    }

    @Test func unknownNamesWrongTypesAndBadValuesAreRefused() throws {
        try expectRefused(
            "navigationHeaderEnabled", .bool(false),
            message:
                "unknown setting 'navigationHeaderEnabled'; valid names: compassButton, myLocationButton, "
                + "isNavigationHeaderEnabled, isNavigationFooterEnabled, isNavigationTripProgressBarEnabled, "
                + "isNavigationReportIncidentButtonEnabled, isRecenterButtonEnabled, shouldDisplaySpeedometer, "
                + "shouldDisplaySpeedLimit, headerAccessoryHeight, headerBackgroundColorDay, "
                + "headerBackgroundColorNight")
        try expectRefused(
            "compassButton", .double(1), message: "setting 'compassButton' takes a bool, got a double (1.0)")
        try expectRefused(
            "headerAccessoryHeight", .bool(true),
            message: "setting 'headerAccessoryHeight' takes a double, got a bool (true)")
        try expectRefused(
            "headerBackgroundColorDay", .double(0),
            message: "setting 'headerBackgroundColorDay' takes a string, got a double (0.0)")
        for height in [-1, Double.nan, Double.infinity] {
            try expectRefused(
                "headerAccessoryHeight", .double(height),
                message: "setting 'headerAccessoryHeight' must be a finite number ≥ 0 (0 = none), got \(height)")
        }
        for color in ["blue", "#12345", "#1234567", "#GG0000", "1E8E3E#", ""] {
            try expectRefused(
                "headerBackgroundColorDay", .string(color),
                message: "setting 'headerBackgroundColorDay' must be a colour written #RRGGBB"
                    + " (for example #1E8E3E), got \"\(color)\"")
        }
        try expectRefused(
            "compassButton", .bool(false), map: "nowhere", code: .unknownMap,
            message: "no map is named 'nowhere'; maps: main")
    }

    @Test func withADelegateASettingIsOnlyStored() throws {
        let delegate = RecordingDelegate()
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        _ = delegate.takeCalls()
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.setSetting(map: "main", name: "isNavigationHeaderEnabled", value: .bool(false))
        try host.setSetting(map: "main", name: "headerAccessoryHeight", value: .double(64))
        // The delegate's layout does not depend on legacy settings: nothing is laid out again, and
        // each setting is reported (SPEC §8 rule 9).
        let reported = events.map { event -> [String] in
            guard case .diagnostics(_, _, let items) = event else { return ["not a Diagnostics event: \(event)"] }
            return items.filter { $0.code == "legacy-setting-with-delegate" }.map(\.message)
        }
        #expect(reported.count == 2)
        #expect(reported.last?.count == 2)
        #expect(reported.last?.last?.contains("'headerAccessoryHeight'") == true)
        #expect(delegate.takeCalls().isEmpty)
        #expect(try host.map("main").view.settings.isNavigationHeaderEnabled == false)
    }

    @Test func aChangeWhileDisabledIsUsedWhenNavigationIsEnabled() throws {
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.setSetting(map: "main", name: "compassButton", value: .bool(false))
        #expect(events.isEmpty, "nothing is laid out while navigation is disabled")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        #expect(try host.layout(map: "main").view("button.compass") == nil)
        #expect(try host.layout(map: "main").view("googleLogo") != nil)
    }

    @Test func aLiveChangePublishesOneLayoutAndNoStateChange() throws {
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        let sequence = try host.map("main").sequence
        try host.setSetting(map: "main", name: "myLocationButton", value: .bool(true))
        guard events.count == 1, case .layoutResolved("main", sequence + 1, .ready, let layout) = events.first else {
            Issue.record("want one LayoutResolved with the next sequence number, got \(events)")
            return
        }
        // 390 × 844, no insets: the logo's bottom line 844 − 12 = 832; x 390 − 16 − 48.
        #expect(layout.view("button.myLocation")?.frame == rect(326, 784, 48, 48))
    }

    /// The built-in ready screen after guidance shows the compass turned on during guidance.
    @Test func theCompassTurnedOnDuringGuidanceStaysAfterIt() throws {
        try host.setSetting(map: "main", name: "compassButton", value: .bool(false))
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        try host.setSetting(map: "main", name: "compassButton", value: .bool(true))
        #expect(try host.layout(map: "main").view("button.compass") != nil)
        try host.stopGuidance()
        #expect(try host.layout(map: "main").view("button.compass") != nil)
    }

    /// The compass is offered to delegates only while the setting is on: the setting reaches them,
    /// and is not reported as ignored (SPEC §8 rule 9).
    @Test func theCompassSettingReachesDelegates() throws {
        let delegate = ClosureDelegate()
        var offered: [Int] = []
        delegate.onEnable = { _, state in offered.append(state.buttons.count) }
        try host.setDelegate(delegate, map: "main")
        try host.setSetting(map: "main", name: "compassButton", value: .bool(false))
        try host.enableNavigation(map: "main")
        #expect(offered == [0])
        #expect(try !host.map("main").publishedDiagnostics.map(\.code).contains("legacy-setting-with-delegate"))
    }

    /// The speed flags reach delegates too (seed 000): the widget the delegate placed shows only
    /// the readings they allow, resized at once and published, with no legacy-setting warning.
    @Test func theSpeedFlagsResizeTheWidgetUnderADelegate() throws {
        let delegate = ClosureDelegate()
        delegate.onStart = { map, state in pin(state.speedWidget, in: map, x: 12, y: 100, width: nil, height: nil) }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        host.setSpeedWidget(.both)
        #expect(
            try host.layout(map: "main").view("speedWidget")?.frame == CGRect(x: 12, y: 100, width: 64, height: 136))
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.setSetting(map: "main", name: "shouldDisplaySpeedometer", value: .bool(false))
        // The limit alone: 64 × 64.
        guard case .layoutResolved("main", _, .guidance, let layout)? = events.first else {
            Issue.record("want a LayoutResolved, got \(events)")
            return
        }
        #expect(layout.view("speedWidget")?.frame == CGRect(x: 12, y: 100, width: 64, height: 64))
        #expect(try !host.map("main").publishedDiagnostics.map(\.code).contains("legacy-setting-with-delegate"))
    }

    /// Unloading the delegate takes its legacy-setting warning away at once.
    @Test func theLegacySettingWarningGoesWithTheDelegate() throws {
        var published: [[String]] = []
        host.eventSink = { event in
            if case .diagnostics("main", _, let items) = event { published.append(items.map(\.code)) }
        }
        try host.setDelegate(RecordingDelegate(), map: "main")
        try host.setSetting(map: "main", name: "isNavigationHeaderEnabled", value: .bool(false))
        try host.setDelegate(nil, map: "main")
        #expect(published == [["legacy-setting-with-delegate"], []])
    }
}
