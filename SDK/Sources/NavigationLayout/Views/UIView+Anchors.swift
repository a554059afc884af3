extension UIView {
    /// The leading edge: left in a left-to-right map, right in a right-to-left one.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading(of: layoutState) }
    /// The trailing edge: right in a left-to-right map, left in a right-to-left one.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing(of: layoutState) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left(of: layoutState) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right(of: layoutState) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX(of: layoutState) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top(of: layoutState) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom(of: layoutState) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY(of: layoutState) }
    /// The baseline of the view's first line of text: with no text here, its bottom edge (as the
    /// `.firstBaseline` attribute and stack alignment are), so it is `==` to ``bottomAnchor`` and a
    /// constraint made from it reports `.bottom` (UIKit's reports `.firstBaseline`).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { bottomAnchor }
    /// The baseline of the view's last line of text: its bottom edge, as ``firstBaselineAnchor``.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { bottomAnchor }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anchors.width(of: layoutState) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anchors.height(of: layoutState) }
}
