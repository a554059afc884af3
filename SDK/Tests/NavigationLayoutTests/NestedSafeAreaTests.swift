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
}
