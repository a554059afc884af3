import NavigationLayout

// MARK: - The port
//
// The driver app of a ride-hailing service, as written for iOS (`import GoogleNavigation` +
// `import UIKit`), nothing changed but the imports. It predates the layout delegate in places:
//
// - `DriverDashboardView`, a container that places its children by `frame` in `layoutSubviews()`
//   (earnings badge at the leading edge, the request row beside or below it), with an online dot
//   and a status strip placed once and carried by their `autoresizingMask`. Its height is one of
//   two constraint sets swapped in `updateConstraints()` when `isCompact` changes.
// - The request row is a horizontal `.fillEqually` `UIStackView` (accept / decline / pause); the
//   pause button is hidden while the driver cannot take a break, and the stack closes up.
// - The dashboard and the cards are tied with `NSLayoutConstraint(item:attribute:…)`.
// - A passenger card measured with `systemLayoutSizeFitting` springs in at the top of the
//   viewport, dimming the earnings badge in a nested block of its own duration.
// - An earnings tooltip is placed by `frame` over the badge, converted into map coordinates.
// Phone: turn card on top, ETA card at the bottom, the dashboard over the ETA card (over the
// prompt while one is up). Tablet (wide): the dashboard in the leading column under the turn card.

/// A content view whose size its renderer gives (on iOS a label or an image view).
final class DriverContentView: UIView {
    let contentSize: CGSize

    init(identifier: String, size: CGSize) {
        contentSize = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = identifier
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// The driver's dashboard: laid out by hand, as the app has done since iOS 9.
final class DriverDashboardView: UIView {
    static let expandedHeight: CGFloat = 108
    static let compactHeight: CGFloat = 56
    static let inset: CGFloat = 12

    let earningsBadge = UIView()
    let onlineDot = UIView(frame: CGRect(x: 298, y: 12, width: 10, height: 10))
    let statusStrip = UIView(frame: CGRect(x: 0, y: 104, width: 320, height: 4))
    /// Surge pricing marker on the top edge, a little left of centre, both margins flexible.
    let surgeMarker = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 6))
    let acceptButton = UIView()
    let declineButton = UIView()
    let pauseButton = UIView()
    private(set) lazy var requestRow = UIStackView(arrangedSubviews: [acceptButton, declineButton, pauseButton])

    var isCompact = false {
        didSet {
            guard isCompact != oldValue else { return }
            setNeedsUpdateConstraints()
            setNeedsLayout()
        }
    }

    private var expandedConstraints: [NSLayoutConstraint] = []
    private var compactConstraints: [NSLayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "driver.dashboard"
        isOpaque = true
        layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        statusStrip.accessibilityIdentifier = "driver.status"
        statusStrip.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        onlineDot.accessibilityIdentifier = "driver.online"
        onlineDot.autoresizingMask = [.flexibleLeftMargin]
        onlineDot.layer.cornerRadius = 5
        surgeMarker.accessibilityIdentifier = "driver.surge"
        surgeMarker.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        earningsBadge.accessibilityIdentifier = "driver.earnings"
        acceptButton.accessibilityIdentifier = "driver.accept"
        declineButton.accessibilityIdentifier = "driver.decline"
        pauseButton.accessibilityIdentifier = "driver.pause"
        requestRow.accessibilityIdentifier = "driver.row"
        requestRow.axis = .horizontal
        requestRow.distribution = .fillEqually
        requestRow.alignment = .fill
        requestRow.spacing = 8
        addSubview(statusStrip)
        addSubview(onlineDot)
        addSubview(earningsBadge)
        addSubview(requestRow)
        addSubview(surgeMarker)
        setNeedsUpdateConstraints()
    }

    convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: DriverDashboardView.expandedHeight))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        if expandedConstraints.isEmpty {
            expandedConstraints = [
                NSLayoutConstraint(
                    item: self, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: Self.expandedHeight)
            ]
            compactConstraints = [
                NSLayoutConstraint(
                    item: self, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: Self.compactHeight)
            ]
        }
        NSLayoutConstraint.deactivate(isCompact ? expandedConstraints : compactConstraints)
        NSLayoutConstraint.activate(isCompact ? compactConstraints : expandedConstraints)
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let inset = Self.inset
        let badgeWidth: CGFloat = 120
        earningsBadge.frame = CGRect(
            x: rtl ? bounds.width - inset - badgeWidth : inset, y: inset, width: badgeWidth, height: 32)
        if isCompact {
            // Beside the badge.
            let rowWidth = bounds.width - badgeWidth - 8 - 2 * inset
            requestRow.frame = CGRect(x: rtl ? inset : inset + badgeWidth + 8, y: 6, width: rowWidth, height: 44)
        } else {
            // Under the badge, full width.
            requestRow.frame = CGRect(x: inset, y: 52, width: bounds.width - 2 * inset, height: 44)
        }
    }
}

@MainActor
final class DriverAppLayoutDelegate: NSObject, NavigationLayoutDelegate {
    static let promptFade: TimeInterval = 0.25
    static let cardSpring: TimeInterval = 0.5
    static let badgeDim: TimeInterval = 0.25
    static let cardDrop: CGFloat = 24

    let dashboard = DriverDashboardView()
    let passengerCard = UIView()
    let tooltip = UIView(frame: .zero)
    private(set) var events: [String] = []
    private(set) var buttonStack: GMSNavigationHidingStackView?
    private(set) var currentPrompt: NavigationPromptView?
    private var modeConstraints: [NSLayoutConstraint] = []
    private var dashboardBottom: NSLayoutConstraint?
    private var passengerConstraints: [NSLayoutConstraint] = []
    private weak var viewport: UIView?
    private weak var turnCard: UIView?
    private weak var etaCard: UIView?
    private var guiding = false

    override init() {
        super.init()
        dashboard.translatesAutoresizingMaskIntoConstraints = false
        passengerCard.accessibilityIdentifier = "driver.passenger"
        passengerCard.translatesAutoresizingMaskIntoConstraints = false
        passengerCard.layer.cornerRadius = 12
        let avatar = DriverContentView(identifier: "driver.passenger.avatar", size: CGSize(width: 44, height: 44))
        let name = DriverContentView(identifier: "driver.passenger.name", size: CGSize(width: 160, height: 20))
        let rating = DriverContentView(identifier: "driver.passenger.rating", size: CGSize(width: 60, height: 16))
        [avatar, name, rating].forEach { passengerCard.addSubview($0) }
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: passengerCard.leadingAnchor, constant: 12),
            avatar.topAnchor.constraint(equalTo: passengerCard.topAnchor, constant: 12),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: passengerCard.bottomAnchor, constant: -12),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            name.topAnchor.constraint(equalTo: passengerCard.topAnchor, constant: 12),
            name.trailingAnchor.constraint(equalTo: passengerCard.trailingAnchor, constant: -12),
            rating.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            rating.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            rating.trailingAnchor.constraint(lessThanOrEqualTo: passengerCard.trailingAnchor, constant: -12),
            rating.bottomAnchor.constraint(lessThanOrEqualTo: passengerCard.bottomAnchor, constant: -12),
        ])
        tooltip.accessibilityIdentifier = "driver.tooltip"
    }

    // MARK: Helpers

    private func item(
        _ view1: AnyObject, _ attr1: NSLayoutConstraint.Attribute, _ view2: AnyObject?,
        _ attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: view1, attribute: attr1, relatedBy: .equal, toItem: view2, attribute: attr2,
            multiplier: multiplier, constant: constant)
    }

    private func tearDown() {
        NSLayoutConstraint.deactivate(modeConstraints + passengerConstraints)
        modeConstraints = []
        passengerConstraints = []
        dashboardBottom = nil
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        [dashboard, passengerCard, tooltip].forEach { $0.removeFromSuperview() }
        [viewport, turnCard, etaCard].forEach { $0?.removeFromSuperview() }
    }

    private func install(_ views: [UIView], buttons: [NavigationUIButton], in navMap: GMSMapView) {
        views.forEach { navMap.addSubview($0) }
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.accessibilityIdentifier = "buttons"
        buttons.forEach { stack.addArrangedSubview($0.view) }
        navMap.addSubview(stack)
        buttonStack = stack
    }

    /// Logo, buttons and trip bar follow the viewport's margins.
    private func viewportFollowers(_ viewport: UIView, logo: UIView) -> [NSLayoutConstraint] {
        let margins = viewport.layoutMarginsGuide
        guard let stack = buttonStack else { return [] }
        return [
            logo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            stack.trailingAnchor.constraint(equalTo: viewport.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
    }

    private func guidanceConstraints(
        _ state: ActiveGuidanceUIState, in navMap: GMSMapView, wide: Bool
    ) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        let bar = state.tripProgressBar
        var constraints =
            viewportFollowers(viewport, logo: state.googleLogo) + [
                state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                bar.leadingAnchor.constraint(equalTo: viewport.layoutMarginsGuide.leadingAnchor),
                item(bar, .centerY, viewport, .centerY),
                item(bar, .height, viewport, .height, multiplier: 0.5),
                state.speedWidget.leadingAnchor.constraint(equalTo: viewport.layoutMarginsGuide.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
            ]
        if wide {
            constraints += [
                item(dashboard, .leading, state.turnCard, .leading),
                item(dashboard, .width, state.turnCard, .width),
                item(dashboard, .top, state.turnCard, .bottom, constant: 8),
                item(viewport, .leading, state.turnCard, .trailing),
                item(viewport, .trailing, navMap, .trailing),
                item(viewport, .top, navMap, .top),
                item(viewport, .bottom, navMap, .bottom),
            ]
            dashboardBottom = nil
        } else {
            let bottom = item(dashboard, .bottom, currentPrompt ?? state.etaCard, .top)
            dashboardBottom = bottom
            constraints += [
                item(dashboard, .leading, safe, .leading),
                item(dashboard, .trailing, safe, .trailing),
                bottom,
                item(viewport, .leading, navMap, .leading),
                item(viewport, .trailing, navMap, .trailing),
                item(viewport, .top, state.turnCard, .bottom),
                item(viewport, .bottom, dashboard, .top),
            ]
        }
        return constraints
    }

    private func readyConstraints(_ state: NavigationReadyUIState, in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        var constraints =
            viewportFollowers(viewport, logo: state.googleLogo) + [
                item(dashboard, .leading, safe, .leading),
                item(dashboard, .bottom, safe, .bottom),
                item(viewport, .trailing, navMap, .trailing),
                item(viewport, .top, navMap, .top),
            ]
        if state.wideMode {
            constraints += [
                item(dashboard, .width, navMap, .width, multiplier: 0.4),
                item(viewport, .leading, dashboard, .trailing),
                item(viewport, .bottom, navMap, .bottom),
            ]
        } else {
            constraints += [
                item(dashboard, .trailing, safe, .trailing),
                item(viewport, .leading, navMap, .leading),
                item(viewport, .bottom, dashboard, .top),
            ]
        }
        return constraints
    }

    // MARK: Business API

    /// The driver may not take a break during a ride: the row closes up over the pause button.
    func setBreakAvailable(_ available: Bool) {
        dashboard.pauseButton.isHidden = !available
    }

    /// Going offline folds the dashboard and dims the online dot; coming back unfolds it.
    func setOnline(_ online: Bool, in navMap: GMSMapView) {
        let animator = UIViewPropertyAnimator(duration: Self.promptFade, curve: .easeInOut) {
            self.dashboard.onlineDot.alpha = online ? 1 : 0.3
            self.dashboard.isCompact = !online
            navMap.layoutIfNeeded()
        }
        animator.addCompletion { position in self.events.append("online \(position == .end)") }
        animator.startAnimation()
    }

    /// Shows the tooltip over the earnings badge (placed by its frame, in map coordinates).
    func showEarningsTooltip(in navMap: GMSMapView) {
        navMap.layoutIfNeeded()
        let badge = dashboard.convert(dashboard.earningsBadge.frame, to: navMap)
        tooltip.frame = CGRect(x: badge.minX, y: badge.minY - 4 - 28, width: badge.width, height: 28)
        if tooltip.superview == nil { navMap.addSubview(tooltip) }
    }

    /// A ride was accepted: the passenger card springs in at the top of the viewport.
    func acceptRide(in navMap: GMSMapView) {
        guard let viewport, passengerCard.superview == nil else { return }
        let size = passengerCard.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        navMap.addSubview(passengerCard)
        navMap.bringSubviewToFront(passengerCard)
        let top = passengerCard.topAnchor.constraint(
            equalTo: viewport.layoutMarginsGuide.topAnchor, constant: -Self.cardDrop)
        passengerConstraints = [
            top,
            passengerCard.centerXAnchor.constraint(equalTo: viewport.centerXAnchor),
            passengerCard.widthAnchor.constraint(equalToConstant: size.width),
            passengerCard.heightAnchor.constraint(equalToConstant: size.height),
        ]
        NSLayoutConstraint.activate(passengerConstraints)
        UIView.performWithoutAnimation {
            passengerCard.alpha = 0
            navMap.layoutIfNeeded()
        }
        UIView.animate(
            withDuration: Self.cardSpring, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.2,
            options: [.beginFromCurrentState],
            animations: {
                top.constant = 0
                self.passengerCard.alpha = 1
                navMap.layoutIfNeeded()
                UIView.animate(
                    withDuration: Self.badgeDim, delay: 0, options: [.overrideInheritedDuration],
                    animations: { self.dashboard.earningsBadge.alpha = 0.5 })
            },
            completion: { finished in self.events.append("passenger in \(finished)") })
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        tearDown()
        viewport = newState.viewport
        install([newState.viewport, newState.googleLogo], buttons: newState.buttons, in: navMap)
        navMap.insertSubview(dashboard, belowSubview: newState.googleLogo)
        modeConstraints = readyConstraints(newState, in: navMap)
        NSLayoutConstraint.activate(modeConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDown()
        oldState.googleLogo.removeFromSuperview()
        viewport = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown()
        oldState.googleLogo.removeFromSuperview()
        guiding = true
        viewport = newState.viewport
        turnCard = newState.turnCard
        etaCard = newState.etaCard
        install(
            [
                newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
                newState.speedWidget, newState.googleLogo,
            ], buttons: newState.buttons, in: navMap)
        navMap.insertSubview(dashboard, belowSubview: newState.etaCard)
        modeConstraints = guidanceConstraints(newState, in: navMap, wide: newState.wideMode)
        NSLayoutConstraint.activate(modeConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDown()
        [oldState.tripProgressBar, oldState.speedWidget, oldState.googleLogo].forEach { $0.removeFromSuperview() }
        guiding = false
        dashboard.earningsBadge.alpha = 1
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        NSLayoutConstraint.deactivate(modeConstraints)
        if let guidance = newState as? ActiveGuidanceUIState {
            modeConstraints = guidanceConstraints(guidance, in: navMap, wide: guidance.wideMode)
        } else if let ready = newState as? NavigationReadyUIState {
            modeConstraints = readyConstraints(ready, in: navMap)
        }
        NSLayoutConstraint.activate(modeConstraints)
        if tooltip.superview != nil { showEarningsTooltip(in: navMap) }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let etaCard else { return }
        let wide = navMap.bounds.width >= 600 && navMap.bounds.width > navMap.bounds.height
        navMap.addSubview(newPrompt)
        if passengerCard.superview != nil { navMap.bringSubviewToFront(passengerCard) }
        currentPrompt = newPrompt
        NSLayoutConstraint.activate([
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            wide
                ? newPrompt.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
                : newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ])
        UIView.performWithoutAnimation {
            newPrompt.alpha = 0
            navMap.layoutIfNeeded()
        }
        UIView.animate(
            withDuration: Self.promptFade, delay: 0, options: [.curveEaseOut],
            animations: {
                newPrompt.alpha = 1
                self.retieDashboard(to: newPrompt)
                self.dashboard.isCompact = true
                navMap.layoutIfNeeded()
            },
            completion: { finished in self.events.append("prompt in \(finished)") })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        UIView.animate(
            withDuration: Self.promptFade, delay: 0, options: [.curveEaseIn],
            animations: { oldPrompt.alpha = 0 },
            completion: { _ in oldPrompt.removeFromSuperview() })
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        currentPrompt = nil
        UIView.animate(
            withDuration: Self.promptFade, delay: 0, options: [.curveEaseIn],
            animations: {
                oldPrompt.alpha = 0
                if let etaCard = self.etaCard { self.retieDashboard(to: etaCard) }
                self.dashboard.isCompact = false
                navMap.layoutIfNeeded()
            },
            completion: { finished in
                oldPrompt.removeFromSuperview()
                self.events.append("prompt out \(finished)")
            })
    }

    /// On the phone the dashboard sits on whatever is at the bottom: the ETA card or the prompt.
    private func retieDashboard(to view: UIView) {
        guard let old = dashboardBottom else { return }
        old.isActive = false
        modeConstraints.removeAll { $0 === old }
        let bottom = item(dashboard, .bottom, view, .top)
        bottom.isActive = true
        dashboardBottom = bottom
        modeConstraints.append(bottom)
    }
}
