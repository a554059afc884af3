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
    /// again with the sheet where it was drawn at the stop (UIKit makes the drawn values the
    /// view's own) and no animation of it.
    @Test func stoppingWithoutFinishingDropsTheCompletionsAndRepublishes() throws {
        try withManualTimer { timer in
            let (map, sheet, top) = makeSheet()
            let log = EventLog()
            map.layoutObserver = { map in log.layouts.append(map.resolveLayout()) }
            let animator = move(top, to: 600, in: map, over: 1.0, curve: .linear)
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
            // 0.3 of the way: 700 − 100 × 0.3.
            expectFrame(try #require(log.layouts.first), "sheet", sheetFrame(y: 670))
            #expect(isClose(sheet.frame, sheetFrame(y: 670)))
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
    /// same view plays out, on top of where the animator left the view. The animator drew 0.2 of
    /// its 100 (linear): the sheet stays 80 short of 500, and the slide's 100 plays out from 680.
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
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 680), to: sheetFrame(y: 580),
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
    /// animation to end (here, a view leaving the map) speak once a pass places the view where its
    /// constraints put it (stopped before it drew anything, the sheet stays at 700 until then).
    @Test func aStoppedAnimatorsViewsAreNoLongerAnimating() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            // 900 + 100 is past the 844-tall map.
            let animator = move(top, to: 900, in: map, over: 1.0)
            animator.startAnimation()
            _ = map.resolveLayout()
            #expect(map.isAnimating(sheet))
            animator.stopAnimation(true)
            expectFrame(map.resolveLayout(), "sheet", sheetFrame(y: 700))
            #expect(!map.isAnimating(sheet))
            map.setNeedsLayout()
            expectFrame(map.resolveLayout(), "sheet", sheetFrame(y: 900))
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
    /// publishing: the other block's move is published as that block made it, from where the
    /// animator left the view (0.2 of its 100 drawn: 80 short of 500).
    @Test func aStopTakesItsPartOutOfAViewsAnimation() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let animator = move(top, to: 600, in: map, over: 1.0, curve: .linear)
            animator.startAnimation()
            // No publish between the two blocks (the host publishes after the callback).
            timer.advance(by: 0.2)
            slide(top, to: 500, in: map, over: 0.5)
            animator.stopAnimation(true)
            let animations = map.resolveLayout().animations
            #expect(animations.count == 1)
            expectAnimation(
                animations.first, of: "sheet", from: sheetFrame(y: 680), to: sheetFrame(y: 580),
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

    /// Slides move the sheet up 100 each, then an animator moves it up 100 more and stops at once,
    /// before a publish: it drew nothing, so the sheet stays where the slides take it, and only
    /// the slides' distance plays out (one slide: 700 → 600; two: 700 → 500).
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
            expectFrame(layout, "sheet", sheetFrame(y: end + 100))
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 700), to: sheetFrame(y: end + 100),
                start: 10_000_000, duration: 0.5)
        }
    }

    /// A fade, then an animator that fades further and stops at once: it drew nothing, so the view
    /// keeps the fade's 0.5 (its `alpha` too, as UIKit makes the drawn value the view's own), and
    /// the fade left ends there.
    @Test func stoppingTheLaterOfTwoFadesLeavesAnAnimationEndingAtThePublishedOpacity() {
        withManualTimer { _ in
            let (map, sheet, _) = makeSheet()
            UIView.animate(withDuration: 0.5) { sheet.alpha = 0.5 }
            let later = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { sheet.alpha = 0 }
            later.startAnimation()
            later.stopAnimation(true)
            let layout = map.resolveLayout()
            #expect(layout.view("sheet")?.opacity == 0.5 && sheet.alpha == 0.5)
            #expect(layout.animations.first?.fromOpacity == 1 && layout.animations.first?.toOpacity == 0.5)
        }
    }

    /// A slide (700 → 600) and an animator (600 → 500) wait; a pass outside any block moves the
    /// sheet 100 further (to 400); the animator is stopped before it drew anything, so the sheet
    /// stays its 100 short of 400 (at 500), and the slide's 100 plays out on top: 600 → 500.
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
            expectFrame(layout, "sheet", sheetFrame(y: 500))
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 600), to: sheetFrame(y: 500),
                start: 10_000_000, duration: 0.5)
        }
    }

    /// UIKit: `stopAnimation(false)` then `finishAnimation(at: .current)` leaves the views where
    /// they were drawn at the stop, so a new animator that changes the constraint back animates
    /// from there: how a sheet reverses a detent change without a jump. Linear, 700 → 600 over
    /// 1 s, stopped after 0.5 s: drawn at 650; the reverse plays 650 → 700.
    @Test func reversingAnInterruptedAnimatorStartsWhereTheViewWasDrawn() {
        withManualTimer { timer in
            let (map, sheet, top) = makeSheet()
            let forward = move(top, to: 600, in: map, over: 1.0, curve: .linear)
            forward.startAnimation()
            _ = map.resolveLayout()
            timer.advance(by: 0.5)
            forward.stopAnimation(false)
            forward.finishAnimation(at: .current)
            #expect(isClose(sheet.frame, sheetFrame(y: 650)))
            let reverse = move(top, to: 700, in: map, over: 1.0, curve: .linear)
            reverse.startAnimation()
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 650), to: sheetFrame(y: 700),
                start: 10_500_000, duration: 1.0, curve: "linear")
        }
    }

    /// Between a stop and a finish the views stay where they were drawn; the finish puts them
    /// where their animations started (`.start`) or where the constraints place them (`.end`).
    @Test(arguments: [UIViewAnimatingPosition.start, .end, .current])
    func aFinishPlacesTheStoppedViews(at position: UIViewAnimatingPosition) {
        withManualTimer { timer in
            let (map, sheet, top) = makeSheet()
            let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) {
                top.constant = 600
                sheet.alpha = 0
                map.layoutIfNeeded()
            }
            animator.startAnimation()
            _ = map.resolveLayout()
            timer.advance(by: 0.25)
            animator.stopAnimation(false)
            // A quarter of the way: 700 − 25, opacity 1 − 0.25.
            var layout = map.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: 675))
            #expect(layout.view("sheet")?.opacity == 0.75)
            animator.finishAnimation(at: position)
            layout = map.resolveLayout()
            let (y, opacity): (CGFloat, CGFloat) =
                switch position {
                case .start: (700, 1)
                case .end: (600, 0)
                case .current: (675, 0.75)
                }
            expectFrame(layout, "sheet", sheetFrame(y: y))
            #expect(layout.view("sheet")?.opacity == opacity && sheet.alpha == opacity)
            #expect(layout.animations.isEmpty)
        }
    }

    /// Where a stopped view was drawn follows the animator's curve: UIKit's ease-out (0, 0, 0.58,
    /// 1) is 44.52% of the way at 0.3 of the time, and a spring of damping ratio 1 (its period
    /// the duration, ViewAnimation.Spring) 1 − (1 + 2π)·e^(−2π) = 98.64% at the end of it.
    @Test func aStoppedViewIsDrawnAlongTheCurve() {
        withManualTimer { timer in
            let (map, sheet, top) = makeSheet()
            let eased = move(top, to: 600, in: map, over: 1.0, curve: .easeOut)
            eased.startAnimation()
            timer.advance(by: 0.3)
            eased.stopAnimation(true)
            #expect(abs(sheet.frame.minY - (700 - 44.5186)) < 1e-3, "at \(sheet.frame.minY)")

            let spring = UIViewPropertyAnimator(duration: 1.0, dampingRatio: 1) {
                top.constant = 400
                map.layoutIfNeeded()
            }
            spring.startAnimation()
            timer.advance(by: 0.999_999)
            spring.stopAnimation(true)
            let start = 700 - 44.5186
            #expect(abs(sheet.frame.minY - (start + (400 - start) * 0.98640)) < 1e-3, "at \(sheet.frame.minY)")
        }
    }
}
