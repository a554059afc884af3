import Foundation
import NavigationLayout
import Testing

@testable import NavigationHost

/// Tests written from a mutation-testing campaign on `NavigationHost`: each one pins down a
/// behaviour of SPEC §6–§9 (or of docs/diagnostics.md, docs/scenarios.md) that a one-line change
/// of the sources could break without any other test noticing. Each test's comment names the
/// mutation it catches (file, function, change) and what a user of the daemon would see.
/// Expected values are worked out by hand; the arithmetic is in the comments.
@MainActor
@Suite("Host mutation gaps", .serialized)
struct HostMutationGapTests {

    // MARK: Support

    /// The codes the host publishes for `main` now.
    private static func codes(_ host: NavigationHost, map: String = "main") throws -> [String] {
        try host.map(map).publishedDiagnostics.map(\.code)
    }

    /// A delegate whose ready and guidance screens are the logo at the bottom-left and a viewport
    /// over the top of a 390 × 844 map, which breaks no rule: the starting point the diagnostic
    /// tests add one mistake to.
    private static func cleanDelegate() -> ClosureDelegate {
        let delegate = ClosureDelegate()
        delegate.onEnable = { map, state in
            pin(state.googleLogo, in: map, x: 8, y: 812, width: nil, height: nil)
            pin(state.viewport, in: map, x: 0, y: 0, width: 390, height: 500)
        }
        return delegate
    }

    private static func scenario(_ steps: String) throws -> Scenario {
        let json = #"{"name": "gap", "steps": ["# + steps + "]}"
        return try Scenario.decode(from: Data(json.utf8))
    }

    // MARK: Refusals (SPEC §6: "refused with a clear error")

    /// Catches `Navigator.swift`: `startGuidance()` / `raisePrompt(_:)` / `dismissPrompt()` with
    /// their messages changed (the "valid now" hint dropped, or the two branches of
    /// `dismissPrompt`'s hint swapped). A bus client sees `org.navlayout.Error.InvalidState`
    /// with a message that no longer says which call would be valid, or names the wrong ones.
    @Test func navigatorRefusalsSayWhatIsValidNow() throws {
        let host = NavigationHost()
        func message(_ body: () throws -> Void) -> String? {
            let error = #expect(throws: HostError.self) { try body() }
            #expect(error?.code == .invalidState)
            return error?.message
        }
        #expect(
            message { try host.showPrompt(kind: .traffic) }
                == "a prompt needs active guidance; valid now: StartGuidance")
        #expect(message { try host.hidePrompt() } == "no prompt is raised; valid now: StartGuidance")
        try host.startGuidance()
        #expect(
            message { try host.startGuidance() } == "guidance is already active; valid now: StopGuidance, ShowPrompt")
        #expect(message { try host.hidePrompt() } == "no prompt is raised; valid now: ShowPrompt, StopGuidance")
    }

    /// Catches `MapStateMachine.swift`, `enable(guidanceActive:promptID:)`: the refusal's `valid`
    /// list shortened to "DisableNavigation". A client that enables a map twice is told
    /// `EnableNavigation is not valid while the map is ready; valid now: DisableNavigation,
    /// SetGeometry`; the mutant drops SetGeometry from the hint.
    @Test func enablingTwiceIsRefusedWithTheMapsState() throws {
        let host = NavigationHost()
        try host.enableNavigation(map: "main")
        let error = #expect(throws: HostError.self) { try host.enableNavigation(map: "main") }
        #expect(error?.code == .invalidState)
        #expect(
            error?.message
                == "EnableNavigation is not valid while the map is ready; valid now: DisableNavigation, SetGeometry")
    }

    /// Catches `NavigationHost.swift`, `map(_:)`: the `UnknownMap` message listing only the first
    /// map instead of every map. A client that misspells `cluster` is told which maps exist.
    @Test func anUnknownMapErrorListsEveryMap() throws {
        let host = NavigationHost()
        try host.createMap(name: "cluster", kind: .display)
        let error = #expect(throws: HostError.self) { try host.enableNavigation(map: "clutser") }
        #expect(error?.code == .unknownMap)
        #expect(error?.message == "no map is named 'clutser'; maps: main, cluster")
    }

    /// Catches `HostError.swift`, `Code.Value`: a raw value renamed (`UnknownView` →
    /// `UnknownViewID`, `DelegateRefused` → `DelegateRejected`, …). The raw value is the bus error
    /// name `org.navlayout.Error.<Name>` that clients match (SPEC §10: the names are fixed) and the
    /// code a scenario's `{"expect": {"error": …}}` names (docs/scenarios.md lists `UnknownView`).
    @Test func everyErrorCodeKeepsItsBusName() {
        let names: [(HostError.Code, String)] = [
            (.pluginLoadFailed, "PluginLoadFailed"), (.notAPlugin, "NotAPlugin"),
            (.pluginABIMismatch, "PluginABIMismatch"), (.invalidState, "InvalidState"), (.unknownMap, "UnknownMap"),
            (.mapExists, "MapExists"), (.invalidArgument, "InvalidArgument"), (.delegateRefused, "DelegateRefused"),
            (.unknownView, "UnknownView"),
        ]
        for (code, name) in names { #expect(code.description == name) }
    }

    // MARK: Map inputs

    /// Catches `NavigationHost.swift`, `setGeometry(map:width:height:insets:)`: the
    /// `!value.isFinite ||` dropped from the argument check. SPEC §10: NaN and the like are
    /// `InvalidArgs`; with the mutant an infinitely wide map is accepted (inf is not < 0 and any
    /// insets fit it).
    @Test func anInfiniteSizeIsRefused() throws {
        let host = NavigationHost()
        let error = #expect(throws: HostError.self) {
            try host.setGeometry(map: "main", width: .infinity, height: 844, insets: .zero)
        }
        #expect(error?.code == .invalidArgument)
        #expect(error?.message == "width must be a finite number ≥ 0, got inf")
        #expect(try host.map("main").view.bounds.size.width != .infinity)
    }

    /// Catches `NavigationHost.swift`, `setGeometry`: `insets.left + insets.right <= width`
    /// weakened to `insets.left <= width`. Left 60 + right 60 = 120 > 100: the safe area would be
    /// −20 wide; the host must refuse it.
    @Test func insetsWiderThanTheMapAreRefused() throws {
        let host = NavigationHost()
        let error = #expect(throws: HostError.self) {
            try host.setGeometry(
                map: "main", width: 100, height: 844, insets: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
        }
        #expect(error?.code == .invalidArgument)
        #expect(error?.message.hasPrefix("the safe-area insets") == true)
    }

    /// Catches `NavigationHost.swift`, `setGeometry`: the early return tests only the size
    /// (`|| map.view.safeAreaInsets != insets` dropped). SPEC §6: a safe-area change is a
    /// `sizeChanged`; with the mutant a phone that gains its notch inset keeps the old layout.
    @Test func aSafeAreaChangeAloneReachesTheDelegate() throws {
        let host = NavigationHost()
        let delegate = RecordingDelegate()
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        _ = delegate.takeCalls()
        try host.setGeometry(
            map: "main", width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(delegate.takeCalls() == ["sizeChanged(ready, wide: false)"])
        #expect(try host.map("main").view.safeAreaInsets.top == 47)
    }

    /// Catches `NavigationHost.swift`, `setLayoutDirection`: the same-direction early return
    /// removed. Setting the direction the map has changes nothing: no `sizeChanged`, no
    /// `StateChanged` (with the mutant: a `sizeChanged` and a `StateChanged(ready→ready)`).
    @Test func theSameDirectionAgainChangesNothing() throws {
        let host = NavigationHost()
        let delegate = RecordingDelegate()
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        _ = delegate.takeCalls()
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.setLayoutDirection(map: "main", .leftToRight)
        #expect(delegate.takeCalls() == [])
        #expect(events.isEmpty)
        try host.setLayoutDirection(map: "main", .rightToLeft)
        #expect(delegate.takeCalls() == ["sizeChanged(ready, wide: false)"])
    }

    /// Catches `NavigationHost.swift`, `perform(_:on:old:alwaysPublish:)`: the `|| alwaysPublish`
    /// dropped, so that a resize of a map whose navigation is disabled publishes nothing. The
    /// map's size is part of its layout (`LayoutResolved`, `GetLayout`): a subscriber gets the new
    /// size with the next sequence number, state `disabled`, no `StateChanged` (no callbacks).
    @Test func aResizeOfADisabledMapIsPublished() throws {
        let host = NavigationHost()
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        #expect(events.count == 1)
        guard case .layoutResolved("main", 1, .disabled, let layout)? = events.first else {
            Issue.record("want one LayoutResolved(main, 1, disabled), got \(events)")
            return
        }
        #expect(layout.size == CGSize(width: 390, height: 844))
    }

    /// Catches `NavigationHost.swift`, `removeMap(name:)`: the guard that keeps `main` removed.
    /// SPEC §10: "A map named `main` of kind `display` exists from the start" — and always: the
    /// mutant lets a client delete it.
    @Test func theMainMapCannotBeRemoved() throws {
        let host = NavigationHost()
        let error = #expect(throws: HostError.self) { try host.removeMap(name: "main") }
        #expect(error?.code == .invalidState)
        #expect(error?.message == "the map 'main' always exists; disable its navigation instead")
        #expect(host.maps.map(\.name) == ["main"])
    }

    /// Catches `NavigationHost.swift`, `removeMap(name:)`: the step down before removal deleted.
    /// The removed map's delegate must leave its state in the documented order (SPEC §6, disable:
    /// `hidePrompt`, `stopGuidance`, `disableNavigationUI`) and subscribers get the
    /// `StateChanged` to disabled; with the mutant the delegate is never told and its views stay.
    @Test func removingAnEnabledMapStepsItsDelegateDownFirst() throws {
        let host = NavigationHost()
        let cluster = RecordingDelegate()
        try host.createMap(name: "cluster", kind: .display)
        try host.setDelegate(cluster, map: "cluster")
        try host.setGeometry(map: "cluster", width: 800, height: 480, insets: .zero)
        try host.enableNavigation(map: "cluster")
        try host.startGuidance()
        try host.showPrompt(kind: .traffic)
        _ = cluster.takeCalls()
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.removeMap(name: "cluster")
        #expect(cluster.takeCalls() == ["hidePrompt(prompt.traffic.1)", "stopGuidance", "disableNavigationUI"])
        let states = events.compactMap { event -> String? in
            guard case .stateChanged("cluster", _, let old, let new, _) = event else { return nil }
            return "\(old.rawValue)→\(new.rawValue)"
        }
        #expect(states == ["guidance+prompt→disabled"])
        #expect(host.maps.map(\.name) == ["main"])
    }

    /// Catches `NavigationHost.swift`, `createMap(name:kind:)`: `_` replaced by `-` among the
    /// allowed characters, or `!name.isEmpty` dropped. A map's name is a D-Bus object path element
    /// (`/org/navlayout/Host1/maps/<name>`): letters, digits and underscores, at least one.
    @Test func mapNamesAreNonEmptyObjectPathElements() throws {
        let host = NavigationHost()
        try host.createMap(name: "rear_seat", kind: .display)
        for bad in ["rear-seat", ""] {
            let error = #expect(throws: HostError.self) { try host.createMap(name: bad, kind: .display) }
            #expect(error?.code == .invalidArgument)
            #expect(error?.message == "map name '\(bad)' must be letters, digits and underscores")
        }
        #expect(host.maps.map(\.name) == ["main", "rear_seat"])
    }

    // MARK: Delegates and prompts

    /// Catches `NavigationHost.swift`, `setDelegate(_:map:)`: `legacySettingsSetUnderDelegate`
    /// no longer emptied when the delegate changes. SPEC §8 rule 9 / docs: the warning lasts while
    /// *the* delegate does; a newly loaded plugin must not inherit the old plugin's warnings.
    @Test func aNewDelegateDoesNotInheritTheOldOnesLegacyWarnings() throws {
        let host = NavigationHost()
        try host.setDelegate(RecordingDelegate(), map: "main")
        try host.setSetting(map: "main", name: "isNavigationHeaderEnabled", value: .bool(false))
        #expect(try Self.codes(host) == ["legacy-setting-with-delegate"])
        try host.setDelegate(RecordingDelegate(), map: "main")
        #expect(try Self.codes(host) == [])
    }

    /// Catches `NavigationHost+Callbacks.swift`, `makePrompt(id:on:)`: the prompt made with kind
    /// `.traffic` whatever the navigator raised. Prompt heights differ by kind (SDK
    /// `PromptKind.contentHeight`: traffic/incident 112, betterRoute 152, safetyCamera 96, plus
    /// the bottom inset); on a 390 × 844 map without insets the built-in layout puts the prompt
    /// at the bottom (y = 844 − height) with the card width 390. With the mutant a better-route
    /// prompt is drawn 112 high at y 732 and its text is cut.
    @Test func eachPromptKindHasItsOwnHeight() throws {
        let harness = try BuiltInHarness(width: 390, height: 844)
        let host = harness.host
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        let better = try host.showPrompt(kind: .betterRoute)
        #expect(try host.layout(map: "main").view(better)?.frame == rect(0, 844 - 152, 390, 152))
        let camera = try host.showPrompt(kind: .safetyCamera)
        #expect(try host.layout(map: "main").view(camera)?.frame == rect(0, 844 - 96, 390, 96))
    }

    // MARK: Settings

    /// Catches `NavigationHost+Settings.swift`, `setSetting(map:name:value:)`: the early return
    /// for a value equal to the current one removed. Docs: "Setting the value a setting has changes
    /// nothing" — with the mutant, re-sending the default `isNavigationHeaderEnabled = true` under
    /// a delegate publishes a `legacy-setting-with-delegate` warning.
    @Test func settingTheValueASettingHasChangesNothing() throws {
        let host = NavigationHost()
        try host.setDelegate(RecordingDelegate(), map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        try host.setSetting(map: "main", name: "isNavigationHeaderEnabled", value: .bool(true))
        #expect(events.isEmpty)
        #expect(try Self.codes(host) == [])
    }

    /// Catches `NavigationHost+Settings.swift`, `isColor(_:)`: the lower-case range `a…f`
    /// widened. `#gg0000` is not `#RRGGBB`; `#abcdef` is.
    @Test func lowerCaseColoursStopAtF() throws {
        let host = NavigationHost()
        try host.setSetting(map: "main", name: "headerBackgroundColorDay", value: .string("#abcdef"))
        let error = #expect(throws: HostError.self) {
            try host.setSetting(map: "main", name: "headerBackgroundColorDay", value: .string("#gg0000"))
        }
        #expect(error?.code == .invalidArgument)
        #expect(try host.map("main").view.settings.headerBackgroundColorDay == "#abcdef")
    }

    /// Catches `NavigationHost+Settings.swift`, `MapSettingTable.entries`:
    /// `shouldDisplaySpeedLimit` without `reachesDelegates: true`. docs/diagnostics.md exempts it
    /// from `legacy-setting-with-delegate` (it decides the speed widget's readings, so its size,
    /// under a delegate too); the mutant warns the plugin author about a setting that works.
    @Test func theSpeedLimitFlagIsNotReportedUnderADelegate() throws {
        let host = NavigationHost()
        try host.setDelegate(Self.cleanDelegate(), map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.setSetting(map: "main", name: "shouldDisplaySpeedLimit", value: .bool(false))
        #expect(try !Self.codes(host).contains("legacy-setting-with-delegate"))
    }

    /// Catches `NavigationHost+Settings.swift`, `MapSettingTable.entries`:
    /// `isRecenterButtonEnabled` without `affectsLayout: false`. It moves nothing in the built-in
    /// layout (§7 doc of BuiltInLayout), so docs/diagnostics.md's rule 9 ("a setting that moves the
    /// built-in layout") does not apply: no warning under a delegate.
    @Test func theRecenterFlagIsNotReportedUnderADelegate() throws {
        let host = NavigationHost()
        try host.setDelegate(Self.cleanDelegate(), map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.setSetting(map: "main", name: "isRecenterButtonEnabled", value: .bool(false))
        #expect(try Self.codes(host) == [])
    }

    // MARK: Built-in layout

    /// Catches `BuiltInLayout+Guidance.swift`, `tripProgressBarConstraints(_:on:)`: `>` turned
    /// into `>=`. The bar needs top ≥ 170 and bottom = height − 210: on a map exactly
    /// 170 + 210 = 380 high it would be 0 high, and is left out (HEAD); one point taller (381) it
    /// is 1 high at y 381 − 210 − 1 = 170, x = the logo's 12. With the mutant a 0-high bar is
    /// published at 380.
    @Test func theTripProgressBarNeedsMoreThan380Points() throws {
        let bar: [String: SettingValue] = ["isNavigationTripProgressBarEnabled": .bool(true)]  // off by default
        let short = try BuiltInHarness(width: 390, height: 380, settings: bar)
        try short.host.enableNavigation(map: "main")
        try short.host.startGuidance()
        #expect(try short.layout().view("tripProgressBar") == nil)
        #expect(try short.layout().view("googleLogo") != nil)

        let harness = try BuiltInHarness(width: 390, height: 381, settings: bar)
        try harness.host.enableNavigation(map: "main")
        try harness.host.startGuidance()
        #expect(try harness.layout().view("tripProgressBar")?.frame == rect(12, 170, 12, 1))
    }

    // MARK: Diagnostics

    /// Catches `RequiredComponentsRule.swift`: the `view.hidden` check replaced by `return nil`.
    /// SPEC §8 rule 1 / the rule's doc: the logo must stay visible; a delegate that hides it gets
    /// an error (and the probe rejects it), not silence.
    @Test func aHiddenLogoIsAnError() throws {
        let host = NavigationHost()
        let delegate = Self.cleanDelegate()
        let enable = delegate.onEnable
        delegate.onEnable = { map, state in
            enable(map, state)
            state.googleLogo.isHidden = true
        }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        let found = try host.map("main").publishedDiagnostics
        #expect(found.map(\.code) == ["missing-required-component"])
        #expect(found.first?.severity == .error)
        #expect(found.first?.viewIDs == ["googleLogo"])
        #expect(found.first?.message == "googleLogo is hidden; it must stay visible in every navigation state.")
    }

    /// A wide-mode guidance screen (1024 × 768, card width clamp(0.4 × 1024, 320, 480) = 409.6)
    /// with the turn card and the ETA card pinned at x `turnX` and `etaX`.
    private static func wideGuidance(
        turnX: CGFloat?, etaX: CGFloat?, insets: UIEdgeInsets = .zero,
        direction: UIUserInterfaceLayoutDirection = .leftToRight,
        leadingPinned: Bool = false
    ) throws -> NavigationHost {
        let host = NavigationHost()
        let delegate = ClosureDelegate()
        delegate.onEnable = { map, state in
            pin(state.googleLogo, in: map, x: 8, y: 736, width: nil, height: nil)
            pin(state.viewport, in: map, x: 0, y: 300, width: 100, height: 100)
        }
        delegate.onStart = { map, state in
            if leadingPinned {
                map.addSubview(state.turnCard)
                NSLayoutConstraint.activate([
                    state.turnCard.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
                    state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
                ])
            }
            if let turnX { pin(state.turnCard, in: map, x: turnX, y: 0, width: nil, height: nil) }
            if let etaX { pin(state.etaCard, in: map, x: etaX, y: 600, width: nil, height: nil) }
        }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 1024, height: 768, insets: insets)
        try host.setLayoutDirection(map: "main", direction)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        return host
    }

    /// Catches `WideModeCardsRule.swift`: the state guard narrowed to `.guidance`. SPEC §8 rule 4
    /// holds in wide mode whatever the prompt: with a prompt up (guidance+prompt) the turn card at
    /// x 600 is still away from the leading edge; the mutant withdraws the warning when a prompt
    /// comes up.
    @Test func wideModeCardsAreCheckedWithAPromptUp() throws {
        let host = try Self.wideGuidance(turnX: 600, etaX: nil)
        #expect(try Self.codes(host).contains("wide-mode-card-not-leading"))
        try host.showPrompt(kind: .traffic)
        #expect(try host.map("main").state == .guidancePrompt)
        #expect(try Self.codes(host).contains("wide-mode-card-not-leading"))
    }

    /// Catches `WideModeCardsRule.swift`: the ETA card dropped from the checked ids. SPEC §8
    /// rule 4 names both cards: the ETA card at x 600 (409.6 wide) on a 1024-wide map is not at
    /// the leading edge.
    @Test func theETACardIsCheckedInWideMode() throws {
        let host = try Self.wideGuidance(turnX: nil, etaX: 600)
        let found = try host.map("main").publishedDiagnostics.filter { $0.code == "wide-mode-card-not-leading" }
        #expect(found.map(\.viewIDs) == [["etaCard"]])
    }

    /// Catches `WideModeCardsRule.swift`: the rule run outside wide mode (`layout.wideMode`
    /// dropped from the guard). 700 × 800 is taller than wide: standard mode, where the rule does
    /// not apply (the turn card at x 50, 700 wide, sticks out, which `outside-map` reports).
    @Test func theWideModeRuleDoesNotApplyInStandardMode() throws {
        let host = NavigationHost()
        let delegate = ClosureDelegate()
        delegate.onEnable = { map, state in
            pin(state.googleLogo, in: map, x: 8, y: 760, width: nil, height: nil)
            pin(state.viewport, in: map, x: 0, y: 300, width: 100, height: 100)
        }
        delegate.onStart = { map, state in pin(state.turnCard, in: map, x: 50, y: 0, width: nil, height: nil) }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 700, height: 800, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        #expect(try !host.map("main").view.wideMode)
        #expect(try !Self.codes(host).contains("wide-mode-card-not-leading"))
    }

    /// Catches `WideModeCardsRule.swift`, the right-to-left branch: `insets.right` replaced by
    /// `insets.left`. 1024 × 768 RTL with insets left 0, right 47: the leading edge is the safe
    /// area's right side at 1024 − 47 = 977; the turn card pinned leading-to-safe-leading has
    /// maxX 977 and is at the leading edge (HEAD: no warning). The mutant compares with
    /// 1024 − 0 − 0.5 = 1023.5 and reports a correctly placed card.
    @Test func inRightToLeftTheLeadingEdgeIsTheSafeAreasRightSide() throws {
        let host = try Self.wideGuidance(
            turnX: nil, etaX: nil, insets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 47), direction: .rightToLeft,
            leadingPinned: true)
        let card = try #require(try host.layout(map: "main").view("turnCard"))
        #expect(abs(card.frame.maxX - 977) < 0.001)
        #expect(try !Self.codes(host).contains("wide-mode-card-not-leading"))
    }

    /// Catches `LeftoverViewsRule.swift`: `button.reporting` dropped from `guidanceOnly`. The
    /// reporting button is offered only in guidance (SPEC §5: ready has [compass], guidance
    /// [compass, reporting]); left on screen after `stopGuidance` it is a leftover-views error.
    @Test func theReportingButtonLeftAfterStopGuidanceIsAnError() throws {
        let host = NavigationHost()
        let delegate = Self.cleanDelegate()
        delegate.onStart = { map, state in
            if let reporting = state.buttons.first(where: { $0.type == .reporting })?.view {
                pin(reporting, in: map, x: 326, y: 600, width: nil, height: nil)
            }
        }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        try host.stopGuidance()
        let found = try host.map("main").publishedDiagnostics
        #expect(found.map(\.code) == ["leftover-views"])
        #expect(found.first?.viewIDs == ["button.reporting"])
        #expect(found.first?.severity == .error)
    }

    /// Catches `ViewportOverlapRule.swift`: `"prompt"` dropped from the covering kinds. SPEC §8
    /// rule 6 names prompts: a prompt pinned at y 400 (390 × 112) over a viewport 0…500 covers
    /// 390 × 100 of it.
    @Test func aPromptOverTheViewportIsReported() throws {
        let host = NavigationHost()
        let delegate = Self.cleanDelegate()
        delegate.onShowPrompt = { map, prompt in pin(prompt, in: map, x: 0, y: 400, width: nil, height: nil) }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        let id = try host.showPrompt(kind: .traffic)
        let found = try host.map("main").publishedDiagnostics
        #expect(found.map(\.code) == ["viewport-covered"])
        #expect(found.first?.viewIDs == ["viewport", id])
    }

    /// Catches `ViewportOverlapRule.swift`: `!map.view.isAnimating(mapView)` replaced by `true`.
    /// A prompt sliding in (0.4 s, from y 900 up to y 400, over the viewport 0…500) is not
    /// reported while it moves; once the slide is over it covers the viewport and is.
    @Test func aPromptIsReportedCoveringOnlyOnceItsSlideIsOver() throws {
        let previous = LayoutTiming.timer
        let timer = ManualLayoutTimer(start: 10)
        LayoutTiming.timer = timer
        defer { LayoutTiming.timer = previous }
        let host = NavigationHost()
        let delegate = Self.cleanDelegate()
        delegate.onShowPrompt = { map, prompt in
            let top = pin(prompt, in: map, x: 0, y: 900, width: nil, height: nil)[1]
            map.layoutIfNeeded()
            let slide = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
                top.constant = 400
                map.layoutIfNeeded()
            }
            slide.startAnimation()
        }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        try host.showPrompt(kind: .traffic)
        #expect(try !Self.codes(host).contains("viewport-covered"), "still sliding in")
        timer.advance(by: 1)
        #expect(try Self.codes(host).contains("viewport-covered"))
    }

    // MARK: Scenarios and the probe

    /// Catches `ScenarioChecks.swift`, `diagnosticFailures`: `got != Set(codes)` weakened to a
    /// subset test. docs/scenarios.md: `diagnostics` lists the codes exactly and `[]` means none;
    /// with the mutant `[]` holds whatever the map reports.
    @Test func aDiagnosticsExpectationIsExact() throws {
        let result = ScenarioRunner(delegates: { _ in ClosureDelegate() }).run(
            try Self.scenario(
                """
                {"call": "SetGeometry", "args": [390, 844, 0, 0, 0, 0]},
                {"call": "EnableNavigation"},
                {"expect": {"diagnostics": []}}
                """))
        #expect(result.failures.map(\.step) == [2])
    }

    /// Catches `ScenarioExpectation.swift`, `tolerance` (0.001 → 0.5), and `ScenarioChecks.swift`,
    /// `frameFailures` (`<=` → `<`). docs/scenarios.md: frames are equal "within 0.001": the
    /// logo at [0, 0, 64, 24] matches [0, 0.001, 64, 24] (0.001 away, the boundary) and not
    /// [0, 0.25, 64, 24].
    @Test func framesMatchWithinAThousandth() throws {
        let result = ScenarioRunner(delegates: { _ in RecordingDelegate() }).run(
            try Self.scenario(
                """
                {"call": "SetGeometry", "args": [390, 844, 0, 0, 0, 0]},
                {"call": "EnableNavigation"},
                {"expect": {"frames": {"googleLogo": [0, 0.001, 64, 24]}}},
                {"expect": {"frames": {"googleLogo": [0, 0.25, 64, 24]}}}
                """))
        #expect(result.failures.map(\.step) == [3])
    }

    /// Catches `ScenarioRunner.swift`, `ScenarioRecorder.record(_:)`: `where !before.contains(item)`
    /// dropped, so that a diagnostic republished with a new one is recorded again. docs: the
    /// result's `diagnostics` hold "each diagnostic when it first appeared". A delegate that
    /// places nothing has 2 missing-component errors at step 1; a legacy setting at step 2 adds a
    /// third and republishes all three: 3 seen, not 5 (and 2 error diagnostics, not 4).
    @Test func aDiagnosticIsRecordedOnceWhenItFirstAppears() throws {
        let result = ScenarioRunner(delegates: { _ in ClosureDelegate() }).run(
            try Self.scenario(
                """
                {"call": "SetGeometry", "args": [390, 844, 0, 0, 0, 0]},
                {"call": "EnableNavigation"},
                {"call": "SetSetting", "args": ["isNavigationHeaderEnabled", false]}
                """))
        #expect(result.diagnostics.map(\.step) == [1, 1, 2])
        #expect(result.errorDiagnostics.count == 2)
    }

    /// Catches `ScenarioResult.swift`, `isClean`: `&& errorDiagnostics.isEmpty` dropped. SPEC §9:
    /// an error-level diagnostic at any point rejects a plugin, even one no expectation saw. Here
    /// the delegate places nothing (2 errors on enable) and the only expectation (disabled, after
    /// disable) holds: passed, but not clean.
    @Test func anErrorDiagnosticBetweenExpectationsMakesARunUnclean() throws {
        let result = ScenarioRunner(delegates: { _ in ClosureDelegate() }).run(
            try Self.scenario(
                """
                {"call": "SetGeometry", "args": [390, 844, 0, 0, 0, 0]},
                {"call": "EnableNavigation"},
                {"call": "DisableNavigation"},
                {"expect": {"state": "disabled"}}
                """))
        #expect(result.passed)
        #expect(!result.isClean)
    }

    /// Catches `ProbeReport.swift`, `probe(_:)`: `ok: outcomes.allSatisfy(\.clean)` weakened to
    /// `contains(where:)`. SPEC §9: any error-level diagnostic in the matrix rejects the plugin.
    /// The plugin here is the built-in layout, except that in right-to-left it forgets to clean
    /// up in `disableNavigationUI` (leftover-views, an error): the 4 LTR scenarios are clean, the
    /// 4 RTL ones are not, and the probe must say no.
    @Test func theProbeRejectsAPluginThatFailsOneDirection() throws {
        let plugin = LoadedPlugin(
            path: "/nonexistent/leaky.so", name: "leaky", version: "1",
            factory: NavigationPluginFactory { LeakyInRightToLeft() })
        let report = try ProbeReport.probe(plugin)
        #expect(report.outcomes.map(\.clean) == [true, false, true, false, true, false, true, false])
        #expect(!report.ok)
    }

    /// Catches `ScenarioMatrix+Coding.swift`, `size(_:at:)`: `height > 0` weakened to `>= 0`. docs:
    /// a size has "a width and height > 0".
    @Test func aMatrixSizeMustHaveAHeight() {
        let json = #"""
            {"sizes": [{"width": 390, "height": 0}], "directions": ["ltr"], "speedWidgets": ["none"],
             "promptKinds": ["traffic"], "promptChange": {"from": "traffic", "to": "incident"}, "settleSeconds": 1}
            """#
        #expect(throws: ScenarioError.self) { try ScenarioMatrix.decode(from: Data(json.utf8)) }
    }
}

/// The built-in layout as a plugin delegate, except that in right-to-left it leaves its views on
/// the map when navigation is disabled.
@MainActor
private final class LeakyInRightToLeft: NavigationLayoutDelegate {
    let layout = BuiltInLayout()

    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
        layout.enableNavigationUI(navMap: navMap, newState: newState)
    }
    func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
        guard navMap.layoutDirection == .leftToRight else { return }
        layout.disableNavigationUI(navMap: navMap, oldState: oldState)
    }
    func startGuidance(navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState) {
        layout.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
    }
    func stopGuidance(navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState) {
        layout.stopGuidance(navMap: navMap, newState: newState, oldState: oldState)
    }
    func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
        layout.showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
    func changePrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView) {
        layout.changePrompt(navMap: navMap, newPrompt: newPrompt, oldPrompt: oldPrompt)
    }
    func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
        layout.hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    }
    func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
        layout.sizeChanged(navMap: navMap, newState: newState)
    }
}
