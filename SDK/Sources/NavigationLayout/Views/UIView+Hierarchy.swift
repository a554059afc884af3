/// The view tree: adding, inserting, moving and removing subviews, and walking the tree.
extension UIView {
    /// Inserts `view` at `index` of the subviews (0 is the back). A view that moves in from another
    /// superview is told, and both superviews are, as in UIKit: `willRemoveSubview(_:)` on the old
    /// one, `willMove(toSuperview:)`, then `didMoveToSuperview()` and `didAddSubview(_:)`.
    public func insertSubview(_ view: UIView, at index: Int) {
        ActorChecks.assertOnMainActor()
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self {
            guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: current)
            let target = min(max(index, 0), subviews.count)
            subviews.insert(view, at: target)
            if target != current { enclosingMap?.engine.treeChanged() }
            return
        }
        if view.outlivedItsHidingStack { view.leaveHidingStack() }
        let movesBefore = UIView.treeMoves
        if let old = view.superviewReference, old._withUnsafeGuaranteedRef({ $0.runsOwnCallbacks }) {
            old.takeUnretainedValue().willRemoveSubview(view)
        }
        if view.runsOwnCallbacks { view.willMove(toSuperview: self) }
        // The overrides are delegate code, which may have moved either view.
        if UIView.treeMoves != movesBefore {
            guard !isDescendant(of: view), view.superview !== self else { return }
        }
        view.leaveSuperview()
        // Leaving its stack runs the stack's code, and that can run delegate code.
        guard view.superviewReference == nil else { return }
        // A map holds several views: room for eight at the first, instead of growing one at a time.
        if subviews.capacity == 0 { subviews.reserveCapacity(8) }
        // Most views are added on top: append, which costs a fraction of a general insert.
        if index >= subviews.count {
            subviews.append(view)
        } else {
            subviews.insert(view, at: max(index, 0))
        }
        view.superview = self
        UIView.treeMoves &+= 1
        view.updateAutoresizingConstraints()
        // A map keeps its own layout wherever it is put. Under a view that is itself waiting to
        // join (no hosting map yet), the view joins with it, and the map's tree has changed.
        if !view.layoutState.isMapState {
            let joined = layoutState.withHostingEngine { $0.subtreeJoined(view) }
            if !joined, let map = enclosingMap { map.engine.treeChanged() }
        }
        // As in UIKit, a view that gains a subview lays out its subviews again.
        layoutSubviewsPending = true
        if view.runsOwnCallbacks { view.didMoveToSuperview() }
        if runsOwnCallbacks { didAddSubview(view) }
    }

    /// Inserts `view` just below `siblingSubview`, so that the sibling draws over it; on top of the
    /// subviews if `siblingSubview` is not one of them.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        insertSubview(view, at: index(nextTo: siblingSubview, above: false, for: view))
    }

    /// Inserts `view` just above `siblingSubview`, so that it draws over the sibling; on top of the
    /// subviews if `siblingSubview` is not one of them.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        insertSubview(view, at: index(nextTo: siblingSubview, above: true, for: view))
    }

    /// The index beside `sibling` for `view`, among the subviews other than `view` (the index
    /// ``insertSubview(_:at:)`` takes, since it takes `view` out first); the top if `sibling` is
    /// not a subview.
    private func index(nextTo sibling: UIView, above: Bool, for view: UIView) -> Int {
        guard let found = subviews.firstIndex(where: { $0 === sibling }) else { return subviews.count }
        let viewBefore = subviews[..<found].contains { $0 === view }
        return found - (viewBefore ? 1 : 0) + (above ? 1 : 0)
    }

    /// Swaps the subviews at two indices (their drawing order); indices out of range change
    /// nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        enclosingMap?.engine.treeChanged()
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Counts the views put into and taken out of superviews, to tell whether delegate code moved
    /// any (the callbacks ``insertSubview(_:at:)`` runs before it moves a view).
    @exclusivity(unchecked) private static var treeMoves: UInt64 = 0

    /// Takes the view out of its superview, without telling either (a move tells them once).
    func leaveSuperview() {
        ActorChecks.assertOnMainActor()
        // Held: leaving runs overridable code (a view's layoutMargins, as its guides leave the
        // map), which may drop the last other reference to the superview.
        guard let parent = superview else { return }
        UIView.treeMoves &+= 1
        parent.layoutSubviewsPending = true
        // A map taken out of a container keeps its own layout. The map is reached through its
        // state, which tells if delegate code freed it meanwhile.
        let mapState = layoutState.isMapState ? nil : parent.enclosingMapState
        mapState?.withEngine { $0.subtreeLeft(self) }
        deactivateConstraintsLeavingSubtree()
        parent.subviews.removeFirst(identicalTo: self)
        superview = nil
        if parent.isArrangingStack, let stack = managingStack, stack === parent { stack.managedViewLeft(self) }
        mapState?.withEngine { $0.treeChanged() }
    }

    /// The map view whose tree holds the view (the view itself for a map), whether or not its
    /// engine has taken the view into its layout yet (``hostingMap`` is set when it has).
    var enclosingMap: GMSMapView? {
        firstAncestor { $0.layoutState.isMapState ? $0.layoutState.map : nil }
    }

    /// The state of ``enclosingMap``, found without a reference to the map (whose engine
    /// ``LayoutItemState/withEngine(_:)`` reaches, while the map exists).
    var enclosingMapState: LayoutItemState? {
        firstAncestor { $0.layoutState.isMapState ? $0.layoutState : nil }
    }

    /// Whether ``enclosingMap`` is the map whose state is `mapState`, asked without a reference to
    /// either map.
    func isInTree(ofMapWith mapState: LayoutItemState) -> Bool {
        firstAncestor { $0.layoutState.isMapState ? $0.layoutState === mapState : nil } ?? false
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        firstAncestor { $0 === view ? true : nil } ?? false
    }

    /// The nearest view that holds both this view and `other` (either may be the other one).
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        firstAncestor { other.isDescendant(of: $0) ? $0 : nil }
    }

    /// The first answer `body` gives for the view or, in turn, each view that contains it, nearest
    /// first; nil if none answers. Each view is held by its superview and reached without a retain
    /// (Engine/Unretained.swift): `body` must not take views out of the tree.
    @inline(__always)
    func firstAncestor<Answer>(_ body: (UIView) -> Answer?) -> Answer? {
        var next: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
        while let current = next {
            let answer = current._withUnsafeGuaranteedRef { view in
                next = view.superviewReference
                return body(view)
            }
            if let answer { return answer }
        }
        return nil
    }

    /// The view an item is, or the view a layout guide was added to.
    static func view(of state: LayoutItemState) -> UIView? {
        let item = state.item
        return item as? UIView ?? (item as? UILayoutGuide)?.owningView
    }

    /// The view and every view inside it, depth first, back to front; a map inside is left out
    /// with all it holds (it lays itself out).
    var subtree: [UIView] {
        // Most views added and removed are leaves.
        guard !subviews.isEmpty else { return [self] }
        var views: [UIView] = []
        // A navigation screen's tree has about a dozen views: one allocation instead of five.
        views.reserveCapacity(16)
        appendSubtree(to: &views)
        return views
    }

    /// Appends the view, then each subview's subtree in turn: the order renderers draw them in,
    /// each view above its superview and below its superview's later subviews.
    func appendSubtree(to views: inout [UIView]) {
        views.append(self)
        appendSubviewTrees(to: &views)
    }

    /// Appends each subview's subtree in turn (``appendSubtree(to:)``), a map left out with all it
    /// holds.
    func appendSubviewTrees(to views: inout [UIView]) {
        // The view's list holds its subviews while they are walked: each is reached without a
        // retain (Engine/Unretained.swift).
        let subviews = self.subviews
        for index in subviews.indices {
            subviews.unretained(at: index)._withUnsafeGuaranteedRef { view in
                if !view.layoutState.isMapState { view.appendSubtree(to: &views) }
            }
        }
    }

    /// The items of the subtree: its views and their layout guides, each view before its guides.
    var subtreeItems: [any LayoutItem] {
        subtree.flatMap { view -> [any LayoutItem] in [view] + view.allGuides }
    }

    /// Numbers the subtrees ``deactivateConstraintsLeavingSubtree()`` marks.
    @exclusivity(unchecked) private static var lastSubtreeMark: UInt64 = 0

    /// Deactivates every active constraint between an item of the subtree and one outside it, and
    /// those of the subtree's items that a view outside holds (``addConstraint(_:)``).
    private func deactivateConstraintsLeavingSubtree() {
        // Most views leave as leaves without active constraints (a delegate deactivates its
        // constraints before it removes views, and an SDK size is made only when a view joins a
        // map): nothing can cross, and nothing needs marking.
        if subviews.isEmpty, allGuides.isEmpty, layoutState.constraints.isEmpty { return }
        UIView.lastSubtreeMark += 1
        let mark = UIView.lastSubtreeMark
        markSubtree(mark)
        // A constraint leaves the subtree through exactly one of its items: listed once (one held
        // outside that mentions two items inside is listed twice; deactivating it again does nothing).
        var crossing: [NSLayoutConstraint] = []
        appendConstraints(leavingSubtreeMarked: mark, to: &crossing)
        // Most subtrees leave with none: a delegate deactivates its constraints before it removes views.
        if !crossing.isEmpty { NSLayoutConstraint.deactivate(crossing) }
    }

    /// Marks the items of the subtree. Walked by the views themselves, not over ``Subtree``: each
    /// view of a list was retained and released, and so was the list, for every removal.
    private func markSubtree(_ mark: UInt64) {
        layoutState.subtreeMark = mark
        for guide in allGuides { guide.layoutState.subtreeMark = mark }
        for view in subviews where !view.layoutState.isMapState { view.markSubtree(mark) }
    }

    /// Appends the active constraints of the subtree's items that are not
    /// ``NSLayoutConstraint/isInside(mark:)``, in ``subtree``'s order (each view, its guides, then
    /// each subview's subtree).
    private func appendConstraints(leavingSubtreeMarked mark: UInt64, to crossing: inout [NSLayoutConstraint]) {
        layoutState.appendConstraints(leaving: mark, to: &crossing)
        for guide in allGuides { guide.layoutState.appendConstraints(leaving: mark, to: &crossing) }
        for view in subviews where !view.layoutState.isMapState {
            view.appendConstraints(leavingSubtreeMarked: mark, to: &crossing)
        }
    }
}
