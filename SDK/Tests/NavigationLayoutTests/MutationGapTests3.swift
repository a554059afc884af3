import Foundation
import Testing

@testable import NavigationLayout

// Tests written for the survivors of a third mutation-testing campaign (the rest of the view-layout,
// autoresizing, outside-map, coordinate and item-constraint files): each one passes on HEAD and fails
// on the mutant its comment describes. They use the public API as a delegate author would, plus the
// suite's shared fixtures (makeMap, addView, add, pin, pinEdges, expectFrame); `@testable` only for
// those fixtures.

/// Logs its `updateConstraints()` calls under its accessibility identifier.
private final class LoggingConstraintsView: UIView {
    var log: EventLog?
    override func updateConstraints() {
        log?.events.append("update \(accessibilityIdentifier ?? "?")")
        super.updateConstraints()
    }
}

/// Counts its `layoutSubviews()` calls.
private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@MainActor
@Suite(.serialized) struct MutationGapTests3 {
    /// Catches: Views/UIView+Coordinates.swift, `convert(_:from:)` (point), `(view ?? rootView)`
    /// changed to `(view ?? self)`: converting from the root's coordinates (`from: nil`) became the
    /// identity. A delegate hit-testing a map tap in a card (`card.convert(tap, from: nil)`) would
    /// get the tap in map coordinates back unchanged, off by the card's origin.
    @Test func convertingFromTheRootsCoordinatesTakesAwayTheViewsOrigin() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 20, y: 30, width: 200, height: 100)
        let badge = addView("badge", to: panel)
        pin(badge, to: panel, x: 5, y: 7, width: 40, height: 20)
        let layout = map.resolveLayout()
        // The badge at (20 + 5, 30 + 7) = (25, 37) in the map.
        expectFrame(layout, "badge", CGRect(x: 25, y: 37, width: 40, height: 20))
        // The map's point (30, 40) is (30 − 25, 40 − 37) = (5, 3) in the badge; (the mutant: (30, 40)).
        #expect(badge.convert(CGPoint(x: 30, y: 40), from: nil) == CGPoint(x: 5, y: 3))
        // A rect keeps its size: (5, 3, 4, 4).
        #expect(
            badge.convert(CGRect(x: 30, y: 40, width: 4, height: 4), from: nil)
                == CGRect(x: 5, y: 3, width: 4, height: 4))
        // Round trip: to the root and back.
        #expect(badge.convert(badge.convert(CGPoint(x: 1, y: 2), to: nil), from: nil) == CGPoint(x: 1, y: 2))
    }

    /// Catches: Views/UIView+Layout.swift, `updateConstraintsIfNeeded()`,
    /// `for view in subtree.reversed()` changed to `for view in subtree`: the views' own
    /// `updateConstraints()` ran superviews first when asked for at once. UIKit (and the pass, which
    /// the suite checks) runs subviews first; a container that reads constraints its subviews set up
    /// in their `updateConstraints()` would read stale ones.
    @Test func updateConstraintsIfNeededRunsSubviewsBeforeTheirSuperviews() {
        let map = makeMap()
        let log = EventLog()
        let outer = add(LoggingConstraintsView(), as: "outer", to: map)
        outer.log = log
        let middle = add(LoggingConstraintsView(), as: "middle", to: outer)
        middle.log = log
        let inner = add(LoggingConstraintsView(), as: "inner", to: middle)
        inner.log = log
        outer.setNeedsUpdateConstraints()
        middle.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        outer.updateConstraintsIfNeeded()
        // Deepest first: inner, middle, outer (the mutant: outer, middle, inner).
        #expect(log.events == ["update inner", "update middle", "update outer"])
        #expect(!outer.needsUpdateConstraints() && !middle.needsUpdateConstraints() && !inner.needsUpdateConstraints())
    }

    /// Catches: Views/UIView+Layout.swift, `marginsArea(framedBy:)`, the map's branch
    /// `(insetsLayoutMarginsFromSafeArea ? own.clampedInset(by: map.displaySafeAreaInsets) : own)`
    /// changed to always inset by the display's safe area: a subview that preserves the map's margins
    /// took them from the safe area even when the map's margins are measured from its edges. A full-
    /// screen card whose content follows its margins would be pushed down below the notch.
    @Test func aViewPreservingTheMapsMarginsFromItsEdgesIgnoresTheSafeArea() {
        let map = makeMap(insets: phoneInsets)
        map.insetsLayoutMarginsFromSafeArea = false
        let card = addView("card", to: map)
        card.insetsLayoutMarginsFromSafeArea = false
        card.preservesSuperviewLayoutMargins = true
        pin(card, to: map, x: 0, y: 0, width: 390, height: 844)
        let content = addView("content", to: card)
        pinEdges(of: content, to: card.layoutMarginsGuide)
        // The map's margins are 8 from its edges (not from the notch at 47): the card's own margins
        // are 8 too, so the content is (8, 8, 390 − 16, 844 − 16) = (8, 8, 374, 828).
        // (The mutant: the map's margins from the safe area, 47 + 8 = 55 at the top and
        // 34 + 8 = 42 at the bottom: (8, 55, 374, 844 − 55 − 42 = 747).)
        expectFrame(map.resolveLayout(), "content", CGRect(x: 8, y: 8, width: 374, height: 828))
        #expect(map.takeDiagnostics().filter { $0.severity == .error }.isEmpty)
    }

    /// Catches: Views/UIView+LayoutOutsideMap.swift, `layOutOutsideMap()`, the line
    /// `if view.runsOwnCallbacks, frame.size != view.frameStorage.size { view.layoutSubviewsPending = true }`
    /// removed: off screen (outside any map) a subview that the constraints resize was not laid out
    /// again, unlike in a pass. A card measured before it joins the map would keep the subviews its
    /// `layoutSubviews()` placed for its old size.
    @Test func aSubviewResizedOutsideAMapIsLaidOutAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let content = add(LayoutCountingView(), as: "content", to: root)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        // (10, 10, 200 − 20, 100 − 20) = (10, 10, 180, 80).
        #expect(content.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        let before = content.layouts

        // The root widens to 300: the content becomes 280 wide and is laid out once more.
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
        #expect(content.layouts == before + 1)  // (the mutant: before)
    }

    /// Catches: Constraints/NSLayoutConstraint+Items.swift, `pairingProblem`, the check
    /// `if second != .notAnAttribute { return "it has no second item but its second attribute is …" }`
    /// disabled: a constraint made from items with no second item but a second attribute was laid out
    /// as `first == constant` instead of being refused. UIKit raises; a delegate porting such code
    /// would see the view sized by it with no error to tell it the constraint is malformed.
    @Test func aConstraintWithASecondAttributeButNoSecondItemIsRefused() {
        let map = makeMap()
        let box = addView("box", to: map)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 40),
            prioritized(box.widthAnchor.constraint(equalToConstant: 100), .defaultLow),
            NSLayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1,
                constant: 300),
        ])
        // Refused: the weak width of 100 holds (the mutant lays out the 300 and reports nothing).
        expectFrame(map.resolveLayout(), "box", CGRect(x: 10, y: 20, width: 100, height: 40))
        let refused = map.takeDiagnostics(code: "invalid-item-constraint")
        #expect(refused.count == 1)
        #expect(refused.first?.message.contains("it has no second item but its second attribute is .width") == true)
    }

    /// Catches: Constraints/NSLayoutConstraint+Items.swift, `Item.init(_:_:)`,
    /// `case .lastBaseline: state = view.baselineView(.last).layoutState` changed to
    /// `baselineView(.first)`: an item constraint to a column's `.lastBaseline` followed its first
    /// arranged view instead of its last. A caption placed under a stack of rows with
    /// `NSLayoutConstraint(item:attribute:…)` would overlap the rows.
    @Test func anItemConstraintToAColumnsLastBaselineFollowsItsLastRow() {
        let map = makeMap()
        let first = UIView()
        let last = UIView()
        first.accessibilityIdentifier = "first"
        last.accessibilityIdentifier = "last"
        let column = add(UIStackView(arrangedSubviews: [first, last]), as: "column", to: map)
        column.axis = .vertical
        let caption = addView("caption", to: map)
        NSLayoutConstraint.activate([
            column.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 20),
            column.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            column.widthAnchor.constraint(equalToConstant: 100),
            first.heightAnchor.constraint(equalToConstant: 30),
            last.heightAnchor.constraint(equalToConstant: 50),
            caption.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 20),
            caption.widthAnchor.constraint(equalToConstant: 60),
            caption.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(
                item: caption, attribute: .top, relatedBy: .equal, toItem: column, attribute: .lastBaseline,
                multiplier: 1, constant: 4),
        ])
        let layout = map.resolveLayout()
        // Rows at 100 (30 high) and 130 (50 high): the last baseline is the last row's bottom,
        // 130 + 50 = 180, and the caption 4 below it at 184 (the mutant: 130 + 4 = 134).
        expectFrame(layout, "last", CGRect(x: 20, y: 130, width: 100, height: 50))
        expectFrame(layout, "caption", CGRect(x: 20, y: 184, width: 60, height: 10))
    }
}
