/// The layout of a map view's navigation UI, written by the app (Google's
/// `GMSNavigationLayoutDelegate`). Each callback receives the SDK components of the new state;
/// the delegate adds them to the map view and positions them with constraints. Every callback is
/// optional and runs on the main actor, in the order SPEC §6 gives.
public protocol NavigationLayoutDelegate: AnyObject {
    /// Navigation was enabled on `navMap`: add the navigation-ready UI (logo, viewport, buttons).
    @MainActor func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState)
    /// Navigation was disabled on `navMap`: remove every view and guide the delegate added.
    @MainActor func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState)
    /// Guidance started: switch to the active-guidance UI (turn card, ETA card, …).
    @MainActor func startGuidance(
        navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState)
    /// Guidance stopped: remove the active-guidance UI and restore the navigation-ready one.
    @MainActor func stopGuidance(
        navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState)
    /// A prompt came up during guidance: add it and bring it on screen.
    @MainActor func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView)
    /// A second prompt replaced the one on screen.
    @MainActor func changePrompt(
        navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView)
    /// The prompt on screen was dismissed: take it off and remove it.
    @MainActor func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView)
    /// The map's size, safe area or layout direction changed; `newState.wideMode` is recomputed.
    @MainActor func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState)
}

extension NavigationLayoutDelegate {
    /// Does nothing: the callback is optional.
    @MainActor public func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {}
    /// Does nothing: the callback is optional.
    @MainActor public func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {}
    /// Does nothing: the callback is optional.
    @MainActor public func startGuidance(
        navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
    ) {}
    /// Does nothing: the callback is optional.
    @MainActor public func stopGuidance(
        navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
    ) {}
    /// Does nothing: the callback is optional.
    @MainActor public func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {}
    /// Does nothing: the callback is optional.
    @MainActor public func changePrompt(
        navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
    ) {}
    /// Does nothing: the callback is optional.
    @MainActor public func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {}
    /// Does nothing: the callback is optional.
    @MainActor public func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {}
}
