import NavigationLayout

/// One screen of the built-in layout: the views on the map back to front, the buttons of the
/// bottom-trailing column, and the constraints that place them.
@MainActor
struct BuiltInPlan {
    /// The map's subviews, back to front.
    var views: [UIView] = []
    /// The bottom-trailing column's buttons, lowest first.
    var stacked: [UIView] = []
    var constraints: [NSLayoutConstraint] = []

    /// Puts this plan on the map in place of `old`. Views that stay are not taken out of the
    /// tree, so they keep their solver variables: laying out the same screen again moves nothing
    /// and publishes nothing.
    func install(on map: GMSMapView, replacing old: BuiltInPlan, parts: BuiltInParts) {
        NSLayoutConstraint.deactivate(old.constraints)
        for view in old.views where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for (index, view) in views.enumerated() { Self.place(view, at: index, in: map) }
        if !parts.stack.arrangedSubviews.elementsEqual(stacked, by: ===) { parts.stack.arrangedSubviews = stacked }
        // Drawing order follows the arrangement, whatever order the buttons joined the stack in.
        for (index, button) in stacked.enumerated() { Self.place(button, at: index, in: parts.stack) }
        for guide in parts.guides { map.addLayoutGuide(guide) }
        NSLayoutConstraint.activate(constraints)
    }

    /// Puts `view` at `index` of `parent`'s subviews unless it is there already: a reorder counts
    /// as a change of the published tree even when nothing moves.
    private static func place(_ view: UIView, at index: Int, in parent: UIView) {
        guard !(parent.subviews.indices.contains(index) && parent.subviews[index] === view) else { return }
        parent.insertSubview(view, at: index)
    }

    /// Takes the plan and the built-in guides off the map (navigation disabled).
    func remove(from map: GMSMapView, parts: BuiltInParts) {
        NSLayoutConstraint.deactivate(constraints)
        for view in views { view.removeFromSuperview() }
        parts.stack.arrangedSubviews = []
        for guide in parts.guides { map.removeLayoutGuide(guide) }
    }
}
