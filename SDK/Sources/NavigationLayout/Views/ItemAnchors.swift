/// The anchors of a view or layout guide, made on first use and kept, as UIKit keeps them
/// (`view.leadingAnchor === view.leadingAnchor`).
///
/// A delegate asks for the same anchor of an item several times within a state (a safe-area edge
/// for each view pinned to it) and again in the next state: building the guidance screen made
/// 49 anchor objects where 28 distinct ones do. Kept by the item, not by its ``LayoutItemState``:
/// an anchor holds the state, and the state holding its anchors would be a cycle.
@MainActor
struct ItemAnchors {
    private var leading, trailing, left, right, centerX: NSLayoutXAxisAnchor?
    private var top, bottom, centerY: NSLayoutYAxisAnchor?
    private var width, height: NSLayoutDimension?

    mutating func leading(of state: LayoutItemState) -> NSLayoutXAxisAnchor {
        Self.kept(&leading) { NSLayoutXAxisAnchor(state: state, attribute: .leading) }
    }
    mutating func trailing(of state: LayoutItemState) -> NSLayoutXAxisAnchor {
        Self.kept(&trailing) { NSLayoutXAxisAnchor(state: state, attribute: .trailing) }
    }
    mutating func left(of state: LayoutItemState) -> NSLayoutXAxisAnchor {
        Self.kept(&left) { NSLayoutXAxisAnchor(state: state, attribute: .left) }
    }
    mutating func right(of state: LayoutItemState) -> NSLayoutXAxisAnchor {
        Self.kept(&right) { NSLayoutXAxisAnchor(state: state, attribute: .right) }
    }
    mutating func centerX(of state: LayoutItemState) -> NSLayoutXAxisAnchor {
        Self.kept(&centerX) { NSLayoutXAxisAnchor(state: state, attribute: .centerX) }
    }
    mutating func top(of state: LayoutItemState) -> NSLayoutYAxisAnchor {
        Self.kept(&top) { NSLayoutYAxisAnchor(state: state, attribute: .top) }
    }
    mutating func bottom(of state: LayoutItemState) -> NSLayoutYAxisAnchor {
        Self.kept(&bottom) { NSLayoutYAxisAnchor(state: state, attribute: .bottom) }
    }
    mutating func centerY(of state: LayoutItemState) -> NSLayoutYAxisAnchor {
        Self.kept(&centerY) { NSLayoutYAxisAnchor(state: state, attribute: .centerY) }
    }
    mutating func width(of state: LayoutItemState) -> NSLayoutDimension {
        Self.kept(&width) { NSLayoutDimension(state: state, attribute: .width) }
    }
    mutating func height(of state: LayoutItemState) -> NSLayoutDimension {
        Self.kept(&height) { NSLayoutDimension(state: state, attribute: .height) }
    }

    /// The anchor in `slot`, made if there is none yet.
    private static func kept<Anchor: AnyObject>(_ slot: inout Anchor?, _ make: () -> Anchor) -> Anchor {
        if let anchor = slot { return anchor }
        let anchor = make()
        slot = anchor
        return anchor
    }
}
