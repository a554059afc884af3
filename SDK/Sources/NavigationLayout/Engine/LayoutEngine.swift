import LayoutSolver

/// The Auto Layout engine of one map view: its solver, the variables of every view and guide in
/// the map's tree, and the active constraints installed in it.
///
/// Nothing is rebuilt between passes: a size change moves the constants of the map's own
/// constraints, a constant change moves one constraint, and the solver re-optimises from where it
/// was (SPEC §4).
@MainActor
final class LayoutEngine: SolverFormContext {
    /// The map that owns the engine. Only the map holds the engine, so the map outlives it; set
    /// by the map's init (``setMap(_:)``), which makes the engine before it may refer to itself.
    private(set) unowned(unsafe) var map: GMSMapView!
    /// The map's own bookkeeping, against which the engine compares its items' maps: reading
    /// `map` takes a reference to the map each time, and registering a subtree compares often.
    @exclusivity(unchecked) private(set) var mapState: LayoutItemState!
    /// Whether the map lays out right to left (leading and trailing constraints are mirrored); set
    /// by ``directionChanged()``.
    @exclusivity(unchecked) var isRightToLeft = false
    let solver = Solver()
    /// Tells engines apart for the records that outlive one (``FixedSize``): never reused.
    let number: UInt64
    @exclusivity(unchecked) private static var enginesMade: UInt64 = 0
    @exclusivity(unchecked) var lastInstallSerial: UInt64 = 0
    /// How many items have been given variables (``ItemVariables/order``).
    @exclusivity(unchecked) var itemVariablesMade = 0
    /// Installed constraints by solver id. A navigation screen installs some fifty.
    @exclusivity(unchecked) var installed = InstalledConstraints(capacity: 64)
    /// The sizes the SDK decides for the components in the map's tree (``GeometryRecord``).
    @exclusivity(unchecked) var geometryRecords = GeometryRecordTable()
    /// Active constraints the engine had to break, retried on later passes.
    @exclusivity(unchecked) var broken: [NSLayoutConstraint] = []
    /// Constraints installed since the last pass, in the order installed: the slot each got in
    /// ``installed`` (a component size's record: its slot in ``geometryRecords``, encoded negative by
    /// ``GeometryRecordEntry``) and its install serial; the pass adds them to the solver. One deactivated
    /// before the pass never reaches the solver: a delegate's transition swaps whole sets of
    /// constraints, and only the last set is solved. Slots, not references: the queue holds
    /// nothing alive, and an entry whose slot was emptied or given to another installation is
    /// told by its serial.
    @exclusivity(unchecked) var pending: [(serial: UInt64, slot: Int)] = []
    /// Whether ``pending`` holds a constraint queued after one of the same origin activated later
    /// (one coming back, or that waited for a subtree to join): the pass then adds them in the
    /// order they were activated. Only the order within an origin counts: a contradiction breaks
    /// the delegate's constraints before the SDK's (``ConstraintRules/yielding(among:)``), so
    /// where the SDK's own stand in the queue (a component's sizes, made as it joins, ahead of
    /// the delegate's constraints that waited for it) does not change what breaks.
    @exclusivity(unchecked) var pendingOutOfActivationOrder = false
    @exclusivity(unchecked) var lastPendingActivation = PendingActivations()
    /// Constraints in the solver whose constant changed since the last pass.
    /// (Their slots in ``installed`` or ``geometryRecords``, as in ``pending``.)
    @exclusivity(unchecked) var changedConstants: [Int] = []
    /// What the pass is working through: `pending` and `changedConstants` are swapped into these
    /// and emptied in place, so that no pass reallocates either list.
    @exclusivity(unchecked) var pendingBeingAdded: [(serial: UInt64, slot: Int)] = []
    @exclusivity(unchecked) var constantsBeingMoved: [Int] = []
    /// Where ``NSLayoutConstraint/solverForm(in:)`` writes a constraint's terms: room for the most
    /// a layout constraint has (``SolverForm/maximumTermCount``). Owned by the engine, freed by its
    /// deinit.
    nonisolated(unsafe) let termStorage = UnsafeMutablePointer<Term>.allocate(capacity: SolverForm.maximumTermCount)
    @exclusivity(unchecked) var needsLayout = true
    /// Set when something published changed (a frame, hidden, opacity, the tree).
    @exclusivity(unchecked) private(set) var needsPublish = true
    /// Diagnostics gathered since the host last took them (a log of what happened).
    @exclusivity(unchecked) var diagnostics = DiagnosticLog()
    /// The diagnostic of each active constraint the engine broke or refused, while it stays so.
    @exclusivity(unchecked) var constraintReports: [ObjectIdentifier: ConstraintReport] = [:]
    /// The views with animations recorded since the host last took them, and each block's part
    /// (``addAnimation(_:of:block:ending:)``, ``takeAnimations()``).
    @exclusivity(unchecked) var animatedItems: [AnimatedItem] = []
    /// When each block that animated a view ends, by the view's state and the block, on the layout
    /// timer's clock (``isAnimating(_:)``); views whose blocks have all ended are dropped.
    @exclusivity(unchecked) var animationEnds: [ObjectIdentifier: [(block: BlockSerial, end: TimeInterval)]] = [:]
    /// Views a stack view collapses in an animation, with the blocks collapsing each: published
    /// shown until the last of those blocks completes, as UIKit hides them only then
    /// (``AnimationContext/noteCollapse(of:)``).
    @exclusivity(unchecked) var collapsingViews: [ObjectIdentifier: [BlockSerial]] = [:]

    /// The tree's views and stacks while the tree is unchanged (``descendants``, ``stacks``): two
    /// fields, so that asking for one copies nothing of the other.
    @exclusivity(unchecked) private var cachedViews: [UIView]?
    @exclusivity(unchecked) private var cachedStacks: [any ArrangingStack] = []
    /// Subtrees put under the map's tree since the last commit, in that order, that the engine has
    /// not taken into the layout yet (``attachJoinedSubtrees()``).
    @exclusivity(unchecked) var joinedSubtrees: [UIView] = []
    /// Whether a view of the tree (not the map) may have guides: set when one joins with its
    /// safe-area or margins guide or makes a guide (a stack's spacers aside), never cleared. Until
    /// then a pass does not look for safe-area and margins guides to follow (``followSafeArea()``).
    @exclusivity(unchecked) var viewsMayHaveGuides = false
    /// The views and guides last published, while nothing but their frames has changed.
    @exclusivity(unchecked) var publishedItems: PublishedItems?
    /// Whether a view of the tree may wait for ``UIView/updateConstraints()``: set when one asks or
    /// joins asking, cleared by the pass that calls them (``updateConstraintsOfViews()``).
    @exclusivity(unchecked) var viewsMayNeedConstraintUpdates = false
    /// Set when the display's safe-area insets change: the next pass measures every view's
    /// ``UIView/safeAreaInsets`` again, not only those that moved.
    @exclusivity(unchecked) var safeAreaMoved = false
    /// Whether a view of the tree may run callbacks of its own (``UIView/runsOwnCallbacks``): set
    /// when one joins, never cleared. Until then a pass does not look for views to call.
    @exclusivity(unchecked) var viewsRunOwnCallbacks = false
    /// Set when the last pass published a layout that had not settled: nil if it had, else the ids
    /// of the views whose ``UIView/layoutSubviews()`` still waits (empty when guides or hiding
    /// stacks were still moving when the pass's rounds ran out).
    @exclusivity(unchecked) var unsettledLayout: [String]?
    /// The `non-finite-frame` errors of the last frames applied: items that kept their frame from
    /// before because their constraints solved to an infinity or NaN.
    @exclusivity(unchecked) var keptFrameReports: [LayoutDiagnostic] = []
    /// How many passes are running (``layoutIfNeeded()``; one inside another when delegate code
    /// lays out during a pass).
    @exclusivity(unchecked) var passDepth = 0
    /// How deep passes run inside ``UIView/layoutSubviews()`` calls that lay out again.
    @exclusivity(unchecked) var layoutCallbackDepth = 0

    init() {
        LayoutEngine.enginesMade += 1
        number = LayoutEngine.enginesMade
        pending.reserveCapacity(64)
    }

    /// Called once by the map's init, when the map may refer to itself.
    func setMap(_ map: GMSMapView) {
        self.map = map
        mapState = map.layoutState
    }

    deinit {
        for constraint in installed.all where constraint.isInstalled(in: self) { constraint.engine = nil }
        termStorage.deallocate()
    }

    /// The views inside the map (not the map itself), depth first, back to front; kept between
    /// passes until the tree changes. The map is left out so that the cache does not keep it alive.
    var descendants: [UIView] {
        if let cachedViews { return cachedViews }
        return cacheTree()
    }

    /// The stack views of the tree (UIKit's and hiding stacks), which make their arrangements at
    /// the start of each commit.
    var stacks: [any ArrangingStack] {
        if cachedViews == nil { cacheTree() }
        return cachedStacks
    }

    @discardableResult
    private func cacheTree() -> [UIView] {
        var views: [UIView] = []
        views.reserveCapacity(16)
        // The map owns the engine.
        Unmanaged.passUnretained(map)._withUnsafeGuaranteedRef { $0.appendSubviewTrees(to: &views) }
        var stacks: [any ArrangingStack] = []
        // A stored flag, not a cast, picks the stacks out: a screen without stacks pays a load per
        // view. The list holds its views while they are looked at.
        for index in views.indices {
            views.unretained(at: index)._withUnsafeGuaranteedRef { view in
                guard view.isArrangingStack else { return }
                // The two kinds of stack told apart by class: a cast to the protocol looks up the
                // conformance, several times the cost.
                if let stack = view as? GMSNavigationHidingStackView {
                    stacks.append(stack)
                } else if let stack = view as? UIStackView {
                    stacks.append(stack)
                } else {
                    assertionFailure("\(type(of: view)) arranges views but is neither kind of stack")
                }
            }
        }
        (cachedViews, cachedStacks) = (views, stacks)
        return views
    }

    /// Views were added, removed or reordered under the map.
    func treeChanged() {
        cachedViews = nil
        setNeedsLayout()
        publishedAttributesChanged()
    }

    /// Something published other than a frame changed (the tree, an id, a hidden flag, an
    /// opacity, corners, a guide): the next layout reads every view again.
    func publishedAttributesChanged() {
        publishedItems = nil
        setNeedsPublish()
    }

    func setNeedsLayout() {
        needsLayout = true
    }

    func setNeedsPublish() {
        needsPublish = true
    }

    /// Clears the publish flag; returns whether it was set.
    func takeNeedsPublish() -> Bool {
        defer { needsPublish = false }
        return needsPublish
    }

    // MARK: Constraints

    /// Installs an active constraint whose items are both in this map. It reaches the solver at
    /// the next pass (``commitChanges(retryingBroken:)``).
    func install(_ constraint: NSLayoutConstraint) {
        // Only a broken record's stand-in that a delegate kept and activates is installed broken.
        if constraint.isBroken { standInOfBrokenRecordActivated(constraint) }
        lastInstallSerial += 1
        constraint.installSerial = lastInstallSerial
        constraint.solverSlot = installed.insert(constraint)
        constraint.engine = self
        constraint.isBroken = false
        constraint.isInSolver = false
        constraint.hasUncommittedConstant = false
        if !constraintReports.isEmpty { constraintReports[ObjectIdentifier(constraint)] = nil }
        pending.append((lastInstallSerial, constraint.solverSlot))
        if !lastPendingActivation.follow(constraint) { pendingOutOfActivationOrder = true }
        setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.isInstalled(in: self) else { return }
        if constraint.isInSolver { try? solver.remove(constraint.solverConstraintID) }
        installed.remove(constraint)
        if constraint.isBroken { broken.removeAll { $0 === constraint } }
        constraint.engine = nil
        constraint.isBroken = false
        constraint.isInSolver = false
        constraint.hasUncommittedConstant = false
        setNeedsLayout()
    }

    /// Records a new constant; the pass moves it into the solver, once however often it changed.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard constraint.isInstalled(in: self) else { return }
        setNeedsLayout()
        // A pending or broken constraint takes its new constant when the pass adds it.
        guard constraint.isInSolver, !constraint.hasUncommittedConstant else { return }
        constraint.hasUncommittedConstant = true
        changedConstants.append(constraint.solverSlot)
    }

    func priorityChanged(_ constraint: NSLayoutConstraint, from oldPriority: UILayoutPriority) {
        guard constraint.isInstalled(in: self) else { return }
        guard constraint.isInSolver else { return setNeedsLayout() }
        if let priority = Priority(constraint.priority.rawValue), !priority.isRequired, oldPriority != .required,
            (try? solver.setPriority(priority, of: constraint.solverConstraintID)) != nil
        {
            setNeedsLayout()
            return
        }
        // Between required and optional: reinstall, and a delegate's constraint is refused as UIKit
        // refuses it (ConstraintRules), until its priority is back on the side it was activated on.
        uninstall(constraint)
        install(constraint)
    }
}
