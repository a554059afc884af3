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
}
