import Testing

@testable import NavigationLayout

/// SPEC §5: the sizes the SDK gives its components, per display geometry; wide mode; the speed
/// widget's four sizes at run time; the buttons each state offers.
@MainActor
@Suite struct ComponentSizeTests {
    /// A display geometry and the sizes SPEC §5 gives the components on it.
    struct Geometry: Sendable, CustomTestStringConvertible {
        var width: CGFloat
        var height: CGFloat
        var insets: UIEdgeInsets
        var wide: Bool
        var cardWidth: CGFloat
        var turnCardHeight: CGFloat
        var etaCardHeight: CGFloat

        var testDescription: String { "\(Int(width))×\(Int(height))" }
    }

    nonisolated static let geometries = [
        // Portrait phone: not wide (390 < 600); card width = safe-area width 390 − 0 − 0;
        // turn card 47 + 120 = 167; ETA card 72 + 34 = 106.
        Geometry(
            width: 390, height: 844, insets: phoneInsets, wide: false, cardWidth: 390, turnCardHeight: 167,
            etaCardHeight: 106),
        // Landscape phone: wide (844 ≥ 600, 844 > 390); clamp(0.4 × 844 = 337.6, 320, 480) = 337.6;
        // turn card 0 + 120; ETA card 72 + 21 = 93.
        Geometry(
            width: 844, height: 390, insets: landscapeInsets, wide: true, cardWidth: 337.6, turnCardHeight: 120,
            etaCardHeight: 93),
        // Tablet: wide; 0.4 × 1024 = 409.6; insets 24/20: 24 + 120 = 144, 72 + 20 = 92.
        Geometry(
            width: 1024, height: 768, insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), wide: true,
            cardWidth: 409.6, turnCardHeight: 144, etaCardHeight: 92),
        // Car display: wide; 0.4 × 1920 = 768, clamped to 480; no insets: 120 and 72.
        Geometry(
            width: 1920, height: 720, insets: .zero, wide: true, cardWidth: 480, turnCardHeight: 120,
            etaCardHeight: 72),
        // Small wide display: 0.4 × 700 = 280, clamped up to 320.
        Geometry(
            width: 700, height: 400, insets: .zero, wide: true, cardWidth: 320, turnCardHeight: 120,
            etaCardHeight: 72),
        // Narrow landscape display with rounded sides: not wide (599 < 600); card width = safe-area
        // width 599 − 44 − 30 = 525; turn card 10 + 120 = 130; ETA card 72 + 5 = 77.
        Geometry(
            width: 599, height: 300, insets: UIEdgeInsets(top: 10, left: 44, bottom: 5, right: 30), wide: false,
            cardWidth: 525, turnCardHeight: 130, etaCardHeight: 77),
    ]

    /// Adds every guidance component to the map, each pinned at the map's top-left corner (only
    /// sizes matter here); the trip progress bar also gets a 300 height.
    private func addGuidanceComponents(to map: GMSMapView) -> any ActiveGuidanceUIState {
        let state = map.components.guidanceState()
        let views = [state.googleLogo, state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget]
        for view in views + state.buttons.map(\.view) {
            map.addSubview(view)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: map.leftAnchor),
                view.topAnchor.constraint(equalTo: map.topAnchor),
            ])
        }
        state.tripProgressBar.heightAnchor.constraint(equalToConstant: 300).isActive = true
        return state
    }

    @Test(arguments: geometries)
    func componentsHaveTheSizesOfSpec5(_ geometry: Geometry) {
        let map = makeMap(width: geometry.width, height: geometry.height, insets: geometry.insets)
        let state = addGuidanceComponents(to: map)
        #expect(state.wideMode == geometry.wide)
        #expect(abs(map.components.cardWidth - geometry.cardWidth) < 1e-9)
        let layout = map.resolveLayout()
        #expect(layout.wideMode == geometry.wide)
        expectSize(layout, "turnCard", CGSize(width: geometry.cardWidth, height: geometry.turnCardHeight))
        expectSize(layout, "etaCard", CGSize(width: geometry.cardWidth, height: geometry.etaCardHeight))
        expectSize(layout, "googleLogo", CGSize(width: 64, height: 24))
        expectSize(layout, "button.compass", CGSize(width: 48, height: 48))
        expectSize(layout, "button.reporting", CGSize(width: 48, height: 48))
        expectSize(layout, "tripProgressBar", CGSize(width: 12, height: 300))
        // No speed data yet: 0 × 0.
        expectSize(layout, "speedWidget", .zero)
        #expect(map.takeDiagnostics() == [])
    }

    /// The host's `SetGeometry` sets both at once; the components end up as with the two setters.
    @Test(arguments: geometries)
    func setGeometrySizesComponentsLikeTheTwoSetters(_ geometry: Geometry) {
        let map = makeMap(insets: phoneInsets)
        _ = addGuidanceComponents(to: map)
        _ = map.resolveLayout()
        map.setGeometry(size: CGSize(width: geometry.width, height: geometry.height), safeAreaInsets: geometry.insets)
        #expect(map.bounds.size == CGSize(width: geometry.width, height: geometry.height))
        #expect(map.safeAreaInsets == geometry.insets)
        let layout = map.resolveLayout()
        expectSize(layout, "turnCard", CGSize(width: geometry.cardWidth, height: geometry.turnCardHeight))
        expectSize(layout, "etaCard", CGSize(width: geometry.cardWidth, height: geometry.etaCardHeight))
        #expect(map.takeDiagnostics() == [])
    }

    @Test(arguments: [
        (CGSize(width: 600, height: 599), true),  // at least 600 wide and wider than tall
        (CGSize(width: 599, height: 300), false),  // too narrow
        (CGSize(width: 600, height: 600), false),  // not wider than tall
        (CGSize(width: 1024, height: 1366), false),  // portrait tablet
    ])
    func wideModeNeedsAtLeast600AndLandscape(_ size: CGSize, _ wide: Bool) {
        let map = makeMap(width: size.width, height: size.height)
        #expect(map.wideMode == wide)
        // Components refer to their map without keeping it: an optimised build may free a map
        // after its last use, and they would then see none.
        withExtendedLifetime(map) { #expect(map.components.readyState().wideMode == wide) }
    }

    @Test func cardsFollowTheMapIntoWideModeWithoutBeingAddedAgain() {
        let map = makeMap(insets: phoneInsets)
        _ = addGuidanceComponents(to: map)
        expectSize(map.resolveLayout(), "turnCard", CGSize(width: 390, height: 167))
        map.resize(width: 844, height: 390)
        map.safeAreaInsets = landscapeInsets
        // 0.4 × 844 = 337.6 wide; 0 + 120 high.
        expectSize(map.resolveLayout(), "turnCard", CGSize(width: 337.6, height: 120))
    }

    @Test func theSpeedWidgetSwitchesAmongItsFourSizesAndTheLayoutFollows() {
        let map = makeMap()
        let widget = map.components.guidanceState().speedWidget
        map.addSubview(widget)
        let label = addView("label", to: map)
        NSLayoutConstraint.activate([
            widget.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 12),
            widget.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -100),
            label.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: widget.topAnchor, constant: -8),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(map.components.speedWidgetDisplay == .none)
        // Widget bottom at 844 − 100 = 744; the label's bottom 8 above the widget's top.
        let expected: [(SpeedWidgetDisplay, CGRect, CGFloat)] = [
            (.none, CGRect(x: 12, y: 744, width: 0, height: 0), 716),  // 744 − 8 − 20
            (.speed, CGRect(x: 12, y: 680, width: 64, height: 64), 652),  // 744 − 64 = 680; 680 − 28
            (.limit, CGRect(x: 12, y: 680, width: 64, height: 64), 652),
            (.both, CGRect(x: 12, y: 608, width: 64, height: 136), 580),  // 744 − 136 = 608; 608 − 28
            (.none, CGRect(x: 12, y: 744, width: 0, height: 0), 716),
        ]
        for (display, widgetFrame, labelY) in expected {
            map.components.speedWidgetDisplay = display
            let layout = map.resolveLayout()
            expectFrame(layout, "speedWidget", widgetFrame)
            expectFrame(layout, "label", CGRect(x: 12, y: labelY, width: 100, height: 20))
        }
        #expect(map.takeDiagnostics() == [])
    }

    /// Seed 000: the widget's state follows the map's shouldDisplaySpeedometer and
    /// shouldDisplaySpeedLimit as well as the data: it shows the readings both offer.
    @Test func theSpeedWidgetShowsOnlyTheReadingsTheMapsFlagsAllow() {
        let map = makeMap()
        let widget = map.components.guidanceState().speedWidget
        map.addSubview(widget)
        NSLayoutConstraint.activate([
            widget.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 12),
            widget.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -100),
        ])
        map.components.speedWidgetDisplay = .both
        // Widget bottom at 844 − 100 = 744: both readings 136 high from 608, one 64 high from 680.
        let both = CGRect(x: 12, y: 608, width: 64, height: 136)
        let one = CGRect(x: 12, y: 680, width: 64, height: 64)
        let nothing = CGRect(x: 12, y: 744, width: 0, height: 0)
        expectFrame(map.resolveLayout(), "speedWidget", both)

        map.shouldDisplaySpeedLimit = false
        #expect(map.components.shownSpeedWidgetDisplay == .speed)
        expectFrame(map.resolveLayout(), "speedWidget", one)
        map.shouldDisplaySpeedometer = false
        #expect(map.components.shownSpeedWidgetDisplay == SpeedWidgetDisplay.none)
        expectFrame(map.resolveLayout(), "speedWidget", nothing)
        map.shouldDisplaySpeedLimit = true
        #expect(map.components.shownSpeedWidgetDisplay == .limit)
        expectFrame(map.resolveLayout(), "speedWidget", one)
        // The data without a limit: the limit the flag allows is not there to show.
        map.components.speedWidgetDisplay = .speed
        expectFrame(map.resolveLayout(), "speedWidget", nothing)
        map.shouldDisplaySpeedometer = true
        expectFrame(map.resolveLayout(), "speedWidget", one)
        #expect(map.components.speedWidgetDisplay == .speed)
        #expect(map.takeDiagnostics() == [])
    }

    @Test func theCompassIsOfferedOnlyWhileTheSettingIsOn() {
        let map = makeMap()
        #expect(map.settings.compassButton)
        #expect(map.components.readyState().buttons.map(\.type) == [.compass])
        #expect(map.components.guidanceState().buttons.map(\.type) == [.compass, .reporting])
        #expect(map.components.readyState().buttons.first?.view.accessibilityIdentifier == "button.compass")

        map.settings.compassButton = false
        #expect(map.components.readyState().buttons.isEmpty)
        #expect(map.components.guidanceState().buttons.map(\.type) == [.reporting])

        map.settings.compassButton = true
        #expect(map.components.readyState().buttons.map(\.type) == [.compass])
    }

    @Test func everyStateHandsOutTheSameComponentViews() {
        let map = makeMap()
        let ready = map.components.readyState()
        let guidance = map.components.guidanceState()
        #expect(ready.googleLogo === guidance.googleLogo)
        #expect(ready.viewport === guidance.viewport)
        #expect(ready.buttons.first?.view === guidance.buttons.first?.view)
        #expect(map.components.guidanceState().turnCard === guidance.turnCard)
    }

    /// The trip progress bar and the speed widget are made when first read (most delegates leave
    /// them out): later states hand out the same views, sized for what the map is by then.
    @Test func optionalComponentsMadeLateHaveTheCurrentSizes() {
        let map = makeMap()
        let first = map.components.guidanceState()
        map.components.speedWidgetDisplay = .both
        #expect(map.components.madeTripProgressBar == nil && map.components.madeSpeedWidget == nil)
        let bar = first.tripProgressBar
        let widget = first.speedWidget
        #expect(map.components.guidanceState().tripProgressBar === bar)
        #expect(map.components.guidanceState().speedWidget === widget)
        for view in [bar, widget] {
            map.addSubview(view)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: map.leftAnchor),
                view.topAnchor.constraint(equalTo: map.topAnchor),
            ])
        }
        bar.heightAnchor.constraint(equalToConstant: 200).isActive = true
        let layout = map.resolveLayout()
        expectSize(layout, "tripProgressBar", CGSize(width: 12, height: 200))
        // Made after the display switched to both readings: 64 × 136 (SPEC §5).
        expectSize(layout, "speedWidget", CGSize(width: 64, height: 136))
        map.components.speedWidgetDisplay = .speed
        expectSize(map.resolveLayout(), "speedWidget", CGSize(width: 64, height: 64))
        #expect(map.takeDiagnostics() == [])
    }

    /// Delegates space their own views by these (SPEC §5), as the iOS SDK's values.
    @Test func styleValuesAreThoseOfSpec5() {
        #expect(NavigationStyleValues.buttonHorizontalPadding == 16)
        #expect(NavigationStyleValues.buttonVerticalPadding == 12)
        #expect(NavigationStyleValues.defaultCornerRadius == 16)
        #expect(NavigationStyleValues.elementHorizontalPadding == 12)
        #expect(NavigationStyleValues.headerFooterHorizontalPadding == 8)
        #expect(NavigationStyleValues.headerNominalHeight == 120)
        #expect(NavigationStyleValues.headerTopPadding == 8)
    }

    /// What a renderer draws by: each component's kind, and the corners the SDK rounds (the cards
    /// by `defaultCornerRadius` 16, the round buttons by half their 48 side, the rest not at all).
    @Test func componentsArePublishedWithTheirKindsAndCorners() {
        let map = makeMap(insets: phoneInsets)
        let state = addGuidanceComponents(to: map)
        map.addSubview(state.viewport)
        pinEdges(of: state.viewport, to: map.safeAreaLayoutGuide)
        let plain = addView("plain", to: map)
        pin(plain, to: map, x: 0, y: 0, width: 10, height: 10)
        let layout = map.resolveLayout()
        let all: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        let expected: [(id: String, kind: String, radius: CGFloat, corners: CACornerMask)] = [
            ("googleLogo", "googleLogo", 0, []), ("viewport", "viewport", 0, []),
            ("button.compass", "button", 24, all), ("button.reporting", "button", 24, all),
            ("turnCard", "turnCard", 16, all), ("etaCard", "etaCard", 16, all),
            ("tripProgressBar", "tripProgressBar", 0, []), ("speedWidget", "speedWidget", 0, []),
            ("plain", "view", 0, []),
        ]
        for (id, kind, radius, corners) in expected {
            let view = layout.view(id)
            #expect(view?.kind == kind, "\(id)")
            #expect(view?.cornerRadius == radius, "\(id)")
            #expect(view?.roundedCorners == corners, "\(id)")
        }
    }

    @Test func componentsHaveMarginsOf8() {
        let map = makeMap(insets: phoneInsets)
        let card = map.components.guidanceState().turnCard
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            card.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        let content = addView("content", to: card)
        pinEdges(of: content, to: card.layoutMarginsGuide)
        // Card 390 × 167 at the top, under the 47 of the notch: margins are measured from its safe
        // area, as in UIKit: (8, 47 + 8, 390 − 16, 167 − 55 − 8).
        expectFrame(map.resolveLayout(), "content", CGRect(x: 8, y: 55, width: 374, height: 104))
    }

    /// A component placed by its frame (autoresizing constraints) keeps the size the SDK decides:
    /// when the two contradict, the autoresizing constraint gives way, whichever was made last.
    @Test func aComponentPlacedByItsFrameKeepsTheSDKSize() {
        let map = makeMap(insets: phoneInsets)
        let logo = map.components.readyState().googleLogo
        logo.translatesAutoresizingMaskIntoConstraints = true
        map.addSubview(logo)
        logo.frame = CGRect(x: 10, y: 100, width: 100, height: 100)
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 10, y: 100, width: 64, height: 24))
    }

    /// A prompt placed by autoresizing follows the map's geometry: its new SDK size wins over the
    /// frame its autoresizing constraints hold.
    @Test func aPromptPlacedByAutoresizingFollowsTheMapsGeometry() {
        let map = makeMap(insets: phoneInsets)
        let prompt = map.components.makePrompt(kind: .traffic)
        prompt.translatesAutoresizingMaskIntoConstraints = true
        map.addSubview(prompt)
        // 390 × (112 + 34).
        expectSize(map.resolveLayout(), "prompt.traffic.1", CGSize(width: 390, height: 146))
        map.setGeometry(size: CGSize(width: 844, height: 390), safeAreaInsets: landscapeInsets)
        // Wide: clamp(0.4 × 844) = 337.6 × (112 + 21).
        expectSize(map.resolveLayout(), "prompt.traffic.1", CGSize(width: 337.6, height: 133))
    }
}
