import NavigationLayout
import Testing

@testable import NavigationHost

/// What each legacy setting of SPEC §7 changes in the built-in layout, on the portrait phone
/// (390 × 844, insets top 47, bottom 34; the arithmetic of its defaults is in
/// `BuiltInGoldenTests`). Each test also sets the flag while guidance runs and checks that the
/// map is laid out again in place, exactly as a map that had the flag from the start.
@MainActor
@Suite("Built-in layout, flag by flag", .serialized)
struct BuiltInFlagTests {
    static let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// Guidance with the default settings: compass on, my-location off, header and footer on, no
    /// trip progress bar, reporting on, speedometer on with no speed data (0 × 0).
    static let defaultGuidance: BuiltInFrames = [
        "map.safeArea": rect(0, 47, 390, 763),
        "turnCard": rect(0, 0, 390, 167),
        "etaCard": rect(0, 738, 390, 106),
        "builtIn.contentBottom": rect(0, 738, 390, 0),
        "viewport": rect(0, 167, 390, 571),
        "googleLogo": rect(12, 702, 64, 24),
        "speedWidget": rect(12, 690, 0, 0),  // 0 × 0, its bottom 12 above the logo's top 702
        "button.compass": rect(326, 179, 48, 48),
        "bottomTrailingButtons": rect(310, 239, 80, 487),
        "button.reporting": rect(326, 678, 48, 48),
        "navigationHeaderLayoutGuide": rect(0, 0, 390, 167),
        "navigationFooterLayoutGuide": rect(0, 738, 390, 106),
        "bottomTrailingButtonsLayoutGuide": rect(310, 239, 80, 487),
    ]

    /// Ready with the default settings.
    static let defaultReady: BuiltInFrames = [
        "map.safeArea": rect(0, 47, 390, 763),
        "viewport": rect(0, 47, 390, 763),
        "builtIn.contentBottom": rect(0, 810, 390, 0),
        "googleLogo": rect(12, 774, 64, 24),
        "button.compass": rect(326, 55, 48, 48),
        // Empty: as narrow as it can be (0) at the safe trailing edge, 115 … 798.
        "bottomTrailingButtons": rect(390, 115, 0, 683),
        "navigationHeaderLayoutGuide": rect(0, 47, 390, 0),
        "navigationFooterLayoutGuide": rect(0, 810, 390, 0),
        "bottomTrailingButtonsLayoutGuide": rect(390, 115, 0, 683),
    ]

    /// A map in guidance with `settings` from the start.
    func guidance(
        _ settings: [String: SettingValue], width: CGFloat = 390, height: CGFloat = 844, insets: UIEdgeInsets = insets
    ) throws -> BuiltInHarness {
        let harness = try BuiltInHarness(width: width, height: height, insets: insets, settings: settings)
        try harness.host.enableNavigation(map: "main")
        try harness.host.startGuidance()
        return harness
    }

    /// Sets `name` while guidance runs with the defaults: no state change, and a layout equal to
    /// that of a map that had the setting from the start. Returns that layout.
    @discardableResult
    func expectLiveChange(
        _ name: String, _ value: SettingValue, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ResolvedLayout? {
        let freshHarness = try guidance([name: value])
        let fresh = freshHarness.published()
        #expect(freshHarness.problems.isEmpty, "\(name): \(freshHarness.problems)", sourceLocation: sourceLocation)
        let live = try guidance([:])
        _ = live.takeEvents()
        try live.host.setSetting(map: "main", name: name, value: value)
        #expect(live.problems.isEmpty, "\(name): \(live.problems)", sourceLocation: sourceLocation)
        let events = live.takeEvents()
        #expect(
            !events.contains { if case .stateChanged = $0 { true } else { false } }, "\(name): no state change",
            sourceLocation: sourceLocation)
        #expect(try live.host.map("main").state == .guidance, sourceLocation: sourceLocation)
        let relaid = try live.layout()
        #expect(
            relaid.views == fresh?.views, "\(name): laid out in place as from the start", sourceLocation: sourceLocation
        )
        #expect(Set(relaid.guides) == Set(fresh?.guides ?? []), sourceLocation: sourceLocation)
        try live.host.setSetting(map: "main", name: name, value: value)
        #expect(
            live.takeEvents().isEmpty, "\(name): the same value again changes nothing", sourceLocation: sourceLocation)
        return fresh
    }

    @Test func theDefaultsLayOutAsWorkedOut() throws {
        let harness = try BuiltInHarness(width: 390, height: 844, insets: Self.insets)
        try harness.host.enableNavigation(map: "main")
        expectFrames(harness.published(), Self.defaultReady, stage: "ready")
        try harness.host.startGuidance()
        expectFrames(harness.published(), Self.defaultGuidance, stage: "guidance")
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test func withoutTheHeaderEverythingHangsFromTheSafeTop() throws {
        var frames = Self.defaultGuidance
        frames["turnCard"] = nil
        frames["navigationHeaderLayoutGuide"] = rect(0, 47, 390, 0)  // zero high at the safe top
        frames["viewport"] = rect(0, 47, 390, 691)  // 47 … 738
        frames["button.compass"] = rect(326, 59, 48, 48)  // 47 + 12
        frames["bottomTrailingButtons"] = rect(310, 119, 80, 607)  // 59 + 48 + 12 … 726
        frames["bottomTrailingButtonsLayoutGuide"] = frames["bottomTrailingButtons"]
        expectFrames(try expectLiveChange("isNavigationHeaderEnabled", .bool(false)), frames, stage: "no header")
    }

    @Test func withoutTheFooterTheBottomIsTheSafeBottom() throws {
        var frames = Self.defaultGuidance
        frames["etaCard"] = nil
        frames["navigationFooterLayoutGuide"] = rect(0, 810, 390, 0)  // zero high at the safe bottom
        frames["builtIn.contentBottom"] = rect(0, 810, 390, 0)
        frames["viewport"] = rect(0, 167, 390, 643)  // 167 … 810
        frames["googleLogo"] = rect(12, 774, 64, 24)  // 810 − 12 − 24
        frames["speedWidget"] = rect(12, 762, 0, 0)  // 774 − 12
        frames["bottomTrailingButtons"] = rect(310, 239, 80, 559)  // 239 … 810 − 12 = 798
        frames["bottomTrailingButtonsLayoutGuide"] = frames["bottomTrailingButtons"]
        frames["button.reporting"] = rect(326, 750, 48, 48)  // 798 − 48
        expectFrames(try expectLiveChange("isNavigationFooterEnabled", .bool(false)), frames, stage: "no footer")
    }

    @Test func theTripProgressBarFollowsGooglesGeometry() throws {
        var frames = Self.defaultGuidance
        // Leading on the logo's (12); bottom 844 − 210 = 634; 400 high → top 234 ≥ 170.
        frames["tripProgressBar"] = rect(12, 234, 12, 400)
        expectFrames(try expectLiveChange("isNavigationTripProgressBarEnabled", .bool(true)), frames, stage: "bar")

        // 1024 × 600: bottom 600 − 210 = 390; 390 − 400 < 170 → top 170, 220 high.
        let short = try guidance(
            ["isNavigationTripProgressBarEnabled": .bool(true)], width: 1024, height: 600, insets: .zero)
        #expect(short.published()?.view("tripProgressBar")?.frame == rect(12, 170, 12, 220))

        // 667 × 375 is shorter than 170 + 210 = 380: no room for the bar, so it is left out.
        let tooShort = try guidance(
            ["isNavigationTripProgressBarEnabled": .bool(true)], width: 667, height: 375, insets: .zero)
        #expect(tooShort.published()?.view("tripProgressBar") == nil)
        #expect(tooShort.published()?.view("googleLogo") != nil)
        // Turned on live there, the screen is laid out again with the same frames: nothing is published.
        let unchanged = try guidance([:], width: 667, height: 375, insets: .zero)
        _ = unchanged.takeEvents()
        try unchanged.host.setSetting(map: "main", name: "isNavigationTripProgressBarEnabled", value: .bool(true))
        #expect(unchanged.takeEvents().isEmpty)
    }

    @Test func theReportIncidentFlagTakesTheReportingButtonAway() throws {
        var frames = Self.defaultGuidance
        frames["button.reporting"] = nil
        frames["bottomTrailingButtons"] = rect(390, 239, 0, 487)  // empty: zero wide at the trailing edge
        frames["bottomTrailingButtonsLayoutGuide"] = frames["bottomTrailingButtons"]
        expectFrames(
            try expectLiveChange("isNavigationReportIncidentButtonEnabled", .bool(false)), frames, stage: "no reporting"
        )
    }

    @Test func theCompassFlagTakesTheCompassAwayInEveryState() throws {
        var frames = Self.defaultGuidance
        frames["button.compass"] = nil
        frames["bottomTrailingButtons"] = rect(310, 179, 80, 547)  // 167 + 12 … 726: under the header
        frames["bottomTrailingButtonsLayoutGuide"] = frames["bottomTrailingButtons"]
        expectFrames(try expectLiveChange("compassButton", .bool(false)), frames, stage: "no compass")

        let ready = try BuiltInHarness(
            width: 390, height: 844, insets: Self.insets, settings: ["compassButton": .bool(false)])
        try ready.host.enableNavigation(map: "main")
        var readyFrames = Self.defaultReady
        readyFrames["button.compass"] = nil
        readyFrames["bottomTrailingButtons"] = rect(390, 59, 0, 739)  // 47 + 12 … 798
        readyFrames["bottomTrailingButtonsLayoutGuide"] = readyFrames["bottomTrailingButtons"]
        expectFrames(ready.published(), readyFrames, stage: "ready, no compass")
    }

    @Test func theMyLocationButtonJoinsTheStackInEveryState() throws {
        var frames = Self.defaultGuidance
        frames["button.myLocation"] = rect(326, 622, 48, 48)  // above reporting: 678 − 8 − 48
        expectFrames(try expectLiveChange("myLocationButton", .bool(true)), frames, stage: "my-location")
        #expect(
            try guidance(["myLocationButton": .bool(true)]).published()?.view("button.myLocation")?.kind == "button")

        let ready = try BuiltInHarness(
            width: 390, height: 844, insets: Self.insets, settings: ["myLocationButton": .bool(true)])
        try ready.host.enableNavigation(map: "main")
        var readyFrames = Self.defaultReady
        readyFrames["button.myLocation"] = rect(326, 750, 48, 48)  // on the logo's bottom line 798
        readyFrames["bottomTrailingButtons"] = rect(310, 115, 80, 683)
        readyFrames["bottomTrailingButtonsLayoutGuide"] = readyFrames["bottomTrailingButtons"]
        expectFrames(ready.published(), readyFrames, stage: "ready, my-location")
    }

    @Test func theSpeedometerFlagTakesTheSpeedWidgetAway() throws {
        var frames = Self.defaultGuidance
        frames["speedWidget"] = nil
        expectFrames(try expectLiveChange("shouldDisplaySpeedometer", .bool(false)), frames, stage: "no speedometer")

        let both = try guidance([:])
        both.host.setSpeedWidget(.both)
        #expect(both.published()?.view("speedWidget")?.frame == rect(12, 554, 64, 136), "690 − 136")
    }

    /// Seed 000: the widget shows the readings the data and the two flags allow, sized for them.
    @Test func theSpeedLimitFlagShrinksTheSpeedWidget() throws {
        let both = try guidance([:])
        both.host.setSpeedWidget(.both)
        #expect(both.published()?.view("speedWidget")?.frame == rect(12, 554, 64, 136), "690 − 136")
        try both.host.setSetting(map: "main", name: "shouldDisplaySpeedLimit", value: .bool(false))
        // The speed alone: 64 high, its bottom still at 690.
        #expect(both.published()?.view("speedWidget")?.frame == rect(12, 626, 64, 64), "690 − 64")
        try both.host.setSetting(map: "main", name: "shouldDisplaySpeedLimit", value: .bool(true))
        #expect(both.published()?.view("speedWidget")?.frame == rect(12, 554, 64, 136))
    }

    @Test func settingsWithoutLayoutEffectPublishNoLayout() throws {
        for (name, value): (String, SettingValue) in [
            ("isRecenterButtonEnabled", .bool(false)), ("headerBackgroundColorDay", .string("#0000FF")),
            ("headerBackgroundColorNight", .string("#FF0000")),
        ] {
            let harness = try guidance([:])
            _ = harness.takeEvents()
            try harness.host.setSetting(map: "main", name: name, value: value)
            #expect(harness.takeEvents().isEmpty, "\(name)")
            expectFrames(try harness.layout(), Self.defaultGuidance, stage: name)
            let stored = try harness.host.settings(map: "main").first { $0.name == name }?.value
            #expect(stored == value, "\(name)")
        }
    }

    @Test func aHeaderAccessoryGoesBelowTheHeaderAndTakesTheCompass() throws {
        var frames = Self.defaultGuidance
        frames["headerAccessory"] = rect(0, 167, 390, 64)  // below the turn card, its width, 64 high
        frames["navigationHeaderLayoutGuide"] = rect(0, 0, 390, 231)  // 0 … 167 + 64
        frames["viewport"] = rect(0, 231, 390, 507)  // 231 … 738
        frames["button.compass"] = nil  // Google hides the compass with a header accessory
        frames["bottomTrailingButtons"] = rect(310, 243, 80, 483)  // 231 + 12 … 726
        frames["bottomTrailingButtonsLayoutGuide"] = frames["bottomTrailingButtons"]
        expectFrames(try expectLiveChange("headerAccessoryHeight", .double(64)), frames, stage: "accessory")

        // Guidance only: the ready screen has no header, so no accessory, and keeps its compass.
        let harness = try BuiltInHarness(
            width: 390, height: 844, insets: Self.insets, settings: ["headerAccessoryHeight": .double(64)])
        try harness.host.enableNavigation(map: "main")
        expectFrames(harness.published(), Self.defaultReady, stage: "ready with an accessory height")
    }

    @Test func aHeaderAccessoryWithoutAHeaderSitsBelowTheSafeTop() throws {
        let harness = try guidance(["headerAccessoryHeight": .double(64), "isNavigationHeaderEnabled": .bool(false)])
        expectFrames(
            harness.published(),
            [
                "headerAccessory": rect(0, 47, 390, 64),  // safe top 47, safe leading, card width 390
                "navigationHeaderLayoutGuide": rect(0, 47, 390, 64),  // from the safe top to 111
                "viewport": rect(0, 111, 390, 627),  // 111 … 738
            ], exact: false, stage: "accessory without header")
        #expect(harness.published()?.view("turnCard") == nil)
    }

    @Test func aHeaderAccessoryHasTheWideTurnCardsWidth() throws {
        // 1024 × 768: card width clamp(409.6, 320, 480) = 409.6; turn card 409.6 × 120.
        let harness = try guidance(["headerAccessoryHeight": .double(48)], width: 1024, height: 768, insets: .zero)
        expectFrames(
            harness.published(),
            [
                "headerAccessory": rect(0, 120, 409.6, 48),
                "navigationHeaderLayoutGuide": rect(0, 0, 409.6, 168),
                "viewport": rect(0, 168, 1024, 528),  // 168 … 768 − 72 = 696
            ], exact: false, stage: "wide accessory")
        try harness.host.setLayoutDirection(map: "main", .rightToLeft)
        // Leading is the right edge: x 1024 − 409.6 = 614.4, for the turn card and its accessory.
        #expect(harness.published()?.view("headerAccessory")?.frame.isNear(rect(614.4, 120, 409.6, 48)) == true)
        try harness.host.setSetting(map: "main", name: "headerAccessoryHeight", value: .double(0))
        #expect(harness.published()?.view("headerAccessory") == nil)
        #expect(harness.published()?.view("button.compass")?.frame == rect(16, 132, 48, 48), "back: 120 + 12, x 0 + 16")
    }

    @Test func aChangeWithAPromptUpKeepsThePrompt() throws {
        let harness = try guidance([:])
        try harness.host.showPrompt(kind: .traffic)
        try harness.host.setSetting(map: "main", name: "isNavigationFooterEnabled", value: .bool(false))
        #expect(try harness.host.map("main").state == .guidancePrompt)
        #expect(harness.published()?.view("etaCard") == nil)
        // The traffic prompt, 390 × (112 + 34) at 844 − 146 = 698, still lifts the content-bottom
        // line above the safe bottom 810.
        expectFrames(
            harness.published(),
            [
                "prompt.traffic.1": rect(0, 698, 390, 146),
                "viewport": rect(0, 167, 390, 531),  // 167 … 698
                "googleLogo": rect(12, 662, 64, 24),  // 698 − 12 − 24
                "navigationFooterLayoutGuide": rect(0, 810, 390, 0),
            ], exact: false, stage: "prompt up, footer off")
    }
}
