import NavigationLayout

// MARK: - The port
//
// A fleet / delivery head-unit layout as written for iOS (`import GoogleNavigation` + `import
// UIKit`), with nothing changed but the imports. It runs on the truck's landscape head unit
// (1280 × 720 and wider, split screen) and on the driver's phone in portrait.
//
// Wide mode: a side panel at the leading edge (35 % of the map, 480…600 at priority 999) holds
// the turn card at its top, the ETA card at its bottom and a strip of job badges (a horizontal
// `.equalSpacing` stack) inside its directional margins under the turn card. The viewport fills
// the rest. Phone: the turn card on top, the ETA card at the bottom, the job strip under the turn
// card spread by `.equalCentering`.
// Both: the trip progress bar in the viewport's leading margin, centred 20 above the viewport's
// centre and at most 400 high; the logo and above it the speed widget in the viewport's bottom
// leading corner; a "next job" chip under the strip, its centre 20 to the right of the viewport's
// centre; the buttons (a hiding stack) at the trailing edge within the viewport's margins. While a
// prompt is up the chip is hidden and a "dispatcher" pill fades in where it was; when the prompt
// goes both fade out and are removed in the completion.

/// A badge of the job strip. On iOS it wraps a label; here its content decides its size: it keeps
/// a content size and invalidates its intrinsic size when that changes.
final class FleetBadgeView: UIView {
    var contentSize: CGSize {
        didSet {
            if contentSize != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    init(identifier: String, contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = identifier
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

@MainActor
final class FleetLayoutDelegate: NSObject, NavigationLayoutDelegate {
    static let panelFraction: CGFloat = 0.35
    static let panelMinWidth: CGFloat = 480
    static let panelMaxWidth: CGFloat = 600
    static let panelMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 24)
    static let stripGap: CGFloat = 12
    static let stripSpacing: CGFloat = 8
    static let chipGap: CGFloat = 8
    static let chipOffset: CGFloat = 20
    static let chipMinWidth: CGFloat = 240
    static let progressLift: CGFloat = 20
    static let progressMaxHeight: CGFloat = 400
    static let progressInset: CGFloat = 160
    static let promptGap: CGFloat = 8
    static let pillFadeIn: TimeInterval = 0.25
    static let fadeOut: TimeInterval = 0.2

    /// The panel behind the cards (wide mode only).
    let sidePanel: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = "fleet.panel"
        view.isOpaque = true
        view.directionalLayoutMargins = FleetLayoutDelegate.panelMargins
        return view
    }()

    let stopsBadge = FleetBadgeView(identifier: "fleet.badge.stops", contentSize: CGSize(width: 96, height: 40))
    let loadBadge = FleetBadgeView(identifier: "fleet.badge.load", contentSize: CGSize(width: 120, height: 40))
    let shiftBadge = FleetBadgeView(identifier: "fleet.badge.shift", contentSize: CGSize(width: 72, height: 32))

    private(set) lazy var jobStrip: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [stopsBadge, loadBadge, shiftBadge])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.accessibilityIdentifier = "fleet.strip"
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = FleetLayoutDelegate.stripSpacing
        return stack
    }()

    /// "Next job" chip: its content says how wide it wants to be.
    let nextJobChip = FleetBadgeView(identifier: "fleet.chip", contentSize: CGSize(width: 200, height: 36))

    private(set) var dispatcherPill: UIView?
    private(set) var buttonStack: GMSNavigationHidingStackView?
    private(set) var currentPrompt: NavigationPromptView?
    private(set) var builtWide: Bool?
    private(set) var preferredPanelWidth: NSLayoutConstraint?
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    /// The guidance state's viewport and ETA card, which prompts are placed by.
    private weak var guidanceViewport: UIView?
    private weak var guidanceETACard: UIView?
    /// What the completion handlers did, in order.
    private(set) var completions: [String] = []

    // MARK: Building

    private func tearDown() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        jobStrip.removeFromSuperview()
        sidePanel.removeFromSuperview()
        nextJobChip.removeFromSuperview()
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
        preferredPanelWidth = nil
        builtWide = nil
    }

    private func makeButtonStack(in navMap: GMSMapView, buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.accessibilityIdentifier = "buttons"
        buttons.forEach { stack.addArrangedSubview($0.view) }
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
        let buttons = makeButtonStack(in: navMap, buttons: state.buttons)
        let margins = navMap.layoutMarginsGuide
        stateConstraints = [
            viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            buttons.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: margins.topAnchor),
            buttons.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func buildGuidance(in navMap: GMSMapView, state: ActiveGuidanceUIState) {
        tearDown()
        let wide = state.wideMode
        let viewport = state.viewport
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let progress = state.tripProgressBar
        let logo = state.googleLogo
        let speed = state.speedWidget
        navMap.shouldDisplaySpeedometer = true
        navMap.shouldDisplaySpeedLimit = true

        navMap.addSubview(viewport)
        if wide { navMap.addSubview(sidePanel) }
        navMap.addSubview(turnCard)
        navMap.addSubview(etaCard)
        jobStrip.distribution = wide ? .equalSpacing : .equalCentering
        navMap.addSubview(jobStrip)
        navMap.addSubview(progress)
        navMap.addSubview(logo)
        navMap.addSubview(speed)
        nextJobChip.isHidden = false
        navMap.addSubview(nextJobChip)
        stateViews = [viewport, turnCard, etaCard, progress, logo, speed]
        let buttons = makeButtonStack(in: navMap, buttons: state.buttons)

        var constraints: [NSLayoutConstraint] = []
        if wide {
            // 35 % of the head unit, within 480…600 unless the panel cannot be.
            let preferred = sidePanel.widthAnchor.constraint(
                equalTo: navMap.widthAnchor, multiplier: Self.panelFraction)
            preferred.priority = .defaultHigh
            preferredPanelWidth = preferred
            let minWidth = sidePanel.widthAnchor.constraint(greaterThanOrEqualToConstant: Self.panelMinWidth)
            minWidth.priority = UILayoutPriority(999)
            let maxWidth = sidePanel.widthAnchor.constraint(lessThanOrEqualToConstant: Self.panelMaxWidth)
            maxWidth.priority = UILayoutPriority(999)
            let panelMargins = sidePanel.layoutMarginsGuide
            constraints += [
                sidePanel.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                sidePanel.topAnchor.constraint(equalTo: navMap.topAnchor),
                sidePanel.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                preferred, minWidth, maxWidth,
                turnCard.leadingAnchor.constraint(equalTo: sidePanel.leadingAnchor),
                turnCard.topAnchor.constraint(equalTo: sidePanel.topAnchor),
                etaCard.leadingAnchor.constraint(equalTo: sidePanel.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: sidePanel.bottomAnchor),
                jobStrip.leadingAnchor.constraint(equalTo: panelMargins.leadingAnchor),
                jobStrip.trailingAnchor.constraint(equalTo: panelMargins.trailingAnchor),
                viewport.leadingAnchor.constraint(equalTo: sidePanel.trailingAnchor),
                viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            ]
        } else {
            let margins = navMap.layoutMarginsGuide
            constraints += [
                turnCard.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                etaCard.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                jobStrip.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                jobStrip.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
            ]
        }

        let viewportMargins = viewport.layoutMarginsGuide
        let progressHeight = progress.heightAnchor.constraint(
            equalTo: viewport.heightAnchor, constant: -Self.progressInset)
        progressHeight.priority = .defaultHigh
        let chipWidth = nextJobChip.widthAnchor.constraint(greaterThanOrEqualToConstant: Self.chipMinWidth)
        chipWidth.priority = UILayoutPriority(500)
        constraints += [
            jobStrip.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Self.stripGap),
            // Trip progress: in the viewport's leading margin, a little above its centre.
            progress.leadingAnchor.constraint(equalTo: viewportMargins.leadingAnchor),
            progress.centerYAnchor.constraint(equalTo: viewport.centerYAnchor, constant: -Self.progressLift),
            progress.heightAnchor.constraint(lessThanOrEqualToConstant: Self.progressMaxHeight),
            progressHeight,
            logo.leadingAnchor.constraint(equalTo: viewportMargins.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: viewportMargins.bottomAnchor),
            speed.leadingAnchor.constraint(equalTo: viewportMargins.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            // The chip: under the strip, nudged right of the viewport's centre (clear of the
            // driver's line of sight to the route line).
            nextJobChip.centerXAnchor.constraint(equalTo: viewport.centerXAnchor, constant: Self.chipOffset),
            nextJobChip.topAnchor.constraint(equalTo: jobStrip.bottomAnchor, constant: Self.chipGap),
            chipWidth,
            buttons.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: viewportMargins.topAnchor),
            buttons.bottomAnchor.constraint(equalTo: viewportMargins.bottomAnchor),
        ]
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
        builtWide = wide
        guidanceViewport = viewport
        guidanceETACard = etaCard
    }

    // MARK: Business updates

    /// The load badge's text changed (e.g. "Load 87 %" → "Load 87 % · 2 returns").
    func setLoadBadgeWidth(_ width: CGFloat, in navMap: GMSMapView) {
        loadBadge.contentSize.width = width
        navMap.setNeedsLayout()
        navMap.layoutIfNeeded()
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
        // Rebuild only when the head unit crosses between wide and standard: otherwise the
        // constraints follow the new size by themselves.
        if let guidance = newState as? ActiveGuidanceUIState, guidance.wideMode != builtWide {
            buildGuidance(in: navMap, state: guidance)
        }
        navMap.setNeedsLayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        guard let etaCard = guidanceETACard, let viewport = guidanceViewport else { return }
        newPrompt.roundedCorners = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        navMap.addSubview(newPrompt)
        nextJobChip.isHidden = true

        let pill = FleetBadgeView(identifier: "fleet.pill", contentSize: CGSize(width: 160, height: 28))
        pill.alpha = 0
        navMap.addSubview(pill)
        dispatcherPill = pill
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: etaCard.topAnchor, constant: -Self.promptGap),
            pill.centerXAnchor.constraint(equalTo: viewport.centerXAnchor),
            pill.centerYAnchor.constraint(equalTo: nextJobChip.centerYAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        // Place the prompt and the pill where they belong first, then fade the pill in.
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.pillFadeIn) {
            pill.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard currentPrompt === oldPrompt else { return }
        currentPrompt = nil
        nextJobChip.isHidden = false
        let pill = dispatcherPill
        dispatcherPill = nil
        UIView.animate(
            withDuration: Self.fadeOut,
            animations: {
                pill?.alpha = 0
                oldPrompt.alpha = 0
            },
            completion: { finished in
                pill?.removeFromSuperview()
                oldPrompt.removeFromSuperview()
                self.completions.append("prompt removed \(finished)")
            })
        promptConstraints = []
    }
}
