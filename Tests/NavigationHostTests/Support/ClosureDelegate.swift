import NavigationLayout

/// A delegate whose callbacks are closures, so that each test writes exactly the layout (and the
/// mistake) it needs.
@MainActor
final class ClosureDelegate: NavigationLayoutDelegate {
    var onEnable: (GMSMapView, any NavigationReadyUIState) -> Void = { _, _ in }
    var onDisable: (GMSMapView, any NavigationReadyUIState) -> Void = { _, _ in }
    var onStart: (GMSMapView, any ActiveGuidanceUIState) -> Void = { _, _ in }
    var onStop: (GMSMapView, any NavigationReadyUIState, any ActiveGuidanceUIState) -> Void = { _, _, _ in }
    var onShowPrompt: (GMSMapView, any NavigationPromptView) -> Void = { _, _ in }
    var onHidePrompt: (GMSMapView, any NavigationPromptView) -> Void = { _, _ in }

    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) { onEnable(navMap, newState) }
    func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) { onDisable(navMap, oldState) }
    func startGuidance(navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState) {
        onStart(navMap, newState)
    }
    func stopGuidance(navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState) {
        onStop(navMap, newState, oldState)
    }
    func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) { onShowPrompt(navMap, newPrompt) }
    func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) { onHidePrompt(navMap, oldPrompt) }
}

/// Pins a view to a rectangle of the map with leading/top/width/height constraints.
@MainActor
@discardableResult
func pin(_ view: UIView, in map: GMSMapView, x: CGFloat, y: CGFloat, width: CGFloat?, height: CGFloat?)
    -> [NSLayoutConstraint]
{
    if view.superview == nil { map.addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [
        view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: x),
        view.topAnchor.constraint(equalTo: map.topAnchor, constant: y),
    ]
    if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(constraints)
    return constraints
}
