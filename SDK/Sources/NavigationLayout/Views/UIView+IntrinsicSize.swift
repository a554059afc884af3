extension UIView {
    /// Rebuilds the constraints that hold the view at its intrinsic size: per dimension,
    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the compression
    /// resistance priority. A stack view that arranges the view is told (a proportional
    /// ``UIStackView`` arranges it again).
    public func invalidateIntrinsicContentSize() {
        let size = intrinsicContentSize
        if let stack = managingStack { stack.arrangedViewContentSizeChanged(self) }
        // Most views have no intrinsic size: nothing to make and nothing to take down.
        if intrinsicConstraints.isEmpty && size.width < 0 && size.height < 0 { return }
        let wanted = contentSizeHolds(of: size)
        if intrinsicConstraints.count == wanted.count * 2 {
            for (index, (_, value, hugging, compression)) in wanted.enumerated() {
                intrinsicConstraints[2 * index].constant = value
                intrinsicConstraints[2 * index].priority = hugging
                intrinsicConstraints[2 * index + 1].constant = value
                intrinsicConstraints[2 * index + 1].priority = compression
            }
            return
        }
        NSLayoutConstraint.deactivate(intrinsicConstraints)
        intrinsicConstraints = contentSizeConstraints(holding: wanted)
        NSLayoutConstraint.activate(intrinsicConstraints)
    }

    /// The constraints that would hold the view at its ``intrinsicContentSize`` as it is now, not
    /// activated (a fitting solve's own, ``FittingSolve``).
    func contentSizeConstraints() -> [NSLayoutConstraint] {
        contentSizeConstraints(holding: contentSizeHolds(of: intrinsicContentSize))
    }

    /// Per dimension of `size` that has an intrinsic metric: the dimension, its length, and the
    /// priorities that hug it and resist compressing it.
    private func contentSizeHolds(of size: CGSize) -> [(LayoutAttribute, CGFloat, UILayoutPriority, UILayoutPriority)] {
        [
            (.width, size.width, huggingPriorities.horizontal, compressionPriorities.horizontal),
            (.height, size.height, huggingPriorities.vertical, compressionPriorities.vertical),
        ].filter { $0.1 >= 0 }
    }

    /// `size <= length` at the hugging priority and `size >= length` at the compression
    /// resistance, per held dimension, not activated.
    private func contentSizeConstraints(
        holding holds: [(LayoutAttribute, CGFloat, UILayoutPriority, UILayoutPriority)]
    ) -> [NSLayoutConstraint] {
        let view = layoutState
        return holds.flatMap { attribute, value, hugging, compression in
            let hug = NSLayoutConstraint.sdk(
                .derived, "contentHugging", view, attribute, .lessThanOrEqual, constant: value)
            hug.priority = hugging
            let resist = NSLayoutConstraint.sdk(
                .derived, "contentCompressionResistance", view, attribute, .greaterThanOrEqual, constant: value)
            resist.priority = compression
            return [hug, resist]
        }
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            huggingPriorities.horizontal = priority
        } else {
            huggingPriorities.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            compressionPriorities.horizontal = priority
        } else {
            compressionPriorities.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }
}
