import Testing

@testable import NavigationLayout

/// SPEC §5 and notes/domain.md §1.7: the hiding stack view stacks its arranged views 8 apart at
/// its top, centre or bottom, lines them up 16 from its leading or trailing edge, is as wide as
/// the widest plus 2 × 16, and hides views from the end of `arrangedSubviews` when they do not fit.
///
/// The stack in these tests holds a (48 × 48), b (60 × 40) and c (48 × 48), in that order; all
/// three need 48 + 8 + 40 + 8 + 48 = 152 points, a and b 96, a alone 48.
@MainActor
@Suite struct HidingStackViewTests {
    private struct Fixture {
        let map: GMSMapView
        let stack: GMSNavigationHidingStackView
        let a: UIView
        let b: UIView
        let c: UIView
    }

    private func makeButton(_ id: String, width: CGFloat, height: CGFloat) -> UIView {
        let button = UIView()
        button.accessibilityIdentifier = id
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(equalToConstant: width),
            button.heightAnchor.constraint(equalToConstant: height),
        ])
        return button
    }

    /// A stack at the map's leading edge, 100 from the top, `height` high (or, with `bottomGap`,
    /// reaching down to that distance from the map's bottom), built as a delegate builds it:
    /// arranged views first, then the stack joins the map.
    private func makeFixture(
        position: GMSNavigationHidingStackView.Position, alignment: GMSNavigationHidingStackView.Alignment = .leading,
        height: CGFloat? = 300, bottomGap: CGFloat? = nil
    ) -> Fixture {
        let map = makeMap()
        let stack = GMSNavigationHidingStackView(position: position, alignment: alignment)
        stack.accessibilityIdentifier = "stack"
        let a = makeButton("a", width: 48, height: 48)
        let b = makeButton("b", width: 60, height: 40)
        let c = makeButton("c", width: 48, height: 48)
        for view in [a, b, c] { stack.addArrangedSubview(view) }
        map.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
        ])
        if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
        if let bottomGap {
            stack.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -bottomGap).isActive = true
        }
        return Fixture(map: map, stack: stack, a: a, b: b, c: c)
    }

    private func hiddenIDs(_ layout: ResolvedLayout) -> [String] {
        ["a", "b", "c"].filter { layout.view($0)?.hidden == true }
    }

    @Test func topStacksDownwardFromTheTopWithSpacing8() {
        let fixture = makeFixture(position: .top)
        #expect(fixture.stack.spacing == 8)
        let layout = fixture.map.resolveLayout()
        // Width 60 + 2 × 16 = 92; views 16 from the leading edge; a at 100, b at 100 + 48 + 8 = 156,
        // c at 156 + 40 + 8 = 204.
        expectFrame(layout, "stack", CGRect(x: 0, y: 100, width: 92, height: 300))
        expectFrame(layout, "a", CGRect(x: 16, y: 100, width: 48, height: 48))
        expectFrame(layout, "b", CGRect(x: 16, y: 156, width: 60, height: 40))
        expectFrame(layout, "c", CGRect(x: 16, y: 204, width: 48, height: 48))
        #expect(hiddenIDs(layout) == [])
        #expect(layout.view("stack")?.kind == "stack")
        #expect(fixture.map.takeDiagnostics() == [])
    }

    @Test func bottomStacksUpwardWithTheFirstViewLowest() {
        let fixture = makeFixture(position: .bottom)
        let layout = fixture.map.resolveLayout()
        // Stack bottom 100 + 300 = 400: a.y = 400 − 48 = 352; b.bottom = 352 − 8 = 344, b.y = 304;
        // c.bottom = 304 − 8 = 296, c.y = 248.
        expectFrame(layout, "a", CGRect(x: 16, y: 352, width: 48, height: 48))
        expectFrame(layout, "b", CGRect(x: 16, y: 304, width: 60, height: 40))
        expectFrame(layout, "c", CGRect(x: 16, y: 248, width: 48, height: 48))
    }

    @Test func centerGathersTheColumnInTheMiddle() {
        let fixture = makeFixture(position: .center)
        let layout = fixture.map.resolveLayout()
        // Centre 100 + 150 = 250; the column is 152 high: a.y = 250 − 76 = 174, b.y = 174 + 56 = 230,
        // c.y = 230 + 48 = 278 (c.bottom 326: 74 free above and below).
        expectFrame(layout, "a", CGRect(x: 16, y: 174, width: 48, height: 48))
        expectFrame(layout, "b", CGRect(x: 16, y: 230, width: 60, height: 40))
        expectFrame(layout, "c", CGRect(x: 16, y: 278, width: 48, height: 48))
    }

    @Test func trailingAlignmentLinesTheViewsUp16FromTheTrailingEdge() {
        let fixture = makeFixture(position: .top, alignment: .trailing)
        let layout = fixture.map.resolveLayout()
        // Stack 0…92: right edges at 92 − 16 = 76: a.x = 28, b.x = 16, c.x = 28.
        expectFrame(layout, "a", CGRect(x: 28, y: 100, width: 48, height: 48))
        expectFrame(layout, "b", CGRect(x: 16, y: 156, width: 60, height: 40))
        expectFrame(layout, "c", CGRect(x: 28, y: 204, width: 48, height: 48))
    }

    @Test func leadingAlignmentFollowsARightToLeftMap() {
        let fixture = makeFixture(position: .top)
        fixture.map.layoutDirection = .rightToLeft
        let layout = fixture.map.resolveLayout()
        // The stack's leading edge is the map's right: x = 390 − 92 = 298; views' right edges at
        // 390 − 16 = 374: a.x = 326, b.x = 314.
        expectFrame(layout, "stack", CGRect(x: 298, y: 100, width: 92, height: 300))
        expectFrame(layout, "a", CGRect(x: 326, y: 100, width: 48, height: 48))
        expectFrame(layout, "b", CGRect(x: 314, y: 156, width: 60, height: 40))
    }

    @Test func spacingIsAdjustable() {
        let fixture = makeFixture(position: .top)
        fixture.stack.spacing = 12
        let layout = fixture.map.resolveLayout()
        // b.y = 100 + 48 + 12 = 160, c.y = 160 + 40 + 12 = 212.
        expectFrame(layout, "b", CGRect(x: 16, y: 160, width: 60, height: 40))
        expectFrame(layout, "c", CGRect(x: 16, y: 212, width: 48, height: 48))
    }

    @Test func theStackIsAsWideAsItsWidestViewPlusTheInsets() {
        let fixture = makeFixture(position: .top)
        expectFrame(fixture.map.resolveLayout(), "stack", CGRect(x: 0, y: 100, width: 92, height: 300))
        fixture.stack.addArrangedSubview(makeButton("d", width: 120, height: 20))
        // 120 + 2 × 16 = 152; d at 204 + 48 + 8 = 260 (all 180 points fit in 300).
        let layout = fixture.map.resolveLayout()
        expectFrame(layout, "stack", CGRect(x: 0, y: 100, width: 152, height: 300))
        expectFrame(layout, "d", CGRect(x: 16, y: 260, width: 120, height: 20))
        #expect(layout.view("d")?.hidden == false)
    }

    @Test(arguments: [GMSNavigationHidingStackView.Position.top, .center, .bottom])
    func aShortStackHidesViewsFromTheEnd(position: GMSNavigationHidingStackView.Position) {
        let fixture = makeFixture(position: position, height: 100)
        // 100 high: a and b need 96 and fit; c would need 152.
        let layout = fixture.map.resolveLayout()
        #expect(hiddenIDs(layout) == ["c"])
        #expect(fixture.c.isHidden && !fixture.a.isHidden && !fixture.b.isHidden)
    }

    /// Views that fill the stack exactly fit (all three: 152 high); a hundredth of a point less,
    /// and the last one hides.
    @Test(arguments: [GMSNavigationHidingStackView.Position.top, .center, .bottom])
    func viewsThatFillTheStackExactlyAllShow(position: GMSNavigationHidingStackView.Position) {
        let exact = makeFixture(position: position, height: 152)
        #expect(hiddenIDs(exact.map.resolveLayout()) == [])
        let short = makeFixture(position: position, height: 151.99)
        #expect(hiddenIDs(short.map.resolveLayout()) == ["c"])
    }

    @Test func aCenteredStackCentresOnlyTheViewsItShows() {
        let fixture = makeFixture(position: .center, height: 100)
        let layout = fixture.map.resolveLayout()
        // a and b shown, 96 high, centred on 150: a.y = 150 − 48 = 102, b.y = 102 + 56 = 158
        // (2 free above and below).
        expectFrame(layout, "a", CGRect(x: 16, y: 102, width: 48, height: 48))
        expectFrame(layout, "b", CGRect(x: 16, y: 158, width: 60, height: 40))
        #expect(hiddenIDs(layout) == ["c"])
    }

    @Test func resizingTheMapHidesAndShowsViewsAgain() {
        // The stack runs from 100 to 600 above the map's bottom: 844 − 700 = 144 high.
        let fixture = makeFixture(position: .top, height: nil, bottomGap: 600)
        let map = fixture.map
        // 144: a and b (96) fit, c (152) does not.
        #expect(hiddenIDs(map.resolveLayout()) == ["c"])

        map.resize(width: 390, height: 900)
        // 200: all three fit.
        #expect(hiddenIDs(map.resolveLayout()) == [])

        map.resize(width: 390, height: 790)
        // 90: only a (48) fits; a and b would need 96.
        #expect(hiddenIDs(map.resolveLayout()) == ["b", "c"])

        map.resize(width: 390, height: 900)
        #expect(hiddenIDs(map.resolveLayout()) == [])
        // The stack's own hiding is not the delegate's.
        #expect(![fixture.a, fixture.b, fixture.c].contains { $0.delegateSetHiddenOnManagedView })
    }

    @Test func theDelegateSettingHiddenOnAManagedViewIsRecorded() {
        let fixture = makeFixture(position: .top, height: 100)
        _ = fixture.map.resolveLayout()
        fixture.b.isHidden = true
        #expect(fixture.b.delegateSetHiddenOnManagedView)
        #expect(!fixture.a.delegateSetHiddenOnManagedView)
        // c was hidden by the stack itself.
        #expect(fixture.c.isHidden && !fixture.c.delegateSetHiddenOnManagedView)
        // The stack decides: b fits, so the next pass shows it again.
        #expect(!fixture.map.resolveLayout().views.contains { $0.id == "b" && $0.hidden })
        #expect(fixture.map.layoutDiagnostics().map(\.code).contains("hidden-in-hiding-stack"))
        // Once b leaves the stack, the warning goes with it.
        fixture.stack.removeArrangedSubview(fixture.b)
        #expect(!fixture.map.layoutDiagnostics().map(\.code).contains("hidden-in-hiding-stack"))
    }

    @Test func removingAnArrangedViewUnhidesItAndTakesItOut() {
        let fixture = makeFixture(position: .top, height: 100)
        #expect(hiddenIDs(fixture.map.resolveLayout()) == ["c"])

        fixture.stack.removeArrangedSubview(fixture.c)
        #expect(!fixture.c.isHidden)
        #expect(fixture.c.superview == nil)
        #expect(fixture.stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "b"])
        #expect(fixture.map.resolveLayout().view("c") == nil)
        // No longer managed: setting isHidden on it is the delegate's business.
        fixture.c.isHidden = true
        #expect(!fixture.c.delegateSetHiddenOnManagedView)
    }

    @Test func removingTheFirstViewMakesRoomForAHiddenOne() {
        let fixture = makeFixture(position: .top, height: 100)
        #expect(hiddenIDs(fixture.map.resolveLayout()) == ["c"])

        fixture.stack.removeArrangedSubview(fixture.a)
        // b and c need 40 + 8 + 48 = 96 <= 100: both shown, b at the top, c at 100 + 48 = 148.
        let layout = fixture.map.resolveLayout()
        #expect(hiddenIDs(layout) == [])
        expectFrame(layout, "b", CGRect(x: 16, y: 100, width: 60, height: 40))
        expectFrame(layout, "c", CGRect(x: 16, y: 148, width: 48, height: 48))
    }

    /// Two stacks in a map, the first 300 high at y 400 on the trailing side, the second 200 high
    /// at y 100 on the leading side; and a 48 × 48 button.
    private func makeTwoStacks() -> (
        map: GMSMapView, first: GMSNavigationHidingStackView, second: GMSNavigationHidingStackView
    ) {
        let map = makeMap()
        let first = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        let second = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        map.addSubview(first)
        map.addSubview(second)
        NSLayoutConstraint.activate([
            first.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            first.topAnchor.constraint(equalTo: map.topAnchor, constant: 400),
            first.heightAnchor.constraint(equalToConstant: 300),
            second.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            second.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            second.heightAnchor.constraint(equalToConstant: 200),
        ])
        return (map, first, second)
    }

    private func makeSquareButton(_ id: String) -> UIView {
        let button = UIView()
        button.accessibilityIdentifier = id
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(equalToConstant: 48), button.heightAnchor.constraint(equalToConstant: 48),
        ])
        return button
    }

    /// A view moved to another stack leaves the first one's list, as in UIKit, whenever the first
    /// one makes its arrangement.
    @Test func aViewMovedToAnotherStackBeforeThePassIsArrangedThereOnly() {
        let (map, first, second) = makeTwoStacks()
        let button = makeSquareButton("button")
        first.arrangedSubviews = [button]
        second.arrangedSubviews = [button]
        let layout = map.resolveLayout()
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
        // 16 from the second stack's leading edge, at its top.
        expectFrame(layout, "button", CGRect(x: 16, y: 100, width: 48, height: 48))
        #expect(button.managingStack === second)
        #expect(first.arrangedSubviews.isEmpty && second.arrangedSubviews == [button])
    }

    @Test func aViewMovedToAnotherStackWhileTheFirstGrowsIsArrangedThereOnly() {
        let (map, first, second) = makeTwoStacks()
        let button = makeSquareButton("button")
        first.arrangedSubviews = [button]
        _ = map.resolveLayout()
        first.addArrangedSubview(makeSquareButton("other"))
        second.arrangedSubviews = [button]
        let layout = map.resolveLayout()
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
        expectFrame(layout, "button", CGRect(x: 16, y: 100, width: 48, height: 48))
        // The first stack's new view at its bottom, 16 from its trailing edge: 390 - 16 - 48.
        expectFrame(layout, "other", CGRect(x: 326, y: 652, width: 48, height: 48))
    }

    /// A view the delegate takes out of a stack leaves its list, is shown again and is no longer
    /// managed (SPEC §8 rule 3 does not apply to it).
    @Test func aViewRemovedFromItsStackLeavesTheList() {
        let (map, first, _) = makeTwoStacks()
        let button = makeSquareButton("button")
        let other = makeSquareButton("other")
        first.arrangedSubviews = [button, other]
        _ = map.resolveLayout()
        button.removeFromSuperview()
        #expect(first.arrangedSubviews == [other])
        #expect(button.managingStack == nil && !button.isHidden)
        let layout = map.resolveLayout()
        expectFrame(layout, "other", CGRect(x: 326, y: 652, width: 48, height: 48))
        #expect(layout.view("button") == nil)
    }

    /// A view listed twice is arranged once; moving it away takes it out of the stack entirely.
    @Test func aViewListedTwiceIsArrangedOnceAndLeavesWhole() {
        let (map, first, _) = makeTwoStacks()
        let other = addView("other", to: map)
        let button = makeSquareButton("button")
        first.addArrangedSubview(button)
        first.addArrangedSubview(button)
        #expect(first.arrangedSubviews == [button])
        first.arrangedSubviews = [button, button]
        #expect(first.arrangedSubviews == [button])
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
        other.addSubview(button)
        #expect(button.superview === other && button.managingStack == nil)
        #expect(first.arrangedSubviews.isEmpty && !first.subviews.contains { $0 === button })
        // The engine refers to its map without keeping it (the map owns the engine).
        withExtendedLifetime(map) { #expect(map.engine.descendants.filter { $0 === button }.count == 1) }
    }

    /// Delegate code that runs while the map takes in the stack's views (the intrinsic content size
    /// of one, asked at the next pass) moves an earlier one away: the stack lets go of it, and
    /// neither counts it nor hides it.
    @Test func aViewMovedAwayByDelegateCodeWhileTheStackAddsAnotherLeavesTheStack() {
        let map = makeMap()
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        stack.accessibilityIdentifier = "stack"
        map.addSubview(stack)
        let elsewhere = addView("elsewhere", to: map)
        pin(elsewhere, to: map, x: 200, y: 200, width: 100, height: 300)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        // With it, the two 48-high views and their spacing would not fit the 100-high stack.
        let tall = makeSquareButton("tall")
        let sneaky = DelegateSizedView()
        sneaky.accessibilityIdentifier = "sneaky"
        NSLayoutConstraint.activate([
            sneaky.widthAnchor.constraint(equalToConstant: 48), sneaky.heightAnchor.constraint(equalToConstant: 48),
        ])
        sneaky.onIntrinsicSize = { elsewhere.addSubview(tall) }
        stack.arrangedSubviews = [tall, sneaky]
        let layout = map.resolveLayout()
        #expect(tall.superview === elsewhere && tall.managingStack == nil)
        #expect(stack.arrangedSubviews == [sneaky])
        #expect(layout.view("tall")?.hidden == false && layout.view("sneaky")?.hidden == false)
    }
}

/// A button that moves a badge when a hiding stack hides or shows it (an override of `isHidden`,
/// as iOS code writes them).
private final class BadgedButton: UIView {
    var badgeTop: NSLayoutConstraint?

    override var isHidden: Bool {
        didSet { badgeTop?.constant = isHidden ? 200 : 10 }
    }
}

@MainActor
@Suite struct HidingStackOverrideTests {
    /// The override runs while the pass arranges the stack; what it changes is laid out in the
    /// same pass.
    @Test func whatAnIsHiddenOverrideChangesIsLaidOutInTheSamePass() {
        let map = makeMap()
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        let button = BadgedButton()
        button.accessibilityIdentifier = "button"
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(equalToConstant: 48), button.heightAnchor.constraint(equalToConstant: 48),
        ])
        stack.addArrangedSubview(button)
        map.addSubview(stack)
        let badge = addView("badge", to: map)
        let place = pin(badge, to: map, x: 300, y: 10, width: 20, height: 20)
        button.badgeTop = place[1]
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            stack.heightAnchor.constraint(equalToConstant: 30),
        ])
        // 30 high: the 48-high button does not fit and is hidden; the badge moves to 200.
        let layout = map.resolveLayout()
        #expect(layout.view("button")?.hidden == true)
        expectFrame(layout, "badge", CGRect(x: 300, y: 200, width: 20, height: 20))
    }
}
