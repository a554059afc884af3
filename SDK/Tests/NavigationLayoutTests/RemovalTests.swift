import Testing

@testable import NavigationLayout

/// SPEC §3: `removeFromSuperview` deactivates the constraints that touch the removed subtree from
/// outside, as UIKit does; constraints inside it stay active and come back with it. Guides work
/// the same way, and constraints made before their views share a map wait for them.
@MainActor
@Suite struct RemovalTests {
    @Test func removingASubtreeDeactivatesOnlyTheConstraintsThatLeaveIt() {
        let map = makeMap()
        let card = addView("card", to: map)
        let icon = addView("icon", to: card)
        let cardConstraints = pin(card, to: map, x: 10, y: 20, width: 200, height: 100)
        let iconConstraints = pin(icon, to: card, x: 5, y: 5, width: 50, height: 30)
        let iconToMap = icon.bottomAnchor.constraint(lessThanOrEqualTo: map.bottomAnchor, constant: -10)
        iconToMap.isActive = true
        // card (10, 20, 200, 100); icon at (10 + 5, 20 + 5).
        expectFrame(map.resolveLayout(), "icon", CGRect(x: 15, y: 25, width: 50, height: 30))

        card.removeFromSuperview()
        // Crossing the cut: card.left/top to the map, icon.bottom to the map.
        #expect(!cardConstraints[0].isActive)
        #expect(!cardConstraints[1].isActive)
        #expect(!iconToMap.isActive)
        // Inside the subtree: the card's own size, everything between icon and card.
        #expect(cardConstraints[2].isActive && cardConstraints[3].isActive)
        #expect(iconConstraints.allSatisfy { $0.isActive })
        var layout = map.resolveLayout()
        #expect(layout.view("card") == nil && layout.view("icon") == nil)

        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 30),
            card.topAnchor.constraint(equalTo: map.topAnchor, constant: 40),
        ])
        // The kept constraints install again: card 200 × 100 at (30, 40), icon at (35, 45), 50 × 30.
        layout = map.resolveLayout()
        expectFrame(layout, "card", CGRect(x: 30, y: 40, width: 200, height: 100))
        expectFrame(layout, "icon", CGRect(x: 35, y: 45, width: 50, height: 30))
        #expect(icon.frame == CGRect(x: 5, y: 5, width: 50, height: 30))
        #expect(!iconToMap.isActive)
        #expect(map.takeDiagnostics() == [])
    }

    @Test func removingALeafLeavesItsSiblingsConstraintsAlone() {
        let map = makeMap()
        let first = addView("first", to: map)
        let second = addView("second", to: map)
        pin(first, to: map, x: 0, y: 0, width: 100, height: 50)
        let stacked = second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8)
        let fallback = prioritized(second.topAnchor.constraint(equalTo: map.topAnchor), .defaultLow)
        NSLayoutConstraint.activate([
            stacked, fallback,
            second.leftAnchor.constraint(equalTo: map.leftAnchor),
            second.widthAnchor.constraint(equalToConstant: 100),
            second.heightAnchor.constraint(equalToConstant: 20),
        ])
        // 50 + 8 = 58
        expectFrame(map.resolveLayout(), "second", CGRect(x: 0, y: 58, width: 100, height: 20))

        first.removeFromSuperview()
        #expect(!stacked.isActive)
        #expect(fallback.isActive)
        // Only the weak pull to the top is left.
        expectFrame(map.resolveLayout(), "second", CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func removingALayoutGuideDeactivatesItsConstraints() {
        let map = makeMap()
        let band = UILayoutGuide()
        band.identifier = "band"
        map.addLayoutGuide(band)
        let bandConstraints = [
            band.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            band.heightAnchor.constraint(equalToConstant: 60),
            band.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            band.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ]
        NSLayoutConstraint.activate(bandConstraints)
        let below = addView("below", to: map)
        let underBand = below.topAnchor.constraint(equalTo: band.bottomAnchor, constant: 8)
        NSLayoutConstraint.activate([
            underBand,
            prioritized(below.topAnchor.constraint(equalTo: map.topAnchor), .defaultLow),
            below.leftAnchor.constraint(equalTo: map.leftAnchor),
            below.widthAnchor.constraint(equalToConstant: 100),
            below.heightAnchor.constraint(equalToConstant: 20),
        ])
        // band (0, 100, 390, 60); below at 100 + 60 + 8 = 168.
        var layout = map.resolveLayout()
        expectGuideFrame(layout, "band", CGRect(x: 0, y: 100, width: 390, height: 60))
        expectFrame(layout, "below", CGRect(x: 0, y: 168, width: 100, height: 20))

        map.removeLayoutGuide(band)
        #expect(bandConstraints.allSatisfy { !$0.isActive })
        #expect(!underBand.isActive)
        #expect(band.owningView == nil)
        layout = map.resolveLayout()
        #expect(layout.guide("band") == nil)
        expectFrame(layout, "below", CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func constraintsActivatedBeforeTheirViewsShareAMapWaitAndThenInstall() {
        let map = makeMap()
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        header.accessibilityIdentifier = "header"
        let footer = UIView()
        footer.translatesAutoresizingMaskIntoConstraints = false
        footer.accessibilityIdentifier = "footer"
        let waiting = [
            header.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10),
            header.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
            header.widthAnchor.constraint(equalToConstant: 100),
            header.heightAnchor.constraint(equalToConstant: 40),
            footer.leftAnchor.constraint(equalTo: header.leftAnchor),
            footer.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            footer.widthAnchor.constraint(equalTo: header.widthAnchor),
            footer.heightAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(waiting)
        #expect(waiting.allSatisfy { $0.isActive })
        #expect(map.resolveLayout().views.isEmpty)

        map.addSubview(header)
        // The header's constraints install; the footer's still wait.
        var layout = map.resolveLayout()
        expectFrame(layout, "header", CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(layout.view("footer") == nil)

        map.addSubview(footer)
        // 20 + 40 + 8 = 68
        layout = map.resolveLayout()
        expectFrame(layout, "footer", CGRect(x: 10, y: 68, width: 100, height: 20))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func aSubtreeBuiltOffTheMapInstallsWhenItJoins() {
        let map = makeMap()
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.accessibilityIdentifier = "panel"
        let row = addView("row", to: panel)
        pin(row, to: panel, x: 8, y: 8, width: 80, height: 20)
        NSLayoutConstraint.activate([
            panel.widthAnchor.constraint(equalToConstant: 96),
            panel.heightAnchor.constraint(equalToConstant: 36),
        ])
        map.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            panel.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ])
        // panel at (390 − 96, 844 − 36) = (294, 808); row at (302, 816).
        let layout = map.resolveLayout()
        expectFrame(layout, "panel", CGRect(x: 294, y: 808, width: 96, height: 36))
        expectFrame(layout, "row", CGRect(x: 302, y: 816, width: 80, height: 20))
    }

    /// A subtree taken out of the map keeps the constraints inside it active (UIKit), but they no
    /// longer take part in the map's layout, and the map's diagnostics ("what is wrong with the
    /// map's layout now") no longer report their conflicts or refusals.
    @Test func diagnosticsOfConstraintsInsideARemovedSubtreeEndWithIt() {
        let map = makeMap()
        let card = addView("card", to: map)
        let icon = addView("icon", to: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            card.topAnchor.constraint(equalTo: map.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            icon.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            icon.topAnchor.constraint(equalTo: card.topAnchor),
            icon.heightAnchor.constraint(equalToConstant: 10),
            icon.widthAnchor.constraint(equalToConstant: 50),
            icon.widthAnchor.constraint(equalToConstant: 60),  // broken: newest of the two widths
        ])
        _ = map.resolveLayout()
        #expect(map.layoutDiagnostics().contains { $0.code == "unsatisfiable-constraints" })

        card.removeFromSuperview()
        let layout = map.resolveLayout()
        #expect(layout.view("card") == nil && layout.view("icon") == nil)
        let stale = map.layoutDiagnostics().filter { $0.viewIDs.contains("icon") || $0.viewIDs.contains("card") }
        #expect(stale.isEmpty, "reported after the subtree left: \(stale.map(\.message))")

        // Back in the map, the kept constraints install again and the conflict is reported again
        // (icon 50 wide: the 60 is the newer).
        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            card.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        expectFrame(map.resolveLayout(), "icon", CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(map.layoutDiagnostics().contains { $0.code == "unsatisfiable-constraints" })

        // Same defect, as a delegate meets it: a height constraint on the turn card (SPEC §8 rule 2:
        // ignored and reported), then stopGuidance takes the turn card out of the map. The warning
        // keeps naming a component that is no longer in the map, in every later state.
        let cardMap = makeMap()
        let turnCard = cardMap.components.guidanceState().turnCard
        cardMap.addSubview(turnCard)
        turnCard.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            turnCard.leadingAnchor.constraint(equalTo: cardMap.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: cardMap.topAnchor),
            turnCard.heightAnchor.constraint(equalToConstant: 300),
        ])
        _ = cardMap.resolveLayout()
        #expect(cardMap.layoutDiagnostics().contains { $0.code == "fixed-size-component" })

        turnCard.removeFromSuperview()
        #expect(cardMap.resolveLayout().view("turnCard") == nil)
        let staleWarning = cardMap.layoutDiagnostics().filter { $0.viewIDs.contains("turnCard") }
        #expect(staleWarning.isEmpty, "reported after the turn card left: \(staleWarning.map(\.message))")
    }
}
