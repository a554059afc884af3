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

    mutating func leading(of state: LayoutItemState) -> NSLayoutXAxisAnchor { Self.x(&leading, .leading, state) }
    mutating func trailing(of state: LayoutItemState) -> NSLayoutXAxisAnchor { Self.x(&trailing, .trailing, state) }
    mutating func left(of state: LayoutItemState) -> NSLayoutXAxisAnchor { Self.x(&left, .left, state) }
    mutating func right(of state: LayoutItemState) -> NSLayoutXAxisAnchor { Self.x(&right, .right, state) }
    mutating func centerX(of state: LayoutItemState) -> NSLayoutXAxisAnchor { Self.x(&centerX, .centerX, state) }
    mutating func top(of state: LayoutItemState) -> NSLayoutYAxisAnchor { Self.y(&top, .top, state) }
    mutating func bottom(of state: LayoutItemState) -> NSLayoutYAxisAnchor { Self.y(&bottom, .bottom, state) }
    mutating func centerY(of state: LayoutItemState) -> NSLayoutYAxisAnchor { Self.y(&centerY, .centerY, state) }
    mutating func width(of state: LayoutItemState) -> NSLayoutDimension { Self.dimension(&width, .width, state) }
    mutating func height(of state: LayoutItemState) -> NSLayoutDimension { Self.dimension(&height, .height, state) }

    private static func x(
        _ slot: inout NSLayoutXAxisAnchor?, _ attribute: LayoutAttribute, _ state: LayoutItemState
    ) -> NSLayoutXAxisAnchor {
        if let anchor = slot { return anchor }
        let anchor = NSLayoutXAxisAnchor(state: state, attribute: attribute)
        slot = anchor
        return anchor
    }

    private static func y(
        _ slot: inout NSLayoutYAxisAnchor?, _ attribute: LayoutAttribute, _ state: LayoutItemState
    ) -> NSLayoutYAxisAnchor {
        if let anchor = slot { return anchor }
        let anchor = NSLayoutYAxisAnchor(state: state, attribute: attribute)
        slot = anchor
        return anchor
    }

    private static func dimension(
        _ slot: inout NSLayoutDimension?, _ attribute: LayoutAttribute, _ state: LayoutItemState
    ) -> NSLayoutDimension {
        if let anchor = slot { return anchor }
        let anchor = NSLayoutDimension(state: state, attribute: attribute)
        slot = anchor
        return anchor
    }
}
