import Foundation
import Testing

@testable import NavigationLayout

// MARK: - The port
//
// A fleet-driver "next stop" layout as written for iOS (`import GoogleNavigation` + `import UIKit`),
// with nothing changed but the imports.

/// One row of the banner. On iOS it stands in for a label whose text decides its size: the row
/// keeps a content size and invalidates its intrinsic size when the content changes.
final class NextStopRowView: UIView {
    var contentSize: CGSize {
        didSet {
            if contentSize != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    init(contentSize: CGSize, identifier: String) {
        self.contentSize = contentSize
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = identifier
        setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// The next-stop banner: a vertical stack of a title, an address and a "delivery window" row (a
/// horizontal `.fillEqually` stack of the window's start and end).
final class NextStopBannerView: UIView {
    static let insets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    static let rowSpacing: CGFloat = 4

    let title = NextStopRowView(contentSize: CGSize(width: 200, height: 22), identifier: "nextStop.title")
    let address = NextStopRowView(contentSize: CGSize(width: 250, height: 18), identifier: "nextStop.address")
    let windowStart = NextStopRowView(contentSize: CGSize(width: 60, height: 18), identifier: "nextStop.windowStart")
    let windowEnd = NextStopRowView(contentSize: CGSize(width: 80, height: 20), identifier: "nextStop.windowEnd")
    let windowRow: UIStackView
    let stack: UIStackView

    override init(frame: CGRect) {
        windowRow = UIStackView(arrangedSubviews: [windowStart, windowEnd])
        stack = UIStackView(arrangedSubviews: [title, address, windowRow])
        super.init(frame: frame)
        accessibilityIdentifier = "nextStop"
        translatesAutoresizingMaskIntoConstraints = false
        layoutMargins = Self.insets
        insetsLayoutMarginsFromSafeArea = false
        layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        clipsToBounds = true

        windowRow.axis = .horizontal
        windowRow.distribution = .fillEqually
        windowRow.spacing = 8
        windowRow.accessibilityIdentifier = "nextStop.windowRow"

        stack.axis = .vertical
        stack.alignment = .fill
        stack.distribution = .fill
        stack.spacing = Self.rowSpacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.accessibilityIdentifier = "nextStop.stack"
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The smallest size the content allows.
    func compressedSize() -> CGSize {
        systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    /// The height the banner needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}

/// The fleet-driver layout: turn card at the top, the next-stop banner under it, the ETA card at
/// the bottom, buttons and logo above the ETA card; prompts slide up over the ETA card with a
/// spring, and the banner moves down to sit on them.
@MainActor
final class NextStopLayoutDelegate: NSObject, NavigationLayoutDelegate {
    static let bannerGap: CGFloat = 8
    static let rowAnimationDuration: TimeInterval = 0.25
    static let fadeDuration: TimeInterval = 0.2
    static let promptDuration: TimeInterval = 0.4
    static let promptDamping: CGFloat = 0.8
    static let promptVelocity: CGFloat = 0.5

    let banner = NextStopBannerView()
    private weak var navMap: GMSMapView?
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var bannerConstraints: [NSLayoutConstraint] = []
    /// The banner under the turn card (active without a prompt).
    private(set) var bannerUnderTurnCard: NSLayoutConstraint?
    /// The banner sitting on the prompt (active while a prompt shows).
    private(set) var bannerOnPrompt: NSLayoutConstraint?
    private(set) var currentPrompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []
    private(set) var completions: [String] = []

    // MARK: States

    private func tearDownState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
    }

    private func buildLayout(in navMap: GMSMapView, state: NavigationUIState) {
        tearDownState()
        let safeArea = navMap.safeAreaLayoutGuide
        let margins = navMap.layoutMarginsGuide
        let guidance = state as? ActiveGuidanceUIState
        let buttons = guidance?.buttons ?? (state as? NavigationReadyUIState)?.buttons ?? []
        let logo = state.googleLogo
        let viewport = state.viewport

        var views: [UIView] = [viewport, logo]
        if let guidance { views += [guidance.turnCard, guidance.etaCard] }
        views.forEach { navMap.addSubview($0) }
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.accessibilityIdentifier = "buttons"
        stack.arrangedSubviews = buttons.map { $0.view }
        navMap.addSubview(stack)

        var constraints: [NSLayoutConstraint] = [
            viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ]
        if let guidance {
            let turnCard = guidance.turnCard
            let etaCard = guidance.etaCard
            constraints += [
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor),
                stack.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: Self.bannerGap),
                stack.bottomAnchor.constraint(equalTo: etaCard.topAnchor, constant: -Self.bannerGap),
                logo.bottomAnchor.constraint(equalTo: etaCard.topAnchor, constant: -Self.bannerGap),
            ]
        } else {
            constraints += [
                viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
                stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: Self.bannerGap),
                stack.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -Self.bannerGap),
                logo.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -Self.bannerGap),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        stateConstraints = constraints
        stateViews = views
        buttonStack = stack
    }

    private func installBanner(in navMap: GMSMapView, under turnCard: UIView) {
        if banner.superview !== navMap { navMap.addSubview(banner) }
        NSLayoutConstraint.deactivate(bannerConstraints)
        let under = banner.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Self.bannerGap)
        bannerUnderTurnCard = under
        bannerConstraints = [
            under,
            banner.leadingAnchor.constraint(equalTo: navMap.layoutMarginsGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: navMap.layoutMarginsGuide.trailingAnchor),
        ]
        NSLayoutConstraint.activate(bannerConstraints)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        buildLayout(in: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDownState()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        installBanner(in: navMap, under: newState.turnCard)
        buildLayout(in: navMap, state: newState)
        // The banner starts transparent and fades in.
        banner.alpha = 0
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.fadeDuration) {
            self.banner.alpha = 1
        }
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Keep the banner where it is while it fades, then take it out.
        let top = banner.frame.minY
        NSLayoutConstraint.deactivate(bannerConstraints)
        bannerConstraints = [
            banner.topAnchor.constraint(equalTo: navMap.topAnchor, constant: top),
            banner.leadingAnchor.constraint(equalTo: navMap.layoutMarginsGuide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: navMap.layoutMarginsGuide.trailingAnchor),
        ]
        NSLayoutConstraint.activate(bannerConstraints)
        buildLayout(in: navMap, state: newState)
        UIView.animate(
            withDuration: Self.fadeDuration,
            animations: {
                self.banner.alpha = 0
            },
            completion: { _ in
                self.banner.removeFromSuperview()
                self.completions.append("banner removed")
            })
    }

    // MARK: Banner content

    /// Shows or hides the address row, animated as the stack collapses it.
    func setAddressVisible(_ visible: Bool) {
        guard let navMap, banner.address.isHidden == visible else { return }
        UIView.animate(
            withDuration: Self.rowAnimationDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
            animations: {
                self.banner.address.isHidden = !visible
                navMap.layoutIfNeeded()
            },
            completion: { finished in
                self.completions.append("address \(visible ? "shown" : "hidden") \(finished)")
            })
    }

    /// New content for the title (e.g. two lines), animated.
    func setTitleHeight(_ height: CGFloat, animated: Bool) {
        guard let navMap else { return }
        guard animated else {
            banner.title.contentSize.height = height
            navMap.layoutIfNeeded()
            return
        }
        UIView.animate(withDuration: Self.rowAnimationDuration) {
            self.banner.title.contentSize.height = height
            navMap.layoutIfNeeded()
        }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        navMap.addSubview(newPrompt)
        currentPrompt = newPrompt
        // Start just below the map, then spring up over the ETA card.
        let below = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        let leading = newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)
        NSLayoutConstraint.activate([below, leading])
        UIView.performWithoutAnimation {
            navMap.layoutIfNeeded()
        }
        let onScreen = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        let bannerOnPrompt = banner.bottomAnchor.constraint(equalTo: newPrompt.topAnchor, constant: -Self.bannerGap)
        self.bannerOnPrompt = bannerOnPrompt
        promptConstraints = [onScreen, leading]
        UIView.animate(
            withDuration: Self.promptDuration, delay: 0, usingSpringWithDamping: Self.promptDamping,
            initialSpringVelocity: Self.promptVelocity, options: [.beginFromCurrentState],
            animations: {
                below.isActive = false
                onScreen.isActive = true
                self.bannerUnderTurnCard?.isActive = false
                bannerOnPrompt.isActive = true
                navMap.layoutIfNeeded()
                // Dim the banner a little while the prompt is up (inherits the spring's timing).
                UIView.animate(withDuration: 0.1, delay: 0, options: [.curveEaseIn]) {
                    self.banner.alpha = 0.9
                }
            }, completion: nil)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard currentPrompt === oldPrompt else { return }
        currentPrompt = nil
        let down = oldPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        let onScreen = promptConstraints.first
        UIView.animate(
            withDuration: Self.fadeDuration, delay: 0, options: .curveEaseIn,
            animations: {
                onScreen?.isActive = false
                down.isActive = true
                self.bannerOnPrompt?.isActive = false
                self.bannerUnderTurnCard?.isActive = true
                self.banner.alpha = 1
                navMap.layoutIfNeeded()
            },
            completion: { _ in
                oldPrompt.removeFromSuperview()
                self.completions.append("\(oldPrompt.accessibilityIdentifier ?? "?") removed")
            })
        bannerOnPrompt = nil
        promptConstraints = []
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        // The new prompt takes the old one's place at once; the banner follows it with a short ease.
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        navMap.insertSubview(newPrompt, belowSubview: oldPrompt)
        currentPrompt = newPrompt
        let onScreen = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        let leading = newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)
        NSLayoutConstraint.activate([onScreen, leading])
        promptConstraints = [onScreen, leading]
        UIView.performWithoutAnimation {
            navMap.layoutIfNeeded()
        }
        let bannerOnPrompt = banner.bottomAnchor.constraint(equalTo: newPrompt.topAnchor, constant: -Self.bannerGap)
        UIView.animate(withDuration: Self.rowAnimationDuration) {
            oldPrompt.removeFromSuperview()
            bannerOnPrompt.isActive = true
            self.bannerOnPrompt = bannerOnPrompt
            navMap.layoutIfNeeded()
        }
    }
}
