import Foundation
import Testing

@testable import NavigationLayout

/// UIKit's spring animations: `animate(withDuration:delay:usingSpringWithDamping:…)` and iOS 17's
/// `animate(springDuration:bounce:…)` publish their changes as animations with the curve `spring`
/// and the spring's parameters, on the same timing rules as the other blocks.
///
/// Every test installs its own ``ManualLayoutTimer`` starting at 10 s (process-wide: `.serialized`).
@MainActor
@Suite(.serialized) struct SpringAnimationTests {
    @Test func aSpringBlockPublishesItsDampingAndVelocityAndCompletesAfterItsDuration() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let log = EventLog()
            map.layoutObserver = { map in log.layouts.append(map.resolveLayout()) }
            // A curve option is ignored: the spring is the curve, as in UIKit.
            UIView.animate(
                withDuration: 0.6, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                options: .curveLinear,
                animations: {
                    top.constant = 600
                    map.layoutIfNeeded()
                },
                completion: { finished in log.events.append("completion \(finished)") })
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 700), to: sheetFrame(y: 600),
                start: 10_100_000, duration: 0.6, curve: "spring",
                spring: ViewAnimation.Spring(dampingRatio: 0.7, initialVelocity: 0.5))
            // The delay and the duration: 0.7 s from now.
            timer.advance(by: 0.69)
            #expect(log.events.isEmpty)
            timer.advance(by: 0.01)
            #expect(log.events == ["completion true"])
        }
    }

    /// iOS 17's form: `bounce` 0 is a damping ratio of 1, positive bounces lower it (1 − bounce),
    /// negative ones raise it (1 ÷ (1 + bounce)); the defaults are 0.5 s, no bounce, no velocity.
    @Test(arguments: [(0.0, 1.0), (0.3, 0.7), (1.0, 0.0), (-0.5, 2.0)])
    func iOS17SpringsConvertTheirBounceToADampingRatio(_ bounce: CGFloat, _ dampingRatio: CGFloat) {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            UIView.animate(springDuration: 0.4, bounce: bounce, initialSpringVelocity: 2) {
                top.constant = 600
                map.layoutIfNeeded()
            }
            let spring = map.resolveLayout().animations.first?.spring
            #expect(spring?.initialVelocity == 2)
            #expect(abs((spring?.dampingRatio ?? .nan) - dampingRatio) < 1e-12, "\(String(describing: spring))")
        }
    }

    @Test func iOS17SpringDefaultsAreHalfASecondWithoutBounce() {
        withManualTimer { _ in
            let (map, sheet, _) = makeSheet()
            UIView.animate { sheet.alpha = 0.5 }
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 700), to: sheetFrame(y: 700),
                opacity: (1, 0.5), start: 10_000_000, duration: 0.5, curve: "spring",
                spring: ViewAnimation.Spring(dampingRatio: 1, initialVelocity: 0))
        }
    }

    /// What reaches the bus is always a spring renderers can play: no NaN, no infinity, no
    /// negative damping, and a bounce past either end counts as that end.
    @Test func parametersOutsideWhatASpringCanDoArePublishedAsTheNearestSpring() {
        withManualTimer { _ in
            let (map, sheet, _) = makeSheet()
            var springs: [ViewAnimation.Spring?] = []
            // Each block fades the sheet the other way, so that each publishes an animation.
            func fade() { sheet.alpha = sheet.alpha == 1 ? 0.5 : 1 }
            for (damping, velocity) in [(CGFloat.nan, CGFloat.infinity), (-1, -.infinity), (3, .nan)] {
                UIView.animate(
                    withDuration: 0.3, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                    animations: fade)
                springs.append(map.resolveLayout().animations.first?.spring)
            }
            for bounce in [CGFloat(5), -5, .nan] {
                UIView.animate(springDuration: 0.3, bounce: bounce, animations: fade)
                springs.append(map.resolveLayout().animations.first?.spring)
            }
            #expect(
                springs == [
                    ViewAnimation.Spring(dampingRatio: 1, initialVelocity: 0),
                    ViewAnimation.Spring(dampingRatio: 0, initialVelocity: 0),
                    ViewAnimation.Spring(dampingRatio: 3, initialVelocity: 0),
                    ViewAnimation.Spring(dampingRatio: 0, initialVelocity: 0),
                    ViewAnimation.Spring(dampingRatio: 1 / (1 - 0.99), initialVelocity: 0),
                    ViewAnimation.Spring(dampingRatio: 1, initialVelocity: 0),
                ])
        }
    }

    /// A block inside a spring block inherits the spring with the rest of the timing, unless it
    /// overrides the curve; a spring inside a curved block takes that block's curve likewise.
    @Test func nestedBlocksInheritASpringAsTheyInheritACurve() {
        withManualTimer { _ in
            let (map, _, outerTop) = makeSheet("outer")
            let innerTop = makeSheet("inner", in: map).top
            let ownTop = makeSheet("own", in: map).top
            UIView.animate(
                withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                animations: {
                    UIView.animate(withDuration: 0.2) {
                        innerTop.constant = 500
                        map.layoutIfNeeded()
                    }
                    UIView.animate(
                        withDuration: 0.2, delay: 0, options: [.overrideInheritedCurve, .curveLinear],
                        animations: {
                            ownTop.constant = 400
                            map.layoutIfNeeded()
                        })
                    outerTop.constant = 600
                    map.layoutIfNeeded()
                })
            let spring = ViewAnimation.Spring(dampingRatio: 0.6, initialVelocity: 0)
            let curves = map.resolveLayout().animations.map { "\($0.viewID) \($0.curve) \($0.spring == spring)" }
            #expect(Set(curves) == ["outer spring true", "inner spring true", "own linear false"])

            UIView.animate(
                withDuration: 0.5, delay: 0, options: .curveEaseIn,
                animations: {
                    UIView.animate(
                        withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                        animations: {
                            innerTop.constant = 300
                            map.layoutIfNeeded()
                        })
                })
            let inner = map.resolveLayout().animations.first
            #expect(inner?.curve == "easeIn" && inner?.spring == nil && inner?.duration == 0.5)
        }
    }

    /// Two blocks that move one view publish one animation with the curve of the block that ended
    /// last: a spring's parameters go with its curve.
    @Test func aViewMovedByASpringAndThenByACurvePublishesTheLastCurveAlone() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            UIView.animate(
                withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 1,
                animations: {
                    top.constant = 600
                    map.layoutIfNeeded()
                })
            slide(top, to: 500, in: map, over: 0.3)
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 700), to: sheetFrame(y: 500),
                start: 10_000_000, duration: 0.4)

            slide(top, to: 600, in: map, over: 0.3)
            UIView.animate(springDuration: 0.4, bounce: 0.5) {
                top.constant = 700
                map.layoutIfNeeded()
            }
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 500), to: sheetFrame(y: 700),
                start: 10_000_000, duration: 0.4, curve: "spring",
                spring: ViewAnimation.Spring(dampingRatio: 0.5, initialVelocity: 0))
        }
    }

    /// With animations off, a spring block changes the layout at once and still completes.
    @Test func withAnimationsOffASpringBlockTakesEffectAtOnceAndCompletes() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let log = EventLog()
            UIView.performWithoutAnimation {
                UIView.animate(
                    withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                    animations: {
                        top.constant = 600
                        map.layoutIfNeeded()
                    },
                    completion: { finished in log.events.append("completion \(finished)") })
            }
            let layout = map.resolveLayout()
            #expect(layout.animations.isEmpty)
            expectFrame(layout, "sheet", sheetFrame(y: 600))
            timer.advance(by: 0)
            #expect(log.events == ["completion true"])
        }
    }

    /// iOS 17's form completes once its delay and duration have elapsed, with multiple trailing
    /// closures as iOS code writes them.
    @Test func iOS17SpringsCompleteAfterTheirDelayAndDuration() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            var events: [Bool] = []
            UIView.animate(springDuration: 0.4, bounce: 0.2, delay: 0.1) {
                top.constant = 600
                map.layoutIfNeeded()
            } completion: {
                events.append($0)
            }
            timer.advance(by: 0.49)
            #expect(events.isEmpty)
            timer.advance(by: 0.01)
            #expect(events == [true])
        }
    }
}
