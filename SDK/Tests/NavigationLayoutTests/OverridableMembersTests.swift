import Foundation
import Testing

@testable import NavigationLayout

/// A card that pins its margins, hard-wires its hugging and forwards subviews into a content
/// view, as iOS code does by overriding UIKit's open members.
private final class PinnedCard: UIView {
    let content = UIView()
    var calls: [String] = []

    override var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12) }
        set { calls.append("layoutMargins set") }
    }

    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        .required
    }

    override func addSubview(_ view: UIView) {
        calls.append("addSubview")
        super.addSubview(view)
    }

    override func removeFromSuperview() {
        calls.append("removeFromSuperview")
        super.removeFromSuperview()
    }

    override func setNeedsLayout() {
        calls.append("setNeedsLayout")
        super.setNeedsLayout()
    }

    override func layoutIfNeeded() {
        calls.append("layoutIfNeeded")
        super.layoutIfNeeded()
    }

    override func invalidateIntrinsicContentSize() {
        calls.append("invalidateIntrinsicContentSize")
        super.invalidateIntrinsicContentSize()
    }

    override var center: CGPoint {
        didSet { calls.append("center") }
    }
}

/// UIKit's `open` members that iOS code overrides: each override compiles and is the one the
/// layout uses.
@MainActor
@Suite struct OverridableMembersTests {
    @Test func anOverriddenMarginsGetterPlacesTheMarginsGuide() {
        let map = makeMap()
        let card = add(PinnedCard(), as: "card", to: map)
        pin(card, to: map, x: 0, y: 100, width: 200, height: 80)
        card.layoutMargins = .zero
        let inner = addView("inner", to: card)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        // The getter's 4 and 12, whatever was set: (12, 100 + 4, 200 − 24, 80 − 8).
        expectFrame(map.resolveLayout(), "inner", CGRect(x: 12, y: 104, width: 176, height: 72))
        #expect(card.calls.filter { $0 != "invalidateIntrinsicContentSize" } == ["layoutMargins set", "addSubview"])
    }

    @Test func anOverriddenHuggingPriorityHoldsTheIntrinsicSize() {
        let map = makeMap()
        let card = add(PinnedCard(), as: "card", to: map)
        card.externalContentSize = CGSize(width: 100, height: 40)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: map.leftAnchor),
            card.topAnchor.constraint(equalTo: map.topAnchor),
            prioritized(card.widthAnchor.constraint(equalToConstant: 300), 999),
        ])
        // Hugging is required: the 999 stretch gives way, width 100.
        expectFrame(map.resolveLayout(), "card", CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(card.calls.contains("invalidateIntrinsicContentSize"))
    }

    @Test func overriddenHierarchyAndLayoutCallsRun() {
        let map = makeMap()
        let card = add(PinnedCard(), as: "card", to: map)
        card.calls.removeAll()
        card.addSubview(card.content)
        card.setNeedsLayout()
        card.layoutIfNeeded()
        card.center = CGPoint(x: 50, y: 50)
        card.removeFromSuperview()
        // The pass measures the card's content too (invalidateIntrinsicContentSize).
        #expect(
            card.calls.filter { $0 != "invalidateIntrinsicContentSize" } == [
                "addSubview", "setNeedsLayout", "layoutIfNeeded", "center", "removeFromSuperview",
            ])
        #expect(card.superview == nil && card.content.superview === card)
    }
}

/// Value types as iOS code makes and combines them.
@MainActor
@Suite struct UIKitValueIdiomTests {
    @Test func insetsStartEmptyAndAreCodable() throws {
        var insets = UIEdgeInsets()
        insets.bottom = 34
        #expect(insets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        var directional = NSDirectionalEdgeInsets()
        directional.leading = 16
        #expect(directional == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))

        let data = try JSONEncoder().encode([insets])
        #expect(try JSONDecoder().decode([UIEdgeInsets].self, from: data) == [insets])
        let directionalData = try JSONEncoder().encode(directional)
        #expect(try JSONDecoder().decode(NSDirectionalEdgeInsets.self, from: directionalData) == directional)
    }

    @Test func prioritiesCountUpAndDownAsInUIKit() {
        var priority = UILayoutPriority.defaultHigh
        priority -= 1
        #expect(priority == UILayoutPriority(749))
        priority += 2
        #expect(priority.rawValue == 751)
        let raised: UILayoutPriority = 1 + UILayoutPriority.defaultLow
        #expect(raised.rawValue == 251)
        // Untyped, as iOS code writes it: a priority one below.
        let below = UILayoutPriority.defaultHigh - 1
        #expect(below.rawValue == 749)
    }

    /// UIKit's `inset(by:)` only adds and subtracts: insets wider than the rectangle leave a
    /// negative width, which code that measures with it sees.
    @Test func insettingARectangleAddsAndSubtractsAsUIKit() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inset = rect.inset(by: UIEdgeInsets(top: 1, left: 8, bottom: 2, right: 8))
        #expect(inset.origin == CGPoint(x: 8, y: 1))
        #expect(inset.size == CGSize(width: -6, height: 7))
    }

    /// In UIKit these are C globals: code off the main actor reads them.
    @Test nonisolated func sizingConstantsAreReadableOffTheMainActor() {
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(UIView.layoutFittingExpandedSize.width == 10_000_000)
        #expect(UIStackView.spacingUseSystem > 0 && UIStackView.spacingUseDefault > 1e38)
    }
}
