import NavigationLayout

/// A delegate that records every callback it gets, with the identities of the state objects, and
/// lays out the required components so that the map has a real layout.
@MainActor
final class RecordingDelegate: NavigationLayoutDelegate {
    private(set) var calls: [String] = []
    private(set) var readyStates: [ObjectIdentifier] = []
    private(set) var guidanceStates: [ObjectIdentifier] = []
    private(set) var wideModes: [Bool] = []
    private var placed: [UIView] = []

    func takeCalls() -> [String] {
        defer { calls.removeAll() }
        return calls
    }

    private func show(_ views: [UIView], on map: GMSMapView) {
        for view in placed { view.removeFromSuperview() }
        placed = views
        for view in views {
            // The viewport has no size of its own: give it one so that nothing is ambiguous.
            let size: CGFloat? = view.accessibilityIdentifier == "viewport" ? 100 : nil
            pin(view, in: map, x: 0, y: 0, width: size, height: size)
        }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
        calls.append("enableNavigationUI")
        readyStates.append(ObjectIdentifier(newState))
        wideModes.append(newState.wideMode)
        show([newState.googleLogo, newState.viewport], on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
        calls.append("disableNavigationUI")
        readyStates.append(ObjectIdentifier(oldState))
        show([], on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState) {
        calls.append("startGuidance")
        guidanceStates.append(ObjectIdentifier(newState))
        readyStates.append(ObjectIdentifier(oldState))
        show([newState.googleLogo, newState.viewport, newState.turnCard], on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState) {
        calls.append("stopGuidance")
        readyStates.append(ObjectIdentifier(newState))
        guidanceStates.append(ObjectIdentifier(oldState))
        show([newState.googleLogo, newState.viewport], on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
        calls.append("showPrompt(\(newPrompt.accessibilityIdentifier ?? "?"))")
    }

    func changePrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView) {
        calls.append(
            "changePrompt(\(newPrompt.accessibilityIdentifier ?? "?"), \(oldPrompt.accessibilityIdentifier ?? "?"))")
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
        calls.append("hidePrompt(\(oldPrompt.accessibilityIdentifier ?? "?"))")
    }

    func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
        calls.append(
            "sizeChanged(\(newState is any ActiveGuidanceUIState ? "guidance" : "ready"), wide: \(newState.wideMode))")
    }
}
