extension NSLayoutConstraint {
    /// Auto Layout's standard space between sibling views: 8 points, which the system-spacing
    /// anchors multiply and ``UIStackView/spacingUseSystem`` stands for (decided here: with no
    /// text, no spacing depends on a font).
    static let systemSpacing: CGFloat = 8
}

extension NSLayoutXAxisAnchor {
    /// A constraint that puts this anchor `multiplier` × the system spacing after `anchor` (toward
    /// the trailing side for leading and trailing anchors, to the right for left and right ones).
    /// Its ``NSLayoutConstraint/constant`` is that distance, 8 × `multiplier`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// A constraint that keeps this anchor at least `multiplier` × the system spacing after `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// A constraint that keeps this anchor at most `multiplier` × the system spacing after `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    /// A constraint that puts this anchor `multiplier` × the system spacing below `anchor`. Its
    /// ``NSLayoutConstraint/constant`` is that distance, 8 × `multiplier`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// A constraint that keeps this anchor at least `multiplier` × the system spacing below `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// A constraint that keeps this anchor at most `multiplier` × the system spacing below `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}
