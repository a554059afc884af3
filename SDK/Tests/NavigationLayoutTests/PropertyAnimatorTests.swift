import Foundation
import Testing

@testable import NavigationLayout

/// `UIViewPropertyAnimator`: animations run when it starts and are published as `UIView.animate`'s
/// are; completions run at the end, told where the views ended; stopping publishes the layout
/// again without the animator's animations.
///
/// Every test installs its own ``ManualLayoutTimer`` starting at 10 s (process-wide: `.serialized`).
@MainActor
@Suite(.serialized) struct PropertyAnimatorTests {
    /// An animator that moves the sheet's top to `y` and lays the map out.
    private func move(
        _ top: NSLayoutConstraint, to y: CGFloat, in map: GMSMapView, over duration: TimeInterval,
        curve: UIView.AnimationCurve = .easeOut
    ) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: duration, curve: curve) {
            top.constant = y
            map.layoutIfNeeded()
        }
    }

    @Test func anAnimatorRecordsNothingUntilItStartsThenCompletesAtTheEnd() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let log = EventLog()
            map.layoutObserver = { map in log.layouts.append(map.resolveLayout()) }
            let animator = move(top, to: 600, in: map, over: 0.5)
            animator.addCompletion { position in log.events.append("first \(position)") }
            animator.addCompletion { position in log.events.append("second \(position)") }
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(map.resolveLayout().animations.isEmpty && top.constant == 700)

            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 700), to: sheetFrame(y: 600),
                start: 10_000_000, duration: 0.5, curve: "easeOut")
            timer.advance(by: 0.49)
            #expect(log.events.isEmpty)
            timer.advance(by: 0.01)
            #expect(log.events == ["first end", "second end"])
            #expect(animator.state == .inactive)
            #expect(log.layouts.count == 1)
        }
    }

    /// A start delay moves every animation; a delay factor starts one that far into the time and
    /// ends it with the others.
    @Test func aStartDelayAndADelayFactorMoveTheStart() {
        withManualTimer { timer in
            let (map, _, sheetTop) = makeSheet()
            let otherTop = makeSheet("other", in: map).top
            let log = EventLog()
            let animator = move(sheetTop, to: 600, in: map, over: 1.0, curve: .linear)
            animator.addAnimations(
                {
                    otherTop.constant = 500
                    map.layoutIfNeeded()
                }, delayFactor: 0.25)
            animator.addCompletion { _ in log.events.append("done") }
            animator.startAnimation(afterDelay: 0.5)
            #expect(animator.delay == 0.5)
            let timings = map.resolveLayout().animations.map { "\($0.viewID) \($0.startMicroseconds) \($0.duration)" }
            #expect(timings == ["sheet 10500000 1.0", "other 10750000 0.75"])
            timer.advance(by: 1.49)
            #expect(log.events.isEmpty)
            timer.advance(by: 0.01)
            #expect(log.events == ["done"])
        }
    }

    /// Added while it runs, animations start at once and end with the others.
    @Test func animationsAddedWhileRunningTakeTheTimeThatIsLeft() {
        withManualTimer { timer in
            let (map, _, sheetTop) = makeSheet()
            let otherTop = makeSheet("other", in: map).top
            let animator = move(sheetTop, to: 600, in: map, over: 1.0)
            animator.startAnimation()
            _ = map.resolveLayout()
            timer.advance(by: 0.5)
            animator.addAnimations {
                otherTop.constant = 500
                map.layoutIfNeeded()
            }
            expectAnimation(
                map.resolveLayout().animations.first, of: "other", from: sheetFrame(y: 700), to: sheetFrame(y: 500),
                start: 10_500_000, duration: 0.5, curve: "easeOut")
            // Starting again while it runs changes nothing.
            animator.startAnimation()
            #expect(map.resolveLayout().animations.isEmpty)
        }
    }

    @Test func aSpringAnimatorAndARunningAnimatorPublishTheirCurves() {
        withManualTimer { timer in
            let (map, sheet, top) = makeSheet()
            let spring = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) {
                top.constant = 600
                map.layoutIfNeeded()
            }
            spring.startAnimation()
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 700), to: sheetFrame(y: 600),
                start: 10_000_000, duration: 0.3, curve: "spring",
                spring: ViewAnimation.Spring(dampingRatio: 0.8, initialVelocity: 0))

            var ended: UIViewAnimatingPosition?
            let running = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.2, delay: 0.1, options: .curveLinear, animations: { sheet.alpha = 0.5 },
                completion: { ended = $0 })
            #expect(running.isRunning)
            let fade = map.resolveLayout().animations.first
            #expect(fade?.curve == "linear" && fade?.startMicroseconds == 10_100_000 && fade?.toOpacity == 0.5)
            timer.advance(by: 0.3)
            #expect(ended == .end)
        }
    }

    /// Stopped without finishing, it is done: its completions never run, and the map publishes
    /// again with the sheet where the layout has it and no animation of it.
    @Test func stoppingWithoutFinishingDropsTheCompletionsAndRepublishes() throws {
        try withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let log = EventLog()
            map.layoutObserver = { map in log.layouts.append(map.resolveLayout()) }
            let animator = move(top, to: 600, in: map, over: 1.0)
            animator.addCompletion { _ in log.events.append("completion") }
            animator.startAnimation()
            timer.advance(by: 0.3)
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
            // Not published before the stop: the animation is dropped, the frame is the new one.
            #expect(log.layouts.count == 1)
            #expect(log.layouts.first?.animations.isEmpty == true)
            expectFrame(try #require(log.layouts.first), "sheet", sheetFrame(y: 600))
            timer.advance(by: 1.0)
            #expect(log.events.isEmpty)
        }
    }

    /// Stopped to be finished, it waits: its completions run when it is finished, told where.
    @Test func stoppingAndFinishingRunsTheCompletionsWithThePosition() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let log = EventLog()
            let animator = move(top, to: 600, in: map, over: 1.0)
            animator.addCompletion { position in log.events.append("\(position)") }
            animator.finishAnimation(at: .start)
            animator.startAnimation()
            _ = map.resolveLayout()
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            animator.startAnimation()
            #expect(animator.state == .stopped)
            timer.advance(by: 2.0)
            #expect(log.events.isEmpty)
            animator.finishAnimation(at: .current)
            #expect(log.events == ["current"] && animator.state == .inactive)
        }
    }
}
