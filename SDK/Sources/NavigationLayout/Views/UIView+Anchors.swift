extension UIView {
    /// The leading edge: left in a left-to-right map, right in a right-to-left one.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(state: layoutState, attribute: .leading) }
    /// The trailing edge: right in a left-to-right map, left in a right-to-left one.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(state: layoutState, attribute: .trailing) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(state: layoutState, attribute: .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(state: layoutState, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(state: layoutState, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(state: layoutState, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(state: layoutState, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(state: layoutState, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(state: layoutState, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(state: layoutState, attribute: .height) }
}
