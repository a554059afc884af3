import Testing

@testable import NavigationLayout

/// SPEC §3 `translatesAutoresizingMaskIntoConstraints`: a view placed by its frame (the default,
/// as in UIKit) is held there by four required constraints to its superview, which follow the
/// frame, go when the flag is turned off, and come back whenever the view is added again.
@MainActor
struct AutoresizingTests {
    /// A 200 × 300 container at (30, 40) in a 390 × 844 map, placed by constraints.
    private func makeContainer() -> (map: GMSMapView, container: UIView) {
        let map = makeMap()
        let container = addView("container", to: map)
        pin(container, to: map, x: 30, y: 40, width: 200, height: 300)
        return (map, container)
    }

    /// A view placed by its frame, (10, 20) in its superview, 100 × 50.
    private func makeFramedView() -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = "framed"
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        return view
    }

    @Test func aViewPlacedByItsFrameIsLaidOutThereInMapCoordinates() {
        let (map, container) = makeContainer()
        let framed = makeFramedView()
        #expect(framed.translatesAutoresizingMaskIntoConstraints)
        container.addSubview(framed)
        let layout = map.resolveLayout()
        // Published in map coordinates: (30 + 10, 40 + 20); the view's frame stays in its superview's.
        expectFrame(layout, "framed", CGRect(x: 40, y: 60, width: 100, height: 50))
        #expect(framed.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(map.takeDiagnostics().filter { $0.severity == .error }.isEmpty)
    }

    @Test func settingTheFrameMovesTheView() {
        let (map, container) = makeContainer()
        let framed = makeFramedView()
        container.addSubview(framed)
        _ = map.resolveLayout()
        framed.frame = CGRect(x: 0, y: 100, width: 150, height: 60)
        expectFrame(map.resolveLayout(), "framed", CGRect(x: 30, y: 140, width: 150, height: 60))
    }

    @Test func turningTheFlagOffLetsTheDelegatesConstraintsPlaceTheView() {
        let (map, container) = makeContainer()
        let framed = makeFramedView()
        container.addSubview(framed)
        _ = map.resolveLayout()
        framed.translatesAutoresizingMaskIntoConstraints = false
        pin(framed, to: container, x: 5, y: 5, width: 20, height: 20)
        let layout = map.resolveLayout()
        // Had the frame's constraints stayed, these would contradict them.
        expectFrame(layout, "framed", CGRect(x: 35, y: 45, width: 20, height: 20))
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
    }

    @Test func aViewRemovedAndAddedAgainIsPlacedByItsFrameAgain() {
        let (map, container) = makeContainer()
        let framed = makeFramedView()
        container.addSubview(framed)
        _ = map.resolveLayout()
        // Removing the view deactivates its position constraints, which cross the cut.
        framed.removeFromSuperview()
        _ = map.resolveLayout()
        container.addSubview(framed)
        expectFrame(map.resolveLayout(), "framed", CGRect(x: 40, y: 60, width: 100, height: 50))
        #expect(map.layoutDiagnostics().filter { $0.code == "ambiguous-layout" }.isEmpty)
    }

    @Test func aViewMovedToAnotherSuperviewIsPlacedInIt() {
        let (map, container) = makeContainer()
        let framed = makeFramedView()
        container.addSubview(framed)
        _ = map.resolveLayout()
        map.addSubview(framed)
        // The same frame, now in the map's coordinates.
        expectFrame(map.resolveLayout(), "framed", CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    /// UIKit's autoresizing masks: the flexible parts share the superview's change of size, in
    /// proportion to their lengths when the frame was set.
    /// UIKit's `autoresizesSubviews`: turned off, the superview's frame-placed subviews keep their
    /// frames whatever their masks; turned on again, the masks apply from the size of then.
    @Test func aSuperviewThatDoesNotAutoresizeLeavesItsSubviewsFrames() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        let place = pin(panel, to: map, x: 0, y: 100, width: 200, height: 100)
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.accessibilityIdentifier = "fill"
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(fill)
        #expect(panel.autoresizesSubviews)
        panel.autoresizesSubviews = false
        place[2].constant = 300
        expectFrame(map.resolveLayout(), "fill", CGRect(x: 10, y: 110, width: 180, height: 80))

        panel.autoresizesSubviews = true
        place[2].constant = 400
        // From the 300-wide panel of then: 100 wider, 280 wide.
        expectFrame(map.resolveLayout(), "fill", CGRect(x: 10, y: 110, width: 280, height: 80))
    }

    /// UIKit autoresizes a view's subviews when its frame is set, so turning `autoresizesSubviews`
    /// off right after a resize keeps what the resize did: the switch lays out first.
    @Test func turningAutoresizingOffRightAfterAFramePlacedSuperviewResizesKeepsThatResize() {
        let map = makeMap()
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        panel.accessibilityIdentifier = "panel"
        map.addSubview(panel)
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.accessibilityIdentifier = "fill"
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(fill)
        expectFrame(map.resolveLayout(), "fill", CGRect(x: 10, y: 110, width: 180, height: 80))

        panel.frame = CGRect(x: 0, y: 100, width: 300, height: 150)
        panel.autoresizesSubviews = false
        // UIKit: 180 + 100 wide, 80 + 50 high, from the setFrame: before the switch.
        expectFrame(map.resolveLayout(), "fill", CGRect(x: 10, y: 110, width: 280, height: 130))

        // A map as the superview: the display manager resizes it, the delegate then turns it off.
        let map2 = makeMap()
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        banner.accessibilityIdentifier = "banner"
        banner.autoresizingMask = [.flexibleWidth]
        map2.addSubview(banner)
        expectFrame(map2.resolveLayout(), "banner", CGRect(x: 0, y: 0, width: 390, height: 60))
        map2.resize(width: 844, height: 390)
        map2.autoresizesSubviews = false
        expectFrame(map2.resolveLayout(), "banner", CGRect(x: 0, y: 0, width: 844, height: 60))
    }

    @Test func autoresizingMasksFollowTheSuperviewsSize() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        let place = pin(panel, to: map, x: 0, y: 100, width: 200, height: 100)
        _ = map.resolveLayout()
        func framed(_ id: String, _ frame: CGRect, _ mask: UIView.AutoresizingMask) {
            let view = UIView(frame: frame)
            view.accessibilityIdentifier = id
            view.autoresizingMask = mask
            panel.addSubview(view)
        }
        framed("fill", CGRect(x: 10, y: 10, width: 180, height: 80), [.flexibleWidth, .flexibleHeight])
        framed("right", CGRect(x: 150, y: 10, width: 40, height: 20), .flexibleLeftMargin)
        framed("centred", CGRect(x: 80, y: 40, width: 40, height: 20), [.flexibleLeftMargin, .flexibleRightMargin])
        framed("fixed", CGRect(x: 10, y: 70, width: 40, height: 20), [])
        var layout = map.resolveLayout()
        expectFrame(layout, "fill", CGRect(x: 10, y: 110, width: 180, height: 80))
        expectFrame(layout, "centred", CGRect(x: 80, y: 140, width: 40, height: 20))

        place[2].constant = 300
        place[3].constant = 150
        layout = map.resolveLayout()
        // 10 on each side: 300 − 20 wide, 150 − 20 high.
        expectFrame(layout, "fill", CGRect(x: 10, y: 110, width: 280, height: 130))
        // Still 10 from the right edge: 300 − 10 − 40.
        expectFrame(layout, "right", CGRect(x: 250, y: 110, width: 40, height: 20))
        // Margins of 80 and 80 share the 100: centred at (300 − 40) / 2 = 130.
        expectFrame(layout, "centred", CGRect(x: 130, y: 140, width: 40, height: 20))
        expectFrame(layout, "fixed", CGRect(x: 10, y: 170, width: 40, height: 20))

        // Without a mask the view keeps its frame again.
        let right = panel.subviews[1]
        right.autoresizingMask = []
        place[2].constant = 200
        expectFrame(map.resolveLayout(), "right", CGRect(x: 250, y: 110, width: 40, height: 20))
        #expect(map.takeDiagnostics().filter { $0.severity == .error }.isEmpty)
    }

    /// docs/porting.md, "Negative sizes": a frame set with a negative width is the same rectangle
    /// with a positive one; a flexible width that its superview squeezes below 0 stays negative.
    @Test func aNegativeFrameIsStandardizedWhereASqueezedOneStaysNegative() {
        let map = makeMap()
        let container = addView("container", to: map)
        let place = pin(container, to: map, x: 30, y: 40, width: 200, height: 300)
        // Laid out first: a mask measures from the superview's size when the view is added (a
        // container not laid out yet is 0 wide, and its first 200 would widen the view by 200).
        _ = map.resolveLayout()
        let set = UIView(frame: CGRect(x: 10, y: 20, width: -100, height: 50))
        set.accessibilityIdentifier = "set"
        container.addSubview(set)
        let squeezed = UIView(frame: CGRect(x: 10, y: 80, width: 100, height: 50))
        squeezed.accessibilityIdentifier = "squeezed"
        squeezed.autoresizingMask = .flexibleWidth
        container.addSubview(squeezed)

        // x from 10 − 100 = −90 to 10, in the container at (30, 40): (−60, 60), 100 wide.
        expectFrame(map.resolveLayout(), "set", CGRect(x: -60, y: 60, width: 100, height: 50))
        #expect(set.frame == CGRect(x: -90, y: 20, width: 100, height: 50))

        // The flexible width takes the whole change of the container's: 100 + (20 − 200) = −80,
        // still from x 10, (30 + 10, 40 + 80) in the map.
        place[2].constant = 20
        expectFrame(map.resolveLayout(), "squeezed", CGRect(x: 40, y: 120, width: -80, height: 50))
        #expect(squeezed.frame.origin.x == 10 && squeezed.frame.size.width == -80)
    }
}
