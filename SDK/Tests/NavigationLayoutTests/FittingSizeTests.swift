import Testing

@testable import NavigationLayout

/// `systemLayoutSizeFitting`: the size a view's own subtree gives it, as UIKit works it out for a
/// card or sheet that sizes itself to its content, without laying anything out.
@MainActor
@Suite struct FittingSizeTests {
    /// A card with a title (content 120 × 30) over a body (content 200 × 60), 4 apart, inside the
    /// card's margins (8 each side). The title's trailing edge may stop short of the margin; the
    /// body spans it. Its content decides the size: 8 + 200 + 8 = 216 wide, 8 + 30 + 4 + 60 + 8 =
    /// 110 tall.
    private func makeCard() -> UIView {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.accessibilityIdentifier = "card"
        let title = add(UIView(), as: "title", to: card)
        title.externalContentSize = CGSize(width: 120, height: 30)
        let body = add(UIView(), as: "body", to: card)
        body.externalContentSize = CGSize(width: 200, height: 60)
        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return card
    }

    @Test func aViewOutsideAnyMapIsAsSmallAsItsContentAllows() {
        let card = makeCard()
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 216, height: 110))
        // Hugging (250) beats the fitting level (50): asking for the most room changes nothing.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 216, height: 110))
        #expect(card.frame == .zero)
    }

    @Test func aRequiredWidthIsGivenAndTheHeightFollowsTheContent() {
        let card = makeCard()
        // The body stretches to 300 − 16 = 284 (its hugging, 250, gives way to the required target).
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 110))
    }

    @Test func constraintsToViewsOutsideAndThePublishedLayoutAreLeftAlone() {
        let map = makeMap()
        let card = makeCard()
        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            card.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
        ])
        let before = map.resolveLayout()
        expectFrame(before, "card", CGRect(x: 0, y: 100, width: 390, height: 110))

        // The card's edges held to the map are outside its subtree: its content alone decides.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 216, height: 110))
        #expect(card.frame == CGRect(x: 0, y: 100, width: 390, height: 110))
        // The map without its display's geometry: as wide as the card it spans, and nothing
        // holds its bottom.
        #expect(map.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 216, height: 0))
        let after = map.resolveLayout()
        #expect(after.views.map(\.frame) == before.views.map(\.frame))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func aFramePlacedViewIsSizedByItsContentNotByItsFrame() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        outer.addSubview(container)
        let card = makeCard()
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.topAnchor.constraint(equalTo: container.topAnchor),
            container.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 10),
            container.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
        ])
        // The container translates its 500 × 500 frame in `outer` into constraints, which place
        // it from outside: left out. Its content: 216 + 10 by 110 + 10.
        #expect(container.translatesAutoresizingMaskIntoConstraints)
        #expect(container.autoresizingConstraints.count == 4)
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 226, height: 120))
        #expect(container.frame.size == CGSize(width: 500, height: 500))
    }

    @Test func priorityDecidesBetweenTheContentAndTheTarget() {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            prioritized(view.widthAnchor.constraint(equalToConstant: 250), UILayoutPriority(40)),
            prioritized(view.heightAnchor.constraint(equalToConstant: 80), UILayoutPriority(600)),
        ])
        // At the fitting level (50) the target beats the 40: width as small as the 100 allows;
        // the 600 beats it on the other axis.
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 80))
        // Below the 40, the target gives way to it.
        let below = view.systemLayoutSizeFitting(
            .zero, withHorizontalFittingPriority: UILayoutPriority(30), verticalFittingPriority: .fittingSizeLevel)
        #expect(below == CGSize(width: 250, height: 80))
        // A required target beats every optional constraint.
        let required = view.systemLayoutSizeFitting(
            CGSize(width: 180, height: 20), withHorizontalFittingPriority: .required, verticalFittingPriority: .required
        )
        #expect(required == CGSize(width: 180, height: 20))
    }

    @Test func aStackOutsideAnyMapIsArrangedToBeMeasured() {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        for (index, size) in [
            CGSize(width: 100, height: 20), CGSize(width: 140, height: 30), CGSize(width: 80, height: 10),
        ]
        .enumerated() {
            let row = UIView()
            row.accessibilityIdentifier = "row\(index)"
            row.externalContentSize = size
            stack.addArrangedSubview(row)
        }
        // The widest row, and 20 + 8 + 30 + 8 + 10.
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 76))

        // A hidden row collapses with the space after it: 20 + 8 + 30.
        stack.arrangedSubviews[2].isHidden = true
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 58))
    }

    @Test func aComponentFitsTheSizeTheSDKGivesIt() {
        let map = makeMap(insets: phoneInsets)
        // Not yet in the map's tree: SPEC §5, 390 wide, 112 + 34 tall.
        let prompt = map.components.makePrompt(kind: .traffic)
        #expect(prompt.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 390, height: 146))
    }

    @Test func aViewInTheMapFitsWithTheSafeAreaItReachesIntoNow() {
        let map = makeMap(insets: phoneInsets)
        let card = makeCard()
        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            card.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ])
        // Laid out at the bottom, the card reaches 34 into the home indicator's inset, and its
        // margins are measured from the safe area (UIKit's default): 8 + 34 at the bottom.
        expectFrame(map.resolveLayout(), "card", CGRect(x: 0, y: 844 - 144, width: 216, height: 144))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 216, height: 144))
    }

    @Test func contradictionsGiveWayAsInALayoutPassWithoutCrashing() {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 100)])
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 200)])
        // The later of two required widths gives way, as in a pass (SPEC §4).
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize).width == 100)
        // A required target the content contradicts gives way to the content.
        let size = view.systemLayoutSizeFitting(
            CGSize(width: 300, height: 40), withHorizontalFittingPriority: .required, verticalFittingPriority: .required
        )
        #expect(size == CGSize(width: 100, height: 40))
    }

    @Test func theSDKsConstraintsOutlastTheDelegatesAsInThePass() {
        let map = makeMap()
        let stack = UIStackView()
        stack.accessibilityIdentifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        let row = UIView()
        row.accessibilityIdentifier = "row"
        stack.addArrangedSubview(row)
        // Activated before the stack arranges: the stack's own `row.width == stack.width` (a fill
        // alignment) contradicts them, and the pass breaks the later of the delegate's two.
        NSLayoutConstraint.activate([
            row.widthAnchor.constraint(equalToConstant: 50),
            row.heightAnchor.constraint(equalToConstant: 20),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        map.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            stack.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        expectFrame(map.resolveLayout(), "stack", CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").count == 1)

        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 50, height: 20))
        #expect(map.takeDiagnostics() == [])
    }

    @Test(arguments: [
        (CGSize(width: CGFloat.nan, height: 0), UILayoutPriority.required),
        (CGSize(width: CGFloat.infinity, height: 0), UILayoutPriority.required),
        (CGSize(width: 999, height: 0), UILayoutPriority(0)),
        (CGSize(width: 999, height: 0), UILayoutPriority(1500)),
    ])
    func aTargetNoConstraintCouldHoldLeavesItsAxisToTheContent(_ target: CGSize, _ priority: UILayoutPriority) {
        let card = makeCard()
        let size = card.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: priority, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 216, height: 110))
    }

    @Test func aSubclassOverrideIsWhatTheShortFormCalls() {
        final class PaddedCard: UIView {
            override func systemLayoutSizeFitting(
                _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                verticalFittingPriority: UILayoutPriority
            ) -> CGSize {
                let size = super.systemLayoutSizeFitting(
                    targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                    verticalFittingPriority: verticalFittingPriority)
                return CGSize(width: size.width + 1, height: size.height + 1)
            }
        }
        let card = PaddedCard()
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([card.heightAnchor.constraint(equalToConstant: 50)])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 1, height: 51))
    }
}
