extension UIView {
    /// The active constraints this view holds, as UIKit lists them: those added to it with
    /// ``addConstraint(_:)``, and those activated otherwise whose items' nearest common ancestor is
    /// this view (for a constraint to a constant, the view of its item), in the order they were
    /// activated. Only the delegate's own are listed: the SDK's (the map's
    /// geometry, its guides, components' sizes, frames) are not its to change.
    public var constraints: [NSLayoutConstraint] {
        var held: [NSLayoutConstraint] = []
        for item in subtreeItems {
            for constraint in item.layoutState.constraints
            where !constraint.isSystemConstraint && holder(of: constraint) === self
                && !held.contains(where: { $0 === constraint })
            {
                held.append(constraint)
            }
        }
        return held.sorted { $0.activationSerial < $1.activationSerial }
    }

    /// Activates `constraint` and makes this view its holder (UIKit's way before
    /// ``NSLayoutConstraint/activate(_:)``: the view should contain both of its items).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
        constraint.holderState = layoutState
    }

    /// Adds every constraint in the list, as ``addConstraint(_:)`` does.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if this view holds it (it is in ``constraints``), as in UIKit.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        removeConstraints([constraint])
    }

    /// Deactivates each constraint of the list that this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.isActive && holder(of: constraint) === self {
            constraint.isActive = false
        }
    }

    /// The view that holds a constraint in UIKit: the one it was added to, or else the nearest
    /// common ancestor of its items.
    private func holder(of constraint: NSLayoutConstraint) -> UIView? {
        if let holder = constraint.holderState { return holder.item as? UIView }
        guard let first = UIView.view(of: constraint.firstItemState) else { return nil }
        guard let secondState = constraint.secondItemState else { return first }
        guard let second = UIView.view(of: secondState) else { return nil }
        return first.nearestCommonAncestor(with: second)
    }
}
