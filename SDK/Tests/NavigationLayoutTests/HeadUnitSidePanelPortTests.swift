import Foundation
import Testing

@testable import NavigationLayout

// MARK: - The port
//
// A wide-screen head-unit layout written for iOS (`import GoogleNavigation` + `import UIKit`),
// ported by replacing those two imports with `import NavigationLayout`. Everything between here
// and "MARK: - Checks" is the iOS code, unchanged.

/// Landscape head unit (1280 × 480 or 800 × 480): in guidance a side panel at the leading edge
/// (35 % of the map, clamped to 320…420) holds the turn card and the ETA card in a vertical
/// stack; the viewport fills the rest; the buttons sit at the trailing edge, centred; the logo
/// and the speed widget sit in the viewport's bottom corners.
@MainActor
final class HeadUnitSidePanelLayoutDelegate: NSObject, NavigationLayoutDelegate {
    static let panelFraction: CGFloat = 0.35
    static let panelMinWidth: CGFloat = 320
    static let panelMaxWidth: CGFloat = 420
    static let cardSpacing: CGFloat = 8
    static let cardMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 4)

    let distribution: UIStackView.Distribution

    /// The panel's background: from the map's leading edge, under the status bar and the bezel.
    let sidePanel: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = "sidePanel"
        view.isOpaque = true
        return view
    }()

    /// The cards, stacked.
    let cardStack: UIStackView = {
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.accessibilityIdentifier = "cardStack"
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = HeadUnitSidePanelLayoutDelegate.cardSpacing
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = HeadUnitSidePanelLayoutDelegate.cardMargins
        // The stack is as wide as its widest card: never stretched, never squeezed.
        stack.setContentHuggingPriority(.required, for: .horizontal)
        stack.setContentCompressionResistancePriority(.required, for: .horizontal)
        return stack
    }()

    private(set) var buttonStack: GMSNavigationHidingStackView?
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private(set) var preferredPanelWidth: NSLayoutConstraint?
    private(set) var viewportAtPanel: NSLayoutConstraint?
    /// Animate the panel to its new width when the head unit changes size (split screen).
    var animatesSizeChanges = false

    init(distribution: UIStackView.Distribution = .equalSpacing) {
        self.distribution = distribution
        super.init()
        cardStack.distribution = distribution
    }

    // MARK: Building

    private func tearDown() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        cardStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        cardStack.removeFromSuperview()
        sidePanel.removeFromSuperview()
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
    }

    private func makeButtonStack(in navMap: GMSMapView, buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .center, alignment: .trailing)
        stack.accessibilityIdentifier = "buttons"
        for button in buttons {
            stack.addArrangedSubview(button.view)
        }
        navMap.addSubview(stack)
        buttonStack = stack
        return stack
    }

    private func buildReady(in navMap: GMSMapView, state: NavigationReadyUIState) {
        tearDown()
        let viewport = state.viewport
        let logo = state.googleLogo
        navMap.addSubview(viewport)
        navMap.addSubview(logo)
        stateViews = [viewport, logo]
        let stack = makeButtonStack(in: navMap, buttons: state.buttons)

        let margins = navMap.layoutMarginsGuide
        stateConstraints = [
            // The viewport is the whole map.
            viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            // The logo in the viewport's bottom leading corner, inside its margins.
            NSLayoutConstraint(
                item: logo, attribute: .leading, relatedBy: .equal,
                toItem: viewport, attribute: .leadingMargin, multiplier: 1, constant: 0),
            logo.bottomAnchor.constraint(equalTo: viewport.layoutMarginsGuide.bottomAnchor),
            // The buttons at the trailing edge, centred in the margins.
            stack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func buildGuidance(in navMap: GMSMapView, state: ActiveGuidanceUIState) {
        tearDown()
        let viewport = state.viewport
        let logo = state.googleLogo
        let speed = state.speedWidget
        navMap.shouldDisplaySpeedometer = true
        navMap.shouldDisplaySpeedLimit = true

        navMap.addSubview(sidePanel)
        navMap.addSubview(viewport)
        cardStack.addArrangedSubview(state.turnCard)
        cardStack.addArrangedSubview(state.etaCard)
        navMap.addSubview(cardStack)
        navMap.addSubview(logo)
        navMap.addSubview(speed)
        stateViews = [viewport, logo, speed]
        let stack = makeButtonStack(in: navMap, buttons: state.buttons)
        navMap.bringSubviewToFront(stack)

        // Panel width: 35 % of the map, but never under 320 nor over 420.
        let preferred = NSLayoutConstraint(
            item: sidePanel, attribute: .width, relatedBy: .equal,
            toItem: navMap, attribute: .width, multiplier: Self.panelFraction, constant: 0)
        preferred.priority = .defaultHigh
        preferred.identifier = "sidePanel.width.preferred"
        preferredPanelWidth = preferred
        let maxWidth = NSLayoutConstraint(
            item: sidePanel, attribute: .width, relatedBy: .lessThanOrEqual,
            toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: Self.panelMaxWidth)
        maxWidth.identifier = "sidePanel.width.max"

        // The viewport starts where the panel ends, or further if the cards reach past it.
        let viewportAtPanel = viewport.leadingAnchor.constraint(equalTo: sidePanel.trailingAnchor)
        viewportAtPanel.priority = UILayoutPriority(rawValue: 999)
        self.viewportAtPanel = viewportAtPanel

        let safeArea = navMap.safeAreaLayoutGuide
        var constraints: [NSLayoutConstraint] = [
            sidePanel.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            sidePanel.topAnchor.constraint(equalTo: navMap.topAnchor),
            sidePanel.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            preferred,
            sidePanel.widthAnchor.constraint(greaterThanOrEqualToConstant: Self.panelMinWidth),
            maxWidth,

            cardStack.leadingAnchor.constraint(equalTo: sidePanel.leadingAnchor),
            cardStack.topAnchor.constraint(equalTo: sidePanel.topAnchor),

            viewportAtPanel,
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: sidePanel.trailingAnchor),
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: cardStack.trailingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),

            NSLayoutConstraint(
                item: logo, attribute: .leading, relatedBy: .equal,
                toItem: viewport, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: logo, attribute: .bottom, relatedBy: .equal,
                toItem: viewport, attribute: .bottomMargin, multiplier: 1, constant: 0),

            speed.trailingAnchor.constraint(equalTo: viewport.layoutMarginsGuide.trailingAnchor),
            speed.bottomAnchor.constraint(equalTo: viewport.layoutMarginsGuide.bottomAnchor),

            stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            stack.topAnchor.constraint(equalTo: navMap.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -8),
        ]
        if distribution == .equalSpacing {
            // Turn card at the top, ETA card at the bottom of the panel.
            constraints.append(cardStack.bottomAnchor.constraint(equalTo: sidePanel.bottomAnchor))
        }
        NSLayoutConstraint.activate(constraints)
        stateConstraints = constraints
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        buildReady(in: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDown()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        buildGuidance(in: navMap, state: newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        buildReady(in: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // Everything follows from the constraints (the multiplier, the bounds, leading/trailing).
        navMap.setNeedsLayout()
        if animatesSizeChanges {
            UIView.animate(withDuration: 0.3) {
                navMap.layoutIfNeeded()
            }
        }
    }
}

// MARK: - Checks

/// The side panel's delegate on a head unit, with its size and direction changes.
final class HeadUnitHost: DelegateDriver<HeadUnitSidePanelLayoutDelegate> {
    /// A head unit with a 20-point status bar at the top and a 40-point bezel on the physical left.
    static let insets = UIEdgeInsets(top: 20, left: 40, bottom: 0, right: 0)

    init(width: CGFloat = 1280, distribution: UIStackView.Distribution = .equalSpacing, rtl: Bool = false) throws {
        let map = makeMap(width: width, height: 480, insets: Self.insets)
        if rtl { map.layoutDirection = .rightToLeft }
        try super.init(HeadUnitSidePanelLayoutDelegate(distribution: distribution), on: map)
    }

    func resize(width: CGFloat) {
        map.resize(width: width, height: 480)
        sizeChanged()
    }

    func setDirection(_ direction: UIUserInterfaceLayoutDirection) {
        map.layoutDirection = direction
        sizeChanged()
    }
}

// Shared facts (SPEC §5, UIKit):
// - map 1280 × 480 (or 800 / 1000 × 480), safe-area insets top 20, left 40 (physical), bottom 0,
//   right 0: safe area x 40…W, y 20…480. Wide mode at every width here (≥ 600 and wider than tall).
// - cardWidth = clamp(0.4 W, 320, 480): 1280 → 512 → 480; 1000 → 400; 800 → 320.
//   turnCard cardWidth × (20 + 120) = 140; etaCard cardWidth × (72 + 0) = 72.
// - logo 64 × 24; buttons 48 × 48; speed widget both 64 × 136, speed 64 × 64, none 0 × 0.
// - map.layoutMarginsGuide = safe area inset by 8: x 48…W−8, y 28…472.
// - Every SDK component's layoutMargins are 8; UIKit's margins guide is inset from the view's own
//   safe area (`insetsLayoutMarginsFromSafeArea` defaults to true): a viewport that lies inside the
//   safe area gets plain 8-point margins; a full-map viewport gets left 40 + 8, top 20 + 8.
// - Side panel width: 0.35 W at 750 under required 320 ≤ w ≤ 420: 1280 → 448 → 420; 1000 → 350;
//   800 → 280 → 320 (lexicographic priorities: the required bounds win, then |w − 0.35 W| is least)
//   — BUT the 999 `viewport.leading == panel.trailing` outranks the 750, and the viewport must
//   start at or after the card stack's trailing edge: so the panel becomes
//   clamp(stack width, 320, 420) whenever the stack is wider than 0.35 W (every case here).
// - Card stack (vertical, .leading, margins top 8 leading 12 bottom 8 trailing 4, relative
//   arrangement): pinned at the panel's leading and top edge, so it starts at the map's leading
//   edge (x 0 LTR) under the bezel: its own safeAreaInsets are the part of the map's insets it
//   covers, LTR left 40 and top 20, RTL (stack at the right edge, right inset 0) top 20 only.
//   UIKit's stack margins guide = stack bounds inset by safeAreaInsets + layoutMargins:
//   LTR leading 40 + 12 = 52, RTL leading 12; top 20 + 8 = 28; bottom 0 + 8; trailing 4.
//   Perpendicular to its axis the stack's fitting width is its widest card plus those insets
//   (UIKit: `.leading` ties card.leading == margin.leading, card.trailing ≤ margin.trailing).
//   1280 LTR: 52 + 480 + 4 = 536; 1280 RTL: 12 + 480 + 4 = 496; 800 LTR: 52 + 320 + 4 = 376.
// - .equalSpacing with the stack's bottom pinned to the panel's bottom (480): turn card at the top
//   margin 28…168, ETA card at the bottom margin 472 − 72 = 400…472 (gap 232 ≥ 8).
// - Viewport leading: == panel trailing at 999, ≥ panel trailing, ≥ stack trailing (required):
//   max(panel, stack) trailing; trailing = safe trailing; top/bottom = safe top/bottom 20…480.
// - Hiding stack (.center, .trailing): 48 + 2 × 16 = 80 wide at the safe trailing edge; buttons
//   16 in from its trailing edge; the pair 48 + 8 + 48 = 104 centred in the stack, compass first.

@MainActor
@Suite(.serialized) struct HeadUnitSidePanelPortTests {
    /// Ready state, LTR, 1280 × 480: only the logo, the buttons (compass) and a full-map viewport.
    @Test func readyStateLeftToRight() throws {
        let host = try HeadUnitHost()
        host.enable()
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("viewport", CGRect(x: 0, y: 0, width: 1280, height: 480)),
                // The full-map viewport's safe area is the map's: margins guide x 40 + 8 = 48,
                // bottom 480 − 0 − 8 = 472: logo 48, 472 − 24 = 448.
                ("googleLogo", CGRect(x: 48, y: 448, width: 64, height: 24)),
                // 80 wide at the safe trailing edge 1280: x 1200; map margins y 28…472 (444 high).
                ("buttons", CGRect(x: 1200, y: 28, width: 80, height: 444)),
                // centred: 28 + (444 − 48) / 2 = 226; x 1280 − 16 − 48 = 1216.
                ("button.compass", CGRect(x: 1216, y: 226, width: 48, height: 48)),
            ])
        #expect(layout.view("turnCard") == nil)
        #expect(layout.view("sidePanel") == nil)
        #expect(layout.view("speedWidget") == nil)
        #expect(layout.view("button.reporting") == nil)
    }

    /// Ready state, RTL, 1280 × 480.
    @Test func readyStateRightToLeft() throws {
        let host = try HeadUnitHost(rtl: true)
        host.enable()
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("viewport", CGRect(x: 0, y: 0, width: 1280, height: 480)),
                // leading margin = the right side: right inset 0 + 8 → 1272; logo 1208…1272.
                ("googleLogo", CGRect(x: 1208, y: 448, width: 64, height: 24)),
                // safe trailing = the left safe edge x 40: stack 40…120.
                ("buttons", CGRect(x: 40, y: 28, width: 80, height: 444)),
                // .trailing alignment (directional): 16 in from the stack's trailing (left) edge.
                ("button.compass", CGRect(x: 56, y: 226, width: 48, height: 48)),
            ])
    }

    /// Active guidance, LTR, 1280 × 480, speed widget showing both readings.
    @Test func guidanceLeftToRight1280() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(layout, Self.guidance1280LTR)
    }

    /// LTR 1280 × 480 with the speed widget showing both readings.
    static let guidance1280LTR: [(String, CGRect)] = [
        // 0.35 × 1280 = 448 > 420: the max wins. From the map's leading edge, full height.
        ("sidePanel", CGRect(x: 0, y: 0, width: 420, height: 480)),
        // 52 + 480 + 4 = 536 wide; panel top…bottom.
        ("cardStack", CGRect(x: 0, y: 0, width: 536, height: 480)),
        ("turnCard", CGRect(x: 52, y: 28, width: 480, height: 140)),
        ("etaCard", CGRect(x: 52, y: 400, width: 480, height: 72)),
        // max(420, 536) = 536 … 1280 (744 wide); safe y 20…480.
        ("viewport", CGRect(x: 536, y: 20, width: 744, height: 460)),
        // viewport margins (inside the safe area: plain 8): x 544, bottom 472 → y 448.
        ("googleLogo", CGRect(x: 544, y: 448, width: 64, height: 24)),
        // trailing margin 1272 → x 1208; bottom 472 → y 336.
        ("speedWidget", CGRect(x: 1208, y: 336, width: 64, height: 136)),
        // 28 … 336 − 8 = 328 (300 high); x 1200.
        ("buttons", CGRect(x: 1200, y: 28, width: 80, height: 300)),
        // pair centred: 28 + (300 − 104) / 2 = 126; compass 126…174, reporting 182…230.
        ("button.compass", CGRect(x: 1216, y: 126, width: 48, height: 48)),
        ("button.reporting", CGRect(x: 1216, y: 182, width: 48, height: 48)),
    ]

    /// Active guidance, RTL, 1280 × 480: not the mirror image of LTR, because the bezel inset is
    /// physical (left) and the card stack now sits at the right edge where there is no inset.
    @Test func guidanceRightToLeft1280() throws {
        let host = try HeadUnitHost(rtl: true)
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(layout, Self.guidance1280RTL)
    }

    static let guidance1280RTL: [(String, CGRect)] = [
        // leading = right edge: 1280 − 420 = 860.
        ("sidePanel", CGRect(x: 860, y: 0, width: 420, height: 480)),
        // 12 + 480 + 4 = 496: 784…1280.
        ("cardStack", CGRect(x: 784, y: 0, width: 496, height: 480)),
        // leading margin 1280 − 12 = 1268: card 788…1268.
        ("turnCard", CGRect(x: 788, y: 28, width: 480, height: 140)),
        ("etaCard", CGRect(x: 788, y: 400, width: 480, height: 72)),
        // leading (right) = min(860, 784) = 784; trailing = safe left 40: 40…784.
        ("viewport", CGRect(x: 40, y: 20, width: 744, height: 460)),
        // logo's leading (right) edge at the viewport's leading margin 784 − 8 = 776: 712…776.
        ("googleLogo", CGRect(x: 712, y: 448, width: 64, height: 24)),
        // trailing (left) margin 40 + 8 = 48.
        ("speedWidget", CGRect(x: 48, y: 336, width: 64, height: 136)),
        ("buttons", CGRect(x: 40, y: 28, width: 80, height: 300)),
        ("button.compass", CGRect(x: 56, y: 126, width: 48, height: 48)),
        ("button.reporting", CGRect(x: 56, y: 182, width: 48, height: 48)),
    ]

    /// LTR 800 × 480 with the speed widget showing both readings.
    static let guidance800LTR: [(String, CGRect)] = [
        // 0.35 × 800 = 280 < 320 would give 320, but the 999 viewport.leading == panel.trailing
        // outranks the 750 multiplier: the viewport must start at ≥ the stack's trailing 376, so
        // the panel grows to 376 (≤ 420) to keep the 999 exact (my first hand value, 320, forgot it).
        ("sidePanel", CGRect(x: 0, y: 0, width: 376, height: 480)),
        // 52 + 320 + 4 = 376.
        ("cardStack", CGRect(x: 0, y: 0, width: 376, height: 480)),
        ("turnCard", CGRect(x: 52, y: 28, width: 320, height: 140)),
        ("etaCard", CGRect(x: 52, y: 400, width: 320, height: 72)),
        // max(320, 376) = 376 … 800: 424 wide.
        ("viewport", CGRect(x: 376, y: 20, width: 424, height: 460)),
        ("googleLogo", CGRect(x: 384, y: 448, width: 64, height: 24)),
        // 800 − 8 − 64 = 728.
        ("speedWidget", CGRect(x: 728, y: 336, width: 64, height: 136)),
        ("buttons", CGRect(x: 720, y: 28, width: 80, height: 300)),
        ("button.compass", CGRect(x: 736, y: 126, width: 48, height: 48)),
        ("button.reporting", CGRect(x: 736, y: 182, width: 48, height: 48)),
    ]

    /// RTL 800 × 480.
    static let guidance800RTL: [(String, CGRect)] = [
        // the 999 pulls the panel to the stack's 336 (see guidance800LTR): 800 − 336 = 464.
        ("sidePanel", CGRect(x: 464, y: 0, width: 336, height: 480)),
        // 12 + 320 + 4 = 336: 464…800.
        ("cardStack", CGRect(x: 464, y: 0, width: 336, height: 480)),
        // 800 − 12 − 320 = 468.
        ("turnCard", CGRect(x: 468, y: 28, width: 320, height: 140)),
        ("etaCard", CGRect(x: 468, y: 400, width: 320, height: 72)),
        // min(480, 464) = 464; 40…464: 424 wide.
        ("viewport", CGRect(x: 40, y: 20, width: 424, height: 460)),
        // 464 − 8 − 64 = 392.
        ("googleLogo", CGRect(x: 392, y: 448, width: 64, height: 24)),
        ("speedWidget", CGRect(x: 48, y: 336, width: 64, height: 136)),
        ("buttons", CGRect(x: 40, y: 28, width: 80, height: 300)),
        ("button.compass", CGRect(x: 56, y: 126, width: 48, height: 48)),
        ("button.reporting", CGRect(x: 56, y: 182, width: 48, height: 48)),
    ]

    /// A head unit built at 800 × 480 (no size change).
    @Test func guidanceBuiltAt800() throws {
        let host = try HeadUnitHost(width: 800)
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        expectFrames(host.map.resolveLayout(), Self.guidance800LTR)
    }

    /// A head unit built at 800 × 480 right to left.
    @Test func guidanceBuiltAt800RightToLeft() throws {
        let host = try HeadUnitHost(width: 800, rtl: true)
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        expectFrames(host.map.resolveLayout(), Self.guidance800RTL)
    }

    /// 1280 → 800 → 1000 → 1280 during guidance, then a flip to RTL and back.
    @Test func sizeChangesAndDirectionDuringGuidance() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()

        host.resize(width: 800)
        expectFrames(host.map.resolveLayout(), Self.guidance800LTR)

        // 1000: 0.35 × 1000 = 350 within 320…420, but the 999 (viewport at the panel's end,
        // viewport ≥ stack 456) outranks it: the panel grows as far as the 420 max allows.
        // cardWidth 0.4 × 1000 = 400.
        host.resize(width: 1000)
        expectFrames(
            host.map.resolveLayout(),
            [
                ("sidePanel", CGRect(x: 0, y: 0, width: 420, height: 480)),
                // 52 + 400 + 4 = 456.
                ("cardStack", CGRect(x: 0, y: 0, width: 456, height: 480)),
                ("turnCard", CGRect(x: 52, y: 28, width: 400, height: 140)),
                ("etaCard", CGRect(x: 52, y: 400, width: 400, height: 72)),
                ("viewport", CGRect(x: 456, y: 20, width: 544, height: 460)),
                ("googleLogo", CGRect(x: 464, y: 448, width: 64, height: 24)),
                ("speedWidget", CGRect(x: 928, y: 336, width: 64, height: 136)),
                ("buttons", CGRect(x: 920, y: 28, width: 80, height: 300)),
            ])

        host.resize(width: 1280)
        expectFrames(host.map.resolveLayout(), Self.guidance1280LTR)

        host.setDirection(.rightToLeft)
        expectFrames(host.map.resolveLayout(), Self.guidance1280RTL)

        host.resize(width: 800)
        expectFrames(host.map.resolveLayout(), Self.guidance800RTL)

        host.setDirection(.leftToRight)
        expectFrames(host.map.resolveLayout(), Self.guidance800LTR)
    }

    /// The speed widget changes size at run time; the buttons re-centre above it.
    @Test func speedWidgetSizesAtRunTime() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.startGuidance()
        // none: 0 × 0 at the viewport's bottom-trailing margin corner (1272, 472); buttons 28…464,
        // centre: 28 + (436 − 104) / 2 = 194.
        var layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("speedWidget", CGRect(x: 1272, y: 472, width: 0, height: 0)),
                ("buttons", CGRect(x: 1200, y: 28, width: 80, height: 436)),
                ("button.compass", CGRect(x: 1216, y: 194, width: 48, height: 48)),
                ("button.reporting", CGRect(x: 1216, y: 250, width: 48, height: 48)),
            ])
        // speed only: 64 × 64 at 1208, 408; buttons 28…400 (372): 28 + (372 − 104) / 2 = 162.
        host.map.components.speedWidgetDisplay = .speed
        layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("speedWidget", CGRect(x: 1208, y: 408, width: 64, height: 64)),
                ("buttons", CGRect(x: 1200, y: 28, width: 80, height: 372)),
                ("button.compass", CGRect(x: 1216, y: 162, width: 48, height: 48)),
                ("button.reporting", CGRect(x: 1216, y: 218, width: 48, height: 48)),
            ])
        host.map.components.speedWidgetDisplay = .both
        expectFrames(host.map.resolveLayout(), Self.guidance1280LTR)
    }

    /// Guidance → ready: the panel, the stack and the cards leave; the viewport is the full map again.
    @Test func stopGuidanceRestoresTheFullMap() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.stopGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("viewport", CGRect(x: 0, y: 0, width: 1280, height: 480)),
                ("googleLogo", CGRect(x: 48, y: 448, width: 64, height: 24)),
                ("buttons", CGRect(x: 1200, y: 28, width: 80, height: 444)),
                ("button.compass", CGRect(x: 1216, y: 226, width: 48, height: 48)),
            ])
        #expect(layout.view("sidePanel") == nil)
        #expect(layout.view("cardStack") == nil)
        #expect(layout.view("turnCard") == nil)
        #expect(layout.view("etaCard") == nil)
        #expect(layout.view("speedWidget") == nil)
        #expect(layout.view("button.reporting") == nil)
    }

    /// The same panel with `.fill` and the stack's bottom left free: the stack is as tall as its
    /// cards: 8 + 140 + 8 + 72 + 8 from the stack's top below the 20-point status bar:
    /// top margin 20 + 8 = 28; turn card 28…168; ETA 176…248; stack 0…256.
    @Test func fillDistributionLeftToRight() throws {
        let host = try HeadUnitHost(distribution: .fill)
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("sidePanel", CGRect(x: 0, y: 0, width: 420, height: 480)),
                ("cardStack", CGRect(x: 0, y: 0, width: 536, height: 256)),
                ("turnCard", CGRect(x: 52, y: 28, width: 480, height: 140)),
                ("etaCard", CGRect(x: 52, y: 176, width: 480, height: 72)),
                ("viewport", CGRect(x: 536, y: 20, width: 744, height: 460)),
            ])
    }

    /// The layout raises no errors (only the documented warnings are acceptable).
    @Test func noUnsatisfiableOrAmbiguousDiagnostics() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.resize(width: 800)
        _ = host.map.resolveLayout()
        host.setDirection(.rightToLeft)
        _ = host.map.resolveLayout()
        let diagnostics = host.map.takeDiagnostics()
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        #expect(diagnostics.filter { $0.code == "ambiguous-layout" }.isEmpty, "\(diagnostics)")
    }

    /// Ready state built LTR, flipped to RTL and back (a trait change at run time).
    @Test func readyStateFlipsDirection() throws {
        let host = try HeadUnitHost()
        host.enable()
        _ = host.map.resolveLayout()
        host.setDirection(.rightToLeft)
        expectFrames(
            host.map.resolveLayout(),
            [
                ("viewport", CGRect(x: 0, y: 0, width: 1280, height: 480)),
                ("googleLogo", CGRect(x: 1208, y: 448, width: 64, height: 24)),
                ("buttons", CGRect(x: 40, y: 28, width: 80, height: 444)),
                ("button.compass", CGRect(x: 56, y: 226, width: 48, height: 48)),
            ])
        host.setDirection(.leftToRight)
        expectFrames(
            host.map.resolveLayout(),
            [
                ("googleLogo", CGRect(x: 48, y: 448, width: 64, height: 24)),
                ("buttons", CGRect(x: 1200, y: 28, width: 80, height: 444)),
                ("button.compass", CGRect(x: 1216, y: 226, width: 48, height: 48)),
            ])
    }

    /// The safe area goes away at run time (the OEM hides its status bar and bezel strip).
    /// Insets 0: the stack's margins are its own 8 / 12 / 8 / 4: width 12 + 480 + 4 = 496;
    /// turn card 0 + 120 high at y 8; ETA 480 − 8 − 72 = 400. Panel: 999 wants 496 > 420 → 420.
    /// Viewport 496…1280 × 0…480; logo 504, 448; speed 1208, 336; buttons: map margins top 8 …
    /// 328 (320 high): 8 + (320 − 104) / 2 = 116.
    @Test func safeAreaRemovedDuringGuidance() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.map.safeAreaInsets = .zero
        host.delegate.sizeChanged(navMap: host.map, newState: host.map.components.guidanceState())
        expectFrames(
            host.map.resolveLayout(),
            [
                ("sidePanel", CGRect(x: 0, y: 0, width: 420, height: 480)),
                ("cardStack", CGRect(x: 0, y: 0, width: 496, height: 480)),
                ("turnCard", CGRect(x: 12, y: 8, width: 480, height: 120)),
                ("etaCard", CGRect(x: 12, y: 400, width: 480, height: 72)),
                ("viewport", CGRect(x: 496, y: 0, width: 784, height: 480)),
                ("googleLogo", CGRect(x: 504, y: 448, width: 64, height: 24)),
                ("speedWidget", CGRect(x: 1208, y: 336, width: 64, height: 136)),
                ("buttons", CGRect(x: 1200, y: 8, width: 80, height: 320)),
                ("button.compass", CGRect(x: 1216, y: 116, width: 48, height: 48)),
                ("button.reporting", CGRect(x: 1216, y: 172, width: 48, height: 48)),
            ])
        // And back: the 1280 LTR layout.
        host.map.safeAreaInsets = HeadUnitHost.insets
        host.delegate.sizeChanged(navMap: host.map, newState: host.map.components.guidanceState())
        expectFrames(host.map.resolveLayout(), Self.guidance1280LTR)
    }

    /// Stack settings changed at run time (as a settings screen would): custom spacing after the
    /// turn card, other margins, margins no longer inset from the safe area.
    @Test func stackSettingsChangedAtRunTime() throws {
        let host = try HeadUnitHost(distribution: .fill)
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()
        let stack = host.delegate.cardStack
        stack.setCustomSpacing(16, after: host.guidance!.turnCard)
        // .fill, bottom free: 28…168, +16 → ETA 184…256; stack height 256 + 8 = 264.
        var layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("cardStack", CGRect(x: 0, y: 0, width: 536, height: 264)),
                ("turnCard", CGRect(x: 52, y: 28, width: 480, height: 140)),
                ("etaCard", CGRect(x: 52, y: 184, width: 480, height: 72)),
            ])
        #expect(stack.customSpacing(after: host.guidance!.turnCard) == 16)

        // New directional margins: top 4, leading 20, bottom 4, trailing 10 (LTR).
        // width 40 + 20 + 480 + 10 = 550; turn card x 60, y 20 + 4 = 24 … 164; ETA 180…252;
        // height 252 + 4 = 256. Viewport from max(420, 550) = 550.
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 10)
        layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("cardStack", CGRect(x: 0, y: 0, width: 550, height: 256)),
                ("turnCard", CGRect(x: 60, y: 24, width: 480, height: 140)),
                ("etaCard", CGRect(x: 60, y: 180, width: 480, height: 72)),
                ("viewport", CGRect(x: 550, y: 20, width: 730, height: 460)),
            ])
        #expect(stack.layoutMargins == UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 10))

        // Margins from the stack's edges only: width 20 + 480 + 10 = 510; turn card x 20, y 4;
        // ETA 4 + 140 + 16 = 160 … 232; height 236.
        stack.insetsLayoutMarginsFromSafeArea = false
        layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("cardStack", CGRect(x: 0, y: 0, width: 510, height: 236)),
                ("turnCard", CGRect(x: 20, y: 4, width: 480, height: 140)),
                ("etaCard", CGRect(x: 20, y: 160, width: 480, height: 72)),
                ("viewport", CGRect(x: 510, y: 20, width: 770, height: 460)),
            ])

        // RTL now: the directional margins swap sides: leading 20 on the right, trailing 10 on
        // the left; width 510 still: 770…1280; card 1280 − 20 − 480 = 780.
        host.setDirection(.rightToLeft)
        layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("cardStack", CGRect(x: 770, y: 0, width: 510, height: 236)),
                ("turnCard", CGRect(x: 780, y: 4, width: 480, height: 140)),
                ("etaCard", CGRect(x: 780, y: 160, width: 480, height: 72)),
                ("viewport", CGRect(x: 40, y: 20, width: 730, height: 460)),
            ])
        #expect(stack.layoutMargins == UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 20))
    }

    /// Measuring the panel's content as an iOS delegate might: the stack's fitting size, in place,
    /// includes its safe-area insets (left 40, top 20) in its margins:
    /// .equalSpacing compressed: width 40 + 12 + 480 + 4 = 536; height 20 + 8 + 140 + 8 + 72 + 8 = 256.
    @Test func measuringTheCardStackInPlace() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()
        let size = host.delegate.cardStack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 536, height: 256))
        #expect(host.delegate.cardStack.safeAreaInsets == UIEdgeInsets(top: 20, left: 40, bottom: 0, right: 0))
    }

    /// An animated split-screen change 1280 → 800: every view that moves is published as one
    /// animation from its 1280 frame to its 800 frame.
    @Test func animatedSizeChange() throws {
        try withManualTimer { _ in
            let host = try HeadUnitHost()
            host.delegate.animatesSizeChanges = true
            host.enable()
            host.map.components.speedWidgetDisplay = .both
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.resize(width: 800)
            let layout = host.map.resolveLayout()
            expectFrames(layout, Self.guidance800LTR)
            let from = Dictionary(uniqueKeysWithValues: Self.guidance1280LTR.map { ($0.0, $0.1) })
            for (id, to) in Self.guidance800LTR {
                let animation = layout.animations.first { $0.viewID == id }
                expectAnimation(animation, of: id, from: from[id]!, to: to, start: 10_000_000, duration: 0.3)
            }
        }
    }

    /// With the viewport's 999 pull dropped below the multiplier (250 < 750), the panel is the
    /// multiplier clamped to the bounds: 1280 → 420 (448 capped), 1000 → 350, 800 → 320 (280 raised).
    @Test func theMultiplierAndItsBounds() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.delegate.viewportAtPanel!.priority = .defaultLow
        expectFrame(host.map.resolveLayout(), "sidePanel", CGRect(x: 0, y: 0, width: 420, height: 480))
        host.resize(width: 1000)
        var layout = host.map.resolveLayout()
        expectFrame(layout, "sidePanel", CGRect(x: 0, y: 0, width: 350, height: 480))
        // the viewport still starts after the 456-wide stack (required ≥).
        expectFrame(layout, "viewport", CGRect(x: 456, y: 20, width: 544, height: 460))
        host.resize(width: 800)
        layout = host.map.resolveLayout()
        expectFrame(layout, "sidePanel", CGRect(x: 0, y: 0, width: 320, height: 480))
        expectFrame(layout, "viewport", CGRect(x: 376, y: 20, width: 424, height: 460))
        host.setDirection(.rightToLeft)
        layout = host.map.resolveLayout()
        expectFrame(layout, "sidePanel", CGRect(x: 480, y: 0, width: 320, height: 480))
        expectFrame(layout, "viewport", CGRect(x: 40, y: 20, width: 424, height: 460))
    }

    /// The hiding stack hides from the end of its list when the buttons no longer fit in the
    /// 300 points above the speed widget: spacing 260 → 48 + 260 + 48 = 356 > 300: the reporting
    /// button hides and the compass is centred alone: 28 + (300 − 48) / 2 = 154. Spacing 200 →
    /// 296 ≤ 300: both show again: 28 + (300 − 296) / 2 = 30 and 30 + 48 + 200 = 278.
    @Test func hidingStackMakesRoom() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.delegate.buttonStack!.spacing = 260
        var layout = host.map.resolveLayout()
        expectFrame(layout, "button.compass", CGRect(x: 1216, y: 154, width: 48, height: 48))
        #expect(layout.view("button.reporting")?.hidden == true)
        #expect(layout.view("button.compass")?.hidden == false)
        host.delegate.buttonStack!.spacing = 200
        layout = host.map.resolveLayout()
        expectFrame(layout, "button.compass", CGRect(x: 1216, y: 30, width: 48, height: 48))
        expectFrame(layout, "button.reporting", CGRect(x: 1216, y: 278, width: 48, height: 48))
        #expect(layout.view("button.reporting")?.hidden == false)
    }

    /// The map's own margins set by direction; its margins guide follows a flip.
    /// Safe area x 40…1280, y 20…480; margins top 8, leading 30, bottom 24, trailing 12.
    @Test func mapDirectionalMarginsFollowTheDirection() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 30, bottom: 24, trailing: 12)
        var layout = host.map.resolveLayout()
        // LTR: x 40 + 30 = 70 … 1280 − 12 = 1268; y 28 … 456.
        #expect(host.map.layoutMarginsGuide.layoutFrame == CGRect(x: 70, y: 28, width: 1198, height: 428))
        // The buttons (top/bottom on the margins): 28…456 (428): compass 28 + 190 = 218.
        expectFrame(layout, "buttons", CGRect(x: 1200, y: 28, width: 80, height: 428))
        expectFrame(layout, "button.compass", CGRect(x: 1216, y: 218, width: 48, height: 48))
        host.setDirection(.rightToLeft)
        layout = host.map.resolveLayout()
        // RTL: leading 30 on the right: right edge 1250; trailing 12 on the left: 40 + 12 = 52.
        #expect(host.map.layoutMarginsGuide.layoutFrame == CGRect(x: 52, y: 28, width: 1198, height: 428))
        #expect(host.map.layoutMargins == UIEdgeInsets(top: 8, left: 12, bottom: 24, right: 30))
    }

    /// What an iOS delegate reads back: no ambiguity, and the turn card in the viewport's
    /// coordinates (to pad the camera): viewport at (536, 20); card at (52, 28) → (−484, 8).
    @Test func readingTheLayoutBack() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        _ = host.map.resolveLayout()
        let g = host.guidance!
        for view in [
            host.delegate.sidePanel, host.delegate.cardStack, g.turnCard, g.etaCard, g.viewport,
            g.googleLogo, g.speedWidget, host.delegate.buttonStack!,
        ] {
            #expect(!view.hasAmbiguousLayout, "\(view.accessibilityIdentifier ?? "?") is ambiguous")
        }
        let inViewport = g.viewport.convert(g.turnCard.bounds, from: g.turnCard)
        #expect(inViewport == CGRect(x: -484, y: 8, width: 480, height: 140))
        #expect(g.viewport.frame == CGRect(x: 536, y: 20, width: 744, height: 460))
        #expect(host.delegate.sidePanel.bounds == CGRect(x: 0, y: 0, width: 420, height: 480))
        #expect(g.viewport.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 728, height: 444))
        #expect(host.delegate.cardStack.layoutMarginsGuide.layoutFrame == CGRect(x: 52, y: 28, width: 480, height: 444))
    }

    /// Guidance → ready → (resize to 800 while ready) → guidance again → disable → enable:
    /// the cards re-join the stack, and every layout is the one built fresh.
    @Test func stateCyclesRebuildTheSameLayout() throws {
        let host = try HeadUnitHost()
        host.enable()
        host.map.components.speedWidgetDisplay = .both
        host.startGuidance()
        expectFrames(host.map.resolveLayout(), Self.guidance1280LTR)
        host.stopGuidance()
        _ = host.map.resolveLayout()
        host.resize(width: 800)
        // ready at 800: viewport full map; logo 48, 448; buttons 720…800.
        expectFrames(
            host.map.resolveLayout(),
            [
                ("viewport", CGRect(x: 0, y: 0, width: 800, height: 480)),
                ("googleLogo", CGRect(x: 48, y: 448, width: 64, height: 24)),
                ("buttons", CGRect(x: 720, y: 28, width: 80, height: 444)),
                ("button.compass", CGRect(x: 736, y: 226, width: 48, height: 48)),
            ])
        host.startGuidance()
        expectFrames(host.map.resolveLayout(), Self.guidance800LTR)
        #expect(host.delegate.cardStack.arrangedSubviews.count == 2)
        host.stopGuidance()
        host.delegate.disableNavigationUI(navMap: host.map, oldState: host.ready!)
        host.map.isNavigationEnabled = false
        var layout = host.map.resolveLayout()
        #expect(layout.views.filter { $0.id != "map" }.isEmpty, "left: \(layout.views.map(\.id))")
        host.enable()
        host.startGuidance()
        layout = host.map.resolveLayout()
        expectFrames(layout, Self.guidance800LTR)
        #expect(host.map.takeDiagnostics().filter { $0.severity == .error }.isEmpty)
    }

    /// The width taken from the safe-area guide through the item API (a guide as the second item),
    /// multiplier 0.35 of 1240 = 434 → capped at 420; at 800, 0.35 × 760 = 266 → 320.
    @Test func multiplierOfTheSafeAreaGuideThroughTheItemAPI() throws {
        let map = makeMap(width: 1280, height: 480, insets: HeadUnitHost.insets)
        let panel = addView("panel", to: map)
        let preferred = NSLayoutConstraint(
            item: panel, attribute: .width, relatedBy: .equal,
            toItem: map.safeAreaLayoutGuide, attribute: .width, multiplier: 0.35, constant: 0)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: panel, attribute: .leading, relatedBy: .equal,
                toItem: map, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: panel, attribute: .top, relatedBy: .equal,
                toItem: map.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: panel, attribute: .bottom, relatedBy: .equal,
                toItem: map, attribute: .bottomMargin, multiplier: 1, constant: 0),
            preferred,
            panel.widthAnchor.constraint(greaterThanOrEqualToConstant: 320),
            NSLayoutConstraint(
                item: panel, attribute: .width, relatedBy: .lessThanOrEqual,
                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 420),
        ])
        // leading margin 40 + 8 = 48; top 20; bottom margin 472.
        expectFrame(map.resolveLayout(), "panel", CGRect(x: 48, y: 20, width: 420, height: 452))
        map.resize(width: 800, height: 480)
        expectFrame(map.resolveLayout(), "panel", CGRect(x: 48, y: 20, width: 320, height: 452))
        map.resize(width: 1000, height: 480)
        // 0.35 × 960 = 336.
        expectFrame(map.resolveLayout(), "panel", CGRect(x: 48, y: 20, width: 336, height: 452))
        map.layoutDirection = .rightToLeft
        // leading margin on the right: 1000 − 8 = 992 → 656…992.
        expectFrame(map.resolveLayout(), "panel", CGRect(x: 656, y: 20, width: 336, height: 452))
    }

    /// An animated flip to RTL at 1280: each view animates from its LTR frame to its RTL frame.
    @Test func animatedDirectionFlip() throws {
        try withManualTimer { _ in
            let host = try HeadUnitHost()
            host.delegate.animatesSizeChanges = true
            host.enable()
            host.map.components.speedWidgetDisplay = .both
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.setDirection(.rightToLeft)
            let layout = host.map.resolveLayout()
            expectFrames(layout, Self.guidance1280RTL)
            let from = Dictionary(uniqueKeysWithValues: Self.guidance1280LTR.map { ($0.0, $0.1) })
            for (id, to) in Self.guidance1280RTL where from[id] != to {
                let animation = layout.animations.first { $0.viewID == id }
                expectAnimation(animation, of: id, from: from[id]!, to: to, start: 10_000_000, duration: 0.3)
            }
        }
    }
}
