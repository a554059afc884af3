import Testing

@testable import NavigationLayout

/// A banner placed by its frame that sets up its label in `updateConstraints()`, pinned to its
/// `layoutMarginsGuide` (the idiom UIKit documents for constraints made once, on demand), while
/// code that made the banner pinned its background to `safeAreaLayoutGuide` first.
private final class MarginsOnDemandBanner: UIView {
    override class var requiresConstraintBasedLayout: Bool { true }
    let label = UIView()
    private var didSetUpConstraints = false

    override func updateConstraints() {
        if !didSetUpConstraints {
            didSetUpConstraints = true
            label.translatesAutoresizingMaskIntoConstraints = false
            label.accessibilityIdentifier = "label"
            addSubview(label)
            pinEdges(of: label, to: layoutMarginsGuide)
        }
        super.updateConstraints()
    }
}

/// A card that places a frame-based badge 10 points right of its `dot` subview (which
/// constraints place) in `layoutSubviews()`, as frame-based iOS code beside Auto Layout does.
private final class BadgeFollowingCard: UIView {
    let dot = UIView()
    let badge = UIView()
    var layoutCalls = 0

    override func layoutSubviews() {
        layoutCalls += 1
        badge.frame = CGRect(x: dot.frame.maxX, y: dot.frame.minY, width: 10, height: 10)
    }
}

/// A map view subclass that keeps a constraint a quarter of its width (iOS code often sets a
/// constant from the root view's bounds in its `layoutSubviews()`).
private final class QuarterWidthMap: GMSMapView {
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

/// Guides made while a view joins the map, and superviews laid out for moves that other views'
/// `layoutSubviews()` made: where the rules for guides made after a pass and for when
/// `layoutSubviews()` runs meet.
@MainActor
@Suite struct JoiningAndSweepTests {
    /// A safe-area guide made before its view joined the map follows the insets of the map when the
    /// view's margins guide is first made during the pass that takes the view in (in
    /// `updateConstraints()`).
    ///
    /// Map 390 × 844, insets 47/0/34/0 (safe area bottom 810). The banner is placed by its frame at
    /// (0, 744, 390, 100), bottom 844: UIKit's `safeAreaInsets.bottom` = clamp(844 − 810, 0 … 34)
    /// = 34, so
    /// - `background`, pinned to `banner.safeAreaLayoutGuide`: (0, 744, 390, 66);
    /// - `label`, pinned to `banner.layoutMarginsGuide` (margins 8 inside the safe area):
    ///   (8, 752, 374, 50).
    ///
    /// Making the margins guide measures the insets the view now has; the safe-area guide made
    /// earlier must move with them, since the pass that follows sees no change left to follow.
    @Test func aSafeAreaGuideMadeBeforeJoiningFollowsWhenTheMarginsGuideIsMadeWhileJoining() {
        let map = makeMap(insets: phoneInsets)
        let banner = MarginsOnDemandBanner()
        banner.accessibilityIdentifier = "banner"
        banner.frame = CGRect(x: 0, y: 744, width: 390, height: 100)
        let background = addView("background", to: banner)
        pinEdges(of: background, to: banner.safeAreaLayoutGuide)
        map.addSubview(banner)

        var layout = map.resolveLayout()
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        expectFrame(layout, "label", CGRect(x: 8, y: 752, width: 374, height: 50))
        expectFrame(layout, "background", CGRect(x: 0, y: 744, width: 390, height: 66))
        #expect(banner.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 66))

        // Another pass does not put it right either.
        map.setNeedsLayout()
        layout = map.resolveLayout()
        expectFrame(layout, "background", CGRect(x: 0, y: 744, width: 390, height: 66))
    }

    /// porting.md: `layoutSubviews()` runs on views "whose subviews the constraints moved (UIKit
    /// applies a view's frame from its superview's layout)", another view's `layoutSubviews()`
    /// having made the move included.
    ///
    /// Map 390 × 844 (a subclass keeping `dot`'s left constant a quarter of its width); card
    /// (0, 100, 390, 200), its size fixed; dot 10 × 10 at the card's top. UIKit can only apply the
    /// dot's new frame by laying out the card, so after rotating to 844 × 390: dot x 844 / 4 = 211,
    /// and the card's `layoutSubviews()` runs and puts the badge at x 221.
    ///
    /// The same constant set by code outside `layoutSubviews()` lays the card out too.
    @Test func aSubviewMovedByAnotherViewsLayoutSubviewsLaysOutItsSuperview() {
        let map = QuarterWidthMap(kind: .display)
        map.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let card = add(BadgeFollowingCard(), as: "card", to: map)
        pin(card, to: map, x: 0, y: 100, width: 390, height: 200)
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
        expectFrame(layout, "dot", CGRect(x: 97.5, y: 100, width: 10, height: 10))
        expectFrame(layout, "badge", CGRect(x: 107.5, y: 100, width: 10, height: 10))

        // Code outside layoutSubviews() moves the dot: the card lays out (the SDK does this).
        quarter.constant = 50
        layout = map.resolveLayout()
        expectFrame(layout, "badge", CGRect(x: 60, y: 100, width: 10, height: 10))
        quarter.constant = 97.5
        layout = map.resolveLayout()
        expectFrame(layout, "badge", CGRect(x: 107.5, y: 100, width: 10, height: 10))

        // The map's own layoutSubviews() moves it: the card must lay out as well.
        card.layoutCalls = 0
        map.resize(width: 844, height: 390)
        layout = map.resolveLayout()
        expectFrame(layout, "dot", CGRect(x: 211, y: 100, width: 10, height: 10))
        #expect(card.layoutCalls > 0, "the card was not laid out after its dot moved")
        expectFrame(layout, "badge", CGRect(x: 221, y: 100, width: 10, height: 10))
    }

    /// As the map-subclass test above, but the card is as wide as the map, so its own
    /// `layoutSubviews()` also runs in the first sweep of the rotation (its size changed), before
    /// the dot's new constant is solved. The map's `layoutSubviews()` moved the dot (211): the card
    /// lays out again and puts the badge at 211 + 10 = 221.
    @Test func aSuperviewThatRanForItsOwnResizeStillLaysOutForAMoveAnotherViewMade() {
        let map = QuarterWidthMap(kind: .display)
        map.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let card = add(BadgeFollowingCard(), as: "card", to: map)
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
