extension UIView {
    /// Rebuilds the constraints that hold the view at its intrinsic size: per dimension,
    /// `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the compression
    /// resistance priority. A stack view that arranges the view is told (a proportional
    /// ``UIStackView`` arranges it again).
    func holdToIntrinsicContentSize() {
        // An intrinsicContentSize getter that invalidates the size calls this again: the outer
        // call reads the size anyway (UIKit reads it at the next pass; here it would never end).
        guard !isHoldingToIntrinsicSize else { return }
        isHoldingToIntrinsicSize = true
        defer { isHoldingToIntrinsicSize = false }
        let size = intrinsicContentSize
        if let stack = managingStack { stack.arrangedViewContentSizeChanged(self) }
        // Most views have no intrinsic size: nothing to make and nothing to take down.
        if intrinsicConstraints.isEmpty && size.width < 0 && size.height < 0 { return }
        let wanted = contentSizeHolds(of: size)
        if intrinsicConstraints.count == wanted.count * 2 {
            for (index, hold) in wanted.enumerated() {
                intrinsicConstraints[2 * index].constant = hold.length
                intrinsicConstraints[2 * index].priority = hold.hugging
                intrinsicConstraints[2 * index + 1].constant = hold.length
                intrinsicConstraints[2 * index + 1].priority = hold.compressionResistance
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

    /// Per dimension of `size` that has an intrinsic metric, how the view holds to it.
    private func contentSizeHolds(of size: CGSize) -> [ContentSizeHold] {
        [
            ContentSizeHold(
                dimension: .width, length: size.width, hugging: contentHuggingPriority(for: .horizontal),
                compressionResistance: contentCompressionResistancePriority(for: .horizontal)),
            ContentSizeHold(
                dimension: .height, length: size.height, hugging: contentHuggingPriority(for: .vertical),
                compressionResistance: contentCompressionResistancePriority(for: .vertical)),
        ].filter { $0.length >= 0 }
    }

    /// `size <= length` at the hugging priority and `size >= length` at the compression
    /// resistance, per held dimension, not activated.
    fileprivate func contentSizeConstraints(holding holds: [ContentSizeHold]) -> [NSLayoutConstraint] {
        let view = layoutState
        return holds.flatMap { hold in
            let hug = NSLayoutConstraint.sdk(
                .derived, "contentHugging", view, hold.dimension, .lessThanOrEqual, constant: hold.length)
            hug.priority = hold.hugging
            let resist = NSLayoutConstraint.sdk(
                .derived, "contentCompressionResistance", view, hold.dimension, .greaterThanOrEqual,
                constant: hold.length)
            resist.priority = hold.compressionResistance
            return [hug, resist]
        }
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

/// How a view holds to its intrinsic length in one dimension: it hugs the length at one priority
/// and resists being compressed below it at another.
private struct ContentSizeHold {
    let dimension: LayoutAttribute
    let length: CGFloat
    let hugging: UILayoutPriority
    let compressionResistance: UILayoutPriority
}
