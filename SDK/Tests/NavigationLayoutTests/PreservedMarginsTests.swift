import Testing

@testable import NavigationLayout

/// `preservesSuperviewLayoutMargins`: a view's margins guide keeps its content inside the
/// superview's margins where the view reaches into them, as in UIKit.
@MainActor
@Suite struct PreservedMarginsTests {
    /// A 390 × 200 container at the top of a map without insets, margins 20; inside it, `content`
    /// inset by `inset` on the left (and flush elsewhere), margins 8; a label pinned to the top-left
    /// of content's margins guide, 50 × 10.
    private func makeScreen(inset: CGFloat, preserving: Bool) -> (GMSMapView, UIView) {
        let map = makeMap()
        let container = addView("container", to: map)
        container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let content = addView("content", to: container)
        content.preservesSuperviewLayoutMargins = preserving
        let label = addView("label", to: content)
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: map.leftAnchor),
            container.topAnchor.constraint(equalTo: map.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 390),
            container.heightAnchor.constraint(equalToConstant: 200),
            content.leftAnchor.constraint(equalTo: container.leftAnchor, constant: inset),
            content.rightAnchor.constraint(equalTo: container.rightAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            label.leftAnchor.constraint(equalTo: content.layoutMarginsGuide.leftAnchor),
            label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            label.rightAnchor.constraint(equalTo: content.layoutMarginsGuide.rightAnchor),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (map, content)
    }

    @Test func aViewFlushWithItsSuperviewTakesTheSuperviewsLargerMargins() {
        let (map, content) = makeScreen(inset: 0, preserving: true)
        // The container's margins (20) reach 20 into content, more than content's own 8.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 20, y: 20, width: 350, height: 10))
        // The margins set are kept; the guide follows the superview's.
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func withoutPreservingTheViewsOwnMarginsHold() {
        let (map, _) = makeScreen(inset: 0, preserving: false)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 8, y: 8, width: 374, height: 10))
    }

    @Test func onlyTheReachIntoTheSuperviewsMarginsCounts() {
        // Content starts 15 in: the container's margin reaches 20 − 15 = 5 into it, less than
        // its own 8, which holds on the left: 15 + 8 = 23. Flush at the top and right: 20.
        let (map, _) = makeScreen(inset: 15, preserving: true)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 23, y: 20, width: 390 - 20 - 23, height: 10))
    }

    @Test func turningItOnOrOffLaysOutAgain() {
        let (map, content) = makeScreen(inset: 0, preserving: false)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 8, y: 8, width: 374, height: 10))
        content.preservesSuperviewLayoutMargins = true
        expectFrame(map.resolveLayout(), "label", CGRect(x: 20, y: 20, width: 350, height: 10))
        content.preservesSuperviewLayoutMargins = false
        expectFrame(map.resolveLayout(), "label", CGRect(x: 8, y: 8, width: 374, height: 10))
    }

    @Test func marginsArePreservedThroughAChainOfViews() {
        // The map (no insets) has margins 30; `outer` fills it and preserves them, with no
        // margins guide of its own; `inner` fills outer and preserves outer's, which are 30.
        let map = makeMap()
        map.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let outer = addView("outer", to: map)
        outer.preservesSuperviewLayoutMargins = true
        let inner = addView("inner", to: outer)
        inner.preservesSuperviewLayoutMargins = true
        let label = addView("label", to: inner)
        pin(outer, to: map, x: 0, y: 0, width: 390, height: 844)
        pin(inner, to: outer, x: 0, y: 0, width: 390, height: 844)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
            label.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(outer.safeAreaGuideIfMade == nil && outer.marginsGuideIfMade == nil)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 30, y: 844 - 30 - 10, width: 50, height: 10))
    }

    @Test func theMapsMarginsAreMeasuredFromItsSafeArea() {
        // A phone: the map's margins guide is its safe area (top 47, bottom 34) inset by 8. A
        // view filling the map reaches 47 + 8 = 55 into them at the top and 42 at the bottom;
        // its own margins, measured from the safe area too, are the same there. On the sides
        // there is no inset: 8 either way. Turning off the map's insetting from the safe area
        // leaves the view's own (47 + 8 at the top) as the larger.
        let map = makeMap(insets: phoneInsets)
        let sheet = addView("sheet", to: map)
        sheet.preservesSuperviewLayoutMargins = true
        sheet.layoutMargins = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let label = addView("label", to: sheet)
        NSLayoutConstraint.activate(
            pin(sheet, to: map, x: 0, y: 0, width: 390, height: 844) + pinEdges(of: label, to: sheet.layoutMarginsGuide)
        )
        // Own margins 2 from the safe area: 47 + 2 at the top; the map's reach in: 47 + 8 = 55.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 8, y: 55, width: 390 - 16, height: 844 - 55 - 42))
        sheet.preservesSuperviewLayoutMargins = false
        expectFrame(map.resolveLayout(), "label", CGRect(x: 2, y: 49, width: 390 - 4, height: 844 - 49 - 36))
    }
}
