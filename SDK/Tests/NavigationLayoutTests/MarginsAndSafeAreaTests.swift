import LayoutSolver
import Testing

@testable import NavigationLayout

/// SPEC §4: `layoutMargins` default to 8; a view's `layoutMarginsGuide` is inset from its edges,
/// the map's from its safe area; the `safeAreaLayoutGuide` follows `map.safeAreaInsets`.
@MainActor
@Suite struct MarginsAndSafeAreaTests {
    @Test func aViewsMarginsAre8AndItsMarginsGuideIsInsetByThem() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 20, y: 100, width: 200, height: 120)
        let content = addView("content", to: panel)
        #expect(panel.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        pinEdges(of: content, to: panel.layoutMarginsGuide)
        // (20 + 8, 100 + 8, 200 − 16, 120 − 16)
        var layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 28, y: 108, width: 184, height: 104))
        expectGuideFrame(layout, "panel.layoutMargins", CGRect(x: 28, y: 108, width: 184, height: 104))
        #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 104))

        panel.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        // (20 + 20, 100 + 10, 200 − 20 − 40, 120 − 10 − 30)
        layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 40, y: 110, width: 140, height: 80))
    }

    @Test func theMapsMarginsGuideIsInsetFromItsSafeArea() {
        let map = makeMap(insets: phoneInsets)
        let content = addView("content", to: map)
        pinEdges(of: content, to: map.layoutMarginsGuide)
        // x 0 + 8, y 47 + 8, width 390 − 16, height 844 − 47 − 34 − 16 = 747.
        var layout = map.resolveLayout()
        expectGuideFrame(layout, "map.layoutMargins", CGRect(x: 8, y: 55, width: 374, height: 747))
        expectFrame(layout, "content", CGRect(x: 8, y: 55, width: 374, height: 747))

        map.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        // x 16, y 47, width 390 − 32 = 358, height 844 − 47 − 34 = 763.
        layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 16, y: 47, width: 358, height: 763))

        map.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // The margins guide follows the safe area: y 20, height 844 − 20 = 824.
        layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 16, y: 20, width: 358, height: 824))
    }

    /// UIKit's `insetsLayoutMarginsFromSafeArea` turned off: margins from the view's edges, under
    /// the notch; turned on again, from the safe area.
    @Test func marginsCanBeMeasuredFromTheEdgesInsteadOfTheSafeArea() {
        let map = makeMap(insets: phoneInsets)
        let content = addView("content", to: map)
        pinEdges(of: content, to: map.layoutMarginsGuide)
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 0, y: 0, width: 200, height: 100)
        let label = addView("label", to: panel)
        pinEdges(of: label, to: panel.layoutMarginsGuide)
        // The map's: (8, 47 + 8, 390 − 16, 844 − 47 − 34 − 16). The panel's from the notch at 47:
        // y 47 + 8 = 55, down to 100 − 8 = 92.
        var layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 8, y: 55, width: 374, height: 747))
        expectFrame(layout, "label", CGRect(x: 8, y: 55, width: 184, height: 37))

        map.insetsLayoutMarginsFromSafeArea = false
        panel.insetsLayoutMarginsFromSafeArea = false
        // 8 from every edge: (8, 8, 390 − 16, 844 − 16) and (8, 8, 200 − 16, 100 − 16).
        layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 8, y: 8, width: 374, height: 828))
        expectFrame(layout, "label", CGRect(x: 8, y: 8, width: 184, height: 84))
        // The map's margins no longer follow its safe area.
        map.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        expectFrame(map.resolveLayout(), "content", CGRect(x: 8, y: 8, width: 374, height: 828))

        map.insetsLayoutMarginsFromSafeArea = true
        panel.insetsLayoutMarginsFromSafeArea = true
        // From the new safe area: y 20 + 8 = 28, height 844 − 20 − 16 = 808; the panel's too.
        layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 8, y: 28, width: 374, height: 808))
        expectFrame(layout, "label", CGRect(x: 8, y: 28, width: 184, height: 64))
        #expect(map.takeDiagnostics().filter { $0.severity == .error }.isEmpty)
    }

    @Test func theSafeAreaGuideFollowsTheInsetsWithoutRebuilding() {
        let map = makeMap(insets: phoneInsets)
        let sheet = addView("sheet", to: map)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 100),
        ])
        // Bottom at 844 − 34 = 810, so y = 710.
        var layout = map.resolveLayout()
        expectGuideFrame(layout, "map.safeArea", CGRect(x: 0, y: 47, width: 390, height: 763))
        expectFrame(layout, "sheet", CGRect(x: 0, y: 710, width: 390, height: 100))
        let solverConstraints = map.engine.solver.constraintCount
        let installed = map.engine.installed.count

        map.safeAreaInsets = landscapeInsets
        // x 47, width 390 − 94 = 296, bottom 844 − 21 = 823, y = 723.
        layout = map.resolveLayout()
        expectGuideFrame(layout, "map.safeArea", CGRect(x: 47, y: 0, width: 296, height: 823))
        expectFrame(layout, "sheet", CGRect(x: 47, y: 723, width: 296, height: 100))
        #expect(map.engine.solver.constraintCount == solverConstraints)
        #expect(map.engine.installed.count == installed)
    }

    /// UIKit: a view's safe area is the part of it inside the map's safe area, and follows the
    /// view as it moves.
    @Test func aViewsSafeAreaGuideIsThePartOfItInsideTheMapsSafeArea() {
        let map = makeMap(insets: phoneInsets)
        let panel = addView("panel", to: map)
        let place = pin(panel, to: map, x: 0, y: 0, width: 100, height: 60)
        let content = addView("content", to: panel)
        pinEdges(of: content, to: panel.safeAreaLayoutGuide)
        // Under the 47-point notch: from y 47 to the panel's bottom at 60.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 47, width: 100, height: 13))
        place[1].constant = 100
        // Inside the safe area: the whole panel.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 100, width: 100, height: 60))
        place[1].constant = 780
        // Over the home indicator: the safe area ends at 844 − 34 = 810.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 780, width: 100, height: 30))
    }

    /// A view's margins are measured from its safe area (UIKit's `insetsLayoutMarginsFromSafeArea`),
    /// on each side it reaches past the map's safe area.
    @Test func aViewsMarginsGuideIsInsetFromItsSafeArea() {
        let map = makeMap(insets: landscapeInsets)
        map.resize(width: 844, height: 390)
        let banner = addView("banner", to: map)
        pin(banner, to: map, x: 0, y: 0, width: 844, height: 100)
        let content = addView("content", to: banner)
        pinEdges(of: content, to: banner.layoutMarginsGuide)
        // Insets 0/47/21/47: x 47 + 8 = 55, y 0 + 8, width 844 − 2 × 55 = 734, height 100 − 16 = 84.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 55, y: 8, width: 734, height: 84))
        banner.layoutMargins = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
        // x 47 + 0, width 844 − 94 = 750, y 4, height 92.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 47, y: 4, width: 750, height: 92))
        map.safeAreaInsets = .zero
        // Nothing to reach past: the margins alone.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 4, width: 844, height: 92))
    }

    /// A view sized by what sits in its own safe area grows with it until the two agree, as in
    /// UIKit: a header at the top whose content, 20 high, sits below the notch.
    @Test func aViewSizedByItsSafeAreaSettles() {
        let map = makeMap(insets: phoneInsets)
        let header = addView("header", to: map)
        let content = addView("content", to: header)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            header.topAnchor.constraint(equalTo: map.topAnchor),
            content.leadingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: header.safeAreaLayoutGuide.bottomAnchor),
            content.heightAnchor.constraint(equalToConstant: 20),
        ])
        // Header 47 + 20 high; its content from 47 to 67. Measured, it agrees.
        let layout = map.resolveLayout()
        expectFrame(layout, "header", CGRect(x: 0, y: 0, width: 390, height: 67))
        expectFrame(layout, "content", CGRect(x: 0, y: 47, width: 390, height: 20))
        #expect(header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 67)

        // Taken out of the map it has no safe area (UIKit: "If the view is not currently installed
        // in a view hierarchy … the layout guide always matches the edges of the view"): 0 + 20.
        header.removeFromSuperview()
        #expect(header.safeAreaInsets == .zero)
        #expect(header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 20)
    }

    /// Right to left, a view at the leading edge is on the right, and reaches past the right inset.
    @Test func aViewsSafeAreaFollowsItToTheRightInARightToLeftMap() {
        let map = makeMap(width: 844, height: 390, insets: landscapeInsets)
        map.layoutDirection = .rightToLeft
        let panel = addView("panel", to: map)
        let content = addView("content", to: panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            panel.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            panel.widthAnchor.constraint(equalToConstant: 100),
            panel.heightAnchor.constraint(equalToConstant: 50),
        ])
        pinEdges(of: content, to: panel.safeAreaLayoutGuide)
        // The panel spans x 744…844; the safe area ends at 844 − 47 = 797: x 744, width 53.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 744, y: 100, width: 53, height: 50))
    }

    /// A view taken out and put back (by then elsewhere) has its guides measured afresh, and a map
    /// smaller than its insets (before its geometry is set) gives no guide a negative size.
    @Test func aViewsSafeAreaIsMeasuredAgainWhereverItJoins() {
        let map = makeMap(width: 0, height: 0, insets: phoneInsets)
        let panel = addView("panel", to: map)
        let place = pin(panel, to: map, x: 0, y: 0, width: 100, height: 60)
        let content = addView("content", to: panel)
        pinEdges(of: content, to: panel.safeAreaLayoutGuide)
        var layout = map.resolveLayout()
        expectFiniteFrames(layout)
        #expect(layout.views.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
        map.resize(width: 390, height: 844)
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 47, width: 100, height: 13))

        panel.removeFromSuperview()
        _ = map.resolveLayout()
        map.addSubview(panel)
        NSLayoutConstraint.activate(Array(place[0...1]))
        place[1].constant = 200
        layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 0, y: 200, width: 100, height: 60))
    }

    /// UIKit's `directionalLayoutMargins`: margins by leading and trailing side follow the map's
    /// layout direction, for the map's own guide and for a view's, including one that joins a map
    /// already right to left; margins set by side of the screen do not.
    @Test func directionalMarginsFollowTheLayoutDirection() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 100, y: 100, width: 200, height: 100)
        let content = addView("content", to: panel)
        pinEdges(of: content, to: panel.layoutMarginsGuide)
        panel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        #expect(panel.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        // Left to right: x 100 + 30, width 200 − 40.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 130, y: 100, width: 160, height: 100))
        map.layoutDirection = .rightToLeft
        #expect(panel.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        #expect(panel.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
        // Right to left the leading 30 is on the right: x 100 + 10.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 110, y: 100, width: 160, height: 100))

        panel.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        map.layoutDirection = .leftToRight
        // Set by side of the screen: they stay where they are.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 130, y: 100, width: 160, height: 100))
        #expect(panel.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
        map.layoutDirection = .rightToLeft
        expectFrame(map.resolveLayout(), "content", CGRect(x: 130, y: 100, width: 160, height: 100))

        let rtl = makeMap()
        rtl.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)
        let fill = addView("fill", to: rtl)
        pinEdges(of: fill, to: rtl.layoutMarginsGuide)
        expectFrame(rtl.resolveLayout(), "fill", CGRect(x: 40, y: 0, width: 350, height: 844))
        rtl.layoutDirection = .rightToLeft
        // The map's own guide, made left to right: now 40 on the right, x 0, width 390 − 40.
        expectFrame(rtl.resolveLayout(), "fill", CGRect(x: 0, y: 0, width: 350, height: 844))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.accessibilityIdentifier = "card"
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let inside = addView("inside", to: card)
        pinEdges(of: inside, to: card.layoutMarginsGuide)
        rtl.addSubview(card)
        pin(card, to: rtl, x: 0, y: 100, width: 100, height: 50)
        // Made outside any map (left to right), joined a right-to-left one: 20 on the right.
        expectFrame(rtl.resolveLayout(), "inside", CGRect(x: 0, y: 100, width: 80, height: 50))
    }

    /// A guide asked for after the view was laid out follows the safe area from the next pass on.
    @Test func aGuideMadeAfterTheViewWasLaidOutFollowsTheSafeArea() {
        let map = makeMap(insets: phoneInsets)
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 0, y: 0, width: 100, height: 60)
        _ = map.resolveLayout()
        let content = addView("content", to: panel)
        pinEdges(of: content, to: panel.safeAreaLayoutGuide)
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 47, width: 100, height: 13))
    }

    /// The safe area of a view deeper in the tree is measured in map coordinates too.
    @Test func aNestedViewsSafeAreaIsMeasuredAgainstTheMaps() {
        let map = makeMap(insets: phoneInsets)
        let header = addView("header", to: map)
        pin(header, to: map, x: 0, y: 0, width: 390, height: 100)
        let icon = addView("icon", to: header)
        pin(icon, to: header, x: 10, y: 10, width: 50, height: 50)
        let glyph = addView("glyph", to: icon)
        pinEdges(of: glyph, to: icon.safeAreaLayoutGuide)
        // The icon spans y 10…60 in the map; the safe area starts at 47: y 47, height 13.
        expectFrame(map.resolveLayout(), "glyph", CGRect(x: 10, y: 47, width: 50, height: 13))
        #expect(glyph.frame == CGRect(x: 0, y: 37, width: 50, height: 13))
    }
    /// docs/porting.md, "Negative sizes": a view narrower than its margins (10 wide, margins 8) has
    /// a margins guide 10 − 8 − 8 = −6 wide from x 8, as its constraints give it: outside a map,
    /// when first read in a map, after a pass that changes nothing, and as published. Compared
    /// field by field: Foundation's `==` on CGRect standardizes, and (2, 8, 6, 84) would pass.
    @Test func aMarginsGuideNarrowerThanItsMarginsIsNegativeWideEverywhere() {
        let expected = CGRect(x: 8, y: 8, width: -6, height: 84)
        func expectGuide(_ frame: CGRect?, _ when: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(
                frame?.origin == expected.origin && frame?.size == expected.size,
                "\(when): \(String(describing: frame))",
                sourceLocation: sourceLocation)
        }
        let outside = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        expectGuide(outside.layoutMarginsGuide.layoutFrame, "outside")

        let map = makeMap()
        let thin = addView("thin", to: map)
        pin(thin, to: map, x: 0, y: 0, width: 10, height: 100)
        _ = map.resolveLayout()
        expectGuide(thin.layoutMarginsGuide.layoutFrame, "just made")
        let layout = map.resolveLayout()
        expectGuide(thin.layoutMarginsGuide.layoutFrame, "after a pass")
        // The view is at the map's origin: the published frame is in the same coordinates.
        expectGuide(layout.guide("thin.layoutMargins")?.frame, "published")
    }
}
