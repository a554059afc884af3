import NavigationLayout

@testable import BasicLayout

/// Plays the transitions of SPEC §6 on one map with the documented delegate, the way the host does:
/// each callback, then a layout pass. Animations complete when ``finishAnimations()`` moves the
/// clock past them.
@MainActor
final class TransitionDriver {
    let map = GMSMapView()
    let delegate = BasicLayoutDelegate()
    let timer = ManualLayoutTimer()
    private var ready: (any NavigationReadyUIState)?
    private var guidance: (any ActiveGuidanceUIState)?
    private(set) var prompt: (any NavigationPromptView)?

    init(width: CGFloat, height: CGFloat, insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) throws {
        LayoutTiming.timer = timer
        map.frame = CGRect(x: 0, y: 0, width: width, height: height)
        map.safeAreaInsets = insets
        map.layoutDirection = direction
        try map.setLayoutDelegate(delegate)
    }

    func enable() {
        map.isNavigationEnabled = true
        let state = map.components.readyState()
        ready = state
        delegate.enableNavigationUI(navMap: map, newState: state)
    }

    func startGuidance() {
        guard let ready else { return }
        let state = map.components.guidanceState()
        guidance = state
        delegate.startGuidance(navMap: map, newState: state, oldState: ready)
    }

    func showPrompt(_ kind: PromptKind) {
        let new = map.components.makePrompt(kind: kind)
        if let old = prompt {
            delegate.changePrompt(navMap: map, newPrompt: new, oldPrompt: old)
        } else {
            delegate.showPrompt(navMap: map, newPrompt: new)
        }
        prompt = new
    }

    func hidePrompt() {
        guard let old = prompt else { return }
        prompt = nil
        delegate.hidePrompt(navMap: map, oldPrompt: old)
    }

    func stopGuidance() {
        guard let ready, let guidance else { return }
        hidePrompt()
        self.guidance = nil
        delegate.stopGuidance(navMap: map, newState: ready, oldState: guidance)
    }

    func disable() {
        stopGuidance()
        guard let ready else { return }
        self.ready = nil
        delegate.disableNavigationUI(navMap: map, oldState: ready)
        map.isNavigationEnabled = false
    }

    /// Runs every pending animation completion.
    func finishAnimations() {
        timer.advance(by: 10)
    }

    /// The layout after finishing animations.
    func settledLayout() -> ResolvedLayout {
        finishAnimations()
        return map.resolveLayout()
    }
}
