/// The views of a subtree in ``UIView/subtree``'s order, without making an array when the view
/// is a leaf: most views added to and removed from a map are, and the engine walks the subtree of
/// each (an array per addition and removal was a few percent of building a screen).
@MainActor
struct Subtree: RandomAccessCollection {
    private let leaf: UIView?
    private let views: [UIView]

    init(of view: UIView) {
        if view.subviews.isEmpty {
            (leaf, views) = (view, [])
        } else {
            (leaf, views) = (nil, view.subtree)
        }
    }

    nonisolated var startIndex: Int { 0 }
    nonisolated var endIndex: Int { leaf == nil ? views.count : 1 }

    nonisolated subscript(position: Int) -> UIView {
        if let leaf { return leaf }
        return views[position]
    }

    /// The view at `position`, not retained: to be reached through `_withUnsafeGuaranteedRef`
    /// while the subtree holds it (Engine/Unretained.swift). The subscript retained and released
    /// each view even there.
    @inline(__always)
    nonisolated func unretained(at position: Int) -> Unmanaged<UIView> {
        leaf.unretained ?? views.unretained(at: position)
    }
}

extension NSLayoutConstraint {
    /// Whether each item of the constraint is gone or carries `mark` (is inside the subtree that
    /// ``UIView/removeFromSuperview()`` marked), and so does the view that holds it, if one does.
    func isInside(mark: UInt64) -> Bool {
        // Held by a view outside (added to an ancestor with addConstraint), it leaves with the
        // subtree it mentions, as in UIKit.
        if let holder = holderState, holder.itemExists, holder.subtreeMark != mark { return false }
        guard !firstItemState.itemExists || firstItemState.subtreeMark == mark else { return false }
        guard let second = secondItemState else { return true }
        return !second.itemExists || second.subtreeMark == mark
    }
}

extension LayoutItemState {
    /// Appends the item's active constraints that are not ``NSLayoutConstraint/isInside(mark:)``.
    @MainActor
    func appendConstraints(leaving mark: UInt64, to crossing: inout [NSLayoutConstraint]) {
        for constraint in constraints where !constraint.isInside(mark: mark) { crossing.append(constraint) }
    }
}
