/// An invisible rectangle that takes part in layout like a view (UIKit's `UILayoutGuide`): a
/// delegate uses one to mark, say, the bottom of the map's content above the ETA card. Guides are
/// published with their frames so that renderers can draw them for debugging.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    @exclusivity(unchecked) private static var guidesNumbered = 0

    /// Read by the deinit, which is not isolated (see LayoutItemState).
    nonisolated(unsafe) let layoutState = LayoutItemState()
    @exclusivity(unchecked) private var systemEdges: [NSLayoutConstraint] = []
    /// The guide's anchors, made on first use.
    @exclusivity(unchecked) var anchors = ItemAnchors()

    /// The guide's id in the published layout and in diagnostics.
    @exclusivity(unchecked) public var identifier: String {
        didSet { hostingMap?.engine.publishedAttributesChanged() }
    }

    /// Whether the guide is published with the layout: false for the spacers a ``UIStackView``
    /// makes for its arrangement, which are its own business, not the delegate's.
    @exclusivity(unchecked) final var isPublished = true

    /// Whether the guide was added to its view with ``UIView/addLayoutGuide(_:)`` (and is listed
    /// in its ``UIView/layoutGuides``), not made by the SDK (margins, safe area, a stack's spacers).
    @exclusivity(unchecked) final var isInLayoutGuides = false

    /// The view the guide was added to. Not weak (see LayoutItemState): the view's deinit clears
    /// this on each of its guides.
    @exclusivity(unchecked) public internal(set) nonisolated(unsafe) unowned(unsafe) var owningView: UIView?

    /// Creates a guide; add it to a view with ``UIView/addLayoutGuide(_:)``. Its id is
    /// `guide.<n>`, n counting the guides made without an id.
    /// Designated, as in UIKit.
    public override init() {
        UILayoutGuide.guidesNumbered += 1
        identifier = "guide.\(UILayoutGuide.guidesNumbered)"
        super.init()
        layoutState.attach(to: self)
    }

    /// A guide with its id (the margins and safe-area guides): no number is formatted for it.
    init(identifier: String) {
        self.identifier = identifier
        super.init()
        layoutState.attach(to: self)
    }

    deinit {
        layoutState.itemWasFreed()
    }

    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass; outside
    /// any map, a view's safe-area guide is its bounds, its margins guide is inset from them by
    /// its margins, and another guide is where ``UIView/layoutIfNeeded()`` last placed it. A
    /// margins guide of a view narrower or shorter than its margins has a negative width or
    /// height, as its constraints give it (docs/porting.md, "Negative sizes").
    public var layoutFrame: CGRect {
        // Outside any map a view's safe area is the whole view, and its margins are its own.
        if let view = owningView, view.hostingMap == nil {
            if view.safeAreaGuideIfMade === self { return view.bounds }
            if view.marginsGuideIfMade === self { return view.bounds.inset(by: view.layoutMargins) }
            if let frameOutsideMap { return frameOutsideMap }
        }
        return layoutState.frameInMap.offsetBy(from: owningView?.layoutState.frameInMap ?? .zero)
    }

    /// Where ``UIView/layoutIfNeeded()`` outside a map last placed the guide, in its owning view's
    /// coordinates (nil until it has); read only while the owning view is outside any map.
    @exclusivity(unchecked) var frameOutsideMap: CGRect?

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchors.leading(of: layoutState) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { anchors.trailing(of: layoutState) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { anchors.left(of: layoutState) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { anchors.right(of: layoutState) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { anchors.centerX(of: layoutState) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { anchors.top(of: layoutState) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { anchors.bottom(of: layoutState) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { anchors.centerY(of: layoutState) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { anchors.width(of: layoutState) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { anchors.height(of: layoutState) }

    /// Pins the guide's edges to `item` inset by `insets`, with required SDK constraints (the
    /// margins and safe-area guides), in place of the edges it was pinned by.
    func pinSystemEdges(to item: any LayoutItem, insets: UIEdgeInsets) {
        if !systemEdges.isEmpty { NSLayoutConstraint.deactivate(systemEdges) }
        let (guide, other) = (layoutState, item.layoutState)
        systemEdges = [
            .sdk(.sdkGeometry, identifier, guide, .left, .equal, other, .left, constant: insets.left),
            .sdk(.sdkGeometry, identifier, guide, .top, .equal, other, .top, constant: insets.top),
            .sdk(.sdkGeometry, identifier, guide, .right, .equal, other, .right, constant: -insets.right),
            .sdk(.sdkGeometry, identifier, guide, .bottom, .equal, other, .bottom, constant: -insets.bottom),
        ]
        NSLayoutConstraint.activate(systemEdges)
    }

    /// Moves the pinned edges to new insets (margins or safe-area insets changed); returns whether
    /// any moved.
    @discardableResult
    func updateInsets(_ insets: UIEdgeInsets) -> Bool {
        guard systemEdges.count == 4 else { return false }
        guard
            systemEdges[0].constant != insets.left || systemEdges[1].constant != insets.top
                || systemEdges[2].constant != -insets.right || systemEdges[3].constant != -insets.bottom
        else { return false }
        setEdge(0, to: insets.left)
        setEdge(1, to: insets.top)
        setEdge(2, to: -insets.right)
        setEdge(3, to: -insets.bottom)
        return true
    }

    private func setEdge(_ index: Int, to constant: CGFloat) {
        // The guide holds its edges, and a constant's change runs no code that could drop one.
        systemEdges.unretained(at: index)._withUnsafeGuaranteedRef { $0.constant = constant }
    }
}

extension UILayoutGuide: LayoutItem {
    var layoutIdentifier: String { identifier }

    /// The map view whose tree holds the guide, if any (LayoutItem's, without its dynamic dispatch).
    final var hostingMap: GMSMapView? { layoutState.hostingMap }
}
