public import NavigationLayout

/// The layout the host uses while a map has no delegate, and always on projected displays: the
/// legacy slot model of SPEC §7, driven by the map's settings.
@MainActor
public final class BuiltInLayout: NavigationLayoutDelegate {
    private var views: [UIView] = []
    private var constraints: [NSLayoutConstraint] = []

    /// Creates the layout.
    public init() {}

    public func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        place(navMap, logo: newState.googleLogo, viewport: newState.viewport, top: nil, bottom: nil)
    }

    public func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clear()
    }

    public func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        place(
            navMap, logo: newState.googleLogo, viewport: newState.viewport, top: newState.turnCard,
            bottom: newState.etaCard)
    }

    public func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        place(navMap, logo: newState.googleLogo, viewport: newState.viewport, top: nil, bottom: nil)
    }

    private func place(_ map: GMSMapView, logo: UIView, viewport: UIView, top: UIView?, bottom: UIView?) {
        clear()
        let safe = map.safeAreaLayoutGuide
        views = [viewport, top, bottom, logo].compactMap { $0 }
        for view in views { map.addSubview(view) }
        constraints = [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            logo.bottomAnchor.constraint(equalTo: (bottom?.topAnchor ?? safe.bottomAnchor), constant: -8),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: top?.bottomAnchor ?? safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottom?.topAnchor ?? safe.bottomAnchor),
        ]
        if let top {
            constraints += [
                top.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                top.topAnchor.constraint(equalTo: map.topAnchor),
            ]
        }
        if let bottom {
            constraints += [
                bottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                bottom.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func clear() {
        NSLayoutConstraint.deactivate(constraints)
        constraints = []
        for view in views { view.removeFromSuperview() }
        views = []
    }
}
