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
    /// The baseline of the view's first line of text. Views here have no text, so it is the top
    /// edge of the view ``forFirstBaselineLayout`` leads to, as UIKit uses for a view without a
    /// baseline. That view is looked up when the anchor is read, and a constraint made from the
    /// anchor reports it and `.top` (UIKit's report the view and `.firstBaseline`).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { baselineView(.first).topAnchor }
    /// The baseline of the view's last line of text: the bottom edge of the view
    /// ``forLastBaselineLayout`` leads to (see ``firstBaselineAnchor``).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { baselineView(.last).bottomAnchor }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anchors.width(of: layoutState) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anchors.height(of: layoutState) }
}

/// One of a view's two baselines.
enum Baseline {
    case first, last

    /// The edge that stands for the baseline where there is no text (UIKit's rule).
    var edge: LayoutAttribute { self == .first ? .top : .bottom }
}

extension UIView {
    /// The view whose edge is this view's `baseline`: ``forFirstBaselineLayout`` or
    /// ``forLastBaselineLayout``, followed down while each names a subview of the one before.
    func baselineView(_ baseline: Baseline) -> UIView {
        var view = self
        while true {
            let next = baseline == .first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            // Each step goes deeper into a finite tree, so the walk ends.
            guard next !== view, next.isDescendant(of: view) else { return view }
            view = next
        }
    }
}
