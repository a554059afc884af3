import LayoutSolver

extension LayoutEngine {
    /// Solves and applies frames if anything changed since the last pass: constraints, constants,
    /// the tree, the map's geometry. Views' safe-area and margins guides then follow the views'
    /// frames and the layout direction, and hiding stack views decide which of their views fit; if
    /// either changes anything the pass solves again.
    func layoutIfNeeded() {
        ActorChecks.assertOnMainActor()
        // A pass that delegate code starts from inside a pass (updateConstraints() or
        // layoutSubviews() calling layoutIfNeeded()) nested three deep waits for the outer one:
        // code that asks for itself again each time would otherwise nest without end.
        guard needsLayout, passDepth < 3 else { return }
        if passDepth == 0 { diagnostics.beginPass() }
        passDepth += 1
        defer { passDepth -= 1 }
        // The views' layoutSubviews() run once every view is placed; what they change is laid
        // out again, which may call them again (a container sizing its child, then laid out for
        // the child's move), five times at most: after that they run at the next pass.
        var settled = true
        for sweep in 1...6 {
            settled = solveInRounds()
            applyFrames()
            guard sweep < 6, layOutSubviews(), needsLayout else { break }
        }
        // Most passes settle, and most screens have no views with callbacks: nothing to note.
        if !settled || unsettledLayout != nil { unsettledLayout = settled ? nil : [] }
        if viewsRunOwnCallbacks {
            let waiting = descendants.filter {
                $0.runsOwnCallbacks && $0.layoutSubviewsPending && $0.layoutState.hostingMapState === mapState
            }
            if !waiting.isEmpty { unsettledLayout = waiting.map(\.layoutIdentifier) }
        }
    }

    /// Solves until guides and hiding stacks stop changing; returns false if they were still
    /// changing when the rounds ran out.
    private func solveInRounds() -> Bool {
        // A centred stack moves its column once it knows how many views fit, and a view that
        // follows its superview's safe area or margins moves once the superview has: each is
        // solved in the next round, eight at most (a chain of views settles a level a round), the
        // last one without following or arranging, so that what it publishes is what it solved.
        var guessedLastRound = false
        var guidesMovedLastRound = false
        var retriedAfterGuidesMoved = false
        for round in 1...8 {
            needsLayout = false
            // Broken constraints are tried again at the start of the pass, and once more the first
            // time guides moved: one broken against an inset of the old frame (a view under the
            // notch) may hold against the inset of the new one. Only once: one that holds only
            // where it moves its own view under the notch would break and hold by turns.
            let retriesAfterGuides = round > 1 && guidesMovedLastRound && !retriedAfterGuidesMoved
            if retriesAfterGuides { retriedAfterGuidesMoved = true }
            commitChanges(retryingBroken: round == 1 || retriesAfterGuides)
            solver.updateVariables()
            // Whatever asks for layout from here on (a guide, a stack, delegate code a stack's
            // change of a hidden flag runs) is solved in the next round; so is a view that asked
            // for updateConstraints() while the commit called the others'.
            needsLayout = viewsMayNeedConstraintUpdates
            guard round < 8 else { return false }
            let guides = followSafeArea()
            guidesMovedLastRound = guides.moved
            var changed = guides.moved
            // The hiding stacks wait while an inset guessed for this round's solve, or the last
            // one's, is unconfirmed (a guide that moved again took a guess back, and this solve
            // held it): arranged around a wrong guess, a stack hid a view (running the delegate's
            // isHidden override) only to show it again a round later.
            let unsure = guides.guessing || (guessedLastRound && guides.moved)
            guessedLastRound = guides.guessing
            if !unsure, arrangeHidingStacks() { changed = true }
            guard changed || needsLayout else { break }
        }
        return true
    }

    /// Lets each hiding stack of the tree decide which of its views fit its solved height; returns
    /// whether any changed its arrangement. The stacks are picked out of ``stacks``: a list of
    /// their own cost an allocation whenever the tree changed.
    private func arrangeHidingStacks() -> Bool {
        var changed = false
        // A copy: hiding a view runs delegate code (its isHidden override), which may change the tree.
        let stacks = self.stacks
        for index in stacks.indices {
            if let stack = stacks[index] as? GMSNavigationHidingStackView, stack.arrange(in: self) { changed = true }
        }
        return changed
    }

    /// The frame the solver holds for an item of this map's tree now, in map coordinates; zero
    /// for an item the engine has not taken in yet (a pass that delegate code asks for while the
    /// engine takes in joined views), whose variables may be those of a freed map.
    @inline(__always)
    func solvedFrame(of state: LayoutItemState) -> CGRect {
        guard state.hostingMapState === mapState, let variables = state.variables else { return .zero }
        // The map's width is read only for an item measured from its right edge.
        return variables.frame(in: solver, reference: variables.measuresFromRight ? mapState.variables?.width : nil)
    }

    private func applyFrames() {
        if !keptFrameReports.isEmpty { keptFrameReports.removeAll() }
        let animation = AnimationContext.recording
        // Open blocks other than the one recording (if any) see a view's move as a jump.
        let openBlocks = AnimationContext.openBlocks
        // A superview lays out when the pass moves a subview: only views with callbacks can.
        let superviewsMayLayOut = viewsRunOwnCallbacks || map.runsOwnCallbacks
        let remeasure =
            applyFrame(of: map, animation: animation, openBlocks: openBlocks, superviewsMayLayOut: superviewsMayLayOut)
            || safeAreaMoved
        safeAreaMoved = false
        // Only views with callbacks of their own are told of new safe-area insets. A view's are
        // measured within its superview's safe area, so once anything moved (superviews come
        // first), every such view after it is measured again.
        let measuring = viewsRunOwnCallbacks
        var somethingMoved = remeasure
        // The list holds the views, and nothing in the loop takes one out of the tree.
        let views = descendants
        for index in views.indices {
            views.unretained(at: index)._withUnsafeGuaranteedRef { view in
                if applyFrame(
                    of: view, animation: animation, openBlocks: openBlocks, superviewsMayLayOut: superviewsMayLayOut)
                {
                    somethingMoved = true
                }
                if measuring, view.runsOwnCallbacks, somethingMoved { view.measureSafeAreaInsets() }
            }
        }
    }

    /// Applies the view's solved frame; returns whether it moved.
    @discardableResult
    private func applyFrame(
        of view: UIView, animation: AnimationContext?, openBlocks: [AnimationContext], superviewsMayLayOut: Bool
    ) -> Bool {
        let state = view.layoutState
        let old = state.frameInMap
        var frame = solvedFrame(of: state)
        // A frame that did not move is the finite one from before; a NaN never compares equal.
        var moved = !frame.hasSameEdges(as: old)
        if moved, _slowPath(!frame.isFinite) {
            frame = keptFrame(of: state, solved: frame, previous: old)
            moved = !frame.hasSameEdges(as: old)
        }
        if moved {
            setNeedsPublish()
            // Only views with callbacks of their own have a layoutSubviews() to run: a view's own
            // when its size changed; its superview's when the constraints moved the view (UIKit
            // applies a view's frame from its superview's layout, so that is where code sees the
            // change), not when code set the frame the pass now confirms.
            if view.runsOwnCallbacks && frame.size != old.size { view.layoutSubviewsPending = true }
            if superviewsMayLayOut, let superview = view.superview, superview.runsOwnCallbacks {
                let origin = superview.layoutState.frameInMap.origin
                let set = view.frameStorage.offsetBy(dx: origin.x, dy: origin.y)
                if !frame.hasSameEdges(as: set) { superview.layoutSubviewsPending = true }
            }
            // The map's own frame is not recorded: every open block sees it jump.
            if let animation, view !== map { animation.record(frameOf: view, from: old, to: frame, in: self) }
            for block in openBlocks where block !== animation { block.viewJumped(view, from: old, to: frame) }
        }
        state.frameInMap = frame
        // A superview outlives its subviews' place in it (its deinit clears their `superview`).
        let origin = view.superviewReference?._withUnsafeGuaranteedRef { $0.layoutState.frameInMap.origin } ?? .zero
        view.frameStorage = CGRect(
            x: frame.origin.x - origin.x, y: frame.origin.y - origin.y, width: frame.size.width,
            height: frame.size.height)
        guard !view.allGuides.isEmpty else { return moved }
        let guides = view.allGuides
        for index in guides.indices {
            guides.unretained(at: index)._withUnsafeGuaranteedRef { guide in
                let guideState = guide.layoutState
                var guideFrame = solvedFrame(of: guideState)
                if !guideFrame.hasSameEdges(as: guideState.frameInMap) {
                    if _slowPath(!guideFrame.isFinite) {
                        guideFrame = keptFrame(of: guideState, solved: guideFrame, previous: guideState.frameInMap)
                    }
                    setNeedsPublish()
                }
                guideState.frameInMap = guideFrame
            }
        }
        return moved
    }

    /// What is published instead of a solved frame that is not finite (constraints whose sums
    /// overflow): the item's frame from before, and an error naming it. A frame is never
    /// published with an infinity or NaN in it.
    @inline(never)
    private func keptFrame(of state: LayoutItemState, solved: CGRect, previous: CGRect) -> CGRect {
        let id = state.item?.layoutIdentifier ?? "?"
        let report = LayoutDiagnostic(
            severity: .error, code: "non-finite-frame", viewIDs: [id],
            message: "\(id)'s constraints add up to \(solved), which is not a finite rectangle; it keeps its"
                + " frame from before. Look for constants or multipliers whose sums overflow.")
        diagnostics.append(report)
        keptFrameReports.append(report)
        return previous.isFinite ? previous : .zero
    }
}
