import Testing

@testable import NavigationLayout

/// Constraints broken earlier and constraints coming back: each pass ends where adding the active
/// constraints in the order they were activated would (SPEC §4), reports each conflict once, and
/// keeps a log that does not grow with a conflict that lasts.
@MainActor @Suite struct ConflictRetryTests {
    /// `v` at the map's top-left corner, 40 high, pulled toward 1000 wide at priority 500.
    private func pulledView(in map: GMSMapView) -> UIView {
        let v = addView("v", to: map)
        let pull = v.widthAnchor.constraint(equalToConstant: 1000)
        pull.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: map.leftAnchor), v.topAnchor.constraint(equalTo: map.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 40), pull,
        ])
        return v
    }

    /// A constraint broken to make room and put back, whose own new constant (waiting in the same
    /// pass) is refused, is left out with its refusal, and comes back with a valid constant.
    ///
    /// Activated in order: x: width <= 300, m: width == 100, c: width == 100. Then, in one
    /// callback, m.constant = 400 and c.constant = NaN.
    @Test func aRestoredVictimWhoseNewConstantIsRefusedIsNotLostForGood() {
        let map = makeMap()
        let v = pulledView(in: map)
        let x = v.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        let m = v.widthAnchor.constraint(equalToConstant: 100)
        let c = v.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([x, m, c])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 100, height: 40))
        _ = map.takeDiagnostics()

        m.constant = 400
        c.constant = .nan
        // Fresh build with these constants, in activation order: x holds, m (400 > 300) is broken,
        // c (NaN) is ignored with non-finite-constraint (docs/diagnostics.md: "ignored until its
        // constant is finite again"). The pull stops at x: 300 wide.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 300, height: 40))
        let codes = map.layoutDiagnostics().map(\.code)
        #expect(codes.contains("non-finite-constraint"), "c's refusal is not reported: \(codes)")

        // c's constant is finite again: c installs and holds (x, m broken, c == 120): 120 wide.
        c.constant = 120
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 120, height: 40))
    }

    /// A constraint that comes back with an old activation serial (its constant back in range) is
    /// added before the broken constraints are retried: a newer constraint that conflicted only
    /// with the one it breaks holds again in the same pass, as in a fresh build, and the next pass
    /// does not move the view.
    ///
    /// Activated in order: c: width <= 100, b: width == 200, w: width <= 80.
    /// Fresh: c holds, b contradicts c and is newer: broken; w agrees with c: width min(100, 80) = 80.
    @Test func aConstraintComingBackLetsTheConstraintsItsVictimBrokeHold() {
        let map = makeMap()
        let v = pulledView(in: map)
        let c = v.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let b = v.widthAnchor.constraint(equalToConstant: 200)
        let w = v.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        NSLayoutConstraint.activate([c, b, w])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 80, height: 40))

        // c's constant leaves the range (ignored): b holds, w (80 < 200, newer) is broken: 200.
        c.constant = 1e12
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 200, height: 40))
        _ = map.takeDiagnostics()

        // Back in range: the active constraints are those of the first build, so is the frame (80),
        // and only b is broken.
        c.constant = 100
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 80, height: 40))
        let conflicts = map.layoutDiagnostics().filter { $0.code == "unsatisfiable-constraints" }
        #expect(conflicts.count == 1, "\(conflicts.map(\.message))")
        #expect(!conflicts.contains { $0.message.contains("breaking v.width <= 80") })

        // A pass that changes nothing about v does not move it.
        let other = addView("other", to: map)
        pin(other, to: map, x: 0, y: 100, width: 10, height: 10)
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 80, height: 40))
    }

    /// A constraint that comes back (its constant now valid) and a broken one tried again are
    /// added together in the order they were activated: the older broken one wins, and what the
    /// newer one would have broken to make room is not broken at all.
    ///
    /// `v` is pulled toward 1000 wide at 500 and toward 10 high at 250. Activated in order:
    /// h: height <= 100, a: width >= 110, b: width <= 100, p: width == NaN (refused), q: height ==
    /// width - 50. Then a.constant = 0, p.constant = 200.
    @Test func aComingBackConstraintAndARetriedOneAreAddedInActivationOrder() {
        let map = makeMap()
        let v = viewPulledWideAndShort(in: map)
        let a = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 110)
        let p = v.widthAnchor.constraint(equalToConstant: .nan)
        NSLayoutConstraint.activate([
            v.heightAnchor.constraint(lessThanOrEqualToConstant: 100), a,
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 100), p,
            v.heightAnchor.constraint(equalTo: v.widthAnchor, constant: -50),
        ])
        // b is broken (newer than a), p refused; q and h cap the width at 150: 150 × 100.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 150, height: 100))
        _ = map.takeDiagnostics()

        a.constant = 0
        p.constant = 200
        // Fresh build in activation order: h, a (>= 0), b (<= 100) hold; p (== 200) contradicts b
        // and is newer: broken; q holds: the pull stops at b, 100 wide, and q makes it 50 high.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 100, height: 50))
        expectOneConflict(in: map, breaking: "v.width == 200")
    }

    /// With nothing broken before the pass, a constraint that comes back with an old activation
    /// serial (its constant finite again) is added before a newer one installed ahead of it: the
    /// newer one is not broken for a contradiction with a constraint the older one breaks.
    ///
    /// `v` pulled toward 1000 wide at 500 and 10 high at 250. Activated in order: x: width == NaN
    /// (refused), h0: height >= 0, z: width == 150. Pass: 150 × 10. Then y: height == width − 160
    /// is activated, and x.constant = 200 (x installs again, after y).
    ///
    /// Fresh build in activation order: x (width 200); h0; z (150) contradicts x and is newer:
    /// broken; y: height = 200 − 160 = 40 ≥ 0, holds. v = (0, 0, 200, 40), one conflict (z).
    /// (Added as installed, y would contradict z and h0, 150 − 160 < 0, and be broken, and x
    /// would then break z: two broken, 200 × 10.)
    @Test func aComingBackConstraintIsAddedInActivationOrderWhenNothingWasBroken() {
        let map = makeMap()
        let v = viewPulledWideAndShort(in: map)
        let x = v.widthAnchor.constraint(equalToConstant: .nan)
        NSLayoutConstraint.activate([
            x, v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            v.widthAnchor.constraint(equalToConstant: 150),
        ])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 150, height: 10))
        _ = map.takeDiagnostics()

        v.heightAnchor.constraint(equalTo: v.widthAnchor, constant: -160).isActive = true
        x.constant = 200
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 200, height: 40))
        expectOneConflict(in: map, breaking: "v.width == 150")
    }

    /// Constraints activated while their views were off the map are installed when the subtree
    /// joins, after a constraint activated later but installed first: the pass adds them in the
    /// order they were activated.
    ///
    /// `v` pulled toward 1000 wide at 500 and 10 high at 250. Activated in order, `d` off the map:
    /// j: v.width == d.width, k: d.width == 200 (both wait), then h0: v.height >= 0, z: v.width ==
    /// 150. Pass: 150 × 10. Then y: v.height == v.width − 160 is activated and `d` is added to the
    /// map (j and k install now, after y).
    ///
    /// Fresh build in activation order: j, k (v 200 wide); h0; z contradicts j and k and is newer:
    /// broken; y: height 200 − 160 = 40, holds. v = (0, 0, 200, 40), one conflict (z).
    @Test func constraintsOfAJoiningSubtreeAreAddedInActivationOrderWhenNothingWasBroken() {
        let map = makeMap()
        let d = UIView()
        d.translatesAutoresizingMaskIntoConstraints = false
        d.accessibilityIdentifier = "d"
        let v = addView("v", to: map)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalTo: d.widthAnchor), d.widthAnchor.constraint(equalToConstant: 200),
        ])
        pullWideAndShort(v, in: map)
        NSLayoutConstraint.activate([
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 0), v.widthAnchor.constraint(equalToConstant: 150),
        ])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 150, height: 10))
        _ = map.takeDiagnostics()

        v.heightAnchor.constraint(equalTo: v.widthAnchor, constant: -160).isActive = true
        map.addSubview(d)
        NSLayoutConstraint.activate([
            d.leftAnchor.constraint(equalTo: map.leftAnchor),
            d.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            d.heightAnchor.constraint(equalToConstant: 5),
        ])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 200, height: 40))
        expectOneConflict(in: map, breaking: "v.width == 150")
    }

    /// The commonest transition adds its queue as installed, without sorting: components a
    /// delegate adds to the map (BasicLayout's turn card and ETA card) join it at the commit, where
    /// their SDK sizes are made and queued ahead of the delegate's older constraints that waited
    /// for them. A contradiction breaks the delegate's constraints before the SDK's, so only the
    /// order within an origin counts, and it holds (ARCHITECTURE, "Changes reach the solver at
    /// the pass").
    ///
    /// Frames (map 390 × 844, insets 47/0/34/0): turn card 390 × (47 + 120 = 167) at (0, 0); ETA
    /// card 390 × (72 + 34 = 106) at the bottom-left, y = 844 − 106 = 738.
    @Test func componentsJoiningTheMapDoNotSendThePassDownTheSortedSweep() {
        let map = makeMap(insets: phoneInsets)
        map.isNavigationEnabled = true
        let state = map.components.guidanceState()
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        // As BasicLayout's StateElements.activate(): the views first, then the constraints.
        map.addSubview(turnCard)
        map.addSubview(etaCard)
        NSLayoutConstraint.activate([
            turnCard.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: map.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ])
        // The first step of the pass's commit: the subtrees that joined are taken in.
        map.engine.attachJoinedSubtrees()
        #expect(!map.engine.pendingOutOfActivationOrder)

        let layout = map.resolveLayout()
        expectFrame(layout, "turnCard", CGRect(x: 0, y: 0, width: 390, height: 167))
        expectFrame(layout, "etaCard", CGRect(x: 0, y: 738, width: 390, height: 106))
    }

    /// `v` at the map's top-left corner, pulled toward 1000 wide at 500 and 10 high at 250.
    private func viewPulledWideAndShort(in map: GMSMapView) -> UIView {
        let v = addView("v", to: map)
        pullWideAndShort(v, in: map)
        return v
    }

    private func pullWideAndShort(_ v: UIView, in map: GMSMapView) {
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: map.leftAnchor), v.topAnchor.constraint(equalTo: map.topAnchor),
            prioritized(v.widthAnchor.constraint(equalToConstant: 1000), UILayoutPriority(500)),
            prioritized(v.heightAnchor.constraint(equalToConstant: 10), UILayoutPriority(250)),
        ])
    }

    /// The map's diagnostics hold one conflict, which broke the constraint summarised `broken`.
    private func expectOneConflict(in map: GMSMapView, breaking broken: String) {
        let conflicts = map.layoutDiagnostics().filter { $0.code == "unsatisfiable-constraints" }
        #expect(conflicts.count == 1, "\(conflicts.map(\.message))")
        #expect(conflicts.allSatisfy { $0.message.contains("breaking \(broken)") }, "\(conflicts.map(\.message))")
    }

    /// A new constant that breaks the moved constraint itself is reported once in the log of the
    /// pass, as a fresh build reports it: a constraint broken in a commit is not retried in it.
    @Test func aMovedConstantThatBreaksIsReportedOncePerPass() {
        let map = makeMap()
        let v = pulledView(in: map)
        let x = v.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        let m = v.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([x, m])
        _ = map.resolveLayout()
        _ = map.takeDiagnostics()
        m.constant = 400
        // x holds, m broken (newer): 300 wide, one conflict.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 300, height: 40))
        let logged = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(logged.count == 1, "\(logged.map(\.message))")
    }

    /// A lasting conflict is reported with the same message at every pass, the message a fresh
    /// build gives, so that the log (which keeps each diagnostic once) holds it once.
    ///
    /// `v` at the map's top-left corner, 40 high, pulled toward 1000 wide at 500. Activated in
    /// order: p: width <= 300, q: width == 400. Fresh: p holds, q (400 > 300, newer) is broken.
    /// Then p is deactivated and activated again (now the most recently activated) and the host
    /// takes the diagnostics (a commit without retry: p is added while q waits, broken).
    ///
    /// Fresh build of that state, in activation order: q (400), then p contradicts q and is newer:
    /// p is broken, reported as "(v.width == 400; v.width <= 300) ... breaking v.width <= 300",
    /// v 400 wide. The pass that retries q against p (the solver names them the other way round)
    /// and the next one, which changes nothing about v and retries p, report it alike: one
    /// lasting conflict, one message, one entry in the log.
    @Test func aLastingConflictKeepsOneMessageFromPassToPass() {
        let map = makeMap()
        let v = addView("v", to: map)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: map.leftAnchor), v.topAnchor.constraint(equalTo: map.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 40),
            prioritized(v.widthAnchor.constraint(equalToConstant: 1000), UILayoutPriority(500)),
        ])
        let p = v.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        let q = v.widthAnchor.constraint(equalToConstant: 400)
        NSLayoutConstraint.activate([p, q])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 300, height: 40))

        p.isActive = false
        p.isActive = true
        _ = map.takeDiagnostics()
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 400, height: 40))
        let first = map.layoutDiagnostics().filter { $0.code == "unsatisfiable-constraints" }.map(\.message)

        // A pass that changes nothing about v.
        let other = addView("other", to: map)
        pin(other, to: map, x: 0, y: 100, width: 10, height: 10)
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 400, height: 40))
        let second = map.layoutDiagnostics().filter { $0.code == "unsatisfiable-constraints" }.map(\.message)
        #expect(first == second, "the report of one lasting conflict changed between passes: \(first) -> \(second)")
        #expect(
            first.allSatisfy { $0.contains("(v.width == 400; v.width <= 300)") },
            "not the fresh build's report: \(first)")

        // The log holds the lasting conflict once.
        let logged = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(logged.count == 1, "\(logged.map(\.message))")
    }

    /// The log of diagnostics is emptied only by takeDiagnostics(), which the daemon never calls
    /// (NavigationHost's DiagnosticChecks reads layoutDiagnostics()), and every pass meets a
    /// lasting conflict again: it is logged once, not once per pass for the life of the map.
    @Test func theLogOfAPersistentConflictDoesNotGrowWithEveryPass() {
        let map = makeMap()
        let v = pulledView(in: map)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalToConstant: 100), v.widthAnchor.constraint(equalToConstant: 200),
        ])
        let other = addView("other", to: map)
        let top = pin(other, to: map, x: 0, y: 100, width: 10, height: 10)[1]
        _ = map.resolveLayout()
        // The host's loop: a pass per transition, then layoutDiagnostics(), never takeDiagnostics().
        for step in 0..<500 {
            top.constant = CGFloat(100 + step % 2)
            _ = map.resolveLayout()
            _ = map.layoutDiagnostics()
        }
        // One conflict, met again at every pass: the log holds it once, not once per pass.
        let logged = map.takeDiagnostics()
        #expect(logged.count == 1, "the log holds \(logged.count) entries")
    }
}
