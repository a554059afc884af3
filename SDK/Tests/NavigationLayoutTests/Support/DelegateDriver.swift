@testable import NavigationLayout

/// Runs a delegate's callbacks as the host does (SPEC §6), keeping the UI states and the prompt
/// the host keeps: what the port tests drive a delegate written for iOS with.
@MainActor
class DelegateDriver<Delegate: NavigationLayoutDelegate> {
    let map: GMSMapView
    let delegate: Delegate
    private(set) var ready: (any NavigationReadyUIState)?
    private(set) var guidance: (any ActiveGuidanceUIState)?
    private(set) var prompt: (any NavigationPromptView)?

    /// Sets `delegate` on `map`.
    init(_ delegate: Delegate, on map: GMSMapView) throws {
        self.map = map
        self.delegate = delegate
        try map.setLayoutDelegate(delegate)
    }

    func enable() {
        let state = map.components.readyState()
        ready = state
        map.isNavigationEnabled = true
        delegate.enableNavigationUI(navMap: map, newState: state)
    }

    func disable() {
        delegate.disableNavigationUI(navMap: map, oldState: ready!)
        map.isNavigationEnabled = false
    }

    func startGuidance() {
        let state = map.components.guidanceState()
        guidance = state
        delegate.startGuidance(navMap: map, newState: state, oldState: ready!)
    }

    func stopGuidance() {
        let state = map.components.readyState()
        ready = state
        delegate.stopGuidance(navMap: map, newState: state, oldState: guidance!)
        guidance = nil
    }

    func showPrompt(_ kind: PromptKind) {
        let new = map.components.makePrompt(kind: kind)
        prompt = new
        delegate.showPrompt(navMap: map, newPrompt: new)
    }

    func changePrompt(_ kind: PromptKind) {
        let new = map.components.makePrompt(kind: kind)
        let old = prompt!
        prompt = new
        delegate.changePrompt(navMap: map, newPrompt: new, oldPrompt: old)
    }

    func hidePrompt() {
        delegate.hidePrompt(navMap: map, oldPrompt: prompt!)
        prompt = nil
    }

    /// Tells the delegate that the map's size or direction changed, with the state it is in.
    func sizeChanged() {
        if guidance != nil {
            let state = map.components.guidanceState()
            guidance = state
            delegate.sizeChanged(navMap: map, newState: state)
        } else {
            let state = map.components.readyState()
            ready = state
            delegate.sizeChanged(navMap: map, newState: state)
        }
    }
}
