import Testing

@testable import NavigationLayout

/// UIKit's safe area of a view inside the map: measured against its superview's safe area, each
/// side at most the superview's inset there (MartianCraft, "Notes from the margins": "It is capped
/// at the size of the superview's safe area inset, which becomes important when animating views on
/// and off screen"). Per side, for a view whose frame in its superview is `f`, a superview of
/// bounds `b` and insets `s`:
///
///     top    = clamp(b.minY + s.top − f.minY, 0 … s.top)
///     bottom = clamp(f.maxY − (b.maxY − s.bottom), 0 … s.bottom)   (left/right alike)
@MainActor
@Suite struct NestedSafeAreaTests {
    /// A bottom sheet that reaches below the map's bottom edge (half slid out, as when it is
    /// dismissed by sliding it down) covers the whole 34-point home-indicator band and more.
    ///
    /// UIKit (map 390 × 844, insets 47/0/34/0; sheet (0, 800, 390, 200), bottom at 1000):
    /// - `sheet.safeAreaInsets.bottom` = clamp(1000 − (844 − 34), 0 … 34) = 34 (not 190);
    /// - `sheet.safeAreaLayoutGuide` = sheet bounds less 34 at the bottom: (0, 800, 390, 166);
    /// - `sheet.layoutMarginsGuide` = that, inset by the margins 8: (8, 808, 374, 150).
    /// (Measured against the map's safe area alone, the inset was 190 and the margins guide −6 high.)
    ///
    /// Then the sheet slides to y 744 inside `UIView.animate` (bottom at 944): the inset stays 34,
    /// so the content slides with the sheet unchanged, to (0, 744, 390, 166).
    @Test func aViewReachingPastTheMapsEdgeHasItsSafeAreaInsetCappedAtTheMaps() {
        let map = makeMap(insets: phoneInsets)
        let sheet = addView("sheet", to: map)
        let place = pin(sheet, to: map, x: 0, y: 800, width: 390, height: 200)
        let content = addView("content", to: sheet)
        pinEdges(of: content, to: sheet.safeAreaLayoutGuide)
        let label = addView("label", to: sheet)
        pinEdges(of: label, to: sheet.layoutMarginsGuide)

        var layout = map.resolveLayout()
        #expect(sheet.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        expectGuideFrame(layout, "sheet.safeArea", CGRect(x: 0, y: 800, width: 390, height: 166))
        expectFrame(layout, "content", CGRect(x: 0, y: 800, width: 390, height: 166))
        expectFrame(layout, "label", CGRect(x: 8, y: 808, width: 374, height: 150))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 166))

        // Fully on screen first: bottom at 844, inset 34 (both agree), content 200 − 34 = 166 high.
        place[1].constant = 644
        layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 0, y: 644, width: 390, height: 166))
        // Slid half out in an animation: the content keeps its 166 and moves with the sheet.
        UIView.animate(withDuration: 0.3) {
            place[1].constant = 744
            map.layoutIfNeeded()
        }
        layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 0, y: 744, width: 390, height: 166))
        let contentAnimation = layout.animations.first { $0.viewID == "content" }
        #expect(contentAnimation.map { isClose($0.toFrame, CGRect(x: 0, y: 744, width: 390, height: 166)) } == true)
        #expect(sheet.safeAreaInsets.bottom == 34)
    }

    /// A badge that overhangs the top edge of a card sitting wholly inside the safe area.
    ///
    /// UIKit (map insets 47/0/34/0; card (20, 50, 200, 100) in the map, below the notch, so its
    /// `safeAreaInsets` are zero; badge (0, −20, 40, 40) in the card, i.e. (20, 30, 40, 40) in the
    /// map): the badge is measured against the card's safe area, whose top inset is 0, so
    /// top = clamp(0 + 0 − (−20), 0 … 0) = 0. `badge.safeAreaInsets` == .zero and a glyph pinned
    /// to `badge.safeAreaLayoutGuide` fills the badge: (20, 30, 40, 40).
    @Test func aSubviewOverhangingASafeSuperviewIsMeasuredAgainstItsSuperview() {
        let map = makeMap(insets: phoneInsets)
        let card = addView("card", to: map)
        pin(card, to: map, x: 20, y: 50, width: 200, height: 100)
        let badge = addView("badge", to: card)
        pin(badge, to: card, x: 0, y: -20, width: 40, height: 40)
        let glyph = addView("glyph", to: badge)
        pinEdges(of: glyph, to: badge.safeAreaLayoutGuide)

        let layout = map.resolveLayout()
        expectFrame(layout, "badge", CGRect(x: 20, y: 30, width: 40, height: 40))
        #expect(card.safeAreaInsets == .zero)
        #expect(badge.safeAreaInsets == .zero)
        expectFrame(layout, "glyph", CGRect(x: 20, y: 30, width: 40, height: 40))
    }

    /// A header pinned to the top of a portrait phone (notch 47), whose only content is a 6-point
    /// band pinned to the header's safe-area guide: the header is sized by the band, and a thin
    /// band settles in one pass (a view's inset that its own length holds back, and grows with
    /// it, is taken at full reach; it grew by 6 a round and ran out of rounds).
    ///
    /// UIKit: the header reaches under the notch, so its safeAreaInsets.top is 47 and the band sits
    /// just below the notch:
    ///   header = (0, 0, 390, 47 + 6 = 53); band = (0, 47, 390, 6);
    ///   header.safeAreaLayoutGuide = (0, 47, 390, 6) in map coordinates.
    /// It is also the SDK's own fixed point: a 53-tall header has inset min(47, cap 47, 53) = 47.
    @Test func aThinViewSizedByItsOwnSafeAreaSettlesInOnePass() {
        let map = makeMap(insets: phoneInsets)
        let header = headerSizedByABand(in: map)

        let layout = map.resolveLayout()
        // 47 (notch) + 6 (band) = 53.
        expectFrame(layout, "header", CGRect(x: 0, y: 0, width: 390, height: 53))
        // The band starts where the notch ends, y 47.
        expectFrame(layout, "band", CGRect(x: 0, y: 47, width: 390, height: 6))
        // The guide and the insets the delegate reads agree: top inset 47 both ways.
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(
            abs(header.safeAreaLayoutGuide.layoutFrame.minY - header.safeAreaInsets.top) < 1e-6,
            "guide top \(header.safeAreaLayoutGuide.layoutFrame.minY) vs safeAreaInsets.top \(header.safeAreaInsets.top)"
        )
        #expect(!map.layoutDiagnostics().contains { $0.code == "layout-not-settled" })
    }

    /// A bottom sheet (leading, trailing, bottom to the map) whose 4-point strip is
    /// pinned to the sheet's safe-area guide, on a portrait phone (home indicator 34).
    /// UIKit: sheet = (0, 844 − 38 = 806, 390, 4 + 34 = 38); strip = (0, 806, 390, 4), just above
    /// the home indicator (810 − 4 = 806).
    @Test func aThinStripAboveTheHomeIndicatorSettlesInOnePass() {
        let map = makeMap(insets: phoneInsets)
        let sheet = addView("sheet", to: map)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ])
        let strip = addView("strip", to: sheet)
        pinEdges(of: strip, to: sheet.safeAreaLayoutGuide)
        strip.heightAnchor.constraint(equalToConstant: 4).isActive = true
        let layout = map.resolveLayout()
        // 844 − (4 + 34) = 806.
        expectFrame(layout, "sheet", CGRect(x: 0, y: 806, width: 390, height: 38))
        expectFrame(layout, "strip", CGRect(x: 0, y: 806, width: 390, height: 4))
        // The guide's bottom inset (sheet.maxY − guide.maxY) is the inset the delegate reads.
        let guide = sheet.safeAreaLayoutGuide.layoutFrame
        #expect(
            abs((sheet.bounds.height - guide.maxY) - sheet.safeAreaInsets.bottom) < 1e-6,
            "guide inset \(sheet.bounds.height - guide.maxY) vs safeAreaInsets.bottom \(sheet.safeAreaInsets.bottom)")
        #expect(!map.layoutDiagnostics().contains { $0.code == "layout-not-settled" })
    }

    /// A 20-point bar under the notch keeps its length: all of it is unsafe, its inset is 20 and
    /// its guide is empty (taking the notch's full 47 at once holds only for a view that grows
    /// with its inset). A 1-point hairline in a rail on the leading side of a landscape phone
    /// (notch 47 on the left) makes the rail 47 + 1 wide, in one pass.
    @Test func aFixedBarKeepsItsLengthAndAHairlineRailSettles() {
        let map = makeMap(insets: phoneInsets)
        let bar = addView("bar", to: map)
        pin(bar, to: map, x: 0, y: 0, width: 390, height: 20)
        let label = addView("label", to: bar)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 30),
        ])
        let layout = map.resolveLayout()
        expectFrame(layout, "bar", CGRect(x: 0, y: 0, width: 390, height: 20))
        // The guide starts at the bar's bottom (inset 20): the label hangs from y 20.
        #expect(isNear(layout.view("label")?.frame.minY, 20))
        #expect(bar.safeAreaInsets.top == 20)
        #expect(abs(bar.safeAreaLayoutGuide.layoutFrame.minY - 20) < 1e-6)

        let landscape = makeMap(width: 844, height: 390, insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let rail = addView("rail", to: landscape)
        NSLayoutConstraint.activate([
            rail.leadingAnchor.constraint(equalTo: landscape.leadingAnchor),
            rail.topAnchor.constraint(equalTo: landscape.topAnchor),
            rail.bottomAnchor.constraint(equalTo: landscape.bottomAnchor),
        ])
        let hairline = addView("hairline", to: rail)
        pinEdges(of: hairline, to: rail.safeAreaLayoutGuide)
        hairline.widthAnchor.constraint(equalToConstant: 1).isActive = true
        let railLayout = landscape.resolveLayout()
        // 47 + 1 = 48 wide; the hairline at x 47, above the bottom inset 21: 390 − 21 = 369 high.
        expectFrame(railLayout, "rail", CGRect(x: 0, y: 0, width: 48, height: 390))
        expectFrame(railLayout, "hairline", CGRect(x: 47, y: 0, width: 1, height: 369))
        #expect(!landscape.layoutDiagnostics().contains { $0.code == "layout-not-settled" })
    }

    /// A bar under the notch that is made taller by its own constant keeps the new length as its
    /// inset: it grew because its constant did, not because its inset did, so the pass does not
    /// take the notch's full 47 for a round. A hiding stack hanging from the bar's safe-area guide
    /// is arranged once with the room it has.
    ///
    /// Map 390 × 844, insets 47/0/34/0. bar (0, 0, 390, 20), then its height constant 30: all of
    /// it is unsafe, inset 30, its guide empty at y 30. The stack runs from y 30 to y 200: 170
    /// high, room for three 48-point buttons with 8 between them (3 × 48 + 2 × 8 = 160).
    @Test func aBarGrownByItsConstantTakesItsNewLengthAsItsInset() {
        let map = makeMap(insets: phoneInsets)
        let bar = addView("bar", to: map)
        let height = pin(bar, to: map, x: 0, y: 0, width: 390, height: 20)[3]
        let buttons = hangButtonStack(in: map, from: bar.safeAreaLayoutGuide.topAnchor, to: 200).buttons
        _ = map.resolveLayout()
        expectBarUnderTheNotch(bar, growing: height, to: 30, in: map, leavingShown: buttons)
    }

    /// A guide made between passes measures the view's inset from nothing: that is not a step the
    /// view grew by. A bar whose height constant then grows by exactly its old length (20 → 40)
    /// grew once, and keeps its own length as its inset.
    ///
    /// Map 390 × 844, insets 47/0/34/0. bar (0, 0, 390, 20); a hiding stack from y 20 to y 205
    /// (three 48-point buttons need 3 × 48 + 2 × 8 = 160). After the first pass the stack's top
    /// moves to the bar's safe-area guide (made now) and the bar's height constant becomes 40.
    /// UIKit: the bar is all unsafe, inset min(47, 40) = 40; the guide is empty at y 40; the stack
    /// runs 40…205 = 165 ≥ 160: all three shown throughout. A round at 47 would leave 158 < 160
    /// and hide c.
    @Test func aGuideMadeBetweenPassesDoesNotMakeAConstantGrowthLookLikeContent() {
        let map = makeMap(insets: phoneInsets)
        let bar = addView("bar", to: map)
        let height = pin(bar, to: map, x: 0, y: 0, width: 390, height: 20)[3]
        let (stack, buttons, stackTop) = hangButtonStack(in: map, from: map.topAnchor, offset: 20, to: 205)
        expectShownAllAlong(buttons, in: map.resolveLayout())

        stackTop.isActive = false
        stack.topAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.topAnchor).isActive = true
        expectBarUnderTheNotch(bar, growing: height, to: 40, in: map, leavingShown: buttons)
    }

    /// A view whose length follows a neighbour's that grows with its own inset grows by equal
    /// steps too, without growing with its own inset: a backdrop half as tall as a header sized
    /// by content in its safe area grows 3, then 3 again, while the header grows 6, 6. Taking the
    /// notch's full reach is a guess the next solve checks; the hiding stack hanging from the
    /// backdrop's guide is arranged only around confirmed insets.
    ///
    /// Map 390 × 844, insets 47/0/34/0. header: top, leading, trailing to the map; a 6-point band
    /// fills its safe-area guide: header = (0, 0, 390, 47 + 6 = 53). backdrop: top-leading corner
    /// of the map, 100 wide, height = header.height × 0.5 = 26.5, all under the notch: inset 26.5,
    /// guide empty at y 26.5. Stack from the backdrop's guide top to y 200: 173.5 ≥ 160 for three
    /// 48-point buttons with 8 between them: all shown, never hidden. A round at 47 would leave
    /// 153 < 160 and hide c.
    @Test func aViewFollowingAnotherViewsGrowthDoesNotTakeTheNotchsFullReach() {
        let map = makeMap(insets: phoneInsets)
        let header = headerSizedByABand(in: map)
        let backdrop = addView("backdrop", to: map)
        NSLayoutConstraint.activate([
            backdrop.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            backdrop.topAnchor.constraint(equalTo: map.topAnchor),
            backdrop.widthAnchor.constraint(equalToConstant: 100),
            backdrop.heightAnchor.constraint(equalTo: header.heightAnchor, multiplier: 0.5),
        ])
        let buttons = hangButtonStack(in: map, from: backdrop.safeAreaLayoutGuide.topAnchor, to: 200).buttons

        let layout = map.resolveLayout()
        expectFrame(layout, "header", CGRect(x: 0, y: 0, width: 390, height: 53))
        expectFrame(layout, "backdrop", CGRect(x: 0, y: 0, width: 100, height: 26.5))
        #expect(backdrop.safeAreaInsets.top == 26.5)
        expectShownAllAlong(buttons, in: layout)
    }

    /// A top hiding stack at the map's leading edge from `top` (+ `offset`) down to y `bottom`,
    /// arranging buttons a, b, c of 48 × 48 (8 apart: 160 high in all) that count their hidden
    /// flag's writes; returns the stack, the buttons and the constraint of the stack's top.
    private func hangButtonStack(
        in map: GMSMapView, from top: NSLayoutYAxisAnchor, offset: CGFloat = 0, to bottom: CGFloat
    ) -> (stack: GMSNavigationHidingStackView, buttons: [CountingHiddenView], top: NSLayoutConstraint) {
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        let buttons = ["a", "b", "c"].map { id -> CountingHiddenView in
            let button = CountingHiddenView()
            button.accessibilityIdentifier = id
            NSLayoutConstraint.activate([
                button.widthAnchor.constraint(equalToConstant: 48), button.heightAnchor.constraint(equalToConstant: 48),
            ])
            stack.addArrangedSubview(button)
            return button
        }
        map.addSubview(stack)
        let stackTop = stack.topAnchor.constraint(equalTo: top, constant: offset)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor), stackTop,
            stack.bottomAnchor.constraint(equalTo: map.topAnchor, constant: bottom),
        ])
        return (stack, buttons, stackTop)
    }

    /// A header across the top of `map` sized by its only content, a 6-point band ("band") that
    /// fills the header's safe-area guide.
    private func headerSizedByABand(in map: GMSMapView) -> UIView {
        let header = addView("header", to: map)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            header.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        let band = addView("band", to: header)
        pinEdges(of: band, to: header.safeAreaLayoutGuide)
        band.heightAnchor.constraint(equalToConstant: 6).isActive = true
        return header
    }

    /// Sets the height constant of `bar` (at the map's top, 390 wide, under the 47-point notch) to
    /// `length` and checks the pass: the bar that long, all of it unsafe (its inset its length),
    /// and the buttons shown all along.
    private func expectBarUnderTheNotch(
        _ bar: UIView, growing height: NSLayoutConstraint, to length: CGFloat, in map: GMSMapView,
        leavingShown buttons: [CountingHiddenView]
    ) {
        for button in buttons { button.hiddenWrites = 0 }
        height.constant = length
        let layout = map.resolveLayout()
        expectFrame(layout, "bar", CGRect(x: 0, y: 0, width: 390, height: length))
        #expect(bar.safeAreaInsets.top == length)
        expectShownAllAlong(buttons, in: layout)
    }

    /// Every button shown, and never hidden to be shown again in the pass: no write to isHidden.
    private func expectShownAllAlong(_ buttons: [CountingHiddenView], in layout: ResolvedLayout) {
        for button in buttons {
            let id = button.accessibilityIdentifier ?? ""
            #expect(layout.view(id)?.hidden == false, "\(id) is hidden")
            #expect(button.hiddenWrites == 0, "\(id) was hidden and shown again in one pass")
        }
    }
}

/// A view that counts the writes to its `isHidden` (an override, as iOS code writes them).
private final class CountingHiddenView: UIView {
    var hiddenWrites = 0

    override var isHidden: Bool {
        didSet { hiddenWrites += 1 }
    }
}
