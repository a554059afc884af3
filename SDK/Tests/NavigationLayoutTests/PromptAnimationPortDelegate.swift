import NavigationLayout

// MARK: - The port
//
// A phone navigation layout written for iOS (`import GoogleNavigation` + `import UIKit`), with
// nothing changed but the imports. Its point is motion:
//
// - Guidance: the turn card slides down from above the screen (ease-out) while the ETA card
//   springs up from below it a moment later; the viewport sits between them, the logo in the
//   viewport's bottom-leading margin and the buttons (a hiding stack) in its trailing margin, so
//   they all follow the cards.
// - A prompt slides up from below the screen over the ETA card (ease-out, from the current
//   state) and the viewport shrinks to its top; the ETA card fades out under it (a block of its
//   own, faster, ease-in) and is hidden in that block's completion.
// - A new prompt cross-fades over the old one: the old fades out (ease-in) and is removed in its
//   completion, the new one fades in while the viewport springs to its top.
// - A dismissed prompt slides back down (ease-in); its completion removes it and starts the next
//   animation: the ETA card is shown again and fades in.
// - Stopping guidance hands the cards to a property animator that slides them out after a short
//   delay and fades them over the second half; its completion takes them out of the map.
// - Disabling navigation stops whatever still runs and clears the map at once.

@MainActor
final class PromptAnimationLayoutDelegate: NSObject, NavigationLayoutDelegate {
    static let cardSlideDuration: TimeInterval = 0.25
    static let etaSpringDuration: TimeInterval = 0.5
    static let etaSpringDelay: TimeInterval = 0.125
    static let etaSpringDamping: CGFloat = 0.75
    static let etaSpringVelocity: CGFloat = 0.5
    static let promptShowDuration: TimeInterval = 0.5
    static let promptHideDuration: TimeInterval = 0.25
    static let promptFadeOutDuration: TimeInterval = 0.25
    static let promptSpringDuration: TimeInterval = 0.5
    static let promptSpringDamping: CGFloat = 0.7
    static let etaFadeOutDuration: TimeInterval = 0.25
    static let etaFadeInDuration: TimeInterval = 0.25
    static let exitDuration: TimeInterval = 0.25
    static let exitDelay: TimeInterval = 0.125
    static let buttonsFadeDuration: TimeInterval = 0.25

    /// What the completion handlers saw, in the order they ran.
    private(set) var events: [String] = []

    private var stateConstraints: [NSLayoutConstraint] = []
    private var cardConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private(set) var buttonStack: GMSNavigationHidingStackView?
    private weak var viewport: UIView?
    private(set) var turnCard: UIView?
    private(set) var etaCard: UIView?
    /// turnCard.bottom == map.top + constant: 0 parks it above the screen, its height shows it.
    private var turnCardBottom: NSLayoutConstraint?
    /// etaCard.top == map.bottom + constant: 0 parks it below the screen, −height shows it.
    private var etaCardTop: NSLayoutConstraint?
    private var viewportBottomToETA: NSLayoutConstraint?
    private var viewportBottomToPrompt: NSLayoutConstraint?
    private(set) var currentPrompt: NavigationPromptView?
    /// prompt.bottom == map.bottom for the prompt on screen.
    private var promptShown: NSLayoutConstraint?
    private var isGuiding = false
    private(set) var exitAnimator: UIViewPropertyAnimator?

    // MARK: Building

    private func makeButtonStack(in navMap: GMSMapView, buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.accessibilityIdentifier = "buttons"
        buttons.forEach { stack.addArrangedSubview($0.view) }
        navMap.addSubview(stack)
        buttonStack = stack
        return stack
    }

    private func tearDown() {
        exitAnimator?.stopAnimation(true)
        exitAnimator = nil
        NSLayoutConstraint.deactivate(stateConstraints + cardConstraints)
        stateConstraints = []
        cardConstraints = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        for view in stateViews { view.removeFromSuperview() }
        stateViews = []
        for card in [turnCard, etaCard].compactMap({ $0 }) {
            card.removeFromSuperview()
            card.alpha = 1
            card.isHidden = false
        }
        turnCard = nil
        etaCard = nil
        turnCardBottom = nil
        etaCardTop = nil
        viewportBottomToETA = nil
        viewportBottomToPrompt = nil
        promptShown = nil
    }

    /// Viewport over the whole map, logo and buttons in the map's margins.
    private func readyConstraints(in navMap: GMSMapView, viewport: UIView, logo: UIView) -> [NSLayoutConstraint] {
        let margins = navMap.layoutMarginsGuide
        return [
            viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
    }

    private func buttonConstraints(_ stack: UIView, in navMap: GMSMapView, margins: UILayoutGuide)
        -> [NSLayoutConstraint]
    {
        [
            stack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
    }

    // MARK: Business API

    /// The app hides the buttons while the driver pans the map, and shows them again; without
    /// animation when it restores a saved state (the common `animated ? duration : 0` idiom).
    func setButtonsHidden(_ hidden: Bool, animated: Bool) {
        guard let stack = buttonStack else { return }
        UIView.animate(withDuration: animated ? Self.buttonsFadeDuration : 0) {
            stack.alpha = hidden ? 0 : 1
        }
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        tearDown()
        let viewport = newState.viewport
        let logo = newState.googleLogo
        navMap.addSubview(viewport)
        navMap.addSubview(logo)
        stateViews = [viewport, logo]
        self.viewport = viewport
        let stack = makeButtonStack(in: navMap, buttons: newState.buttons)
        stateConstraints =
            readyConstraints(in: navMap, viewport: viewport, logo: logo)
            + buttonConstraints(stack, in: navMap, margins: navMap.layoutMarginsGuide)
        NSLayoutConstraint.activate(stateConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        isGuiding = false
        tearDown()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown()
        isGuiding = true
        let viewport = newState.viewport
        let logo = newState.googleLogo
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        navMap.addSubview(viewport)
        navMap.addSubview(turnCard)
        navMap.addSubview(etaCard)
        navMap.addSubview(logo)
        stateViews = [viewport, logo]
        self.viewport = viewport
        self.turnCard = turnCard
        self.etaCard = etaCard
        let stack = makeButtonStack(in: navMap, buttons: newState.buttons)

        // The cards start off screen: the turn card above the top edge, the ETA card below the bottom.
        let turnBottom = turnCard.bottomAnchor.constraint(equalTo: navMap.topAnchor)
        let etaTop = etaCard.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        turnCardBottom = turnBottom
        etaCardTop = etaTop
        cardConstraints = [
            turnCard.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            turnBottom,
            etaCard.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            etaTop,
        ]
        let toETA = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        viewportBottomToETA = toETA
        let viewportMargins = viewport.layoutMarginsGuide
        stateConstraints =
            [
                viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                toETA,
                logo.leadingAnchor.constraint(equalTo: viewportMargins.leadingAnchor),
                logo.bottomAnchor.constraint(equalTo: viewportMargins.bottomAnchor),
            ] + buttonConstraints(stack, in: navMap, margins: viewportMargins)
        NSLayoutConstraint.activate(cardConstraints + stateConstraints)

        // Put everything where the entrance starts, without animation.
        UIView.performWithoutAnimation {
            navMap.layoutIfNeeded()
        }
        // The turn card slides down: constant changed inside the block.
        UIView.animate(
            withDuration: Self.cardSlideDuration, delay: 0, options: [.curveEaseOut],
            animations: {
                turnBottom.constant = turnCard.bounds.height
                navMap.layoutIfNeeded()
            },
            completion: { finished in
                self.events.append("turnCard in \(finished)")
            })
        // The ETA card springs up a moment later: constant changed before the block, laid out in it.
        etaTop.constant = -etaCard.bounds.height
        UIView.animate(
            withDuration: Self.etaSpringDuration, delay: Self.etaSpringDelay,
            usingSpringWithDamping: Self.etaSpringDamping, initialSpringVelocity: Self.etaSpringVelocity,
            options: [],
            animations: {
                navMap.layoutIfNeeded()
            },
            completion: { finished in
                self.events.append("etaCard in \(finished)")
            })
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        isGuiding = false
        guard let viewport, let turnCard, let etaCard, let turnBottom = turnCardBottom, let etaTop = etaCardTop
        else { return }
        let logo = newState.googleLogo

        // The ready state's buttons go straight to where they belong.
        buttonStack?.removeFromSuperview()
        let stack = makeButtonStack(in: navMap, buttons: newState.buttons)
        let buttons = buttonConstraints(stack, in: navMap, margins: navMap.layoutMarginsGuide)
        NSLayoutConstraint.activate(buttons)
        UIView.performWithoutAnimation {
            navMap.layoutIfNeeded()
        }

        let guidanceConstraints = stateConstraints
        let ready = readyConstraints(in: navMap, viewport: viewport, logo: logo)
        stateConstraints = ready + buttons
        viewportBottomToETA = nil

        let animator = UIViewPropertyAnimator(duration: Self.exitDuration, curve: .easeIn)
        animator.addAnimations {
            NSLayoutConstraint.deactivate(guidanceConstraints)
            NSLayoutConstraint.activate(ready)
            turnBottom.constant = 0
            etaTop.constant = 0
            navMap.layoutIfNeeded()
        }
        animator.addAnimations(
            {
                turnCard.alpha = 0
                etaCard.alpha = 0
            }, delayFactor: 0.5)
        animator.addCompletion { position in
            NSLayoutConstraint.deactivate(self.cardConstraints)
            self.cardConstraints = []
            for card in [turnCard, etaCard] {
                card.removeFromSuperview()
                card.alpha = 1
                card.isHidden = false
            }
            self.turnCard = nil
            self.etaCard = nil
            self.exitAnimator = nil
            self.events.append("cards out \(position)")
        }
        exitAnimator = animator
        animator.startAnimation(afterDelay: Self.exitDelay)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        guard let etaCard, let viewport, let toETA = viewportBottomToETA else { return }
        let id = newPrompt.accessibilityIdentifier ?? "prompt"
        navMap.addSubview(newPrompt)
        let parked = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        NSLayoutConstraint.activate([
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            parked,
        ])
        // Park it below the screen first, so that it slides in rather than growing from the corner.
        UIView.performWithoutAnimation {
            navMap.layoutIfNeeded()
        }
        let shown = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        let toPrompt = viewport.bottomAnchor.constraint(equalTo: newPrompt.topAnchor)
        promptShown = shown
        viewportBottomToPrompt = toPrompt
        UIView.animate(
            withDuration: Self.promptShowDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
            animations: {
                parked.isActive = false
                toETA.isActive = false
                shown.isActive = true
                toPrompt.isActive = true
                navMap.layoutIfNeeded()
            },
            completion: { finished in
                self.events.append("\(id) shown \(finished)")
            })
        // The ETA card fades out under it, faster, and is hidden once faded, as long as a prompt is up.
        UIView.animate(
            withDuration: Self.etaFadeOutDuration, delay: 0, options: [.curveEaseIn],
            animations: {
                etaCard.alpha = 0
            },
            completion: { finished in
                if finished && self.currentPrompt != nil {
                    etaCard.isHidden = true
                }
                self.events.append("etaCard faded \(finished)")
            })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        guard let viewport else { return }
        let oldID = oldPrompt.accessibilityIdentifier ?? "prompt"
        let newID = newPrompt.accessibilityIdentifier ?? "prompt"
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        let shown = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        NSLayoutConstraint.activate([
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            shown,
        ])
        UIView.performWithoutAnimation {
            navMap.layoutIfNeeded()
        }
        promptShown = shown

        // The old prompt fades out and goes.
        UIView.animate(
            withDuration: Self.promptFadeOutDuration, delay: 0, options: [.curveEaseIn],
            animations: {
                oldPrompt.alpha = 0
            },
            completion: { finished in
                oldPrompt.removeFromSuperview()
                self.events.append("\(oldID) removed \(finished)")
            })
        // The viewport springs to the new prompt's top while it fades in.
        viewportBottomToPrompt?.isActive = false
        let toNew = viewport.bottomAnchor.constraint(equalTo: newPrompt.topAnchor)
        toNew.isActive = true
        viewportBottomToPrompt = toNew
        UIView.animate(
            withDuration: Self.promptSpringDuration, delay: 0, usingSpringWithDamping: Self.promptSpringDamping,
            initialSpringVelocity: 0, options: [.beginFromCurrentState],
            animations: {
                newPrompt.alpha = 1
                navMap.layoutIfNeeded()
            },
            completion: { finished in
                self.events.append("\(newID) shown \(finished)")
            })
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard currentPrompt === oldPrompt else { return }
        currentPrompt = nil
        let id = oldPrompt.accessibilityIdentifier ?? "prompt"
        let shown = promptShown
        let toPrompt = viewportBottomToPrompt
        let toETA = viewportBottomToETA
        promptShown = nil
        viewportBottomToPrompt = nil
        UIView.animate(
            withDuration: Self.promptHideDuration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
            animations: {
                shown?.isActive = false
                toPrompt?.isActive = false
                oldPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor).isActive = true
                toETA?.isActive = true
                navMap.layoutIfNeeded()
            },
            completion: { finished in
                oldPrompt.removeFromSuperview()
                self.events.append("\(id) hidden \(finished)")
                // Chained: bring the ETA card back, unless guidance ended or another prompt came.
                guard self.isGuiding, self.currentPrompt == nil, let etaCard = self.etaCard else { return }
                etaCard.isHidden = false
                UIView.animate(
                    withDuration: Self.etaFadeInDuration,
                    animations: {
                        etaCard.alpha = 1
                    },
                    completion: { finished in
                        self.events.append("etaCard back \(finished)")
                    })
            })
    }
}
