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

    @Test func anOrdinaryViewsSafeAreaGuideIsItsBounds() {
        let map = makeMap(insets: phoneInsets)
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 0, y: 0, width: 100, height: 60)
        let content = addView("content", to: panel)
        pinEdges(of: content, to: panel.safeAreaLayoutGuide)
        // Only the map has safe-area insets; the panel's guide is the panel itself.
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 0, width: 100, height: 60))
    }
}
