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
        let card = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
        card.accessibilityIdentifier = "card"
        map.addSubview(card)
        _ = map.resolveLayout()
        return (map, card)
    }

    /// UIKit's frame idiom, `UIView.animate(withDuration: 0.3) { card.frame.origin.y = 600 }`: the
    /// card slides from y 700 to 600 over 0.3 s (easeInOut, from 10 s), and the completion runs
    /// when the 0.3 s have elapsed, told true.
    @Test func aFrameSetInABlockIsAnimatedAndCompletesWhenItsDurationHasElapsed() {
        withManualTimer { timer in
            let log = EventLog()
            let (map, card) = makeFramedCard()
            UIView.animate(
                withDuration: 0.3, animations: { card.frame.origin.y = 600 },
                completion: { log.events.append("moved \($0) at \(LayoutTiming.timer.now)") })
            let layout = map.resolveLayout()
            expectAnimation(
                layout.animations.first, of: "card", from: CGRect(x: 0, y: 700, width: 390, height: 100),
                to: CGRect(x: 0, y: 600, width: 390, height: 100), start: 10_000_000, duration: 0.3)
            timer.advance(by: 0)
            #expect(log.events.isEmpty, "completed on the next turn: \(log.events)")
            timer.advance(by: 0.3)
            #expect(log.events == ["moved true at 10.3"])
        }
    }

    /// `UIView.animate(withDuration: 0.5) { card.center.y -= 100 }`: the card slides from y 700 to
    /// 600 over 0.5 s, and the completion runs at 10.5, told true.
    @Test func aCentreMovedInABlockIsAnimatedAndCompletesWhenItsDurationHasElapsed() {
        withManualTimer { timer in
            let log = EventLog()
            let (map, card) = makeFramedCard()
            UIView.animate(
                withDuration: 0.5, animations: { card.center.y -= 100 },
                completion: { log.events.append("moved \($0) at \(LayoutTiming.timer.now)") })
            let layout = map.resolveLayout()
            expectAnimation(
                layout.animations.first, of: "card", from: CGRect(x: 0, y: 700, width: 390, height: 100),
                to: CGRect(x: 0, y: 600, width: 390, height: 100), start: 10_000_000, duration: 0.5)
            timer.advance(by: 0.25)
            #expect(log.events.isEmpty, "completed before its duration: \(log.events)")
            timer.advance(by: 0.25)
            #expect(log.events == ["moved true at 10.5"])
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
}
