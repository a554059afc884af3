/// An edge, centre or dimension of a view or layout guide, from which constraints are made.
///
/// Anchors are typed by axis, as in UIKit: an `NSLayoutXAxisAnchor` only relates to another
/// `NSLayoutXAxisAnchor`, so a constraint between a horizontal and a vertical edge does not compile.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The bookkeeping of the anchor's item, which its constraints refer to (see LayoutItemState).
    /// Never changed, so ``isEqual(_:)``, which is not isolated, may read it.
    nonisolated(unsafe) let itemState: LayoutItemState
    nonisolated let attribute: LayoutAttribute

    init(state: LayoutItemState, attribute: LayoutAttribute) {
        itemState = state
        self.attribute = attribute
    }

    /// Whether `object` is an anchor of the same item and attribute, as UIKit compares anchors:
    /// a constraint's ``NSLayoutConstraint/firstAnchor`` is `==` to the anchor it was made from.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? any AnchorIdentity else { return false }
        return other.itemState === itemState && other.attribute == attribute
    }

    /// A hash that agrees with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(itemState))
        hasher.combine(attribute)
        return hasher.finalize()
    }

    /// A constraint that makes this anchor equal to `anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// A constraint that makes this anchor equal to `anchor` plus `constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: constant)
    }

    /// A constraint that keeps this anchor at or after `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that keeps this anchor at or after `anchor` plus `constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// A constraint that keeps this anchor at or before `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that keeps this anchor at or before `anchor` plus `constant`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: constant)
    }

    /// Made from the anchors' item states, not from the anchors: an initializer that took the
    /// anchors would take them owned, a reference taken and dropped on each of them per constraint.
    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            itemState, attribute, relation, anchor.itemState, anchor.attribute, multiplier: multiplier,
            constant: constant)
    }
}

/// A horizontal edge or centre: leading, trailing, left, right or centerX.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge or centre: top, bottom or centerY.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height, which can also be constrained to a constant or a multiple of another one.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint that makes this dimension equal to `constant`.
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        constantConstraint(.equal, constant)
    }

    /// A constraint that keeps this dimension at least `constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        constantConstraint(.greaterThanOrEqual, constant)
    }

    /// A constraint that keeps this dimension at most `constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        constantConstraint(.lessThanOrEqual, constant)
    }

    /// A constraint that makes this dimension `multiplier` times `anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: 0)
    }

    /// A constraint that makes this dimension `multiplier` times `anchor` plus `constant`.
    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint that keeps this dimension at least `multiplier` times `anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }

    /// A constraint that keeps this dimension at least `multiplier` times `anchor` plus `constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// A constraint that keeps this dimension at most `multiplier` times `anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }

    /// A constraint that keeps this dimension at most `multiplier` times `anchor` plus `constant`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    private func constantConstraint(_ relation: NSLayoutConstraint.Relation, _ constant: CGFloat) -> NSLayoutConstraint
    {
        NSLayoutConstraint(itemState, attribute, relation, nil, nil, multiplier: 1, constant: constant)
    }
}

/// What tells anchors apart whatever their axis type: their item and attribute (`NSLayoutAnchor`
/// is generic, so one specialization cannot be cast to another). Not isolated, as `isEqual` is not.
protocol AnchorIdentity: AnyObject {
    var itemState: LayoutItemState { get }
    var attribute: LayoutAttribute { get }
}

extension NSLayoutAnchor: AnchorIdentity {}
