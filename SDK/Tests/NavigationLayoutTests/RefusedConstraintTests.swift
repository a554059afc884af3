import Testing

@testable import NavigationLayout

/// Constraints the SDK ignores, each with a diagnostic and without crashing: width or height on a
/// component whose size the SDK decides (SPEC §8 rule 2), priorities outside 0 < p <= 1000, and
/// constants or multipliers that are not finite numbers.
@MainActor
@Suite struct RefusedConstraintTests {
    /// The SDK components whose width and height are fixed, with their sizes on a 390 × 844 map
    /// with insets 47/34 and the speed widget showing both readings (SPEC §5).
    enum FixedComponent: String, CaseIterable, Sendable {
        case turnCard, etaCard, prompt, googleLogo, speedWidget, compassButton, reportingButton

        @MainActor
        func view(of map: GMSMapView) -> UIView {
            let state = map.components.guidanceState()
            switch self {
            case .turnCard: return state.turnCard
            case .etaCard: return state.etaCard
            case .prompt: return map.components.makePrompt(kind: .traffic)
            case .googleLogo: return state.googleLogo
            case .speedWidget: return state.speedWidget
            case .compassButton: return state.buttons.first { $0.type == .compass }!.view
            case .reportingButton: return state.buttons.first { $0.type == .reporting }!.view
            }
        }

        var size: CGSize {
            switch self {
            case .turnCard: CGSize(width: 390, height: 167)  // 390 − 0 − 0 × (47 + 120)
            case .etaCard: CGSize(width: 390, height: 106)  // 390 × (72 + 34)
            case .prompt: CGSize(width: 390, height: 146)  // 390 × (112 + 34), traffic
            case .googleLogo: CGSize(width: 64, height: 24)
            case .speedWidget: CGSize(width: 64, height: 136)  // both readings
            case .compassButton, .reportingButton: CGSize(width: 48, height: 48)
            }
        }
    }

    @Test(arguments: FixedComponent.allCases)
    func widthAndHeightConstraintsOnAFixedSizeComponentAreIgnored(_ component: FixedComponent) {
        let map = makeMap(insets: phoneInsets)
        map.components.speedWidgetDisplay = .both
        let view = component.view(of: map)
        map.addSubview(view)
        let id = view.accessibilityIdentifier ?? "?"
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: map.leftAnchor),
            view.topAnchor.constraint(equalTo: map.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        let layout = map.resolveLayout()
        expectSize(layout, id, component.size)
        let diagnostics = map.takeDiagnostics()
        let refusals = diagnostics.filter { $0.code == "fixed-size-component" }
        #expect(refusals.count == 2)
        #expect(refusals.allSatisfy { $0.viewIDs == [id] && $0.severity == .warning })
        #expect(!diagnostics.contains { $0.code == "unsatisfiable-constraints" })
    }

    @Test func theTripProgressBarRefusesAWidthButTakesAHeight() {
        let map = makeMap(insets: phoneInsets)
        let bar = map.components.guidanceState().tripProgressBar
        map.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 16),
            bar.topAnchor.constraint(equalTo: map.topAnchor, constant: 200),
            bar.heightAnchor.constraint(equalToConstant: 300),
            bar.widthAnchor.constraint(equalToConstant: 30),
        ])
        // Width stays 12; the height is the delegate's.
        expectFrame(map.resolveLayout(), "tripProgressBar", CGRect(x: 16, y: 200, width: 12, height: 300))
        #expect(map.takeDiagnostics().map(\.code) == ["fixed-size-component"])
    }

    @Test func theViewportTakesWhateverSizeTheDelegateGivesIt() {
        let map = makeMap(insets: phoneInsets)
        let viewport = map.components.readyState().viewport
        map.addSubview(viewport)
        pinEdges(of: viewport, to: map.safeAreaLayoutGuide)
        // 844 − 47 − 34 = 763 high.
        expectFrame(map.resolveLayout(), "viewport", CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(map.takeDiagnostics() == [])
    }

    @Test(arguments: [Float(0), 1001, -5, .nan, .infinity])
    func aPriorityOutsideTheRangeIsRefused(_ priority: Float) {
        let map = makeMap()
        let box = addView("box", to: map)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: map.leftAnchor),
            box.topAnchor.constraint(equalTo: map.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
            prioritized(box.widthAnchor.constraint(equalToConstant: 100), 500),
        ])
        prioritized(box.widthAnchor.constraint(equalToConstant: 300), UILayoutPriority(priority)).isActive = true
        // The refused 300 takes no part: width 100.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))
        let diagnostics = map.takeDiagnostics()
        #expect(diagnostics.map(\.code) == ["invalid-priority"])
        #expect(diagnostics.first?.viewIDs == ["box"])
        #expect(diagnostics.first?.severity == .error)
    }

    @Test func aNonFiniteConstantOrMultiplierIsRefusedAtActivation() {
        let map = makeMap()
        let box = addView("box", to: map)
        pin(box, to: map, x: 0, y: 0, width: 100, height: 40)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: .nan),
            box.heightAnchor.constraint(equalTo: map.heightAnchor, multiplier: .infinity),
        ])
        let layout = map.resolveLayout()
        expectFrame(layout, "box", CGRect(x: 0, y: 0, width: 100, height: 40))
        expectFiniteFrames(layout)
        #expect(map.takeDiagnostics().map(\.code) == ["non-finite-constraint", "non-finite-constraint"])
    }

    @Test func aNonFiniteConstantSetOnAnInstalledConstraintIsIgnoredUntilItIsFiniteAgain() {
        let map = makeMap()
        let box = addView("box", to: map)
        let constraints = pin(box, to: map, x: 0, y: 0, width: 100, height: 40)
        prioritized(box.widthAnchor.constraint(equalToConstant: 50), .defaultLow).isActive = true
        _ = map.resolveLayout()

        constraints[2].constant = .nan
        // The width constraint takes no part while its constant is NaN: the 250 gives 50.
        var layout = map.resolveLayout()
        expectFrame(layout, "box", CGRect(x: 0, y: 0, width: 50, height: 40))
        expectFiniteFrames(layout)
        #expect(map.takeDiagnostics().map(\.code) == ["non-finite-constraint"])

        constraints[2].constant = 120
        // Finite again: it holds.
        layout = map.resolveLayout()
        expectFrame(layout, "box", CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func aNonFiniteContentSizeDoesNotCrashTheLayout() {
        let map = makeMap()
        let label = addView("label", to: map)
        NSLayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: map.leftAnchor),
            label.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        label.externalContentSize = CGSize(width: 100, height: 40)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 100, height: 40))

        label.externalContentSize = CGSize(width: CGFloat.infinity, height: 40)
        let layout = map.resolveLayout()
        expectFiniteFrames(layout)
        #expect(layout.view("label")?.frame.height == 40)
        #expect(map.takeDiagnostics(code: "non-finite-constraint").count == 2)
    }

    @Test func sizingAnotherViewLikeAComponentIsAllowed() {
        // `sheet.width == etaCard.width` sizes the sheet; only the card's own size is the SDK's.
        let map = makeMap(insets: phoneInsets)
        let card = map.components.guidanceState().etaCard
        map.addSubview(card)
        let sheet = addView("sheet", to: map)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            card.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            sheet.widthAnchor.constraint(equalTo: card.widthAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 10),
            sheet.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            sheet.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        #expect(map.resolveLayout().view("sheet")?.frame.width == 390)
        #expect(map.takeDiagnostics(code: "fixed-size-component").isEmpty)
    }

    @Test func aConstraintRefusedForItsPriorityIsInstalledOnceThePriorityIsValid() {
        let map = makeMap()
        let box = addView("box", to: map)
        let width = box.widthAnchor.constraint(equalToConstant: 30)
        width.priority = UILayoutPriority(0)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            box.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        #expect(map.resolveLayout().view("box")?.frame.width == 0)
        width.priority = .defaultHigh
        #expect(map.resolveLayout().view("box")?.frame.width == 30)
        #expect(!map.layoutDiagnostics().contains { $0.code == "invalid-priority" })
    }

    @Test func componentsOutlivingTheirMapDoNotCrash() {
        var components: NavigationComponents?
        do {
            let map = makeMap()
            components = map.components
        }
        let prompt = components?.makePrompt(kind: .traffic)
        #expect(prompt?.accessibilityIdentifier == "prompt.traffic.1")
        #expect(components?.cardWidth == 0)
    }

    /// A broken constraint given a NaN constant is refused; given a finite one that no longer
    /// conflicts, it holds and its diagnostics go.
    @Test func aBrokenConstraintRefusedForANaNConstantHoldsOnceItIsFiniteAndFits() {
        let map = makeMap()
        let box = addView("box", to: map)
        let constraints = pin(box, to: map, x: 0, y: 0, width: 100, height: 40)
        let wider = box.widthAnchor.constraint(equalToConstant: 200)
        wider.isActive = true
        _ = map.resolveLayout()  // wider is broken
        wider.constant = .nan
        _ = map.resolveLayout()  // and now refused
        let errors = { map.layoutDiagnostics().filter { $0.severity == .error } }
        #expect(errors().map(\.code) == ["non-finite-constraint"])
        constraints[2].isActive = false
        wider.constant = 150
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 150, height: 40))
        #expect(errors() == [])
    }
}
