import Foundation
import Testing

@testable import NavigationLayout

// Tests written for the survivors of a mutation-testing campaign (one-line changes to the SDK that
// the rest of the suite let through): each one fails on the mutant its comment describes. They use the
// public API as a delegate author would, plus the suite's shared fixtures (makeMap, addView, pin,
// makeSheet, slide, expectFrame, withManualTimer); `@testable` only for those fixtures.

/// Lays its subviews out by hand in a row, 60 apart, as a delegate's custom container does in
/// `layoutSubviews()`.
private final class RowView: UIView {
    override func layoutSubviews() {
        for (index, view) in subviews.enumerated() {
            view.frame = CGRect(x: CGFloat(index) * 60, y: 0, width: 50, height: 20)
        }
    }
}

@MainActor
@Suite(.serialized) struct MutationGapTests {
    /// Fails on the mutant (Views/UIView+Hierarchy.swift, `leaveSuperview()`: dropped
    /// `parent.layoutSubviewsPending = true`). UIKit lays a view's subviews out again when one of
    /// them is removed (as it does when one is added): a container that flows its subviews by hand
    /// closes the gap. On the mutant the remaining chip stays where it was, with a hole before it.
    @Test func removingASubviewLaysTheSuperviewOutAgain() {
        let map = makeMap()
        let row = add(RowView(), as: "row", to: map)
        pin(row, to: map, x: 0, y: 100, width: 300, height: 20)
        let first = UIView(frame: .zero)
        first.accessibilityIdentifier = "first"
        let second = UIView(frame: .zero)
        second.accessibilityIdentifier = "second"
        row.addSubview(first)
        row.addSubview(second)
        // second is subview 1: x = 1 × 60 = 60 in the row, the row at (0, 100) in the map.
        expectFrame(map.resolveLayout(), "second", CGRect(x: 60, y: 100, width: 50, height: 20))

        first.removeFromSuperview()
        // second is now subview 0: x = 0 × 60 = 0; the row's own frame did not change, so only the
        // removal can have asked for the row's layoutSubviews().
        expectFrame(map.resolveLayout(), "second", CGRect(x: 0, y: 100, width: 50, height: 20))
    }

    /// Fails on the mutant (Engine/LayoutEngine+Diagnostics.swift, `currentDiagnostics()`: dropped
    /// `&& !view.hasHiddenAncestor`). SPEC §8 rule 8 reports *visible* frames outside the map; a
    /// view inside a hidden container is not drawn (UIKit hides the whole subtree). On the mutant a
    /// delegate that parks a hidden panel's content off-screen gets a spurious "outside-map" warning
    /// for a view nobody can see.
    @Test func aViewInsideAHiddenContainerIsNotReportedOutsideTheMap() {
        let map = makeMap()  // 390 × 844
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 0, y: 0, width: 200, height: 100)
        let chip = addView("chip", to: panel)
        // chip spans x 500…550 in the map, beyond its 390-point width.
        pin(chip, to: panel, x: 500, y: 0, width: 50, height: 20)
        func outsideMapIDs() -> [[String]] {
            map.layoutDiagnostics().filter { $0.code == "outside-map" }.map(\.viewIDs)
        }
        // Shown, the chip is reported (the check itself works) ...
        #expect(outsideMapIDs() == [["chip"]])
        // ... hidden with its container, it is not.
        panel.isHidden = true
        #expect(outsideMapIDs() == [])
    }

    /// Fails on the mutant (Constraints/NSLayoutAnchor+SystemSpacing.swift: `lessThanOrEqualToSystemSpacingAfter`
    /// made a `.greaterThanOrEqual` constraint). The relation is the one the method names: the
    /// badge may be at most 2 × 8 = 16 after the label's trailing edge, i.e. x ≤ 100 + 16 = 116;
    /// its wish to sit at x = 300 (priority 750) loses to that required limit, so x = 116. On the
    /// mutant the limit is a minimum and the badge drifts to 300.
    @Test func lessThanOrEqualToSystemSpacingAfterIsAnUpperLimit() {
        let map = makeMap()
        let label = addView("label", to: map)
        pin(label, to: map, x: 0, y: 0, width: 100, height: 40)
        let badge = addView("badge", to: map)
        let limit = badge.leadingAnchor.constraint(
            lessThanOrEqualToSystemSpacingAfter: label.trailingAnchor, multiplier: 2)
        #expect(limit.relation == .lessThanOrEqual)
        #expect(limit.constant == 16)
        NSLayoutConstraint.activate([
            limit,
            prioritized(badge.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 300), .defaultHigh),
            badge.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 116, y: 100, width: 50, height: 40))
    }

    /// Fails on the mutant (Views/UIView+Animation.swift, `performWithoutAnimation`: restored
    /// `areAnimationsEnabled = true` instead of the value it found). UIKit's
    /// `performWithoutAnimation` puts back the previous setting: with animations turned off around
    /// it, they stay off after it, and a later block moves the sheet without animation. On the
    /// mutant, animations are silently switched back on and the later block is published animated.
    @Test func performWithoutAnimationKeepsAnimationsOffIfTheyWereOff() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            UIView.performWithoutAnimation {}
            #expect(!UIView.areAnimationsEnabled)
            slide(top, to: 500, in: map, over: 0.3)
            let layout = map.resolveLayout()
            #expect(layout.animations.isEmpty)
            // makeSheet: 390 × 100 at the left edge; its top moved to 500.
            expectFrame(layout, "sheet", CGRect(x: 0, y: 500, width: 390, height: 100))
            timer.advance(by: 0.3)
        }
    }
}
