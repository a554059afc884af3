import LayoutSolver
import Testing

@testable import NavigationLayout

/// The sizes the SDK decides for components are held in the solver without constraint objects
/// (`GeometryRecord`): they must still take part in contradictions, be reported by name,
/// follow the component in and out of a map's tree, and take their place in the order constraints
/// are added.
@MainActor
@Suite struct ComponentSizeRecordTests {
    /// 390 × 844, no insets: the cards are 390 wide, the logo 64 × 24.
    private func makeGuidanceMap() -> (map: GMSMapView, state: any ActiveGuidanceUIState) {
        let map = makeMap()
        return (map, map.components.guidanceState())
    }

    /// One contradiction reported since the last look, naming `size` and breaking `broken`.
    private func expectOneContradiction(
        in map: GMSMapView, naming size: String, breaking broken: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let reports = map.takeDiagnostics(code: "unsatisfiable-constraints")
        #expect(reports.count == 1, sourceLocation: sourceLocation)
        #expect(reports.first?.message.contains(size) == true, sourceLocation: sourceLocation)
        #expect(reports.first?.message.contains("breaking \(broken)") == true, sourceLocation: sourceLocation)
    }

    @Test func aDelegateConstraintContradictingACardsWidthIsBrokenAndTheSizeNamed() {
        let (map, state) = makeGuidanceMap()
        let card = state.turnCard
        map.addSubview(card)
        // 10 + width == 390 wants a 380-wide card; the SDK's 390 holds, the trailing edge gives way.
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: map.topAnchor),
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ])
        expectFrame(map.resolveLayout(), "turnCard", CGRect(x: 10, y: 0, width: 390, height: 120))
        expectOneContradiction(
            in: map, naming: "'sdk.width' turnCard.width == 390", breaking: "turnCard.trailing == map.trailing")
    }

    @Test func aSizeThatChangesIntoAContradictionHoldsAndTheDelegatesConstraintGivesWay() {
        let (map, state) = makeGuidanceMap()
        map.components.speedWidgetDisplay = .speed
        let widget = state.speedWidget
        map.addSubview(widget)
        NSLayoutConstraint.activate([
            widget.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            widget.topAnchor.constraint(equalTo: map.topAnchor),
            widget.bottomAnchor.constraint(equalTo: map.topAnchor, constant: 64),
        ])
        expectFrame(map.resolveLayout(), "speedWidget", CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
        // Speed and limit: 64 × 136 (SPEC §5), which the bottom edge at 64 contradicts.
        map.components.speedWidgetDisplay = .both
        expectFrame(map.resolveLayout(), "speedWidget", CGRect(x: 0, y: 0, width: 64, height: 136))
        // The edge broken for the new size is retried with what else came in, as a fresh build
        // adds it, and reported then.
        expectOneContradiction(
            in: map, naming: "'sdk.height' speedWidget.height == 136", breaking: "speedWidget.bottom == map.top + 64")
    }

    @Test func aComponentThatLeavesTakesItsSizesOutAndBringsThemBackAtTheNewGeometry() {
        let (map, state) = makeGuidanceMap()
        let card = state.turnCard
        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: map.topAnchor),
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
        ])
        expectFrame(map.resolveLayout(), "turnCard", CGRect(x: 0, y: 0, width: 390, height: 120))
        let withCard = map.engine.solver.constraintCount
        card.removeFromSuperview()
        _ = map.resolveLayout()
        // Its two sizes and the delegate's two edges are out of the solver.
        #expect(map.engine.solver.constraintCount == withCard - 4)
        // Landscape phone: wide, 0.4 × 844 = 337.6; the turn card 0 + 120 high.
        map.setGeometry(size: CGSize(width: 844, height: 390), safeAreaInsets: landscapeInsets)
        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: map.topAnchor),
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
        ])
        expectFrame(map.resolveLayout(), "turnCard", CGRect(x: 0, y: 0, width: 337.6, height: 120))
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
    }

    /// A pass that retries a broken constraint adds what is new in activation order; a component's
    /// sizes, queued as it joins, take their place among them.
    @Test func sizesQueuedWhileABrokenConstraintIsRetriedHold() {
        let (map, state) = makeGuidanceMap()
        let box = addView("box", to: map)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: map.leftAnchor), box.topAnchor.constraint(equalTo: map.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 40), box.widthAnchor.constraint(equalToConstant: 100),
        ])
        box.widthAnchor.constraint(equalToConstant: 200).isActive = true
        _ = map.resolveLayout()
        let logo = state.googleLogo
        map.addSubview(logo)
        NSLayoutConstraint.activate([
            logo.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 8),
            logo.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -8),
        ])
        let layout = map.resolveLayout()
        expectFrame(layout, "googleLogo", CGRect(x: 8, y: 812, width: 64, height: 24))
        expectFrame(layout, "box", CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func aComponentOfAFreedMapGetsItsSizesInTheNextMap() {
        let logo = addedToAFreedMap()
        let second = makeMap(width: 1024, height: 768)
        second.addSubview(logo)
        NSLayoutConstraint.activate([
            logo.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 8),
            logo.topAnchor.constraint(equalTo: second.topAnchor, constant: 8),
        ])
        expectFrame(second.resolveLayout(), "googleLogo", CGRect(x: 8, y: 8, width: 64, height: 24))
        #expect(second.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
    }

    /// The logo of a map that laid it out and was freed.
    private func addedToAFreedMap() -> UIView {
        let map = makeMap()
        let logo = map.components.guidanceState().googleLogo
        map.addSubview(logo)
        NSLayoutConstraint.activate([
            logo.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            logo.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 64, height: 24))
        return logo
    }

    /// The constraints deciding a component's frame include its sizes, as constraint objects a
    /// delegate may even activate: one it activates is its own, and the size stays the SDK's.
    @Test func aSizeHandedOutAsAConstraintCanBeActivatedWithoutHarm() {
        let (map, state) = makeGuidanceMap()
        let logo = state.googleLogo
        map.addSubview(logo)
        NSLayoutConstraint.activate([
            logo.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            logo.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        let deciding = logo.constraintsAffectingLayout(for: .horizontal)
        let width = deciding.first { $0.identifier == "sdk.width" }
        #expect(width?.constant == 64)
        width?.isActive = true
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 64, height: 24))
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
        // Either of the two equal widths decides it now.
        let again = logo.constraintsAffectingLayout(for: .horizontal).filter { $0.identifier == "sdk.width" }
        #expect(!again.isEmpty && again.allSatisfy { $0.constant == 64 })
        width?.isActive = false
        expectFrame(map.resolveLayout(), "googleLogo", CGRect(x: 0, y: 0, width: 64, height: 24))
    }
}
