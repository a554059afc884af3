/// The edge, centre or size of a layout item that an anchor stands for.
enum LayoutAttribute: Sendable, Hashable, CustomStringConvertible {
    case left, right, leading, trailing, centerX
    case top, bottom, centerY
    case width, height

    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: true
        case .top, .bottom, .centerY, .height: false
        }
    }

    var isDimension: Bool { self == .width || self == .height }

    /// Whether a constraint may relate this attribute to `other`, as UIKit's anchors allow: two
    /// sizes (of either axis), or two positions on one axis.
    @inline(__always)
    func isCompatible(with other: LayoutAttribute) -> Bool {
        isDimension ? other.isDimension : !other.isDimension && isHorizontal == other.isHorizontal
    }

    /// A horizontal edge or centre, whose solver form depends on the map's direction
    /// (``ItemVariables``).
    var isHorizontalPosition: Bool { isHorizontal && !isDimension }

    /// Leading and trailing follow the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing }

    /// Left and right ignore the layout direction (SPEC §8 rule 7 reports them).
    var isAbsoluteEdge: Bool { self == .left || self == .right }

    /// The name UIKit uses in its anchors, such as `leadingAnchor`'s "leading".
    var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .leading: "leading"
        case .trailing: "trailing"
        case .centerX: "centerX"
        case .top: "top"
        case .bottom: "bottom"
        case .centerY: "centerY"
        case .width: "width"
        case .height: "height"
        }
    }
}

/// How a constraint's first attribute relates to its second (UIKit's `NSLayoutConstraint.Relation`).
extension NSLayoutConstraint {
    /// The relation of a constraint.
    public enum Relation: Int, Sendable {
        /// `first <= second × multiplier + constant`
        case lessThanOrEqual = -1
        /// `first == second × multiplier + constant`
        case equal = 0
        /// `first >= second × multiplier + constant`
        case greaterThanOrEqual = 1
    }

    /// An axis of layout (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
