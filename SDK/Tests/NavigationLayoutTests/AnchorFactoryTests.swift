import Testing

@testable import NavigationLayout

/// SPEC §3: the anchor factories other suites do not reach, each checked by an effect of its own
/// on a 390 × 844 map.
@MainActor
@Suite struct AnchorFactoryTests {
    @Test func centresAlignViewsOnBothAxes() {
        let map = makeMap()
        let box = addView("box", to: map)
        let badge = addView("badge", to: map)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: map.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: map.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40),
            badge.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: box.centerYAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        let layout = map.resolveLayout()
        // Box centred at (195, 422): x 195 − 50, y 422 − 20. Badge centred at (195, 522).
        expectFrame(layout, "box", CGRect(x: 145, y: 402, width: 100, height: 40))
        expectFrame(layout, "badge", CGRect(x: 185, y: 512, width: 20, height: 20))
    }

    @Test func constantBoundsHoldAgainstAWeakerPull() {
        let map = makeMap()
        let box = addView("box", to: map)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            box.topAnchor.constraint(equalTo: map.topAnchor),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            prioritized(box.widthAnchor.constraint(equalToConstant: 500), .defaultLow),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
            prioritized(box.heightAnchor.constraint(equalToConstant: 0), .defaultLow),
        ])
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 120, height: 60))
    }

    @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func systemSpacingIsEightPointsTimesTheMultiplierInTheReadingDirection(
        _ direction: UIUserInterfaceLayoutDirection
    ) {
        let map = makeMap()
        map.layoutDirection = direction
        let first = addView("first", to: map)
        let second = addView("second", to: map)
        let third = addView("third", to: map)
        let spacing = second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 2)
        #expect(spacing.constant == 16)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            first.topAnchor.constraint(equalTo: map.topAnchor),
            first.widthAnchor.constraint(equalToConstant: 100),
            first.heightAnchor.constraint(equalToConstant: 40),
            spacing,
            second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
            second.widthAnchor.constraint(equalToConstant: 50),
            second.heightAnchor.constraint(equalToConstant: 40),
            // At least one spacing after the second (the weaker pull wants it touching), at most
            // three below it (the weaker pull wants it 100 below).
            third.leadingAnchor.constraint(
                greaterThanOrEqualToSystemSpacingAfter: second.trailingAnchor, multiplier: 1),
            prioritized(third.leadingAnchor.constraint(equalTo: second.trailingAnchor), .defaultLow),
            third.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: second.bottomAnchor, multiplier: 3),
            prioritized(third.topAnchor.constraint(equalTo: second.bottomAnchor, constant: 100), .defaultLow),
            third.widthAnchor.constraint(equalToConstant: 10),
            third.heightAnchor.constraint(equalToConstant: 10),
        ])
        let layout = map.resolveLayout()
        // Left to right: first 0…100; second 100 + 16 = 116, 8 below first (y 48); third 166 + 8
        // = 174, 24 below the second's bottom (88 + 24 = 112). Right to left, mirrored in 390.
        let ltr = direction == .leftToRight
        expectFrame(layout, "first", CGRect(x: ltr ? 0 : 290, y: 0, width: 100, height: 40))
        expectFrame(layout, "second", CGRect(x: ltr ? 116 : 390 - 166, y: 48, width: 50, height: 40))
        expectFrame(layout, "third", CGRect(x: ltr ? 174 : 390 - 184, y: 112, width: 10, height: 10))
    }

    /// UIKit (UIView.forFirstBaselineLayout, forLastBaselineLayout): a view without a baseline
    /// stands for its first baseline with its top edge, for its last with its bottom edge.
    @Test func aPlainViewsBaselinesAreItsTopAndBottomEdges() {
        // A label 30 high at y 100; a badge 10 high with its last baseline on the label's first
        // sits above it (bottom 100: y 90), one with its first on the label's last below (y 130).
        let map = makeMap()
        let label = addView("label", to: map)
        let above = addView("above", to: map)
        let below = addView("below", to: map)
        pin(label, to: map, x: 0, y: 100, width: 100, height: 30)
        for badge in [above, below] {
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: label.trailingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 10),
                badge.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        above.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor).isActive = true
        below.firstBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor).isActive = true
        let layout = map.resolveLayout()
        expectFrame(layout, "above", CGRect(x: 100, y: 90, width: 10, height: 10))
        expectFrame(layout, "below", CGRect(x: 100, y: 130, width: 10, height: 10))
        #expect(label.firstBaselineAnchor == label.topAnchor && label.lastBaselineAnchor == label.bottomAnchor)
    }

    /// A view that names a subview for its baselines (UIKit's `viewForFirstBaselineLayout`
    /// override, as a card with a title does) is lined up by that subview's edges; a column's
    /// baselines are its first and last shown arranged views'.
    @Test func baselinesFollowTheViewsTheyAreLaidOutBy() {
        final class TitledCard: UIView {
            let title = UIView()
            override var forFirstBaselineLayout: UIView { title }
        }
        let map = makeMap()
        let card = add(TitledCard(), as: "card", to: map)
        pin(card, to: map, x: 0, y: 100, width: 100, height: 60)
        add(card.title, as: "title", to: card)
        pin(card.title, to: card, x: 8, y: 12, width: 50, height: 20)
        let badge = addView("badge", to: map)
        NSLayoutConstraint.activate([
            badge.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 200),
            badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
            badge.firstBaselineAnchor.constraint(equalTo: card.firstBaselineAnchor),
        ])
        // The title's top: 100 + 12 = 112. The card's last baseline is still its own bottom (UIKit's
        // default first follows the last, not the other way round).
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 200, y: 112, width: 10, height: 10))
        #expect(card.lastBaselineAnchor == card.bottomAnchor)

        let first = addView("first", to: map)
        let second = addView("second", to: map)
        let column = UIStackView(arrangedSubviews: [first, second])
        column.axis = .vertical
        #expect(column.firstBaselineAnchor == first.topAnchor && column.lastBaselineAnchor == second.bottomAnchor)
        second.isHidden = true
        #expect(column.lastBaselineAnchor == first.bottomAnchor)
        column.axis = .horizontal
        #expect(column.firstBaselineAnchor == column.topAnchor)
    }

    @Test func dimensionMultipliersWithoutAConstant() {
        let map = makeMap()
        let box = addView("box", to: map)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            box.topAnchor.constraint(equalTo: map.topAnchor),
            box.widthAnchor.constraint(equalTo: map.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(lessThanOrEqualTo: box.widthAnchor, multiplier: 0.2),
            prioritized(box.heightAnchor.constraint(equalToConstant: 1000), .defaultLow),
        ])
        // Width 0.5 × 390 = 195; height pulled up to 0.2 × 195 = 39.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 195, height: 39))
    }

    /// UIKit code finds constraints by their anchors (`$0.firstAnchor == view.heightAnchor`): a
    /// constraint's anchors compare equal to those it was made from, and to no other.
    @Test func aConstraintsAnchorsAreEqualToThoseItWasMadeFrom() {
        let map = makeMap()
        let card = addView("card", to: map)
        let top = card.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor, constant: 8)
        let height = card.heightAnchor.constraint(equalToConstant: 120)
        let margin = NSLayoutConstraint(
            item: card, attribute: .leadingMargin, relatedBy: .equal, toItem: map, attribute: .leading,
            multiplier: 1, constant: 0)
        #expect(top.firstAnchor == card.topAnchor)
        #expect(top.secondAnchor == map.safeAreaLayoutGuide.topAnchor)
        #expect(top.firstAnchor != map.topAnchor && top.firstAnchor != card.bottomAnchor)
        #expect(height.firstAnchor == card.heightAnchor && height.secondAnchor == nil)
        #expect(margin.firstAnchor == card.layoutMarginsGuide.leadingAnchor && margin.secondAnchor == map.leadingAnchor)
        // Equal anchors hash alike, so they work as keys.
        #expect(Set<NSObject>([top.firstAnchor, card.topAnchor, height.firstAnchor]).count == 2)
        #expect([top, height, margin].first { $0.firstAnchor == card.heightAnchor } === height)
        // Either way round, and never across attributes or with what is not an anchor.
        #expect(card.topAnchor.isEqual(top.firstAnchor) && top.firstAnchor.isEqual(card.topAnchor))
        #expect(!card.widthAnchor.isEqual(card.heightAnchor) && !card.topAnchor.isEqual(card.leadingAnchor))
        #expect(!card.widthAnchor.isEqual(nil) && !card.widthAnchor.isEqual("width"))
    }

    /// Type-erased anchors let code relate a position to a size, or positions on two axes, which
    /// UIKit refuses with an exception: such a constraint is ignored and reported; two sizes of
    /// either axis still relate (an aspect ratio).
    @Test func typeErasedAnchorsOfDifferentKindsAreRefused() {
        let map = makeMap()
        let card = addView("card", to: map)
        pin(card, to: map, x: 10, y: 20, width: 100, height: 50)
        let top = card.topAnchor.constraint(equalTo: map.topAnchor)
        let left = card.leftAnchor.constraint(equalTo: map.leftAnchor)
        let height = card.heightAnchor.constraint(equalToConstant: 50)
        let positionToSize = top.firstAnchor.constraint(equalTo: height.firstAnchor)
        let acrossAxes = top.firstAnchor.constraint(equalTo: left.firstAnchor, constant: 5)
        let aspect = card.heightAnchor.constraint(greaterThanOrEqualTo: card.widthAnchor, multiplier: 0.25)
        NSLayoutConstraint.activate([positionToSize, acrossAxes, aspect])
        expectFrame(map.resolveLayout(), "card", CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(map.takeDiagnostics(code: "incompatible-anchors").count == 2)
    }
}
