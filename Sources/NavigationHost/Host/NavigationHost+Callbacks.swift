import NavigationLayout

extension NavigationHost {
    /// Makes one delegate callback with the UI states of the map, keeping the state objects the
    /// documentation promises: the old state of a transition is the object the delegate got as new.
    func run(_ callback: PlannedCallback, on map: HostedMap) {
        let view = map.view
        let delegate = map.activeDelegate
        switch callback {
        case .enableNavigationUI:
            let ready = view.components.readyState()
            map.readyState = ready
            view.isNavigationEnabled = true
            delegate.enableNavigationUI(navMap: view, newState: ready)
        case .startGuidance:
            let guidance = view.components.guidanceState()
            let ready = map.readyState ?? view.components.readyState()
            map.guidanceState = guidance
            delegate.startGuidance(navMap: view, newState: guidance, oldState: ready)
        case .showPrompt(let id):
            let prompt = makePrompt(id: id, on: map)
            delegate.showPrompt(navMap: view, newPrompt: prompt)
        case .changePrompt(let new, _):
            let old = map.prompt
            let prompt = makePrompt(id: new, on: map)
            if let old { delegate.changePrompt(navMap: view, newPrompt: prompt, oldPrompt: old) }
        case .hidePrompt:
            if let old = map.prompt { delegate.hidePrompt(navMap: view, oldPrompt: old) }
            map.prompt = nil
        case .stopGuidance:
            let ready = currentReadyState(of: map)
            let guidance = map.guidanceState ?? view.components.guidanceState()
            map.guidanceState = nil
            delegate.stopGuidance(navMap: view, newState: ready, oldState: guidance)
        case .disableNavigationUI:
            let ready = map.readyState ?? view.components.readyState()
            delegate.disableNavigationUI(navMap: view, oldState: ready)
            map.readyState = nil
            view.isNavigationEnabled = false
        case .sizeChanged:
            let state: any NavigationUIState
            if map.state == .guidance || map.state == .guidancePrompt {
                let guidance = view.components.guidanceState()
                map.guidanceState = guidance
                state = guidance
            } else {
                let ready = view.components.readyState()
                map.readyState = ready
                state = ready
            }
            delegate.sizeChanged(navMap: view, newState: state)
        }
    }

    /// The ready state to hand back when guidance stops: the object the delegate already has while
    /// it still describes the map, a new one once a resize or a setting changed what it says.
    private func currentReadyState(of map: HostedMap) -> any NavigationReadyUIState {
        let now = map.view.components.readyState()
        if let kept = map.readyState, kept.wideMode == now.wideMode, kept.buttons.count == now.buttons.count,
            zip(kept.buttons, now.buttons).allSatisfy({ $0.type == $1.type && $0.view === $1.view })
        {
            return kept
        }
        map.readyState = now
        return now
    }

    private func makePrompt(id: String, on map: HostedMap) -> any NavigationPromptView {
        let kind = navigator.prompt?.kind ?? .traffic
        let prompt = map.view.components.makePrompt(kind: kind, id: id)
        map.prompt = prompt
        return prompt
    }
}
