/// A relation between two anchors, `first (relation) second × multiplier + constant`, or between
/// an anchor and a constant.
///
/// Constraints are inactive when made; activate them with ``isActive`` or
/// ``activate(_:)``. An active constraint takes part in the layout of the map view whose view
/// tree holds its items; until both items are in the same map view it waits (UIKit would raise an
/// exception; here the wait is reported as a diagnostic when the map lays out).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    // Items are not kept alive by their constraints, as in UIKit: the constraint holds each item's
    // bookkeeping, which outlives the item and no longer names it once it is freed (see
    // LayoutItemState for why this is not a weak reference).
    let firstLayoutAttribute: LayoutAttribute
    let firstItemState: LayoutItemState
    let secondLayoutAttribute: LayoutAttribute?
    let secondItemState: LayoutItemState?
    /// Whether either side is leading or trailing (the constraint mirrors in right-to-left maps).
    let isDirectional: Bool
    /// How the first item relates to the second: equal, at most or at least.
    public let relation: Relation
    /// How `second` is scaled; fixed once made, as in UIKit.
    public let multiplier: CGFloat

    /// The constant added to the second anchor. Changing it on an active constraint moves the
    /// layout without rebuilding it (the cheap path UIKit documents).
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            // An active constraint without an engine may have been left out for a non-finite
            // constant (LayoutEngine.constantChanged): try to install it with the new one.
            if let installedEngine {
                installedEngine._withUnsafeGuaranteedRef { $0.constantChanged(self) }
            } else {
                ConstraintRegistry.install(self)
            }
        }
    }

    /// How strongly the constraint must hold; `.required` (1000) by default.
    @exclusivity(unchecked) public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            // UIKit raises when an installed constraint of the delegate moves between required
            // and optional; it is refused until its priority is back on the side it was activated
            // on (ConstraintRules). The SDK's own constraints (intrinsic sizes) may move freely.
            if isActive, origin == .delegate, (priority == .required) != (oldValue == .required) {
                priorityCrossedRequired.toggle()
            }
            // Without an engine it may have been refused for its old priority: try again.
            if let engine { engine.priorityChanged(self, from: oldValue) } else { ConstraintRegistry.install(self) }
        }
    }

    /// A name for diagnostics.
    @exclusivity(unchecked) public var identifier: String?

    /// Whether the constraint takes part in layout. Setting it is the same as ``activate(_:)`` or
    /// ``deactivate(_:)`` with this one constraint.
    @exclusivity(unchecked) public var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { ConstraintRegistry.activated(self) } else { ConstraintRegistry.deactivated(self) }
        }
    }

    /// The engine the constraint is installed in, if any, unretained. Not weak (see
    /// LayoutItemState): the engine's deinit clears it on every constraint it holds. The engine's
    /// own checks compare addresses (``isInstalled(in:)``): reading it as a reference took and
    /// dropped a reference each time, a few hundred times per screen.
    @exclusivity(unchecked) nonisolated(unsafe) private var installedEngine: Unmanaged<LayoutEngine>?

    /// The engine the constraint is installed in, if any.
    nonisolated var engine: LayoutEngine? {
        get { installedEngine?.takeUnretainedValue() }
        set {
            if let newValue { installedEngine = Unmanaged.passUnretained(newValue) } else { installedEngine = nil }
        }
    }

    /// Whether the constraint is installed in `engine`.
    nonisolated func isInstalled(in engine: LayoutEngine) -> Bool {
        installedEngine?.toOpaque() == Unmanaged.passUnretained(engine).toOpaque()
    }

    /// Takes the constraint out of the engine it is installed in, if any, reached without a retain
    /// (Engine/Unretained.swift): the engine exists (its deinit clears the reference here), and
    /// uninstalling runs no code that could free it.
    func uninstall() {
        installedEngine?._withUnsafeGuaranteedRef { $0.uninstall(self) }
    }

    /// Whether the constraint is installed in no engine.
    nonisolated var isInstalledNowhere: Bool { installedEngine == nil }
    /// The constraint's slot in its engine's ``InstalledConstraints`` while installed, which is
    /// also its id in the solver.
    @exclusivity(unchecked) var solverSlot = 0
    /// Which installation this is (each one gets a new number): tells a stale entry of the
    /// engine's queue from the current one, and orders the installed constraints.
    @exclusivity(unchecked) var installSerial: UInt64 = 0
    /// Set when the engine could not satisfy the constraint and broke it.
    @exclusivity(unchecked) var isBroken = false
    /// Whether the engine's solver holds the constraint (installed, added by a pass, not broken).
    @exclusivity(unchecked) var isInSolver = false
    /// The constant the solver holds for the constraint, while it is in the solver.
    @exclusivity(unchecked) var constantInSolver: CGFloat = 0
    /// Whether the engine has recorded a new constant to move into the solver at the next pass.
    @exclusivity(unchecked) var hasUncommittedConstant = false
    /// The order in which constraints were activated (SPEC §4 breaks the most recent of a conflict).
    @exclusivity(unchecked) var activationSerial: UInt64 = 0
    /// Whether the priority moved between required and optional since the constraint was
    /// activated, which UIKit refuses with an exception (see ``priority``).
    @exclusivity(unchecked) var priorityCrossedRequired = false
    /// Who made the constraint; it decides which constraint of a contradiction gives way.
    @exclusivity(unchecked) var origin = Origin.delegate
    /// How a constraint made from items and attributes was written (nil for one made from anchors).
    @exclusivity(unchecked) var itemForm: ItemForm?
    /// The view ``UIView/addConstraint(_:)`` was called on, which holds the constraint as UIKit's
    /// do, until it is deactivated.
    @exclusivity(unchecked) var holderState: LayoutItemState?
    /// Made by the SDK itself (sizes of components, margins, autoresizing, intrinsic sizes, stack
    /// views): never reported as the delegate's, broken only if no constraint of the delegate is
    /// part of the contradiction.
    var isSystemConstraint: Bool { origin != .delegate }

    /// `first.firstLayoutAttribute (relation) second.secondLayoutAttribute × multiplier + constant`, or
    /// `first.firstLayoutAttribute (relation) constant` without a second item. The attributes must be on
    /// one axis: the anchors' types see to it for the delegate's constraints, ``sdk(_:_:_:_:_:_:constant:)``
    /// asserts it for the SDK's.
    init(
        _ first: LayoutItemState, _ firstLayoutAttribute: LayoutAttribute, _ relation: Relation,
        _ second: LayoutItemState?,
        _ secondLayoutAttribute: LayoutAttribute?, multiplier: CGFloat, constant: CGFloat
    ) {
        self.firstLayoutAttribute = firstLayoutAttribute
        firstItemState = first
        self.secondLayoutAttribute = secondLayoutAttribute
        secondItemState = second
        isDirectional = firstLayoutAttribute.isDirectional || (secondLayoutAttribute?.isDirectional ?? false)
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }

    /// One of the SDK's own constraints, inactive, made from its items' bookkeeping without anchor
    /// objects (building a screen makes some twenty-five; their anchors cost about as much as
    /// the constraints). Without `second`, `first.firstLayoutAttribute (relation) constant`; with
    /// it, `second` scaled by `multiplier` (a stack's proportional sizes).
    static func sdk(
        _ origin: Origin, _ identifier: String, _ first: LayoutItemState, _ firstLayoutAttribute: LayoutAttribute,
        _ relation: Relation = .equal, _ second: LayoutItemState? = nil,
        _ secondLayoutAttribute: LayoutAttribute? = nil, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        assert(
            secondLayoutAttribute.map {
                $0.isHorizontal == firstLayoutAttribute.isHorizontal
                    && $0.isDimension == firstLayoutAttribute.isDimension
            } ?? true,
            "an SDK constraint between \(firstLayoutAttribute) and \(secondLayoutAttribute.map(String.init(describing:)) ?? "")"
        )
        let constraint = NSLayoutConstraint(
            first, firstLayoutAttribute, relation, second, secondLayoutAttribute, multiplier: multiplier,
            constant: constant)
        constraint.origin = origin
        constraint.identifier = identifier
        return constraint
    }

    /// Whether the constraint places an item horizontally (a left, right, leading or trailing
    /// edge or a centre); one between widths does not.
    var placesHorizontally: Bool { firstLayoutAttribute.isHorizontalPosition }

    /// Whether the constraint multiplies a position, which UIKit measures from the left or top
    /// edge of the items' nearest common ancestor (``solverForm(in:)``).
    @inline(__always)
    var multipliesPosition: Bool {
        guard multiplier != 1, let secondLayoutAttribute else { return false }
        return !secondLayoutAttribute.isDimension
    }

    /// The first item while it exists.
    var firstLayoutItem: (any LayoutItem)? { firstItemState.item }

    /// The second item while it exists; nil for a constraint to a constant.
    var secondLayoutItem: (any LayoutItem)? { secondItemState?.item }

    /// The first item (a view or layout guide); for a margin attribute, the view whose margins
    /// it names.
    public var firstItem: AnyObject? {
        itemForm?.firstAttribute.isMargin == true ? firstLayoutItem.flatMap(Self.marginOwner) : firstLayoutItem
    }

    /// The second item, or nil for a constraint to a constant.
    public var secondItem: AnyObject? {
        itemForm?.secondAttribute.isMargin == true ? secondLayoutItem.flatMap(Self.marginOwner) : secondLayoutItem
    }

    /// The view whose ``UIView/layoutMarginsGuide`` `item` is; `item` itself if it is not one (a
    /// guide of the delegate's, named with a margin attribute UIKit refuses).
    private static func marginOwner(_ item: any LayoutItem) -> AnyObject? {
        guard let guide = item as? UILayoutGuide, let view = guide.owningView, view.marginsGuideIfMade === guide
        else { return item }
        return view
    }

    /// Activates every constraint in the list.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        // The list holds its constraints (Engine/Unretained.swift).
        for index in constraints.indices {
            constraints.unretained(at: index)._withUnsafeGuaranteedRef { $0.isActive = true }
        }
    }

    /// Deactivates every constraint in the list.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for index in constraints.indices {
            constraints.unretained(at: index)._withUnsafeGuaranteedRef { $0.isActive = false }
        }
    }

    /// Names the constraint as UIKit's logs do: `view.anchor == view.anchor × m + c @priority`.
    var summary: String {
        // One UIKit would refuse is named as written (its anchors stand in for attributes it lacks).
        let written = itemForm?.problem == nil ? nil : itemForm
        let firstName = written.map { "\($0.firstAttribute)" } ?? "\(firstLayoutAttribute)"
        var text = "\(firstLayoutItem?.layoutIdentifier ?? "(gone)").\(firstName) \(relation.symbol) "
        if let secondLayoutAttribute {
            let secondName = written.map { "\($0.secondAttribute)" } ?? "\(secondLayoutAttribute)"
            text += "\(secondLayoutItem?.layoutIdentifier ?? "(gone)").\(secondName)"
            if multiplier != 1 { text += " × \(multiplier.formatted)" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(abs(constant).formatted)" }
        } else {
            text += constant.formatted
        }
        if priority != .required { text += " @\(priority.rawValue.formatted)" }
        if let identifier { text = "'\(identifier)' " + text }
        return text
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension BinaryFloatingPoint {
    /// The number without a trailing ".0".
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : "\(Double(self))"
    }
}

extension NSLayoutConstraint {
    /// Who made a constraint, in the order in which a contradiction breaks them (SPEC §4): one of
    /// the delegate's if any is involved, else one the SDK made to follow the delegate's choices,
    /// and the sizes and geometry the SDK decides only if nothing else is; the most recently
    /// activated of the first group present.
    enum Origin: Int, Comparable {
        /// The delegate's own.
        case delegate
        /// The SDK's, following the delegate's choices: autoresizing masks, intrinsic sizes, stack
        /// views' arrangements.
        case derived
        /// The SDK's decisions: the map's geometry, its safe-area and margin guides, the sizes of
        /// components (SPEC §5).
        case sdkGeometry

        static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
