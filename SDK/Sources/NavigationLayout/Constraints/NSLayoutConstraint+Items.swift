extension NSLayoutConstraint {
    /// A part of a view or layout guide that a constraint made from items names (UIKit's
    /// `NSLayoutConstraint.Attribute`, with its raw values).
    ///
    /// The margin attributes name the edges and centres of the view's ``UIView/layoutMarginsGuide``.
    /// Nothing here draws text, so a view's first baseline is the top edge and its last baseline the
    /// bottom edge of the view its ``UIView/forFirstBaselineLayout`` or ``UIView/forLastBaselineLayout``
    /// leads to, as UIKit's are for a view without text (``UIView/firstBaselineAnchor``).
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left, right to left: right).
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last baseline: a bottom edge (no text here).
        case lastBaseline
        /// The first baseline: a top edge (no text here).
        case firstBaseline
        /// The left edge of the margins guide.
        case leftMargin
        /// The right edge of the margins guide.
        case rightMargin
        /// The top edge of the margins guide.
        case topMargin
        /// The bottom edge of the margins guide.
        case bottomMargin
        /// The leading edge of the margins guide.
        case leadingMargin
        /// The trailing edge of the margins guide.
        case trailingMargin
        /// The horizontal centre of the margins guide.
        case centerXWithinMargins
        /// The vertical centre of the margins guide.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// Whether it names a part of the margins guide.
        var isMargin: Bool { rawValue >= Attribute.leftMargin.rawValue }

        /// The anchor it names on the item, or on the item's margins guide; nil for `.notAnAttribute`.
        var anchorAttribute: LayoutAttribute? {
            switch self {
            case .left, .leftMargin: .left
            case .right, .rightMargin: .right
            case .top, .topMargin, .firstBaseline: .top
            case .bottom, .bottomMargin, .lastBaseline: .bottom
            case .leading, .leadingMargin: .leading
            case .trailing, .trailingMargin: .trailing
            case .width: .width
            case .height: .height
            case .centerX, .centerXWithinMargins: .centerX
            case .centerY, .centerYWithinMargins: .centerY
            case .notAnAttribute: nil
            }
        }

        init(_ attribute: LayoutAttribute) {
            switch attribute {
            case .left: self = .left
            case .right: self = .right
            case .leading: self = .leading
            case .trailing: self = .trailing
            case .centerX: self = .centerX
            case .top: self = .top
            case .bottom: self = .bottom
            case .centerY: self = .centerY
            case .width: self = .width
            case .height: self = .height
            }
        }
    }

    /// A constraint written as UIKit's oldest API writes it:
    /// `view1.attr1 (relation) view2.attr2 × multiplier + c`, or `view1.attr1 (relation) c` with
    /// `view2` nil and `attr2` `.notAnAttribute`. The items are views or layout guides.
    ///
    /// As in UIKit, a position multiplied by something other than 1 is measured from the origin of
    /// the nearest view that contains both items: `centerX == superview.centerX × 0.5` puts the
    /// view's centre a quarter of the way across its superview. Right to left, UIKit swaps leading
    /// and trailing but keeps that origin at the ancestor's left edge, and so does this:
    /// `trailing == superview.trailing × 0.8` puts the view against the superview's left edge.
    ///
    /// Where UIKit raises an exception (attributes of two axes, a position and a size, a position
    /// equal to a constant, an item that is neither a view nor a layout guide, margins of a layout
    /// guide) the constraint is made, and activating it changes nothing: the diagnostics of the
    /// map that holds its items report it as `invalid-item-constraint`, with the reason (one whose
    /// first item is not a view or guide is in no map, and nothing reports it).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = WrittenItem(view1, attr1)
        let written = view2.map { WrittenItem($0, attr2) }
        let problem =
            first.problem ?? written?.problem
            ?? Self.pairingProblem(attr1, attr2, hasSecondItem: view2 != nil, multiplier)
        // A second item that is neither a view nor a guide is left out, so that the constraint
        // still reaches the first item's map, which reports it.
        let second = written?.isItem == true ? written : nil
        self.init(
            first.state, first.anchorAttribute ?? .width, relation, second?.state,
            second.map { $0.anchorAttribute ?? .width }, multiplier: multiplier, constant: c)
        itemForm = ItemForm(firstAttribute: attr1, secondAttribute: attr2, problem: problem)
    }

    /// The attribute of ``firstItem`` the constraint relates.
    public var firstAttribute: Attribute {
        itemForm?.firstAttribute ?? Attribute(firstLayoutAttribute)
    }

    /// The attribute of ``secondItem``, or `.notAnAttribute` for a constraint to a constant.
    public var secondAttribute: Attribute {
        itemForm?.secondAttribute ?? secondLayoutAttribute.map(Attribute.init) ?? .notAnAttribute
    }

    /// Why UIKit would refuse to relate `first` to `second`, or nil.
    private static func pairingProblem(
        _ first: Attribute, _ second: Attribute, hasSecondItem: Bool, _ multiplier: CGFloat
    ) -> String? {
        guard let firstAnchor = first.anchorAttribute else { return "its first attribute is .notAnAttribute" }
        guard hasSecondItem else {
            if second != .notAnAttribute { return "it has no second item but its second attribute is .\(second)" }
            return firstAnchor.isDimension
                ? nil : "it makes the position .\(first) equal to a constant; relate it to another item's"
        }
        guard let secondAnchor = second.anchorAttribute else {
            return "it has a second item but its second attribute is .notAnAttribute"
        }
        if !firstAnchor.isCompatible(with: secondAnchor) {
            return "it relates .\(first) to .\(second) (UIKit: invalid pairing of layout attributes)"
        }
        if multiplier == 0 && !firstAnchor.isDimension {
            return "its multiplier of 0 makes the position .\(first) equal to a constant"
        }
        return nil
    }
}

/// How a constraint made from items and attributes was written: its attributes as given, and
/// why UIKit would have refused it, if it would. A class, so that the constraints made from
/// anchors (nearly all) carry one empty reference for it.
final class ItemForm: Sendable {
    let firstAttribute: NSLayoutConstraint.Attribute
    let secondAttribute: NSLayoutConstraint.Attribute
    let problem: String?

    init(firstAttribute: NSLayoutConstraint.Attribute, secondAttribute: NSLayoutConstraint.Attribute, problem: String?)
    {
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondAttribute
        self.problem = problem
    }
}

/// One side of a constraint made from an item and an attribute: the bookkeeping of the item it
/// names (the view's margins guide for a margin attribute), or why it names nothing.
@MainActor
private struct WrittenItem {
    let state: LayoutItemState
    let anchorAttribute: LayoutAttribute?
    let problem: String?
    /// Whether `item` is a view or a layout guide.
    let isItem: Bool

    init(_ item: Any, _ attribute: NSLayoutConstraint.Attribute) {
        anchorAttribute = attribute.anchorAttribute
        if let view = item as? UIView {
            switch attribute {
            case _ where attribute.isMargin: state = view.layoutMarginsGuide.layoutState
            // The edge of the view the baseline leads to, as the baseline anchors are.
            case .firstBaseline: state = view.baselineView(.first).layoutState
            case .lastBaseline: state = view.baselineView(.last).layoutState
            default: state = view.layoutState
            }
            problem = nil
            isItem = true
        } else if let guide = item as? UILayoutGuide {
            state = guide.layoutState
            problem = attribute.isMargin ? "a layout guide (\(guide.identifier)) has no .\(attribute)" : nil
            isItem = true
        } else {
            // Bookkeeping of no item: as a first item, the constraint never reaches a map.
            state = LayoutItemState()
            problem = "\(type(of: item)) is neither a UIView nor a UILayoutGuide"
            isItem = false
        }
    }
}
