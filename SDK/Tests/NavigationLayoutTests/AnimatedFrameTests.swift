import Foundation
import Testing

@testable import NavigationLayout

/// What UIKit animates without a layout pass: a `frame`, `bounds` or `center` set inside an
/// animation block ("The following properties of the UIView class are animatable: frame, bounds,
/// center, transform, alpha, backgroundColor", View Programming Guide for iOS, Animations), and,
/// since iOS 11, `layer.cornerRadius`. Such a block completes when its duration has elapsed, not
/// on the next turn as one that animates nothing does.
///
/// Every test installs its own manual timer starting at 10 s (process-wide, hence serialized).
@MainActor
@Suite(.serialized) struct AnimatedFrameTests {
    /// A 390 × 100 card placed by its frame (`translatesAutoresizingMaskIntoConstraints`, UIKit's
    /// default) at y 700 in a 390 × 844 map, laid out once.
    private func makeFramedCard() -> (map: GMSMapView, card: UIView) {
        let map = makeMap()
        return (map, addFramedCard(to: map, at: 700))
    }

    /// The layout animates the card alone, from y 0 to 50 over the block's 0.3 s from 10 s.
    private func expectOnlyTheCardSlidesDown(in layout: ResolvedLayout) {
        #expect(layout.animations.map(\.viewID) == ["card"], "animated: \(layout.animations.map(\.viewID))")
        expectAnimation(
            layout.animations.first { $0.viewID == "card" }, of: "card",
            from: CGRect(x: 0, y: 0, width: 390, height: 100), to: CGRect(x: 0, y: 50, width: 390, height: 100),
            start: 10_000_000, duration: 0.3)
    }

    /// A 390 × 100 card placed by its frame at y `y` in `map`, laid out once.
    private func addFramedCard(to map: GMSMapView, at y: CGFloat) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: y, width: 390, height: 100))
        card.accessibilityIdentifier = "card"
        map.addSubview(card)
        _ = map.resolveLayout()
        return card
    }

    /// UIKit's idioms, `UIView.animate(withDuration: 0.3) { card.frame.origin.y = 600 }` and
    /// `{ card.center.y -= 100 }`: the card slides from y 700 to 600 over 0.3 s (easeInOut, from
    /// 10 s), and the completion runs when the 0.3 s have elapsed (not on the next turn, nor
    /// halfway), told true.
    @Test(arguments: [false, true])
    func aFrameOrCentreSetInABlockIsAnimatedAndCompletesWhenItsDurationHasElapsed(byCentre: Bool) {
        withManualTimer { timer in
            let log = EventLog()
            let (map, card) = makeFramedCard()
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    if byCentre { card.center.y -= 100 } else { card.frame.origin.y = 600 }
                },
                completion: { log.events.append("moved \($0) at \(LayoutTiming.timer.now)") })
            let layout = map.resolveLayout()
            expectAnimation(
                layout.animations.first, of: "card", from: CGRect(x: 0, y: 700, width: 390, height: 100),
                to: CGRect(x: 0, y: 600, width: 390, height: 100), start: 10_000_000, duration: 0.3)
            timer.advance(by: 0)
            #expect(log.events.isEmpty, "completed on the next turn: \(log.events)")
            timer.advance(by: 0.15)
            #expect(log.events.isEmpty, "completed before its duration: \(log.events)")
            timer.advance(by: 0.15)
            #expect(log.events == ["moved true at 10.3"])
        }
    }

    /// A card rounding its corners as it docks, `UIView.animate(withDuration: 0.3) {
    /// sheet.layer.cornerRadius = 16 }`: the corners are published without animation (porting.md),
    /// but the block has something UIKit animates, so its completion runs at 10.3, told true.
    @Test func aBlockThatOnlyRoundsCornersCompletesWhenItsDurationHasElapsed() {
        withManualTimer { timer in
            let log = EventLog()
            let (map, sheet, _) = makeSheet()
            UIView.animate(
                withDuration: 0.3, animations: { sheet.layer.cornerRadius = 16 },
                completion: { log.events.append("rounded \($0) at \(LayoutTiming.timer.now)") })
            #expect(map.resolveLayout().view("sheet")?.cornerRadius == 16)
            timer.advance(by: 0)
            #expect(log.events.isEmpty, "completed on the next turn: \(log.events)")
            timer.advance(by: 0.3)
            #expect(log.events == ["rounded true at 10.3"])
        }
    }
    /// The constraint changes waiting in the map when a block that sets a frame closes animate
    /// with it, whether made before the block or in it, before or after the frame (porting.md:
    /// the block lays its map out as it closes; UIKit would lay them out after the block). Nested
    /// blocks that set frames animate them all: `card` moved by the outer block, `other` by the
    /// inner one, with the inherited timing (0.3 s from 10 s).
    @Test(arguments: [0, 1, 2])
    func whatWaitsInTheMapAnimatesWithAFrameSetInABlock(_ order: Int) {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            let card = addFramedCard(to: map, at: 0)
            let other = UIView(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
            other.accessibilityIdentifier = "other"
            map.addSubview(other)
            _ = map.resolveLayout()
            if order == 0 { top.constant = 300 }
            UIView.animate(withDuration: 0.3) {
                if order == 1 { top.constant = 300 }
                card.frame.origin.y = 50
                if order == 2 { top.constant = 300 }
                UIView.animate(withDuration: 0.3) { other.frame.origin.y = 200 }
            }
            let layout = map.resolveLayout()
            #expect(Set(layout.animations.map(\.viewID)) == ["card", "other", "sheet"])
            expectAnimation(
                layout.animations.first { $0.viewID == "sheet" }, of: "sheet", from: sheetFrame(y: 700),
                to: sheetFrame(y: 300), start: 10_000_000, duration: 0.3)
            expectAnimation(
                layout.animations.first { $0.viewID == "card" }, of: "card",
                from: CGRect(x: 0, y: 0, width: 390, height: 100), to: CGRect(x: 0, y: 50, width: 390, height: 100),
                start: 10_000_000, duration: 0.3)
            expectAnimation(
                layout.animations.first { $0.viewID == "other" }, of: "other",
                from: CGRect(x: 0, y: 400, width: 100, height: 100), to: CGRect(x: 0, y: 200, width: 100, height: 100),
                start: 10_000_000, duration: 0.3)
        }
    }

    /// A frame set inside `performWithoutAnimation` within a block jumps, even when the block
    /// animates another frame.
    ///
    /// UIKit: `performWithoutAnimation` turns animations off for what it does; a frame set there
    /// takes effect at once, unanimated (porting.md, "One animation per view": a move inside
    /// `performWithoutAnimation` is a jump; AnimationTests'
    /// `changesMadeWithoutAnimationInsideABlockAreNotAnimated`).
    ///
    /// `other` (0, 0, 100, 100) is moved to y 200 without animation, `card` (0, 0, 390, 100) to
    /// y 50 with it. Expected: one animation, the card's; `other` published at (0, 200, 100, 100)
    /// without animation.
    @Test func aFrameSetWithoutAnimationInsideABlockJumpsWhenTheBlockAnimatesAnotherFrame() {
        withManualTimer { _ in
            let map = makeMap()
            let card = addFramedCard(to: map, at: 0)
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            other.accessibilityIdentifier = "other"
            map.addSubview(other)
            _ = map.resolveLayout()
            UIView.animate(withDuration: 0.3) {
                UIView.performWithoutAnimation { other.frame.origin.y = 200 }
                card.frame.origin.y = 50
            }
            let layout = map.resolveLayout()
            expectOnlyTheCardSlidesDown(in: layout)
            expectFrame(layout, "other", CGRect(x: 0, y: 200, width: 100, height: 100))
        }
    }

    /// Manual layout inside a block: a container that lays out its frame-placed child in
    /// `layoutSubviews()` (half its width) is widened from 200 to 300 in
    /// `UIView.animate { width.constant = 300; map.layoutIfNeeded() }`. UIKit animates both: the
    /// container 200 → 300 wide and the child 100 → 150, over the block's 0.3 s.
    @Test func framesSetByLayoutSubviewsInABlockAreAnimatedWithIt() {
        withManualTimer { _ in
            let map = makeMap()
            let container = HalvingContainer()
            container.accessibilityIdentifier = "container"
            container.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(container)
            let child = UIView(frame: .zero)
            child.accessibilityIdentifier = "child"
            container.addSubview(child)
            container.child = child
            let width = pin(container, to: map, x: 0, y: 100, width: 200, height: 40)[2]
            _ = map.resolveLayout()

            UIView.animate(withDuration: 0.3) {
                width.constant = 300
                map.layoutIfNeeded()
            }
            let layout = map.resolveLayout()
            expectAnimation(
                layout.animations.first { $0.viewID == "container" }, of: "container",
                from: CGRect(x: 0, y: 100, width: 200, height: 40), to: CGRect(x: 0, y: 100, width: 300, height: 40),
                start: 10_000_000, duration: 0.3)
            expectAnimation(
                layout.animations.first { $0.viewID == "child" }, of: "child",
                from: CGRect(x: 0, y: 100, width: 100, height: 10), to: CGRect(x: 0, y: 100, width: 150, height: 10),
                start: 10_000_000, duration: 0.3)
        }
    }
}

/// A view that lays its one subview out by hand: at its top-left corner, half its width, 10 high.
private final class HalvingContainer: UIView {
    var child: UIView?

    override func layoutSubviews() {
        super.layoutSubviews()
        child?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 10)
    }
}
