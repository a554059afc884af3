import NavigationLayout

// MARK: - The port
//
// An EV head-unit / phone layout, charging-aware, as written for iOS (`import GoogleNavigation` +
// `import UIKit`), with nothing changed but the imports.
//
// - A charge panel (a container with layout margins) holds a vertical stack: state of charge, range
//   left, and a row with the next charger's name and power. The stack arranges within its own
//   margins; the state of charge has a larger gap after it (custom spacing). The name and the power
//   compete for the row: the name stretches and gives way first.
// - Portrait: the turn card on top, the ETA card at the bottom, the panel centred under the turn
//   card at 60 % of the map's width, the stack `.fill`. Wide (landscape head unit): the panel is a
//   column between the cards at the leading edge, as wide as the cards, the stack `.equalCentering`;
//   the viewport fills the trailing side. `sizeChanged` swaps the arrangement when the width class
//   changes.
// - The trip progress bar: leading margin of the viewport, centred on it, half its height. The
//   speed widget in the viewport's bottom-leading margin (portrait: on top of the ETA card, stacked
//   through its margins guide as Google recommends), the logo just trailing it.
// - Prompts: at the map's bottom-leading corner; in portrait the viewport shrinks to the prompt.
//   A "charger ahead" banner slides up and fades in over the prompt (ease-out, after a short
//   delay); a changed prompt moves it; a dismissed prompt fades out with the banner (a property
//   animator) and both are removed in its completion.

/// A text view stand-in: on iOS it is a label; its text decides its size (8 points a character,
/// one line), and the intrinsic size is invalidated when the text's length changes.
final class ChargeLabelView: UIView {
    static let glyphWidth: CGFloat = 8
    let lineHeight: CGFloat

    var text: String {
        didSet {
            if text.count != oldValue.count { invalidateIntrinsicContentSize() }
        }
    }

    init(text: String, lineHeight: CGFloat, identifier: String) {
        self.text = text
        self.lineHeight = lineHeight
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = identifier
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(text.count) * Self.glyphWidth, height: lineHeight)
    }
}

@MainActor
final class ChargingLayoutDelegate: NSObject, NavigationLayoutDelegate {
    static let panelWidthFraction: CGFloat = 0.6
    static let panelGap: CGFloat = 8
    static let panelMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    static let stackMargins = UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
    static let rowSpacing: CGFloat = 4
    static let spacingAfterCharge: CGFloat = 10
    static let chargerSpacing: CGFloat = 8
    static let logoGap: CGFloat = 8
    static let progressHeightFraction: CGFloat = 0.5
    static let bannerWidthFraction: CGFloat = 0.8
    static let bannerGap: CGFloat = 8
    static let bannerSlide: CGFloat = 24
    static let bannerFadeIn: TimeInterval = 0.3
    static let bannerDelay: TimeInterval = 0.1
    static let promptSwap: TimeInterval = 0.25
    static let fadeOut: TimeInterval = 0.2

    let socLabel = ChargeLabelView(text: "82 %", lineHeight: 32, identifier: "ev.soc")
    let rangeLabel = ChargeLabelView(text: "310 km left", lineHeight: 20, identifier: "ev.range")
    let chargerName = ChargeLabelView(text: "Ionity Wurzburg", lineHeight: 20, identifier: "ev.chargerName")
    let chargerPower = ChargeLabelView(text: "150 kW", lineHeight: 20, identifier: "ev.chargerPower")
    let banner = ChargeLabelView(text: "Charger in 2.1 km", lineHeight: 44, identifier: "ev.banner")
    let chargerRow: UIStackView
    let infoStack: UIStackView
    let chargePanel = UIView()

    private(set) var buttonStack: GMSNavigationHidingStackView?
    private(set) var currentPrompt: NavigationPromptView?
    private(set) var builtWide: Bool?
    private(set) var events: [String] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var viewportBottom: NSLayoutConstraint?
    private weak var viewport: UIView?
    private weak var etaCard: UIView?

    override init() {
        chargerRow = UIStackView(arrangedSubviews: [chargerName, chargerPower])
        infoStack = UIStackView(arrangedSubviews: [socLabel, rangeLabel, chargerRow])
        super.init()
        chargerRow.translatesAutoresizingMaskIntoConstraints = false
        chargerRow.accessibilityIdentifier = "ev.chargerRow"
        chargerRow.axis = .horizontal
        chargerRow.spacing = Self.chargerSpacing
        // The name stretches into spare room and is the first to be cut short.
        chargerName.setContentHuggingPriority(.defaultLow, for: .horizontal)
        chargerName.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        chargerPower.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        chargerPower.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)

        infoStack.translatesAutoresizingMaskIntoConstraints = false
        infoStack.accessibilityIdentifier = "ev.stack"
        infoStack.axis = .vertical
        infoStack.spacing = Self.rowSpacing
        infoStack.setCustomSpacing(Self.spacingAfterCharge, after: socLabel)
        infoStack.isLayoutMarginsRelativeArrangement = true
        infoStack.layoutMargins = Self.stackMargins

        chargePanel.translatesAutoresizingMaskIntoConstraints = false
        chargePanel.accessibilityIdentifier = "ev.panel"
        chargePanel.layoutMargins = Self.panelMargins
        chargePanel.layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        chargePanel.addSubview(infoStack)
        let margins = chargePanel.layoutMarginsGuide
        NSLayoutConstraint.activate([
            infoStack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            infoStack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            infoStack.topAnchor.constraint(equalTo: margins.topAnchor),
            infoStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    // MARK: Building

    private func tearDown() {
        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        stateConstraints = []
        promptConstraints = []
        viewportBottom = nil
        chargePanel.removeFromSuperview()
        banner.removeFromSuperview()
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
        builtWide = nil
    }

    private func addButtons(_ buttons: [NavigationUIButton], to navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.accessibilityIdentifier = "buttons"
        for button in buttons where button.type == .compass || button.type == .reporting {
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
        infoStack.distribution = .fill
        navMap.addSubview(chargePanel)
        stateViews = [viewport, logo]
        let buttons = addButtons(state.buttons, to: navMap)
        let margins = navMap.layoutMarginsGuide
        stateConstraints = [
            viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            chargePanel.topAnchor.constraint(equalTo: margins.topAnchor),
            chargePanel.centerXAnchor.constraint(equalTo: navMap.centerXAnchor),
            chargePanel.widthAnchor.constraint(equalTo: navMap.widthAnchor, multiplier: Self.panelWidthFraction),
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
        let speed = state.speedWidget
        let logo = state.googleLogo
        navMap.addSubview(viewport)
        navMap.addSubview(turnCard)
        navMap.addSubview(etaCard)
        navMap.addSubview(chargePanel)
        navMap.addSubview(progress)
        navMap.addSubview(speed)
        navMap.addSubview(logo)
        stateViews = [viewport, turnCard, etaCard, progress, speed, logo]
        let buttons = addButtons(state.buttons, to: navMap)
        let safeArea = navMap.safeAreaLayoutGuide
        let viewportMargins = viewport.layoutMarginsGuide

        var constraints = [
            turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            chargePanel.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Self.panelGap),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ]
        let bottom: NSLayoutConstraint
        if wide {
            infoStack.distribution = .equalCentering
            bottom = viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
            constraints += [
                chargePanel.leadingAnchor.constraint(equalTo: turnCard.leadingAnchor),
                chargePanel.widthAnchor.constraint(equalTo: turnCard.widthAnchor),
                chargePanel.bottomAnchor.constraint(equalTo: etaCard.topAnchor, constant: -Self.panelGap),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
                speed.bottomAnchor.constraint(equalTo: viewportMargins.bottomAnchor),
            ]
        } else {
            infoStack.distribution = .fill
            bottom = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
            constraints += [
                chargePanel.centerXAnchor.constraint(equalTo: navMap.centerXAnchor),
                chargePanel.widthAnchor.constraint(equalTo: navMap.widthAnchor, multiplier: Self.panelWidthFraction),
                viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                // Google: stack two of its views through the lower one's margins guide.
                speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            ]
        }
        viewportBottom = bottom
        constraints += [
            bottom,
            progress.leadingAnchor.constraint(equalTo: viewportMargins.leadingAnchor),
            progress.centerYAnchor.constraint(equalTo: viewport.centerYAnchor),
            progress.heightAnchor.constraint(equalTo: viewport.heightAnchor, multiplier: Self.progressHeightFraction),
            speed.leadingAnchor.constraint(equalTo: viewportMargins.leadingAnchor),
            logo.leadingAnchor.constraint(equalTo: speed.trailingAnchor, constant: Self.logoGap),
            logo.bottomAnchor.constraint(equalTo: viewportMargins.bottomAnchor),
            buttons.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: viewportMargins.topAnchor),
            buttons.bottomAnchor.constraint(equalTo: viewportMargins.bottomAnchor),
        ]
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
        builtWide = wide
        self.viewport = viewport
        self.etaCard = etaCard
    }

    /// Puts a prompt at the map's bottom-leading corner and the banner over it; in portrait the
    /// viewport ends at the prompt.
    private func place(_ prompt: NavigationPromptView, in navMap: GMSMapView, bannerOffset: CGFloat) {
        guard let viewport else { return }
        let rightToLeft = navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if builtWide == true {
            // Against the leading and bottom edges: only the top-trailing corner shows.
            prompt.roundedCorners = rightToLeft ? [.layerMinXMinYCorner] : [.layerMaxXMinYCorner]
        } else {
            prompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        }
        NSLayoutConstraint.deactivate(promptConstraints)
        var constraints = [
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            banner.centerXAnchor.constraint(equalTo: viewport.centerXAnchor),
            banner.widthAnchor.constraint(
                lessThanOrEqualTo: viewport.widthAnchor, multiplier: Self.bannerWidthFraction),
            banner.bottomAnchor.constraint(equalTo: prompt.topAnchor, constant: -Self.bannerGap + bannerOffset),
        ]
        if builtWide == false, let bottom = viewportBottom {
            bottom.isActive = false
            let toPrompt = viewport.bottomAnchor.constraint(equalTo: prompt.topAnchor)
            viewportBottom = toPrompt
            constraints.append(toPrompt)
        }
        promptConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func restoreViewportBottom() {
        guard builtWide == false, let viewport, let etaCard else { return }
        viewportBottom?.isActive = false
        let bottom = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        bottom.isActive = true
        viewportBottom = bottom
    }

    // MARK: Business updates

    /// New data for the next charger (e.g. the power changes from "150 kW" to "350 kW DC").
    func updateCharger(name: String, power: String, in navMap: GMSMapView) {
        chargerName.text = name
        chargerPower.text = power
        navMap.layoutIfNeeded()
    }

    /// The driver turns the speed-limit reading on or off in the app's settings.
    func setShowsSpeedLimit(_ shows: Bool, on navMap: GMSMapView) {
        navMap.shouldDisplaySpeedLimit = shows
        navMap.setNeedsLayout()
        navMap.layoutIfNeeded()
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.shouldDisplaySpeedometer = true
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
        if let guidance = newState as? ActiveGuidanceUIState, guidance.wideMode != builtWide {
            let prompt = currentPrompt
            buildGuidance(in: navMap, state: guidance)
            if let prompt {
                currentPrompt = prompt
                navMap.addSubview(prompt)
                navMap.addSubview(banner)
                place(prompt, in: navMap, bannerOffset: 0)
            }
        }
        navMap.setNeedsLayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        navMap.addSubview(newPrompt)
        banner.text = "Charger in 2.1 km"
        banner.alpha = 0
        navMap.addSubview(banner)
        place(newPrompt, in: navMap, bannerOffset: Self.bannerSlide)
        // The prompt appears at once; the banner starts a little low and transparent.
        navMap.layoutIfNeeded()
        let slide = promptConstraints[4]
        UIView.animate(
            withDuration: Self.bannerFadeIn, delay: Self.bannerDelay, options: [.curveEaseOut],
            animations: {
                self.banner.alpha = 1
                slide.constant = -Self.bannerGap
                navMap.layoutIfNeeded()
            },
            completion: { finished in
                self.events.append("banner shown \(finished)")
            })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        navMap.insertSubview(newPrompt, aboveSubview: oldPrompt)
        // The new prompt grows out of the old one.
        newPrompt.frame = oldPrompt.frame
        oldPrompt.removeFromSuperview()
        banner.text = "Faster route via charger"
        place(newPrompt, in: navMap, bannerOffset: 0)
        UIView.animate(withDuration: Self.promptSwap) {
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard currentPrompt === oldPrompt else { return }
        currentPrompt = nil
        restoreViewportBottom()
        let banner = self.banner
        let animator = UIViewPropertyAnimator(duration: Self.fadeOut, curve: .easeIn) {
            banner.alpha = 0
            oldPrompt.alpha = 0
        }
        animator.addCompletion { position in
            banner.removeFromSuperview()
            oldPrompt.removeFromSuperview()
            self.events.append("prompt hidden \(position == .end)")
        }
        animator.startAnimation()
    }
}
