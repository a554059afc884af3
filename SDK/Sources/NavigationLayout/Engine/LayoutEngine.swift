import LayoutSolver

/// The Auto Layout engine of one map view: its solver, the variables of every view and guide in
/// the map's tree, and the active constraints installed in it.
///
/// Nothing is rebuilt between passes: a size change moves the constants of the map's own
/// constraints, a constant change moves one constraint, and the solver re-optimises from where it
/// was (SPEC §4).
@MainActor
final class LayoutEngine {
    /// The map that owns the engine. Only the map holds the engine, so the map outlives it; set
    /// by the map's init (``setMap(_:)``), which makes the engine before it may refer to itself.
    private(set) unowned(unsafe) var map: GMSMapView!
    /// The map's own bookkeeping, against which the engine compares its items' maps: reading
    /// `map` takes a reference to the map each time, and registering a subtree compares often.
    @exclusivity(unchecked) private(set) var mapState: LayoutItemState!
    /// Whether the map lays out right to left (leading and trailing constraints are mirrored).
    @exclusivity(unchecked) private(set) var isRightToLeft = false
    let solver = Solver()
    @exclusivity(unchecked) private var lastInstallSerial: UInt64 = 0
    /// How many items have been given variables (``ItemVariables/order``).
    @exclusivity(unchecked) private var itemVariablesMade = 0
    /// Installed constraints by solver id. A navigation screen installs some fifty.
    @exclusivity(unchecked) var installed = InstalledConstraints(capacity: 64)
    /// Active constraints the engine had to break, retried on later passes.
    @exclusivity(unchecked) var broken: [NSLayoutConstraint] = []
    /// Constraints installed since the last pass, in the order installed: the slot each got in
    /// ``installed`` and its install serial; the pass adds them to the solver. One deactivated
    /// before the pass never reaches the solver: a delegate's transition swaps whole sets of
    /// constraints, and only the last set is solved. Slots, not references: the queue holds
    /// nothing alive, and an entry whose slot was emptied or given to another installation is
    /// told by its serial.
    @exclusivity(unchecked) var pending: [(serial: UInt64, slot: Int)] = []
    /// Constraints in the solver whose constant changed since the last pass.
    /// (Their slots in ``installed``, as in ``pending``.)
    @exclusivity(unchecked) var changedConstants: [Int] = []
    /// What the pass is working through: `pending` and `changedConstants` are swapped into these
    /// and emptied in place, so that no pass reallocates either list.
    @exclusivity(unchecked) var pendingBeingAdded: [(serial: UInt64, slot: Int)] = []
    @exclusivity(unchecked) var constantsBeingMoved: [Int] = []
    /// Where ``NSLayoutConstraint/solverForm(in:)`` writes a constraint's terms: room for the four
    /// a layout constraint has at most. Owned by the engine, freed by its deinit.
    nonisolated(unsafe) let termStorage = UnsafeMutablePointer<Term>.allocate(capacity: 4)
    @exclusivity(unchecked) var needsLayout = true
    /// Set when something published changed (a frame, hidden, opacity, the tree).
    @exclusivity(unchecked) private(set) var needsPublish = true
    /// Diagnostics gathered since the host last took them (a log of what happened).
    var diagnostics: [LayoutDiagnostic] = []
    /// The diagnostic of each active constraint the engine broke or refused, while it stays so.
    @exclusivity(unchecked) var constraintReports: [ObjectIdentifier: ConstraintReport] = [:]
    /// Animations recorded since the host last took them.
    var animations: [ViewAnimation] = []
    /// When the last animation recorded for each view ends, on the layout timer's clock.
    var animationEnds: [ObjectIdentifier: TimeInterval] = [:]

    @exclusivity(unchecked) private var treeCache: (views: [UIView], stacks: [GMSNavigationHidingStackView])?
    /// Subtrees put under the map's tree since the last commit, in that order, that the engine has
    /// not taken into the layout yet (``attachJoinedSubtrees()``).
    @exclusivity(unchecked) private var joinedSubtrees: [UIView] = []
    /// The views and guides last published, while nothing but their frames has changed.
    @exclusivity(unchecked) var publishedItems: PublishedItems?

    init() {
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
    var descendants: [UIView] { cachedTree().views }

    /// The hiding stack views of the tree.
    var stacks: [GMSNavigationHidingStackView] { cachedTree().stacks }

    private func cachedTree() -> (views: [UIView], stacks: [GMSNavigationHidingStackView]) {
        if let treeCache { return treeCache }
        var views: [UIView] = []
        views.reserveCapacity(16)
        for view in map.subviews where view.layoutState.map == nil { view.appendSubtree(to: &views) }
        var stacks: [GMSNavigationHidingStackView] = []
        for view in views {
            if let stack = view as? GMSNavigationHidingStackView { stacks.append(stack) }
        }
        treeCache = (views, stacks)
        return (views, stacks)
    }

    /// Views were added, removed or reordered under the map.
    func treeChanged() {
        treeCache = nil
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

    // MARK: Items

    /// A subtree was put under a view of the map's tree. It is taken into the layout at the next
    /// commit, not now: a delegate's transition puts one state's views in and takes them out
    /// again for the next state's, and a subtree that leaves before the commit costs nothing
    /// (neither its constraints' installation nor their removal).
    func subtreeJoined(_ view: UIView) {
        // A transition adds a handful of subtrees: room for eight at the first.
        if joinedSubtrees.capacity == 0 { joinedSubtrees.reserveCapacity(8) }
        joinedSubtrees.append(view)
        treeChanged()
    }

    /// A subtree is leaving the map's tree: out of the layout if the engine had taken it in, and
    /// out of the subtrees waiting to join (so that they do not keep it alive).
    func subtreeLeft(_ view: UIView) {
        if view.layoutState.hostingMapState === mapState { detach(view) }
        guard !joinedSubtrees.isEmpty else { return }
        var kept = 0
        for index in joinedSubtrees.indices where !joinedSubtrees[index].isDescendant(of: view) {
            joinedSubtrees.swapAt(kept, index)
            kept += 1
        }
        // One at a time: usually one goes, and removeLast(_:) replaces a range.
        while joinedSubtrees.count > kept { joinedSubtrees.removeLast() }
    }

    /// Takes into the layout the subtrees that joined since the last commit and are still in the
    /// map's tree, in the order they joined. Delegate code that runs meanwhile (a view's intrinsic
    /// content size) may move views in and out: those that join are taken in too.
    func attachJoinedSubtrees() {
        while !joinedSubtrees.isEmpty {
            let joined = joinedSubtrees
            joinedSubtrees = []
            var waiting: [WaitingConstraint] = []
            waiting.reserveCapacity(32)
            for view in joined
            where view.layoutState.hostingMapState !== mapState && view.superview?.enclosingMap === map {
                takeIn(view, collectingWaitingInto: &waiting)
            }
            installInActivationOrder(&waiting)
        }
    }

    /// Takes every view and guide of a subtree into the map, then installs the active constraints
    /// that now have both of their items in this map.
    func attach(_ view: UIView) {
        var waiting: [WaitingConstraint] = []
        takeIn(view, collectingWaitingInto: &waiting)
        installInActivationOrder(&waiting)
    }

    /// Registers every view and guide of a subtree, makes its components' SDK sizes and intrinsic
    /// sizes, and collects the active constraints of its items that no engine holds.
    private func takeIn(_ view: UIView, collectingWaitingInto waiting: inout [WaitingConstraint]) {
        treeChanged()
        let views = Subtree(of: view)
        for view in views {
            register(view.layoutState)
            for guide in view.allGuides { register(guide.layoutState) }
        }
        for view in views {
            view.sdkFixedSize?.viewJoinedMap(view)
            view.invalidateIntrinsicContentSize()
        }
        for view in views {
            collectWaitingConstraints(of: view.layoutState, into: &waiting)
            for guide in view.allGuides { collectWaitingConstraints(of: guide.layoutState, into: &waiting) }
        }
    }

    /// Collects the item's constraints that can be installed now. One whose other item joins
    /// later in the same commit is collected then, from that item: once.
    private func collectWaitingConstraints(of state: LayoutItemState, into waiting: inout [WaitingConstraint]) {
        for constraint in state.constraints
        where constraint.isInstalledNowhere && constraint.isActive && constraint.hasItems(in: mapState) {
            waiting.append(WaitingConstraint(constraint))
        }
    }

    /// Installs the collected constraints whose items are now all in the map, in the order they
    /// were activated (as they would have been installed had their views been in the map then):
    /// the order in which constraints reach the solver decides between equal optional ones.
    private func installInActivationOrder(_ waiting: inout [WaitingConstraint]) {
        waiting.sort()
        for entry in waiting {
            let constraint = entry.constraint
            // Collected from both items if both joined in one subtree; delegate code (an intrinsic
            // size) may have deactivated it, or moved an item, since it was collected.
            guard constraint.isInstalledNowhere, constraint.isActive, constraint.hasItems(in: mapState) else {
                continue
            }
            install(constraint)
        }
    }

    /// Adds one guide to the map's layout.
    func attach(_ guide: UILayoutGuide) {
        publishedAttributesChanged()
        register(guide.layoutState)
        installWaitingConstraints(of: guide.layoutState)
    }

    private func register(_ state: LayoutItemState) {
        // Variables without a map belong to a map that was freed with the item still in its tree:
        // they are of a solver that is gone, and the item starts afresh here.
        if state.hostingMapState?.itemExists != true { state.variables = nil }
        state.hostingMapState = mapState
        setNeedsLayout()
        setNeedsPublish()
    }

    /// The solver variables of an item of this map's tree, made when the first constraint that
    /// mentions the item reaches the solver: an item that only passes through the tree during a
    /// transition (a state's views replaced by the next state's) costs the solver nothing.
    func variables(of state: LayoutItemState) -> ItemVariables {
        if let variables = state.variables { return variables }
        assert(state.hostingMapState === mapState, "variables asked for an item outside the map")
        let variables = ItemVariables(solver: solver, order: itemVariablesMade)
        itemVariablesMade += 1
        state.variables = variables
        return variables
    }

    private func installWaitingConstraints(of state: LayoutItemState) {
        // Without an engine: waiting for a shared map, or left by a map that was freed.
        for constraint in state.constraints
        where constraint.isInstalledNowhere && constraint.isActive && constraint.hasItems(in: mapState) {
            install(constraint)
        }
    }

    /// Takes a subtree out of the map's layout: its constraints are uninstalled (they stay active
    /// if both items leave together) and its variables released.
    private func detach(_ view: UIView) {
        treeChanged()
        let views = Subtree(of: view)
        for view in views {
            uninstallConstraints(of: view.layoutState)
            for guide in view.allGuides { uninstallConstraints(of: guide.layoutState) }
        }
        for view in views {
            release(view.layoutState)
            for guide in view.allGuides { release(guide.layoutState) }
        }
        setNeedsLayout()
        setNeedsPublish()
    }

    func detach(_ guide: UILayoutGuide) {
        uninstallConstraints(of: guide.layoutState)
        release(guide.layoutState)
        setNeedsLayout()
        publishedAttributesChanged()
    }

    /// Uninstalls the item's constraints (a broken one is no longer retried).
    private func uninstallConstraints(of state: LayoutItemState) {
        for constraint in state.constraints where constraint.isInstalled(in: self) { uninstall(constraint) }
    }

    /// Gives an item's variables back to the solver. An item the engine never took in (waiting to
    /// join) is left alone: variables it still has are those of a freed map's solver.
    private func release(_ state: LayoutItemState) {
        guard state.hostingMapState === mapState else { return }
        state.variables?.release(from: solver)
        state.variables = nil
        state.hostingMapState = nil
    }

    // MARK: Constraints

    /// Installs an active constraint whose items are both in this map. It reaches the solver at
    /// the next pass (``commitChanges(retryingBroken:)``).
    func install(_ constraint: NSLayoutConstraint) {
        lastInstallSerial += 1
        constraint.installSerial = lastInstallSerial
        constraint.solverSlot = installed.insert(constraint)
        constraint.engine = self
        constraint.isBroken = false
        constraint.isInSolver = false
        constraint.hasUncommittedConstant = false
        if !constraintReports.isEmpty { constraintReports[ObjectIdentifier(constraint)] = nil }
        pending.append((lastInstallSerial, constraint.solverSlot))
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
        // Between required and optional (UIKit refuses this on an installed constraint): reinstall.
        uninstall(constraint)
        install(constraint)
    }

    /// Reinstalls every constraint that mentions leading or trailing (the layout direction changed).
    func directionChanged() {
        isRightToLeft = map.layoutDirection == .rightToLeft
        let directional = installed.all.filter { $0.isDirectional }
        for constraint in directional.sorted(by: { $0.activationSerial < $1.activationSerial }) {
            uninstall(constraint)
            install(constraint)
        }
        setNeedsLayout()
    }
}

/// A constraint that waited for its items to join the map, ordered by when it was activated.
struct WaitingConstraint: Comparable {
    let activationSerial: UInt64
    let constraint: NSLayoutConstraint

    @MainActor
    init(_ constraint: NSLayoutConstraint) {
        activationSerial = constraint.activationSerial
        self.constraint = constraint
    }

    static func < (lhs: WaitingConstraint, rhs: WaitingConstraint) -> Bool {
        lhs.activationSerial < rhs.activationSerial
    }

    static func == (lhs: WaitingConstraint, rhs: WaitingConstraint) -> Bool {
        lhs.activationSerial == rhs.activationSerial && lhs.constraint === rhs.constraint
    }
}
