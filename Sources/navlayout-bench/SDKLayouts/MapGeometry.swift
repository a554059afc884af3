import NavigationLayout

/// A display's geometry as the window manager gives it to a map (SPEC §10 `SetGeometry`): the
/// map's size and the safe-area insets the display reports.
struct MapGeometry {
    var width: CGFloat
    var height: CGFloat
    var insets: UIEdgeInsets

    /// `390x844`, as the solver-level scenarios name sizes.
    var label: String { "\(Int(width))x\(Int(height))" }

    /// `[top, left, bottom, right]` for the JSON line.
    var insetValues: [Double] { [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) } }

    /// Sets the map's size and insets together, as the host does on `SetGeometry`: the constants of
    /// the SDK's geometry constraints move (the layout itself waits for the next pass).
    @MainActor
    func apply(to map: GMSMapView) {
        map.setGeometry(size: CGSize(width: width, height: height), safeAreaInsets: insets)
    }
}
