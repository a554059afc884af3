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
            // Published at the next layout, not from inside the stop (a delegate callback may be
            // calling it); not published before the stop, the animation is dropped.
            #expect(log.layouts.isEmpty)
            timer.advance(by: 0)
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

    /// Stopping drops only the animator's own animations: another block's waiting animation of the
    /// same view plays out.
    @Test func stoppingKeepsAnotherBlocksAnimationOfTheView() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let animator = move(top, to: 600, in: map, over: 1.0, curve: .linear)
            animator.startAnimation()
            _ = map.resolveLayout()
            timer.advance(by: 0.2)
            slide(top, to: 500, in: map, over: 0.5)
            animator.stopAnimation(true)
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 600), to: sheetFrame(y: 500),
                start: 10_200_000, duration: 0.5)
        }
    }

    /// Animations that stop their own animator publish nothing, and those added after them do
    /// not run.
    @Test func animationsThatStopTheirAnimatorPublishNothing() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            let otherTop = makeSheet("other", in: map).top
            var animator: UIViewPropertyAnimator?
            animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) {
                top.constant = 600
                map.layoutIfNeeded()
                animator?.stopAnimation(true)
            }
            animator?.addAnimations { otherTop.constant = 500 }
            animator?.startAnimation()
            #expect(animator?.state == .inactive)
            #expect(map.resolveLayout().animations.isEmpty)
            #expect(otherTop.constant == 700)
            animator = nil
        }
    }

    /// A delegate callback that stops or finishes its animator is still changing the layout: the
    /// map publishes after it, never from inside the stop or the finish.
    @Test func stoppingOrFinishingPublishesOnlyAfterTheCallingCodeReturns() {
        withManualTimer { timer in
            let (map, sheet, top) = makeSheet()
            let other = makeSheet("other", in: map).sheet
            var observed: [Bool] = []
            map.layoutObserver = { map in observed.append(map.resolveLayout().view("sheet") != nil) }
            let stopped = move(top, to: 600, in: map, over: 1.0)
            stopped.startAnimation()
            _ = map.resolveLayout()
            stopped.stopAnimation(true)
            sheet.removeFromSuperview()
            #expect(observed.isEmpty)
            timer.advance(by: 0)
            #expect(observed == [false])

            let finished = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { other.alpha = 0.5 }
            finished.addCompletion { _ in other.removeFromSuperview() }
            finished.startAnimation()
            _ = map.resolveLayout()
            finished.stopAnimation(false)
            timer.advance(by: 0)
            let published = observed.count
            finished.finishAnimation(at: .end)
            #expect(observed.count == published)
            timer.advance(by: 0)
            #expect(observed.count == published + 1)
        }
    }

    /// A stopped animator's views stop counting as animating at once: the checks that wait for an
    /// animation to end (here, a view leaving the map) speak at the next layout.
    @Test func aStoppedAnimatorsViewsAreNoLongerAnimating() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            // 900 + 100 is past the 844-tall map.
            let animator = move(top, to: 900, in: map, over: 1.0)
            animator.startAnimation()
            _ = map.resolveLayout()
            #expect(map.isAnimating(sheet))
            animator.stopAnimation(true)
            _ = map.resolveLayout()
            #expect(!map.isAnimating(sheet))
            #expect(map.layoutDiagnostics().contains { $0.code == "outside-map" })
        }
    }

    /// `UIView.animate` blocks the animator's animations run take its timing and stop with it; their
    /// completions run on the timer's next turn, not at their own end, told `false`, as UIKit tells
    /// a removed animation's.
    @Test func blocksRunByTheAnimationsStopWithTheAnimator() {
        withManualTimer { timer in
            let (map, _, sheetTop) = makeSheet()
            let otherTop = makeSheet("other", in: map).top
            var finished: [Bool] = []
            let animator = move(sheetTop, to: 600, in: map, over: 10.0)
            animator.addAnimations {
                UIView.animate(
                    withDuration: 10.0,
                    animations: {
                        otherTop.constant = 500
                        map.layoutIfNeeded()
                    },
                    completion: { finished.append($0) })
            }
            animator.startAnimation()
            timer.advance(by: 1)
            animator.stopAnimation(true)
            #expect(map.resolveLayout().animations.isEmpty)
            #expect(finished.isEmpty)
            timer.advance(by: 0)
            #expect(finished == [false])
        }
    }

    /// A completion may add animations and start its animator again: the second run ends with only
    /// the completions added since.
    @Test func aCompletionCanStartItsAnimatorAgain() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            var log: [String] = []
            let animator = move(top, to: 600, in: map, over: 1.0, curve: .linear)
            animator.addCompletion { position in
                log.append("first \(position)")
                animator.addAnimations {
                    top.constant = 500
                    map.layoutIfNeeded()
                }
                animator.addCompletion { log.append("second \($0)") }
                animator.startAnimation()
            }
            animator.startAnimation()
            timer.advance(by: 1)
            #expect(log == ["first end"] && animator.state == .active)
            #expect(map.resolveLayout().animations.first?.toFrame == sheetFrame(y: 500))
            timer.advance(by: 1)
            #expect(log == ["first end", "second end"] && animator.state == .inactive)
        }
    }

    /// An animator stopped or finished after its map and views were freed does nothing harmful:
    /// no completion after `stopAnimation(true)`, one after a finish.
    @Test(arguments: [true, false])
    func anAnimatorOutlivingItsMapStopsQuietly(_ withoutFinishing: Bool) {
        withManualTimer { timer in
            var ran = 0
            var animator: UIViewPropertyAnimator?
            do {
                let (map, _, top) = makeSheet()
                animator = move(top, to: 600, in: map, over: 1.0)
                animator?.addCompletion { _ in ran += 1 }
                animator?.startAnimation()
            }
            animator?.stopAnimation(withoutFinishing)
            animator?.finishAnimation(at: .current)
            timer.advance(by: 2)
            #expect(ran == (withoutFinishing ? 0 : 1))
        }
    }

    /// A stop takes its own part out of a view's animation that another block also made, before
    /// publishing: the other block's move is published as that block made it.
    @Test func aStopTakesItsPartOutOfAViewsAnimation() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let animator = move(top, to: 600, in: map, over: 1.0)
            animator.startAnimation()
            // No publish between the two blocks (the host publishes after the callback).
            timer.advance(by: 0.2)
            slide(top, to: 500, in: map, over: 0.5)
            animator.stopAnimation(true)
            let animations = map.resolveLayout().animations
            #expect(animations.count == 1)
            expectAnimation(
                animations.first, of: "sheet", from: sheetFrame(y: 600), to: sheetFrame(y: 500),
                start: 10_200_000, duration: 0.5)
        }
    }

    /// A view another block animates until the same moment still counts as animating after a stop.
    @Test func aStopLeavesAViewAnimatingWhileAnotherBlockEndingThenRuns() {
        withManualTimer { timer in
            let (map, sheet, top) = makeSheet()
            let animator = move(top, to: 600, in: map, over: 1.0)
            animator.startAnimation()
            UIView.animate(withDuration: 1.0) { sheet.alpha = 0.5 }
            _ = map.resolveLayout()
            timer.advance(by: 0.1)
            animator.stopAnimation(true)
            // The fade runs until 11.0.
            #expect(map.isAnimating(sheet))
        }
    }

    /// A view an earlier-ending block still animates counts as animating after the later one stops:
    /// the checks that wait for animations stay quiet until it ends.
    @Test func aStopLeavesAViewAnimatingWhileAnEarlierEndingBlockRuns() {
        withManualTimer { timer in
            let (map, sheet, top) = makeSheet()
            // 900 + 100 is past the 844-tall map: outside-map waits while the view animates.
            UIView.animate(withDuration: 0.5) {
                top.constant = 900
                map.layoutIfNeeded()
            }
            let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { sheet.alpha = 0.5 }
            animator.startAnimation()
            _ = map.resolveLayout()
            timer.advance(by: 0.1)
            animator.stopAnimation(true)
            timer.advance(by: 0)
            // The slide runs until 10.5.
            #expect(map.isAnimating(sheet))
            #expect(!map.layoutDiagnostics().contains { $0.code == "outside-map" })
        }
    }

    /// Animators are independent: one started by another one's animations runs on when that one stops.
    @Test func anAnimatorStartedByAnotherOnesAnimationsRunsOnWhenThatOneStops() {
        withManualTimer { timer in
            let (map, _, sheetTop) = makeSheet()
            let otherTop = makeSheet("other", in: map).top
            var inner: UIViewPropertyAnimator?
            var innerEnded: [UIViewAnimatingPosition] = []
            let outer = move(sheetTop, to: 600, in: map, over: 1.0)
            outer.addAnimations {
                inner = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 1.0, delay: 0, options: .curveLinear,
                    animations: {
                        otherTop.constant = 500
                        map.layoutIfNeeded()
                    },
                    completion: { innerEnded.append($0) })
            }
            outer.startAnimation()
            outer.stopAnimation(true)
            #expect(inner?.isRunning == true)
            let animations = map.resolveLayout().animations
            #expect(animations.map(\.viewID) == ["other"])
            timer.advance(by: 1)
            #expect(innerEnded == [.end])
        }
    }

    /// Animations that stop and restart their own animator keep the new run's animations.
    @Test func animationsThatRestartTheirAnimatorKeepTheNewRun() {
        withManualTimer { _ in
            let (map, _, sheetTop) = makeSheet()
            let otherTop = makeSheet("other", in: map).top
            var animator: UIViewPropertyAnimator?
            animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) {
                sheetTop.constant = 600
                map.layoutIfNeeded()
                animator?.stopAnimation(true)
                animator?.addAnimations {
                    otherTop.constant = 500
                    map.layoutIfNeeded()
                }
                animator?.startAnimation()
            }
            animator?.startAnimation()
            #expect(animator?.isRunning == true)
            #expect(otherTop.constant == 500)
            #expect(map.resolveLayout().animations.map(\.viewID) == ["other"])
            animator = nil
        }
    }

    /// Once stopped, an animator nobody keeps is freed: the timer does not hold it until its end.
    @Test func aStoppedAnimatorIsFreedWithoutWaitingForItsEnd() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            weak var stopped: UIViewPropertyAnimator?
            do {
                let animator = move(top, to: 600, in: map, over: 100.0)
                stopped = animator
                animator.startAnimation()
                animator.stopAnimation(true)
            }
            #expect(stopped == nil)
        }
    }

    /// Two blocks move the sheet before a publish (700 → 600 → 500); the later one is stopped. The
    /// layout keeps the sheet at 500, so what is left must end there: the slide's 100 plays out on
    /// top of where the layout has the view (as after a jump), 600 → 500.
    /// Slides move the sheet up 100 each, then an animator moves it up 100 more and stops before a
    /// publish: the layout keeps the sheet where the animator left it, as after a jump, and only
    /// the slides' distance plays out on top of it (one slide: 600 → 500; two: 600 → 400).
    @Test(arguments: [[CGFloat(600)], [600, 500]])
    func aStoppedLastBlocksMoveComesOutOfTheAnimation(slides: [CGFloat]) {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            for y in slides { slide(top, to: y, in: map, over: 0.5) }
            let end = (slides.last ?? 700) - 100
            let last = move(top, to: end, in: map, over: 1.0, curve: .linear)
            last.startAnimation()
            last.stopAnimation(true)
            let layout = map.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: end))
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: end + CGFloat(slides.count) * 100),
                to: sheetFrame(y: end), start: 10_000_000, duration: 0.5)
        }
    }

    /// A fade, then an animator that fades further and stops: the fade left ends at the opacity
    /// published with it.
    @Test func stoppingTheLaterOfTwoFadesLeavesAnAnimationEndingAtThePublishedOpacity() {
        withManualTimer { _ in
            let (map, sheet, _) = makeSheet()
            UIView.animate(withDuration: 0.5) { sheet.alpha = 0.5 }
            let later = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { sheet.alpha = 0 }
            later.startAnimation()
            later.stopAnimation(true)
            let layout = map.resolveLayout()
            #expect(layout.view("sheet")?.opacity == 0)
            #expect(layout.animations.first?.toOpacity == 0)
        }
    }

    /// A slide (700 → 600) and an animator (600 → 500) wait; a pass outside any block moves the
    /// sheet 100 further (to 400); the animator is stopped. Only the slide's 100 is left to play
    /// out on top of 400: 500 → 400.
    @Test func aJumpThenAStopLeavesTheOtherBlocksDistanceOnly() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            slide(top, to: 600, in: map, over: 0.5)
            let later = move(top, to: 500, in: map, over: 1.0, curve: .linear)
            later.startAnimation()
            top.constant = 400
            map.layoutIfNeeded()
            later.stopAnimation(true)
            let layout = map.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: 400))
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 500), to: sheetFrame(y: 400),
                start: 10_000_000, duration: 0.5)
        }
    }
}
