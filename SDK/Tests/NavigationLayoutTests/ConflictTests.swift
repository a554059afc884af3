import Testing

@testable import NavigationLayout

/// SPEC §4: required constraints that conflict never crash the layout. The most recently
/// activated delegate constraint of the conflict is broken, the others hold, and an
/// `unsatisfiable-constraints` diagnostic names every view involved. The map's own size is never
/// the one broken.
@MainActor
@Suite struct ConflictTests {
    @Test func ofTwoConflictingWidthsTheLaterOneIsBroken() {
        let map = makeMap()
        let box = addView("box", to: map)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: map.leftAnchor),
            box.topAnchor.constraint(equalTo: map.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.widthAnchor.constraint(equalToConstant: 100),
        ])
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))
        // Reported when it was activated, and again by each pass that retries it in vain.
        let conflicts = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(!conflicts.isEmpty)
        #expect(conflicts.allSatisfy { $0.viewIDs == ["box"] && $0.severity == .error })
        #expect(conflicts.allSatisfy { $0.message.contains("breaking box.width == 200") })
    }

    /// a and b side by side across a 390-wide map, each 100 wide: 0 + 100 + 100 cannot reach 390.
    private func makeOverfullRow(in map: GMSMapView) -> (aWidth: NSLayoutConstraint, bTrailing: NSLayoutConstraint) {
        let a = addView("a", to: map)
        let b = addView("b", to: map)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: map.topAnchor),
            b.topAnchor.constraint(equalTo: map.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalToConstant: 40),
            a.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.widthAnchor.constraint(equalToConstant: 100),
        ])
        return (
            a.widthAnchor.constraint(equalToConstant: 100), b.trailingAnchor.constraint(equalTo: map.trailingAnchor)
        )
    }

    @Test func aConflictAcrossViewsBreaksTheLatestAndNamesEveryView() {
        let map = makeMap()
        let (aWidth, bTrailing) = makeOverfullRow(in: map)
        aWidth.isActive = true
        bTrailing.isActive = true
        // b.trailing == map.trailing came last and is broken: a 0…100, b 100…200.
        let layout = map.resolveLayout()
        expectFrame(layout, "a", CGRect(x: 0, y: 0, width: 100, height: 40))
        expectFrame(layout, "b", CGRect(x: 100, y: 0, width: 100, height: 40))
        let conflicts = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(!conflicts.isEmpty)
        #expect(conflicts.allSatisfy { $0.viewIDs == ["a", "b", "map"] })
        #expect(conflicts.allSatisfy { $0.message.contains("breaking b.trailing == map.trailing") })
        // The whole contradiction, by view and anchor, not only the constraint broken: the map's
        // width (its geometry) and the row's five.
        let listed = conflicts.first.flatMap { diagnostic in
            diagnostic.message.firstRange(of: "constraints (").flatMap { open in
                diagnostic.message[open.upperBound...].firstRange(of: ") when").map { close in
                    Set(diagnostic.message[open.upperBound..<close.lowerBound].split(separator: "; ").map(String.init))
                }
            }
        }
        #expect(
            listed == [
                "'map.geometry' map.width == 390", "a.leading == map.leading", "a.width == 100",
                "b.leading == a.trailing", "b.width == 100", "b.trailing == map.trailing",
            ])
        expectFiniteFrames(layout)
    }

    /// docs/diagnostics.md: of a contradiction, the delegate's constraints give way before those
    /// the SDK makes to follow the delegate's choices (here the autoresizing constraints of a view
    /// placed by its frame), even when the SDK's came later.
    @Test func aDelegateConstraintGivesWayToANewerAutoresizingOne() {
        let map = makeMap()
        let framed = UIView()
        framed.accessibilityIdentifier = "framed"
        framed.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        framed.widthAnchor.constraint(equalToConstant: 100).isActive = true
        // The frame's four constraints are made as the view joins, after the width.
        map.addSubview(framed)
        expectFrame(map.resolveLayout(), "framed", CGRect(x: 10, y: 20, width: 50, height: 50))
        let conflicts = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(!conflicts.isEmpty)
        #expect(conflicts.allSatisfy { $0.message.contains("breaking framed.width == 100") })
    }

    @Test func theOtherActivationOrderBreaksTheOtherConstraint() {
        let map = makeMap()
        let (aWidth, bTrailing) = makeOverfullRow(in: map)
        bTrailing.isActive = true
        aWidth.isActive = true
        // a.width == 100 came last and is broken: b 290…390, a fills 0…290.
        let layout = map.resolveLayout()
        expectFrame(layout, "a", CGRect(x: 0, y: 0, width: 290, height: 40))
        expectFrame(layout, "b", CGRect(x: 290, y: 0, width: 100, height: 40))
        let conflicts = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(!conflicts.isEmpty)
        #expect(conflicts.allSatisfy { $0.message.contains("breaking a.width == 100") })
    }

    @Test func deactivatingTheSurvivorLetsTheBrokenConstraintHoldAgain() {
        let map = makeMap()
        let box = addView("box", to: map)
        let first = pin(box, to: map, x: 0, y: 0, width: 100, height: 40)[2]
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))
        first.isActive = false
        // The broken 200 is retried at the next pass and now holds.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 200, height: 40))
    }

    /// `view` from 200 to 10 before the map's trailing edge, at least 300 wide, `y` from the top:
    /// satisfiable while the map is at least 200 + 300 + 10 = 510 wide.
    private func addRigidRow(_ id: String, y: CGFloat, to map: GMSMapView) {
        let view = addView(id, to: map)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 200),
            view.topAnchor.constraint(equalTo: map.topAnchor, constant: y),
            view.heightAnchor.constraint(equalToConstant: 40),
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
            view.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -10),
        ])
    }

    @Test func aResizeThatMakesDelegateConstraintsUnsatisfiableKeepsTheMapsSize() {
        let map = makeMap(width: 600, height: 844)
        addRigidRow("row", y: 0, to: map)
        // 600 − 200 − 10 = 390 wide.
        expectFrame(map.resolveLayout(), "row", CGRect(x: 200, y: 0, width: 390, height: 40))
        #expect(map.takeDiagnostics() == [])

        map.resize(width: 390, height: 844)
        // 510 > 390: the row's trailing constraint (its latest) is broken, never the map's width.
        var layout = map.resolveLayout()
        #expect(layout.size == CGSize(width: 390, height: 844))
        #expect(map.bounds.size == CGSize(width: 390, height: 844))
        expectFrame(layout, "row", CGRect(x: 200, y: 0, width: 300, height: 40))
        let conflicts = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(!conflicts.isEmpty)
        #expect(conflicts.allSatisfy { $0.viewIDs == ["map", "row"] })
        #expect(conflicts.allSatisfy { $0.message.contains("breaking row.trailing == map.trailing - 10") })

        map.resize(width: 600, height: 844)
        // Room again: the broken constraint is retried and holds.
        layout = map.resolveLayout()
        expectFrame(layout, "row", CGRect(x: 200, y: 0, width: 390, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func aResizeThatBreaksTwoIndependentRowsStillKeepsTheMapsSize() {
        let map = makeMap(width: 600, height: 844)
        addRigidRow("upper", y: 0, to: map)
        addRigidRow("lower", y: 50, to: map)
        _ = map.resolveLayout()

        map.resize(width: 390, height: 844)
        // Each row conflicts with the map's width on its own: both are broken, the map stays 390.
        var layout = map.resolveLayout()
        #expect(map.bounds.size == CGSize(width: 390, height: 844))
        #expect(layout.size == CGSize(width: 390, height: 844))
        expectFrame(layout, "upper", CGRect(x: 200, y: 0, width: 300, height: 40))
        expectFrame(layout, "lower", CGRect(x: 200, y: 50, width: 300, height: 40))
        let ids = Set(map.takeDiagnostics(code: "unsatisfiable-constraints").flatMap(\.viewIDs))
        #expect(ids == ["map", "upper", "lower"])

        map.resize(width: 600, height: 844)
        layout = map.resolveLayout()
        expectFrame(layout, "upper", CGRect(x: 200, y: 0, width: 390, height: 40))
        expectFrame(layout, "lower", CGRect(x: 200, y: 50, width: 390, height: 40))
    }

    @Test func underdeterminedAndConflictingLayoutsPublishOnlyFiniteFrames() {
        let map = makeMap(insets: phoneInsets)
        // No constraints at all, only a width, a zero multiplier, and a conflict.
        addView("free", to: map)
        let onlyWidth = addView("onlyWidth", to: map)
        onlyWidth.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let scaled = addView("scaled", to: map)
        scaled.widthAnchor.constraint(equalTo: map.widthAnchor, multiplier: 0).isActive = true
        let torn = addView("torn", to: map)
        NSLayoutConstraint.activate([
            torn.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
            torn.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor),
            torn.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
        ])
        let layout = map.resolveLayout()
        expectFiniteFrames(layout)
        #expect(layout.view("onlyWidth")?.frame.width == 80)
        #expect(layout.view("scaled")?.frame.width == 0)
        #expect(!map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
    }

    /// Constraints reach the solver at the next pass: a set swapped for another before it (as a
    /// delegate's transition swaps its states) is never solved with the new one, so never conflicts.
    @Test func constraintsSwappedBeforeAPassNeverConflict() {
        let map = makeMap()
        let box = addView("box", to: map)
        let old = pin(box, to: map, x: 0, y: 0, width: 100, height: 40)
        let new = [box.widthAnchor.constraint(equalToConstant: 200)]
        NSLayoutConstraint.activate(new)
        NSLayoutConstraint.deactivate([old[2]])
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    /// A conflict is still reported without a layout pass: taking the diagnostics adds what waits.
    @Test func aConflictIsReportedBeforeAnyPass() {
        let map = makeMap()
        let box = addView("box", to: map)
        _ = pin(box, to: map, x: 0, y: 0, width: 100, height: 40)
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        let conflicts = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.message.contains("breaking box.width == 200") == true)
    }

    /// A constant changed several times between passes moves once, to its last value; a value
    /// that conflicts on the way but not at the end is never reported.
    @Test func onlyTheLastConstantBeforeAPassCounts() {
        let map = makeMap(width: 600, height: 844)
        addRigidRow("row", y: 0, to: map)
        _ = map.resolveLayout()
        map.resize(width: 390, height: 844)
        map.resize(width: 700, height: 844)
        expectFrame(map.resolveLayout(), "row", CGRect(x: 200, y: 0, width: 490, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    /// Taking the diagnostics adds what waits for the solver, but does not try broken constraints
    /// again: an old conflict is reported by the pass that retries it, not by every look.
    @Test func takingTheDiagnosticsTwiceDoesNotReportAConflictTwice() {
        let map = makeMap()
        let box = addView("box", to: map)
        pin(box, to: map, x: 0, y: 0, width: 100, height: 40)
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        _ = map.resolveLayout()
        #expect(!map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
        _ = map.resolveLayout()  // nothing to lay out
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
    }

    /// A pass whose centred hiding stack solves again still retries a broken constraint once.
    @Test func aPassThatSolvesTwiceReportsABrokenConstraintOnce() {
        let map = makeMap()
        let stack = GMSNavigationHidingStackView(position: .center, alignment: .leading)
        stack.accessibilityIdentifier = "stack"
        map.addSubview(stack)
        let stackHeight = stack.heightAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            stack.topAnchor.constraint(equalTo: map.topAnchor), stackHeight,
        ])
        let button = UIView()
        button.accessibilityIdentifier = "button"
        stack.arrangedSubviews = [button]
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(equalToConstant: 40), button.heightAnchor.constraint(equalToConstant: 40),
        ])
        let box = addView("box", to: map)
        pin(box, to: map, x: 0, y: 0, width: 100, height: 40)
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        _ = map.resolveLayout()
        _ = map.takeDiagnostics()
        stackHeight.constant = 300  // the button fits now: the column moves to 150 − 20
        expectFrame(map.resolveLayout(), "button", CGRect(x: 16, y: 130, width: 40, height: 40))
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").count == 1)
    }

    /// `v` at the map's top-left corner, 40 high, pulled toward 1000 wide at priority 500, with
    /// three required width constraints activated in this order:
    ///   a: width <= 300, b: width == 390 (via `bWidth`), c: width <= 250.
    /// b contradicts a (and c); a and c agree. Built fresh, a holds, b is broken (the most recently
    /// activated of {a, b}), c holds: the pull stops at min(300, 250) = 250.
    private func makeMaxWidthConflict(
        in map: GMSMapView, bWidth: (UIView) -> NSLayoutConstraint
    ) -> (view: UIView, b: NSLayoutConstraint) {
        let v = addView("v", to: map)
        let pull = v.widthAnchor.constraint(equalToConstant: 1000)
        pull.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: map.leftAnchor), v.topAnchor.constraint(equalTo: map.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 40), pull,
        ])
        let b = bWidth(v)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 300),  // a
            b,
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 250),  // c
        ])
        return (v, b)
    }

    /// Retrying a broken constraint (every pass does), moving a constant or reinstalling on a
    /// flip breaks one constraint, as a fresh build does: a newer constraint that contradicted only
    /// the one coming in, and was broken to make room for it, holds again once that one breaks
    /// (it stayed broken, and the layout changed on a pass that changed nothing).
    @Test func retryingABrokenConstraintLeavesTheOthersOfItsConflictAlone() {
        let map = makeMap()
        _ = makeMaxWidthConflict(in: map) { $0.widthAnchor.constraint(equalToConstant: 390) }
        let other = addView("other", to: map)
        let otherTop = other.topAnchor.constraint(equalTo: map.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            other.leftAnchor.constraint(equalTo: map.leftAnchor), otherTop,
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        // Fresh: b broken, a and c hold: width min(300, 250) = 250.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 250, height: 40))
        _ = map.takeDiagnostics()

        // An unrelated view moves: nothing about v's constraints changed, so v stays 250 wide
        // (a fresh map with the same active constraints gives 250).
        otherTop.constant = 120
        let layout = map.resolveLayout()
        expectFrame(layout, "other", CGRect(x: 0, y: 120, width: 10, height: 10))
        expectFrame(layout, "v", CGRect(x: 0, y: 0, width: 250, height: 40))
        // Only b is broken: no diagnostic breaks `v.width <= 250`.
        let conflicts = map.layoutDiagnostics().filter { $0.code == "unsatisfiable-constraints" }
        #expect(conflicts.count == 1)
        #expect(!conflicts.contains { $0.message.contains("breaking v.width <= 250") })
        // Nor does the log of the pass: the break made to let b in was undone.
        #expect(!map.takeDiagnostics().contains { $0.message.contains("breaking v.width <= 250") })

        // Same defect, entered by a constant change: a: <= 300, x: >= 100, c: <= 250, then
        // x.constant = 390. Fresh with the final constants: x contradicts a and is the newer, so x
        // is broken and c holds: 250.
        let byConstant = makeMap()
        let (_, x) = makeMaxWidthConflict(in: byConstant) {
            $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        }
        expectFrame(byConstant.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 250, height: 40))
        x.constant = 390
        expectFrame(byConstant.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 250, height: 40))

        // Same defect, entered by a change of layout direction, which reinstalls the directional b
        // (trailing == leading + 390, i.e. width 390) after a and c. v is placed by `left`, so it
        // stays at x = 0; a fresh right-to-left map gives b broken, 250 wide.
        let byDirection = makeMap()
        _ = makeMaxWidthConflict(in: byDirection) {
            $0.trailingAnchor.constraint(equalTo: $0.leadingAnchor, constant: 390)
        }
        expectFrame(byDirection.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 250, height: 40))
        byDirection.layoutDirection = .rightToLeft
        expectFrame(byDirection.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 250, height: 40))
    }
}
