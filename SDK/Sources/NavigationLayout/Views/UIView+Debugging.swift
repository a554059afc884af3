extension UIView {
    /// Whether the constraints leave the view's position or size free on some axis (UIKit's
    /// debugging aid; the map's diagnostics report it as `ambiguous-layout`). Lays the map out
    /// first; false for a view outside a map.
    public var hasAmbiguousLayout: Bool {
        guard let map = enclosingMap else { return false }
        map.engine.layoutIfNeeded()
        let axes = map.engine.ambiguousAxes(of: layoutState)
        return axes.horizontal || axes.vertical
    }

    /// The constraints that decide the view's position and size along `axis`, in the order they
    /// were activated (UIKit's debugging aid): every equality and every inequality or optional
    /// constraint at its limit. Lays the map out first; empty outside a map.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let map = enclosingMap else { return [] }
        let explanation = map.engine.explanation(of: layoutState)
        return axis == .horizontal ? explanation.horizontal : explanation.vertical
    }
}

extension UILayoutGuide {
    /// Whether the constraints leave the guide's position or size free on some axis (UIKit's
    /// debugging aid, as for a view). Lays the map out first; false for a guide outside a map.
    public var hasAmbiguousLayout: Bool {
        guard let map = hostingMap else { return false }
        map.engine.layoutIfNeeded()
        let axes = map.engine.ambiguousAxes(of: layoutState)
        return axes.horizontal || axes.vertical
    }

    /// The constraints that decide the guide's position and size along `axis`, in the order they
    /// were activated (UIKit's debugging aid, as for a view). Empty outside a map.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let map = hostingMap else { return [] }
        let explanation = map.engine.explanation(of: layoutState)
        return axis == .horizontal ? explanation.horizontal : explanation.vertical
    }
}
