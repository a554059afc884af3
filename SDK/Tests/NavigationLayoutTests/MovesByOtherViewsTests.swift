import Testing

@testable import NavigationLayout

/// A card that places a frame-based badge right of its `dot` subview (placed by constraints) in
/// `layoutSubviews()`.
private final class WideBadgeCard: UIView {
    let dot = UIView()
    let badge = UIView()
    var layoutCalls = 0

    override func layoutSubviews() {
        layoutCalls += 1
        badge.frame = CGRect(x: dot.frame.maxX, y: dot.frame.minY, width: 10, height: 10)
    }
}

/// A map subclass keeping a constraint a quarter of its width.
private final class QuarterWidthDotMap: GMSMapView {
    var quarter: NSLayoutConstraint?

    override func layoutSubviews() {
        quarter?.constant = bounds.width / 4
    }
}

/// A map subclass that keeps a frame-based pointer right of its `chip` subview (placed by
/// constraints) in `layoutSubviews()`.
private final class PointerMap: GMSMapView {
    let chip = UIView()
    let pointer = UIView()
    var layoutCalls = 0

    override func layoutSubviews() {
        layoutCalls += 1
        pointer.frame = CGRect(x: chip.frame.maxX, y: chip.frame.minY, width: 10, height: 10)
    }
}

/// A card as wide as the map that keeps the map's chip a quarter of its own width from the left,
/// and lays out at once (`layoutIfNeeded()` inside `layoutSubviews()`, a nested pass).
private final class ChipMovingCard: UIView {
    var chipLeft: NSLayoutConstraint?
    var layOutAtOnce = true

    override func layoutSubviews() {
        chipLeft?.constant = bounds.width / 4
        if layOutAtOnce { layoutIfNeeded() }
    }
}

/// A superview lays out again when another view's `layoutSubviews()` moved one of its subviews,
/// whether or not it ran earlier in the pass, as UIKit lays out every view whose subviews moved.
@MainActor
@Suite struct MovesByOtherViewsTests {
    /// As JoiningAndSweepTests' map-subclass test, but the card is as wide as the map, so its own
    /// `layoutSubviews()` also runs in the first sweep of the rotation (its size changed), before
    /// the dot's new constant is solved. The map's `layoutSubviews()` moved the dot (211): the card
    /// lays out again and puts the badge at 211 + 10 = 221.
    @Test func aSuperviewThatRanForItsOwnResizeStillLaysOutForAMoveAnotherViewMade() {
        let map = QuarterWidthDotMap(kind: .display)
        map.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let card = add(WideBadgeCard(), as: "card", to: map)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: map.leftAnchor),
            card.rightAnchor.constraint(equalTo: map.rightAnchor),
            card.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        let dot = add(card.dot, as: "dot", to: card)
        let quarter = dot.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 97.5)
        NSLayoutConstraint.activate([
            quarter, dot.topAnchor.constraint(equalTo: card.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        map.quarter = quarter
        card.badge.accessibilityIdentifier = "badge"
        card.addSubview(card.badge)

        var layout = map.resolveLayout()
        expectFrame(layout, "badge", CGRect(x: 107.5, y: 100, width: 10, height: 10))

        map.resize(width: 844, height: 390)
        layout = map.resolveLayout()
        expectFrame(layout, "dot", CGRect(x: 211, y: 100, width: 10, height: 10))
        expectFrame(layout, "badge", CGRect(x: 221, y: 100, width: 10, height: 10))
    }

    /// The same with the map subclass as the superview: the map's `layoutSubviews()` runs in the
    /// first sweep of a rotation (its size changed); the card's then moves the map's `chip`
    /// (left = card width / 4 = 211), so the map lays out again and puts its pointer at
    /// 211 + 20 = 231; also when the card calls `layoutIfNeeded()` in its `layoutSubviews()` (a
    /// nested pass).
    @Test(arguments: [false, true])
    func aMapLaysOutForAMoveAnotherViewsLayoutSubviewsMade(nested: Bool) {
        let map = PointerMap(kind: .display)
        map.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let card = add(ChipMovingCard(), as: "card", to: map)
        card.layOutAtOnce = nested
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: map.leftAnchor),
            card.rightAnchor.constraint(equalTo: map.rightAnchor),
            card.topAnchor.constraint(equalTo: map.topAnchor, constant: 300),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        let chip = add(map.chip, as: "chip", to: map)
        let chipLeft = chip.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 97.5)
        NSLayoutConstraint.activate([
            chipLeft, chip.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            chip.widthAnchor.constraint(equalToConstant: 20), chip.heightAnchor.constraint(equalToConstant: 20),
        ])
        card.chipLeft = chipLeft
        map.pointer.accessibilityIdentifier = "pointer"
        map.addSubview(map.pointer)

        var layout = map.resolveLayout()
        expectFrame(layout, "chip", CGRect(x: 97.5, y: 100, width: 20, height: 20))
        expectFrame(layout, "pointer", CGRect(x: 117.5, y: 100, width: 10, height: 10))

        map.resize(width: 844, height: 390)
        layout = map.resolveLayout()
        expectFrame(layout, "chip", CGRect(x: 211, y: 100, width: 20, height: 20))
        expectFrame(layout, "pointer", CGRect(x: 231, y: 100, width: 10, height: 10))
    }
}
