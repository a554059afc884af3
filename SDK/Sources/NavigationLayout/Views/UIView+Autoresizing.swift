extension UIView {
    /// How a view placed by its frame follows its superview's size (UIKit's `autoresizingMask`):
    /// the parts marked flexible share every change of the superview's width or height, each in
    /// proportion to its length when the frame was set.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt

        /// A mask with UIKit's raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The space on the left changes with the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes with the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space on the right changes with the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above changes with the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes with the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below changes with the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The superview's ``autoresizesSubviews`` changed: the view is pinned where its autoresizing
    /// puts it for the superview's size now. UIKit autoresizes as a frame is set; here a
    /// superview's new size reaches its subviews at the next pass, which may not have run yet.
    func autoresizingFollowed() {
        if let parent = superview, let frame = autoresizedFrame(in: parent.frameStorage.size) {
            frameStorage = frame
        }
        updateAutoresizingConstraints()
    }

    /// Where the autoresizing constraints place the view in a superview of `size`: each is the
    /// superview's edge or length (in its own coordinates) times the multiplier, plus the constant.
    private func autoresizedFrame(in size: CGSize) -> CGRect? {
        guard autoresizingConstraints.count == 4, autoresizingConstraints.allSatisfy(\.isActive) else { return nil }
        func value(_ constraint: NSLayoutConstraint) -> CGFloat {
            let superviewValue: CGFloat =
                switch constraint.secondLayoutAttribute {
                case .right?, .width?: size.width
                case .bottom?, .height?: size.height
                default: 0
                }
            return constraint.multiplier * superviewValue + constraint.constant
        }
        let (left, top, width, height) = (
            value(autoresizingConstraints[0]), value(autoresizingConstraints[1]), value(autoresizingConstraints[2]),
            value(autoresizingConstraints[3])
        )
        let frame = CGRect(x: left, y: top, width: width, height: height)
        return frame.isFinite ? frame : nil
    }

    /// Pins the frame with four required constraints while ``translatesAutoresizingMaskIntoConstraints``
    /// is set and the view has a superview (UIKit's `NSAutoresizingMaskLayoutConstraint`s), as
    /// ``autoresizingMask`` says (no mask if the superview's ``autoresizesSubviews`` is off),
    /// measured against the superview's size now.
    func updateAutoresizingConstraints() {
        guard translatesAutoresizingMaskIntoConstraints, let parent = superview, !(self is GMSMapView) else {
            // Views placed by constraints (most) have none to take down.
            guard !autoresizingConstraints.isEmpty else { return }
            NSLayoutConstraint.deactivate(autoresizingConstraints)
            autoresizingConstraints = []
            return
        }
        let frame = frameStorage
        // A superview that does not autoresize its subviews leaves their frames as they are.
        let mask = parent.autoresizesSubviews ? autoresizingMask : []
        // Without a mask, reused while all four are active: taking the view out of its superview
        // deactivated the two that place it, and the view is then placed by four new ones.
        if mask.isEmpty, autoresizingConstraints.count == 4,
            autoresizingConstraints[0].secondItem === parent, autoresizingConstraints[0].secondLayoutAttribute == .left,
            autoresizingConstraints[1].secondLayoutAttribute == .top, autoresizingConstraints[2].secondItem == nil,
            autoresizingConstraints[3].secondItem == nil, autoresizingConstraints.allSatisfy(\.isActive)
        {
            for (constraint, value) in zip(
                autoresizingConstraints, [frame.minX, frame.minY, frame.width, frame.height])
            {
                constraint.constant = value
            }
            return
        }
        NSLayoutConstraint.deactivate(autoresizingConstraints)
        let size = parent.frameStorage.size
        let horizontal = AxisSprings(
            start: frame.minX, length: frame.width, end: size.width - frame.maxX,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        let vertical = AxisSprings(
            start: frame.minY, length: frame.height, end: size.height - frame.maxY,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
        let (view, superview) = (layoutState, parent.layoutState)
        autoresizingConstraints = [
            horizontal.position(of: view, .left, in: superview, .right, superviewLength: size.width),
            vertical.position(of: view, .top, in: superview, .bottom, superviewLength: size.height),
            horizontal.length(of: view, .width, in: superview, superviewLength: size.width),
            vertical.length(of: view, .height, in: superview, superviewLength: size.height),
        ]
        NSLayoutConstraint.activate(autoresizingConstraints)
    }
}

/// One axis of a view placed by its frame: the space before it, its length and the space after it
/// in its superview, and which of them take part in a change of the superview's length. Each
/// flexible part takes its share (its length over the flexible parts' total; equal shares if they
/// are all 0), so that a part of length `p` becomes `p + share × (L - L0)` for a superview `L` long
/// that was `L0` long: a constraint with the superview's length times `share`.
@MainActor
private struct AxisSprings {
    let start: CGFloat
    let length: CGFloat
    let end: CGFloat
    let flexible: (start: Bool, length: Bool, end: Bool)

    private var flexibleTotal: CGFloat {
        (flexible.start ? start : 0) + (flexible.length ? length : 0) + (flexible.end ? end : 0)
    }

    private func share(of part: CGFloat, flexible isFlexible: Bool) -> CGFloat {
        guard isFlexible else { return 0 }
        let total = flexibleTotal
        if total > 0 { return part / total }
        let count = [flexible.start, flexible.length, flexible.end].filter { $0 }.count
        return 1 / CGFloat(count)
    }

    /// `view.start == superview.start + start`, or, with a flexible start, measured from the
    /// superview's start: `share × L + (start - share × L0)`.
    func position(
        of view: LayoutItemState, _ edge: LayoutAttribute, in superview: LayoutItemState, _ farEdge: LayoutAttribute,
        superviewLength: CGFloat
    ) -> NSLayoutConstraint {
        let share = share(of: start, flexible: flexible.start)
        guard share > 0 else {
            return .sdk(
                .derived, "autoresizing", view, edge, .equal, superview, edge == .left ? .left : .top, constant: start)
        }
        // A multiplied position is measured from the superview's origin (the items' common
        // ancestor), where its far edge is at its length.
        return .sdk(
            .derived, "autoresizing", view, edge, .equal, superview, farEdge, multiplier: share,
            constant: start - share * superviewLength)
    }

    /// `view.length == length`, or, flexible, `share × L + (length - share × L0)`.
    func length(
        of view: LayoutItemState, _ dimension: LayoutAttribute, in superview: LayoutItemState, superviewLength: CGFloat
    ) -> NSLayoutConstraint {
        let share = share(of: length, flexible: flexible.length)
        guard share > 0 else { return .sdk(.derived, "autoresizing", view, dimension, constant: length) }
        return .sdk(
            .derived, "autoresizing", view, dimension, .equal, superview, dimension, multiplier: share,
            constant: length - share * superviewLength)
    }
}
