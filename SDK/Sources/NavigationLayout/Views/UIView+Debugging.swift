extension UIView {
    /// Whether the constraints leave the view's position or size free on some axis (UIKit's
    /// debugging aid; the map's diagnostics report it as `ambiguous-layout`). Lays the map out
    /// first; false for a view outside a map.
    public var hasAmbiguousLayout: Bool {
        enclosingMap?.engine.isAmbiguous(layoutState) ?? false
    }

    /// The constraints that decide the view's position and size along `axis`, in the order they
    /// were activated (UIKit's debugging aid): every equality and every inequality or optional
    /// constraint at its limit. Lays the map out first; empty outside a map.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        enclosingMap?.engine.constraintsDeciding(layoutState, along: axis) ?? []
    }
}

extension UILayoutGuide {
    /// Whether the constraints leave the guide's position or size free on some axis (UIKit's
    /// debugging aid, as for a view). Lays the map out first; false for a guide outside a map.
    public var hasAmbiguousLayout: Bool {
        hostingMap?.engine.isAmbiguous(layoutState) ?? false
    }

    /// The constraints that decide the guide's position and size along `axis`, in the order they
    /// were activated (UIKit's debugging aid, as for a view). Empty outside a map.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        hostingMap?.engine.constraintsDeciding(layoutState, along: axis) ?? []
    }
}

extension LayoutEngine {
    /// Whether the item's position or size is free on some axis, once the map is laid out.
    fileprivate func isAmbiguous(_ item: LayoutItemState) -> Bool {
        layoutIfNeeded()
        let axes = ambiguousAxes(of: item)
        return axes.horizontal || axes.vertical
    }

    /// The constraints that decide the item's frame along `axis` (``explanation(of:)``).
    fileprivate func constraintsDeciding(_ item: LayoutItemState, along axis: NSLayoutConstraint.Axis)
        -> [NSLayoutConstraint]
    {
        let explanation = explanation(of: item)
        return axis == .horizontal ? explanation.horizontal : explanation.vertical
    }
}
