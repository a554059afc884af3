import Testing

@testable import NavigationLayout

/// SPEC §4: priorities are lexicographic, as UIKit documents them; optional priorities change in
/// place, and a constraint may move between required and optional.
@MainActor
@Suite struct PriorityTests {
    /// A 40-high box at the map's top-left corner whose width each test decides.
    private func makeBox(in map: GMSMapView) -> UIView {
        let box = addView("box", to: map)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: map.leftAnchor),
            box.topAnchor.constraint(equalTo: map.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        return box
    }

    @Test func a251BeatsAnyNumberOf250s() {
        let map = makeMap()
        let box = makeBox(in: map)
        prioritized(box.widthAnchor.constraint(equalToConstant: 100), 251).isActive = true
        for _ in 0..<20 {
            prioritized(box.widthAnchor.constraint(equalToConstant: 200), .defaultLow).isActive = true
        }
        // Weighted by number, 20 × 250 × |w − 200| would outweigh 251 × |w − 100| and give 200.
        // Lexicographically the 251 is met first (w = 100) and the 250s only share what is left.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func equalPrioritiesAddUpTheirErrors() {
        let map = makeMap()
        let box = makeBox(in: map)
        prioritized(box.widthAnchor.constraint(equalToConstant: 100), .defaultLow).isActive = true
        prioritized(box.widthAnchor.constraint(equalToConstant: 100), .defaultLow).isActive = true
        prioritized(box.widthAnchor.constraint(equalToConstant: 200), .defaultLow).isActive = true
        // One level, L1 error: 2 × |w − 100| + |w − 200| is 100 at w = 100 and 200 at w = 200.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func aRequiredConstraintBeatsEveryOptionalOne() {
        let map = makeMap()
        let box = makeBox(in: map)
        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        prioritized(box.widthAnchor.constraint(equalToConstant: 300), 999).isActive = true
        for _ in 0..<5 {
            prioritized(box.widthAnchor.constraint(equalToConstant: 200), .defaultHigh).isActive = true
        }
        // The required width holds exactly; every optional one is left unsatisfied.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func changingAnOptionalPriorityOnAnActiveConstraintSolvesAgain() {
        let map = makeMap()
        let box = makeBox(in: map)
        prioritized(box.widthAnchor.constraint(equalToConstant: 100), 300).isActive = true
        let rival = prioritized(box.widthAnchor.constraint(equalToConstant: 200), .defaultLow)
        rival.isActive = true
        // 300 > 250: width 100.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))

        rival.priority = 400
        // 400 > 300: the rival's 200 wins.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 200, height: 40))

        rival.priority = 200
        // 200 < 300: back to 100.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(rival.isActive)
        #expect(map.takeDiagnostics() == [])
    }

    /// UIKit raises an exception when an installed constraint moves between required and optional
    /// ("Mutating a priority from required to not on an installed constraint (or vice-versa) is not
    /// supported"). Here the constraint is left out with a diagnostic, until its priority is back on
    /// the side it was activated with.
    @Test func anActiveConstraintMovedBetweenRequiredAndOptionalIsRefusedUntilItMovesBack() {
        let map = makeMap()
        let box = makeBox(in: map)
        let pinned = box.widthAnchor.constraint(equalToConstant: 100)
        pinned.isActive = true
        prioritized(box.widthAnchor.constraint(equalToConstant: 200), 500).isActive = true
        // Required 100 beats the 500.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))

        pinned.priority = .defaultLow
        // Left out: the 500 alone decides, width 200.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 200, height: 40))
        let reports = map.takeDiagnostics(code: "required-priority-changed")
        #expect(reports.count == 1)
        #expect(reports.first?.viewIDs == ["box"])
        #expect(reports.first?.message.contains("required to optional") == true)
        #expect(pinned.isActive)

        pinned.priority = .required
        // Back on its side: installed again, width 100, nothing to report.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func anActiveOptionalConstraintRaisedToRequiredIsRefused() {
        let map = makeMap()
        let box = makeBox(in: map)
        let wide = prioritized(box.widthAnchor.constraint(equalToConstant: 300), .defaultHigh)
        wide.isActive = true
        prioritized(box.widthAnchor.constraint(equalToConstant: 200), 500).isActive = true
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 300, height: 40))

        wide.priority = .required
        // Left out: width 200. Moving it to 999 instead is what UIKit allows: installed again.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(map.takeDiagnostics(code: "required-priority-changed").count == 1)
        wide.priority = 999
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    /// UIKit's way: deactivate, change the priority, activate again.
    @Test func aPriorityChangedWhileInactiveIsTakenSilently() {
        let map = makeMap()
        let box = makeBox(in: map)
        let pinned = box.widthAnchor.constraint(equalToConstant: 100)
        pinned.isActive = true
        prioritized(box.widthAnchor.constraint(equalToConstant: 200), 500).isActive = true
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))

        pinned.isActive = false
        pinned.priority = .defaultLow
        pinned.isActive = true
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 200, height: 40))
        // Refused once, deactivated, then moved and activated: the refusal does not stick.
        pinned.priority = .required
        _ = map.resolveLayout()
        _ = map.takeDiagnostics()
        pinned.isActive = false
        pinned.isActive = true
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    /// The SDK's own constraints follow the view's settings: a hugging priority raised to required
    /// while the view is laid out is no mistake of the delegate's (UIKit allows it too).
    @Test func aContentPriorityRaisedToRequiredIsNotRefused() {
        let map = makeMap()
        let label = addView("label", to: map)
        label.externalContentSize = CGSize(width: 100, height: 40)
        NSLayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: map.leftAnchor),
            label.topAnchor.constraint(equalTo: map.topAnchor),
            prioritized(label.widthAnchor.constraint(equalToConstant: 300), 700),
        ])
        // Hugging 250 < 700: stretched to 300.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 300, height: 40))
        label.setContentHuggingPriority(.required, for: .horizontal)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 100, height: 40))
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func thePriorityConstantsAreUIKits() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        // A new constraint is required, as in UIKit.
        let map = makeMap()
        #expect(makeBox(in: map).widthAnchor.constraint(equalToConstant: 1).priority == .required)
    }
}
