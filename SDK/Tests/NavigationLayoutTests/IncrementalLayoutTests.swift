import LayoutSolver
import Testing

@testable import NavigationLayout

/// What the engine holds: the solver's constraints and variables, and which installations of
/// constraints (a reinstalled constraint has a new install serial).
private struct EngineShape: Equatable {
    var solverConstraints: Int
    var solverVariables: Int
    var installations: Set<UInt64>

    @MainActor
    init(_ map: GMSMapView) {
        solverConstraints = map.engine.solver.constraintCount
        solverVariables = map.engine.solver.variableCount
        installations = Set(map.engine.installed.all.map(\.installSerial))
    }
}

/// SPEC §4 and ARCHITECTURE.md: nothing is rebuilt between passes. A resize, a safe-area change,
/// a constant change or a speed-widget change moves constants in the installed constraints; the
/// solver keeps the same constraints under the same ids.
@MainActor
@Suite struct IncrementalLayoutTests {
    /// A guidance screen: turn card at the top, ETA card at the bottom, the speed widget above
    /// the ETA card, and the viewport between the cards.
    private func makeScreen() -> (map: GMSMapView, etaGap: NSLayoutConstraint) {
        let map = makeMap(insets: phoneInsets)
        let state = map.components.guidanceState()
        for view in [state.turnCard, state.etaCard, state.speedWidget, state.viewport] { map.addSubview(view) }
        let etaGap = state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor, constant: -12)
        NSLayoutConstraint.activate([
            state.turnCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: 12),
            etaGap,
            state.viewport.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor),
        ])
        return (map, etaGap)
    }

    @Test func aResizeSolvesAgainWithTheSameConstraints() {
        let (map, _) = makeScreen()
        var layout = map.resolveLayout()
        // Turn card 390 × 167; ETA card 390 × 106 at 844 − 106 = 738; viewport 167…738.
        expectFrame(layout, "viewport", CGRect(x: 0, y: 167, width: 390, height: 571))
        let before = EngineShape(map)

        map.resize(width: 844, height: 390)
        map.safeAreaInsets = landscapeInsets
        layout = map.resolveLayout()
        // Wide: cards 337.6 wide; turn card 120 high, ETA card 72 + 21 = 93 at 390 − 93 = 297;
        // viewport x 47 to 844 − 47, 120…297.
        expectFrame(layout, "turnCard", CGRect(x: 0, y: 0, width: 337.6, height: 120))
        expectFrame(layout, "etaCard", CGRect(x: 0, y: 297, width: 337.6, height: 93))
        expectFrame(layout, "viewport", CGRect(x: 47, y: 120, width: 750, height: 177))
        #expect(EngineShape(map) == before)

        map.resize(width: 390, height: 844)
        map.safeAreaInsets = phoneInsets
        expectFrame(map.resolveLayout(), "viewport", CGRect(x: 0, y: 167, width: 390, height: 571))
        #expect(EngineShape(map) == before)
        #expect(map.takeDiagnostics() == [])
    }

    @Test func aConstantChangeMovesTheConstraintWithoutReinstallingIt() {
        let (map, etaGap) = makeScreen()
        map.components.speedWidgetDisplay = .speed
        // Widget bottom 738 − 12 = 726: y = 662.
        expectFrame(map.resolveLayout(), "speedWidget", CGRect(x: 12, y: 662, width: 64, height: 64))
        let before = EngineShape(map)
        let installation = etaGap.installSerial

        etaGap.constant = -40
        // 738 − 40 − 64 = 634
        expectFrame(map.resolveLayout(), "speedWidget", CGRect(x: 12, y: 634, width: 64, height: 64))
        #expect(etaGap.installSerial == installation)
        #expect(map.engine.solver.contains(etaGap.solverConstraintID))
        #expect(EngineShape(map) == before)
    }

    @Test func aSpeedWidgetChangeMovesConstantsOnly() {
        let (map, _) = makeScreen()
        _ = map.resolveLayout()
        let before = EngineShape(map)
        for display in SpeedWidgetDisplay.allCases {
            map.components.speedWidgetDisplay = display
            expectSize(map.resolveLayout(), "speedWidget", display.size)
            #expect(EngineShape(map) == before)
        }
    }

    @Test func aDirectionChangeReinstallsOnlyDirectionalConstraints() {
        let (map, etaGap) = makeScreen()
        _ = map.resolveLayout()
        let before = EngineShape(map)
        let verticalInstallation = etaGap.installSerial

        map.layoutDirection = .rightToLeft
        // The turn card's leading edge is now the map's right: x = 390 − 390 = 0 (full width);
        // the speed widget moves to 390 − 12 − 0 (no speed data: 0 wide).
        let layout = map.resolveLayout()
        expectFrame(layout, "speedWidget", CGRect(x: 378, y: 726, width: 0, height: 0))
        let after = EngineShape(map)
        #expect(after.solverConstraints == before.solverConstraints)
        #expect(after.solverVariables == before.solverVariables)
        #expect(etaGap.installSerial == verticalInstallation)
    }

    /// A constant changed while the constraint waited in one map's queue reaches the next map's
    /// solver, and later changes too.
    @Test func aConstantChangedBeforeAMoveToAnotherMapHoldsThere() {
        let first = makeMap()
        let second = makeMap()
        let container = addView("container", to: first)
        pin(container, to: first, x: 0, y: 0, width: 200, height: 200)
        let child = addView("child", to: container)
        let width = pin(child, to: container, x: 0, y: 0, width: 50, height: 10)[2]
        _ = first.resolveLayout()
        width.constant = 60  // the first map never lays out again
        second.addSubview(container)
        pin(container, to: second, x: 0, y: 0, width: 200, height: 200)
        expectFrame(second.resolveLayout(), "child", CGRect(x: 0, y: 0, width: 60, height: 10))
        width.constant = 70
        expectFrame(second.resolveLayout(), "child", CGRect(x: 0, y: 0, width: 70, height: 10))
    }
}

/// The daemon makes and removes maps for months: nothing may keep a map alive once its owner
/// lets go of it.
@MainActor
@Suite struct MapLifetimeTests {
    @Test func aMapWithViewsConstraintsAndAnAnimationIsFreed() {
        weak var released: GMSMapView?
        weak var releasedView: UIView?
        do {
            let map = makeMap(insets: phoneInsets)
            let state = map.components.guidanceState()
            let box = addView("box", to: map)
            map.addSubview(state.turnCard)
            let guide = UILayoutGuide()
            map.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                state.turnCard.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
                state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
                box.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: map.layoutMarginsGuide.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
                guide.topAnchor.constraint(equalTo: box.bottomAnchor),
            ])
            _ = map.resolveLayout()
            _ = map.layoutDiagnostics()
            released = map
            releasedView = box
        }
        #expect(released == nil, "the map is still alive")
        #expect(releasedView == nil, "a view of the map is still alive")
    }

    /// A view kept after its map is freed starts afresh in the next map, with its constraints,
    /// whatever the sizes of the two maps' solvers.
    @Test(arguments: [0, 20])
    func aViewOfAFreedMapIsLaidOutInTheNextMap(otherViewsInTheFreedMap: Int) {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.accessibilityIdentifier = "box"
        let inner = addView("inner", to: box)
        NSLayoutConstraint.activate(pinEdges(of: inner, to: box.layoutMarginsGuide))
        do {
            let old = makeMap()
            for index in 0..<otherViewsInTheFreedMap { addView("filler.\(index)", to: old) }
            old.addSubview(box)
            pin(box, to: old, x: 5, y: 5, width: 40, height: 30)  // width and height stay active
            _ = old.resolveLayout()
        }
        let map = makeMap()
        map.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: map.topAnchor, constant: 30),
        ])
        let layout = map.resolveLayout()
        expectFrame(layout, "box", CGRect(x: 20, y: 30, width: 40, height: 30))
        expectFrame(layout, "inner", CGRect(x: 28, y: 38, width: 24, height: 14))
        #expect(map.takeDiagnostics().filter { $0.severity == .error } == [])
    }

    /// A transition that replaces one state's views with the next state's (enable, then start
    /// guidance, before any pass) leaves the solver only what the last state uses: the views that
    /// passed through the tree got no variables, and their constraints never reached the solver.
    @Test func viewsThatOnlyPassThroughTheTreeCostTheSolverNothing() {
        let map = makeMap(insets: phoneInsets)
        let passing = addView("passing", to: map)
        pin(passing, to: map, x: 10, y: 10, width: 100, height: 100)
        #expect(passing.layoutState.variables == nil, "variables are made when a pass needs them")
        passing.removeFromSuperview()
        let staying = addView("staying", to: map)
        pin(staying, to: map, x: 20, y: 20, width: 50, height: 50)
        expectFrame(map.resolveLayout(), "staying", CGRect(x: 20, y: 20, width: 50, height: 50))

        let alone = makeMap(insets: phoneInsets)
        let only = addView("staying", to: alone)
        pin(only, to: alone, x: 20, y: 20, width: 50, height: 50)
        _ = alone.resolveLayout()
        #expect(passing.layoutState.variables == nil)
        #expect(staying.layoutState.variables != nil)
        #expect(map.engine.solver.variableCount == alone.engine.solver.variableCount)
        #expect(map.engine.solver.constraintCount == alone.engine.solver.constraintCount)
    }

    /// Asking for the diagnostics leaves the solver as the pass left it: a view that no constraint
    /// mentions is reported free on both axes without being given variables.
    @Test func diagnosticsReportAnUnconstrainedViewWithoutGrowingTheSolver() {
        let map = makeMap(insets: phoneInsets)
        let loose = addView("loose", to: map)
        _ = map.resolveLayout()
        let variables = map.engine.solver.variableCount
        let ambiguous = map.layoutDiagnostics().filter { $0.code == "ambiguous-layout" }
        #expect(ambiguous.map(\.viewIDs) == [["loose"]])
        #expect(ambiguous.first?.message.contains("horizontal") == true)
        #expect(ambiguous.first?.message.contains("vertical") == true)
        #expect(map.engine.solver.variableCount == variables)
        #expect(loose.layoutState.variables == nil)
    }

    /// A view put into the map's tree joins its layout at the next pass: a view that comes and
    /// goes within one transition installs nothing, uninstalls nothing, and is not kept alive.
    @Test func aViewTakenOutBeforeThePassInstallsNothingAndIsNotKept() {
        let map = makeMap(insets: phoneInsets)
        _ = map.resolveLayout()
        let before = EngineShape(map)
        weak var freed: UIView?
        do {
            let passing = addView("passing", to: map)
            pin(passing, to: map, x: 10, y: 10, width: 100, height: 100)
            #expect(passing.hostingMap == nil && passing.enclosingMap === map)
            #expect(EngineShape(map) == before, "a view that has not joined yet installed a constraint")
            passing.removeFromSuperview()
            freed = passing
        }
        #expect(freed == nil, "a view taken out before the pass is still alive")
        #expect(EngineShape(map) == before)
        _ = map.resolveLayout()
        #expect(EngineShape(map) == before)
    }

    /// Until the pass takes it in, a new view already belongs to its map for what the delegate
    /// asks of it: its layout direction, `layoutIfNeeded()`, and animations of its opacity.
    @Test func aViewThatHasNotJoinedYetAnswersForItsMap() {
        let map = makeMap(insets: phoneInsets)
        map.layoutDirection = .rightToLeft
        _ = map.resolveLayout()
        let box = addView("box", to: map)
        let inner = addView("inner", to: box)
        pin(box, to: map, x: 10, y: 20, width: 100, height: 50)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        inner.layoutIfNeeded()
        #expect(box.hostingMap === map && inner.hostingMap === map)
        #expect(box.frame == CGRect(x: 10, y: 20, width: 100, height: 50))

        let fading = addView("fading", to: map)
        pin(fading, to: map, x: 0, y: 0, width: 10, height: 10)
        UIView.animate(withDuration: 0.3) { fading.alpha = 0.5 }
        #expect(map.resolveLayout().animations.contains { $0.viewID == "fading" })
    }

    /// "wanderer", laid out 10 × 10 in a map (after `fillers` other views) that is then freed: it
    /// keeps that map's variables, and its width and height constraints stay active.
    private func viewOfAFreedMap(after fillers: Int) -> UIView {
        let wanderer = UIView()
        wanderer.translatesAutoresizingMaskIntoConstraints = false
        wanderer.accessibilityIdentifier = "wanderer"
        let old = makeMap()
        for index in 0..<fillers { pin(addView("filler\(index)", to: old), to: old, x: 0, y: 0, width: 1, height: 1) }
        old.addSubview(wanderer)
        pin(wanderer, to: old, x: 0, y: 0, width: 10, height: 10)
        _ = old.resolveLayout()
        return wanderer
    }

    /// A view that still holds the variables of a freed map waits to join another map under a
    /// view that leaves before the pass: taking that view out gives back its own variables, not
    /// whatever of the new solver the stale ones happen to name.
    @Test func aWaitingViewWithAFreedMapsVariablesReleasesNothingOfTheNewMap() {
        let wanderer = viewOfAFreedMap(after: 0)
        let map = makeMap()
        let idle = addView("idle", to: map)
        let width = idle.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        _ = map.resolveLayout()
        width.isActive = false
        _ = map.resolveLayout()  // idle's variables are unused now: releasable by mistake
        let holder = addView("holder", to: map)
        pin(holder, to: map, x: 0, y: 0, width: 100, height: 100)
        _ = map.resolveLayout()
        let variables = map.engine.solver.variableCount
        holder.addSubview(wanderer)
        holder.removeFromSuperview()
        #expect(map.engine.solver.variableCount == variables - 4, "only the holder's four go")
        width.isActive = true
        let layout = map.resolveLayout()
        #expect(layout.view("idle")?.frame.width == 50)
    }

    /// Delegate code asks for a pass while the map takes in joined views (an intrinsic content
    /// size that lays out): the nested pass reads no frame of a view not taken in yet, even one
    /// holding a freed map's variables, and the outer pass lays everything out.
    @Test func aPassAskedForWhileTheMapTakesInViewsReadsOnlyViewsTakenIn() {
        let wanderer = viewOfAFreedMap(after: 10)
        let map = makeMap()
        _ = map.resolveLayout()
        let first = DelegateSizedView()
        first.translatesAutoresizingMaskIntoConstraints = false
        first.accessibilityIdentifier = "first"
        first.externalContentSize = CGSize(width: 30, height: 30)
        map.addSubview(first)
        map.addSubview(wanderer)
        pin(first, to: map, x: 1, y: 2, width: 30, height: 30)
        // Its width and height of 10 stayed active from the freed map.
        NSLayoutConstraint.activate([
            wanderer.leftAnchor.constraint(equalTo: first.leftAnchor, constant: 10),
            wanderer.topAnchor.constraint(equalTo: first.topAnchor, constant: 10),
        ])
        first.onIntrinsicSize = { first.layoutIfNeeded() }
        let layout = map.resolveLayout()
        expectFrame(layout, "first", CGRect(x: 1, y: 2, width: 30, height: 30))
        expectFrame(layout, "wanderer", CGRect(x: 11, y: 12, width: 10, height: 10))
    }

    /// A view added under a view that has not joined yet is part of the map's tree at once.
    @Test func aViewAddedUnderAWaitingViewIsFoundByID() {
        let map = makeMap()
        _ = map.resolveLayout()
        let card = addView("card", to: map)
        #expect(map.view(withID: "card") === card)  // builds the engine's tree cache
        let label = addView("label", to: card)
        #expect(map.view(withID: "label") === label)
    }

    /// Constraints that waited for their views to join reach the solver in the order they were
    /// activated, as they would have had the views been in the map: of two equal optional
    /// constraints that cannot both hold, the earlier keeps its value.
    @Test func waitingConstraintsReachTheSolverInActivationOrder() {
        /// `inner` in `outer`, pinned to the map's corner; `inner.width` wants 100 (activated first)
        /// and `outer.width` (200), at the same priority. Returns the width `inner` gets.
        func innerWidth(joiningAtThePass: Bool) -> CGFloat? {
            let map = makeMap()
            let outer = addView("outer", to: map)
            let inner = addView("inner", to: outer)
            if !joiningAtThePass { _ = map.resolveLayout() }
            NSLayoutConstraint.activate([
                outer.leftAnchor.constraint(equalTo: map.leftAnchor),
                outer.topAnchor.constraint(equalTo: map.topAnchor),
                outer.heightAnchor.constraint(equalToConstant: 10),
                inner.leftAnchor.constraint(equalTo: outer.leftAnchor),
                inner.topAnchor.constraint(equalTo: outer.topAnchor),
                inner.heightAnchor.constraint(equalToConstant: 10),
            ])
            prioritized(inner.widthAnchor.constraint(equalToConstant: 100), .defaultHigh).isActive = true
            outer.widthAnchor.constraint(equalToConstant: 200).isActive = true
            prioritized(inner.widthAnchor.constraint(equalTo: outer.widthAnchor), .defaultHigh).isActive = true
            return map.resolveLayout().view("inner")?.frame.width
        }
        #expect(innerWidth(joiningAtThePass: true) == 100)
        #expect(innerWidth(joiningAtThePass: false) == 100)
    }
}
