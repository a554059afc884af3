import LayoutSolver

/// The items of a map's layout: subtrees joining and leaving the map's tree, their registration,
/// solver variables, and the constraints that waited for them.
extension LayoutEngine {
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
        if !animatedItems.isEmpty || !animationEnds.isEmpty {
            for item in Subtree(of: view) { dropAnimation(of: item.layoutState) }
        }
        if !AnimationContext.openBlocks.isEmpty { AnimationContext.subtreeLeftMap(Subtree(of: view)) }
        // A view a stack was collapsing leaves hidden: nothing draws it here any more.
        if !collapsingViews.isEmpty {
            for item in Subtree(of: view) { collapsingViews[ObjectIdentifier(item)] = nil }
        }
        if view.layoutState.hostingMapState === mapState { detach(view) }
        guard !joinedSubtrees.isEmpty else { return }
        var kept = 0
        for index in joinedSubtrees.indices {
            // The list holds its views.
            if joinedSubtrees.unretained(at: index)._withUnsafeGuaranteedRef({ $0.isDescendant(of: view) }) { continue }
            if kept != index { joinedSubtrees.swapAt(kept, index) }
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
            // The list holds the views while they are taken in, also one that delegate code (an
            // intrinsic size) takes out of the tree meanwhile.
            withExtendedLifetime(joined) {
                for index in joined.indices {
                    joined.unretained(at: index)._withUnsafeGuaranteedRef { view in
                        guard view.layoutState.hostingMapState !== mapState,
                            view.superviewReference?._withUnsafeGuaranteedRef({ $0.isInTree(ofMapWith: mapState) })
                                == true
                        else { return }
                        takeIn(view, collectingWaitingInto: &waiting)
                    }
                }
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
        // The subtree holds its views, also one that delegate code (an intrinsic size) takes out of
        // the tree meanwhile: each is reached without a retain (Unretained.swift).
        withExtendedLifetime(views) {
            for index in views.indices {
                views.unretained(at: index)._withUnsafeGuaranteedRef { registerJoining($0) }
            }
            for index in views.indices {
                views.unretained(at: index)._withUnsafeGuaranteedRef { view in
                    makeSizesAndCollectWaitingConstraints(of: view, into: &waiting)
                }
            }
        }
    }

    /// Registers a view joining the map, and its guides, where its frame puts it.
    private func registerJoining(_ view: UIView) {
        register(view.layoutState)
        // Each view joins where its frame puts it in its superview (superviews come first): a
        // new view at the superview's corner, 0 × 0, so that a block animates it from there and
        // what it measures before the pass (its safe area) is of this map, as in UIKit.
        if let origin = view.superviewReference?._withUnsafeGuaranteedRef({ $0.layoutState.frameInMap.origin }) {
            let placed = view.frameStorage.offsetBy(dx: origin.x, dy: origin.y)
            // A view whose size differs from the last it was laid out at (one made with a
            // frame, joining for the first time) is laid out; one that only moved is not.
            if view.runsOwnCallbacks && placed.size != view.layoutState.frameInMap.size {
                view.layoutSubviewsPending = true
            }
            view.layoutState.frameInMap = placed
        }
        if view.constraintUpdatePending { viewsMayNeedConstraintUpdates = true }
        // A view with callbacks that joins is measured against this map's safe area, even
        // where it has the frame it had before.
        if view.runsOwnCallbacks { (viewsRunOwnCallbacks, safeAreaMoved) = (true, true) }
        if view.safeAreaGuideIfMade != nil || view.marginsGuideIfMade != nil || view.preservesSuperviewLayoutMargins {
            viewsMayHaveGuides = true
        }
        let guides = view.allGuides
        for index in guides.indices { register(guides[index].layoutState) }
    }

    /// Once every item of the subtree is registered: a view's SDK and intrinsic sizes install at
    /// once, and its waiting constraints can be collected whichever item of the subtree they reach.
    private func makeSizesAndCollectWaitingConstraints(of view: UIView, into waiting: inout [WaitingConstraint]) {
        view.sdkSizeJoinedMap()
        view.invalidateIntrinsicContentSize()
        collectWaitingConstraints(of: view.layoutState, into: &waiting)
        let guides = view.allGuides
        for index in guides.indices {
            guides.unretained(at: index)._withUnsafeGuaranteedRef {
                collectWaitingConstraints(of: $0.layoutState, into: &waiting)
            }
        }
    }

    /// Collects the item's constraints that can be installed now. One whose other item joins
    /// later in the same commit is collected then, from that item: once.
    private func collectWaitingConstraints(of state: LayoutItemState, into waiting: inout [WaitingConstraint]) {
        // The list holds its constraints while they are looked at.
        let constraints = state.constraints
        for index in constraints.indices {
            constraints.unretained(at: index)._withUnsafeGuaranteedRef { constraint in
                guard constraint.isInstalledNowhere, constraint.isActive, constraint.hasItems(in: mapState) else {
                    return
                }
                waiting.append(WaitingConstraint(constraint))
            }
        }
    }

    /// Installs the collected constraints whose items are now all in the map, in the order they
    /// were activated (as they would have been installed had their views been in the map then):
    /// the order in which constraints reach the solver decides between equal optional ones.
    private func installInActivationOrder(_ waiting: inout [WaitingConstraint]) {
        // (Sorting even an empty list made it unique first: a hundred instructions for nothing.)
        if waiting.count > 1 { waiting.sort() }
        // Each entry holds its constraint.
        for index in waiting.indices {
            Unmanaged.passUnretained(waiting[index].constraint)._withUnsafeGuaranteedRef { constraint in
                // Collected from both items if both joined in one subtree; delegate code (an
                // intrinsic size) may have deactivated it, or moved an item, since it was collected.
                guard constraint.isInstalledNowhere, constraint.isActive, constraint.hasItems(in: mapState) else {
                    return
                }
                install(constraint)
            }
        }
    }

    /// Adds one guide to the map's layout.
    func attach(_ guide: UILayoutGuide) {
        publishedAttributesChanged()
        if guide.owningView !== map, guide.isPublished { viewsMayHaveGuides = true }
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
    /// transition (a state's views replaced by the next state's) costs the solver nothing. The
    /// first constraint that places the item horizontally chooses how its `x` measures
    /// (``ItemVariables``).
    @inline(__always)
    func variables(of state: LayoutItemState, placedBy attribute: LayoutAttribute) -> ItemVariables {
        if let variables = state.variables, !variables.isChoosingHorizontalMeasure(attribute) { return variables }
        return variablesChoosingMeasure(of: state, placedBy: attribute)
    }

    private func variablesChoosingMeasure(of state: LayoutItemState, placedBy attribute: LayoutAttribute)
        -> ItemVariables
    {
        var variables: ItemVariables
        if let made = state.variables {
            variables = made
        } else {
            assert(state.hostingMapState === mapState, "variables asked for an item outside the map")
            variables = ItemVariables(solver: solver, order: itemVariablesMade)
            itemVariablesMade += 1
        }
        if variables.isChoosingHorizontalMeasure(attribute) {
            variables.placeHorizontally(by: attribute, rightToLeft: isRightToLeft, isReference: state === mapState)
        }
        state.variables = variables
        return variables
    }

    /// The map's width, from whose right edge the items placed by leading or trailing edges in a
    /// right-to-left map are measured (``ItemVariables``).
    var referenceWidth: Variable { variables(of: mapState, placedBy: .width).width }

    /// The nearest view that holds both items (a guide counts as the view it was added to), from
    /// whose origin UIKit measures multiplied positions; the map if either item has no view.
    func commonAncestor(of first: LayoutItemState, _ second: LayoutItemState) -> UIView {
        guard let firstView = UIView.view(of: first), let secondView = UIView.view(of: second) else { return map }
        return firstView.nearestCommonAncestor(with: secondView) ?? map
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
            view.sdkSizeLeftMap()
            uninstallConstraints(of: view.layoutState)
            for guide in view.allGuides { uninstallConstraints(of: guide.layoutState) }
        }
        for view in views {
            release(view.layoutState)
            for guide in view.allGuides { release(guide.layoutState) }
            view.leftSafeArea()
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
