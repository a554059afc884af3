import Testing

@testable import NavigationLayout

/// `systemLayoutSizeFitting` where it is easy to get wrong: each case measures what the map's own
/// layout pass gives a view whose size only its subtree decides (and what UIKit returns).
@MainActor
@Suite struct FittingEdgeCaseTests {
    /// A view that reports its content size as the fitting size of one of its subviews (a badge
    /// around a label): a common way to write `intrinsicContentSize` in UIKit code.
    final class Badge: UIView {
        weak var label: UIView?

        override var intrinsicContentSize: CGSize {
            guard let label else { return super.intrinsicContentSize }
            return label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        }
    }

    /// A badge whose label (content 100 × 20) sits 10 inside each of its edges: 120 × 40.
    private func makeBadge() -> Badge {
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.accessibilityIdentifier = "badge"
        let label = add(UIView(), as: "label", to: badge)
        label.externalContentSize = CGSize(width: 100, height: 20)
        badge.label = label
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: badge.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: -10),
        ])
        return badge
    }

    /// Measuring the label from the badge's `intrinsicContentSize`, in the middle of the badge's
    /// own measurement, must not change what the outer measurement counts as inside.
    @Test func aContentSizeThatMeasuresASubviewKeepsThatSubviewsConstraints() {
        let badge = makeBadge()
        // The pass: the required padding wins over the badge's hugging (250).
        let map = makeMap()
        map.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            badge.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 40))
    }

    /// A constraint between two anchors of one view (an aspect ratio) is listed twice in the view's
    /// active constraints (once per item); held twice, an optional one would weigh double against
    /// others of its priority.
    @Test func aConstraintBetweenTwoAnchorsOfOneViewCountsOnce() {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.accessibilityIdentifier = "view"
        let reference = add(UIView(), as: "reference", to: view)
        NSLayoutConstraint.activate([
            reference.widthAnchor.constraint(equalToConstant: 150),
            reference.heightAnchor.constraint(equalToConstant: 10),
            reference.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            reference.topAnchor.constraint(equalTo: view.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 40),
            // At one priority: square (error |w − 40|) against 150 = 1.5 × w (error 1.5 |w − 100|).
            prioritized(view.widthAnchor.constraint(equalTo: view.heightAnchor), UILayoutPriority(500)),
            prioritized(
                reference.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 1.5), UILayoutPriority(500)),
        ])
        let map = makeMap()
        map.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            view.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        // The pass: the heavier error wins, w = 100.
        expectFrame(map.resolveLayout(), "view", CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 40))
    }

    /// A card whose title starts at its leading margin (0) and whose trailing edge is the title's.
    private func makeDirectionalCard() -> UIView {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.accessibilityIdentifier = "card"
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 40)
        let title = add(UIView(), as: "title", to: card)
        title.externalContentSize = CGSize(width: 100, height: 30)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            title.topAnchor.constraint(equalTo: card.topAnchor),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        return card
    }

    /// Margins set by direction reach a view's margins guide at the next pass (`followSafeArea`),
    /// but the solve mirrors leading and trailing by the direction now: measuring takes the
    /// margins by the direction now, as UIKit's guide follows it at once.
    @Test func directionalMarginsFollowTheLayoutDirectionBeforeThePass() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let card = makeDirectionalCard()
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 30))
        // Put in a right-to-left map, measured before the map lays out (a delegate sizing its sheet).
        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            card.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        #expect(card.directionalLayoutMargins.leading == 0)
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 30))
        expectFrame(map.resolveLayout(), "card", CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 30))

        // The same after the map's direction flips.
        map.layoutDirection = .leftToRight
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 30))
        expectFrame(map.resolveLayout(), "card", CGRect(x: 290, y: 0, width: 100, height: 30))
    }

    /// Constraints among a view's subtree that an ancestor holds (`addConstraint` on the view
    /// controller's root view, as code older than `isActive` does) count: the pass lays the card
    /// out by them, and nothing outside the card decides its size.
    @Test func constraintsAnAncestorHoldsAmongTheSubtreeCount() {
        let map = makeMap()
        let root = addView("root", to: map)
        let card = addView("card", to: root)
        let inner = addView("inner", to: card)
        NSLayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            root.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        // All of the card's own layout, added to the root view as older UIKit code does.
        root.addConstraints([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 80),
            inner.heightAnchor.constraint(equalToConstant: 30),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            inner.topAnchor.constraint(equalTo: card.topAnchor),
            card.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 10),
        ])
        expectFrame(map.resolveLayout(), "card", CGRect(x: 0, y: 0, width: 90, height: 40))
        #expect(map.takeDiagnostics() == [])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 90, height: 40))
    }

    /// porting.md: "safe areas and margins are those the views have now (none outside a map)":
    /// taken out of the map, a card no longer keeps the home indicator's 34 points in its margins.
    @Test func aViewTakenOutOfTheMapNoLongerReachesIntoItsSafeArea() {
        let map = makeMap(insets: phoneInsets)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.accessibilityIdentifier = "card"
        let body = add(UIView(), as: "body", to: card)
        body.externalContentSize = CGSize(width: 200, height: 60)
        pinEdges(of: body, to: card.layoutMarginsGuide)
        // Detached: 8 + 200 + 8 by 8 + 60 + 8.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 216, height: 76))

        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            card.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ])
        expectFrame(map.resolveLayout(), "card", CGRect(x: 0, y: 844 - 110, width: 216, height: 110))

        card.removeFromSuperview()
        #expect(card.safeAreaInsets == .zero)
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 216, height: 76))
    }

    /// A stack's constraint that collapses a hidden arranged view (`length == 0`, UIKit's
    /// `UISV-hiding`, held by the stack) names only the arranged view, yet it places the view from
    /// outside: measuring a hidden row (to animate it open) gives its content, whether or not the
    /// stack has arranged since it was hidden.
    @Test func aHiddenArrangedViewMeasuresItsOwnContent() {
        let stack = UIStackView()
        stack.axis = .vertical
        let shown = UIView()
        shown.externalContentSize = CGSize(width: 100, height: 30)
        let row = UIView()
        row.externalContentSize = CGSize(width: 100, height: 40)
        stack.addArrangedSubview(shown)
        stack.addArrangedSubview(row)
        row.isHidden = true
        // The stack has not arranged yet: the row's content.
        let before = row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(before == CGSize(width: 100, height: 40))
        // Measuring the stack arranges it (as a pass would).
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 30))
        #expect(row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == before)
    }

    /// Margins that feed back on their view's frame (a multiplied centre inside a view whose
    /// margins grow with how far it reaches past the safe area, in a view asking to be 10⁷ wide)
    /// once grew through a pass to constants of some 6 × 10⁸, at which measuring trapped in the
    /// solver (`constraintsOfHugeMagnitudeNeverTrap`). The safe area a view reaches into is at
    /// most its superview's: the pass settles, and measuring gives a finite size.
    @Test func marginsThatFeedBackOnTheFrameSettleAndMeasure() {
        let map = makeMap(insets: phoneInsets)
        map.layoutDirection = .rightToLeft
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.accessibilityIdentifier = "box"
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 1, trailing: 7)
        let child = add(UIView(), as: "child", to: box)
        map.addSubview(box)
        let margins = box.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 70),
            child.heightAnchor.constraint(equalToConstant: 0),
            NSLayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: box, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            child.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor, constant: 4),
            child.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor, constant: -4),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            box.topAnchor.constraint(equalTo: map.topAnchor, constant: 200),
            prioritized(box.widthAnchor.constraint(equalToConstant: 10_000_000), .fittingSizeLevel),
            prioritized(box.heightAnchor.constraint(equalToConstant: 10_000_000), .fittingSizeLevel),
        ])
        expectFiniteFrames(map.resolveLayout())
        #expect(map.takeDiagnostics() == [])
        let size = box.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(size.width.isFinite && size.height.isFinite)
    }
}
