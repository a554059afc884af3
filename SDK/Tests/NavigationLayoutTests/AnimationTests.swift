import Foundation
import Testing

@testable import NavigationLayout

/// SPEC §4: frame and alpha changes inside `UIView.animate` are published as animations (from,
/// to, start, duration, easeInOut); completions run when their time has elapsed, in time order,
/// and the layout they change reaches the map's `layoutObserver`.
///
/// Every test installs its own ``ManualLayoutTimer`` starting at 10 s; the timer is process-wide,
/// hence `.serialized`.
@MainActor
@Suite(.serialized) struct AnimationTests {
    @Test func aConstantChangeLaidOutInsideAnimateIsRecordedFromTo() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            slide(top, to: 600, in: map, over: 0.3)
            let layout = map.resolveLayout()
            // From y 700 to y 600, starting now (10 s = 10 000 000 µs), for 0.3 s.
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 700),
                to: sheetFrame(y: 600), start: 10_000_000, duration: 0.3)
            // The published frame is the end point; renderers interpolate.
            expectFrame(layout, "sheet", sheetFrame(y: 600))
            // Taking the layout takes its animations.
            #expect(map.resolveLayout().animations.isEmpty)
        }
    }

    /// UIKit's `performWithoutAnimation` inside a block: what it lays out jumps, and a view the
    /// block had animated keeps its animation, moved with it (UIKit's animations are additive).
    @Test func changesMadeWithoutAnimationInsideABlockAreNotAnimated() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            let (_, _, otherTop) = makeSheet("other", in: map)
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
                UIView.performWithoutAnimation {
                    otherTop.constant = 100
                    top.constant = 500
                    map.layoutIfNeeded()
                }
            }
            let layout = map.resolveLayout()
            // Only the sheet animates: it jumped 100 up, and its animation (700 to 600) with it,
            // to 600 to 500. The other view jumps.
            #expect(layout.animations.map(\.viewID) == ["sheet"])
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 600), to: sheetFrame(y: 500),
                start: 10_000_000, duration: 0.3)
            expectFrame(layout, "other", sheetFrame(y: 100))
        }
    }

    /// A jump without animation inside nested blocks moves the animation the outer block recorded
    /// too: what is published ends where the view is.
    @Test func aJumpInsideNestedBlocksMovesTheOuterBlocksAnimation() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
                UIView.animate(withDuration: 0.3) {
                    UIView.performWithoutAnimation {
                        top.constant = 500
                        map.layoutIfNeeded()
                    }
                }
            }
            let layout = map.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: 500))
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 600), to: sheetFrame(y: 500),
                start: 10_000_000, duration: 0.3)
        }
    }

    /// As in UIKit, animations turned off inside a block, or a block run inside
    /// `performWithoutAnimation`, do not animate what they lay out.
    @Test func animationsOffInsideOrAroundABlockDoNotAnimate() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                UIView.setAnimationsEnabled(false)
                top.constant = 600
                map.layoutIfNeeded()
                UIView.setAnimationsEnabled(true)
            }
            #expect(map.resolveLayout().animations.isEmpty)

            var enabledInside = true
            UIView.performWithoutAnimation {
                enabledInside = UIView.areAnimationsEnabled
                slide(top, to: 500, in: map, over: 0.3)
            }
            #expect(!enabledInside && UIView.areAnimationsEnabled)
            let layout = map.resolveLayout()
            #expect(layout.animations.isEmpty)
            expectFrame(layout, "sheet", sheetFrame(y: 500))
        }
    }

    /// UIKit's `setAnimationsEnabled(false)`: a block's changes take effect at once, unanimated,
    /// and its completion still runs.
    @Test func withAnimationsOffABlockChangesAtOnceAndCompletes() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let log = EventLog()
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
            } completion: { finished in
                log.events.append("completed \(finished)")
            }
            UIView.setAnimationsEnabled(true)
            let layout = map.resolveLayout()
            #expect(layout.animations.isEmpty)
            expectFrame(layout, "sheet", sheetFrame(y: 600))
            timer.advance(by: 0)
            #expect(log.events == ["completed true"])
            #expect(UIView.areAnimationsEnabled)
        }
    }

    @Test func aDelayMovesTheStartAndTheCompletion() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let log = EventLog()
            UIView.animate(
                withDuration: 0.5, delay: 0.2,
                animations: {
                    top.constant = 600
                    map.layoutIfNeeded()
                },
                completion: { finished in log.events.append("done \(finished)") })
            // Start 10 + 0.2 = 10.2 s; the completion is due at 10.7 s.
            #expect(map.resolveLayout().animations.first?.startMicroseconds == 10_200_000)
            timer.advance(by: 0.6)
            #expect(log.events.isEmpty)
            timer.advance(by: 0.2)
            #expect(log.events == ["done true"])
        }
    }

    @Test func anAlphaChangeIsRecordedAndPublishedAsOpacity() {
        withManualTimer { _ in
            let (map, sheet, _) = makeSheet()
            UIView.animate(withDuration: 0.25) { sheet.alpha = 0 }
            let layout = map.resolveLayout()
            // The frame stays; the opacity goes 1 → 0.
            let frame = sheetFrame(y: 700)
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "sheet", from: frame, to: frame, opacity: (1, 0), start: 10_000_000,
                duration: 0.25)
            #expect(layout.view("sheet")?.opacity == 0)
        }
    }

    @Test func aFrameAndAlphaChangeInOneBlockMakeOneAnimation() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(withDuration: 0.4) {
                sheet.alpha = 0.5
                top.constant = 744
                map.layoutIfNeeded()
            }
            let layout = map.resolveLayout()
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 700),
                to: sheetFrame(y: 744), opacity: (1, 0.5), start: 10_000_000, duration: 0.4)
        }
    }

    @Test func twoPassesInOneBlockAnimateFromTheFrameBeforeTheBlock() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
                top.constant = 500
                map.layoutIfNeeded()
            }
            let layout = map.resolveLayout()
            // y 700 → 500: the in-between y 600 was never on screen.
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 700),
                to: sheetFrame(y: 500), start: 10_000_000, duration: 0.3)
        }
    }

    @Test func aViewMovedAndMovedBackInOneBlockIsNotAnimated() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
                top.constant = 700
                map.layoutIfNeeded()
            }
            #expect(map.resolveLayout().animations.isEmpty)
            // Nor is it taken for a view in motion (which the outside-map check would spare).
            #expect(!map.engine.isAnimating(sheet))
        }
    }

    /// A block's animations are its own: two views that share an identifier do not mix their
    /// records; two blocks that animate one view make one animation of it.
    @Test func recordsAreKeptPerBlockAndPerView() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            let (_, twin, twinTop) = makeSheet("sheet", in: map)
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                twinTop.constant = 200
                map.layoutIfNeeded()
            }
            let frames = map.resolveLayout().animations.map { [$0.fromFrame.minY, $0.toFrame.minY] }
            #expect(frames.count == 2 && Set(frames) == [[700, 600], [700, 200]])

            UIView.animate(withDuration: 0.3) { sheet.alpha = 0 }
            slide(top, to: 500, in: map, over: 0.3)
            let animations = map.resolveLayout().animations
            // One animation of the sheet: it fades out as it moves from 600 to 500.
            #expect(animations.map { [$0.fromOpacity, $0.toOpacity] } == [[1, 0]])
            #expect(animations.map { [$0.fromFrame.minY, $0.toFrame.minY] } == [[600, 500]])
            withExtendedLifetime(twin) {}
        }
    }

    /// What is published never animates a view toward a frame it has left: a pass outside any
    /// animation (as when `stopGuidance` follows an animated `hidePrompt`) moves the view, and its
    /// animation with it. UIKit's animations are additive: the view jumps by 100 and still runs out
    /// the animation's offset of 100 on top, from 600 to 500 (not from 700).
    @Test func anAnimationMovesWithTheViewWhenALaterPassMovesIt() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            slide(top, to: 600, in: map, over: 0.3)
            top.constant = 500
            var layout = map.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: 500))
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 600),
                to: sheetFrame(y: 500), start: 10_000_000, duration: 0.3)

            // Sizes too: growing by 50 after a block that grew it by 20 animates the last 20.
            let height = map.subviews[0].heightAnchor.constraint(equalToConstant: 120)
            let old = map.subviews[0].constraints.first { $0.firstAttribute == .height }
            UIView.animate(withDuration: 0.3) {
                old?.isActive = false
                height.isActive = true
                map.layoutIfNeeded()
            }
            height.constant = 170
            layout = map.resolveLayout()
            expectAnimation(
                layout.animations.first, of: "sheet", from: CGRect(x: 0, y: 500, width: 390, height: 150),
                to: CGRect(x: 0, y: 500, width: 390, height: 170), start: 10_000_000, duration: 0.3)
        }
    }

    /// Two blocks run one after the other at once (`changePrompt` hides one prompt and shows the
    /// next) that both move a view give it one animation: from where it was, to where it ends,
    /// until the later of the two ends, with the later block's curve.
    @Test func twoBlocksThatMoveOneViewMakeOneAnimationOfIt() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            slide(top, to: 600, in: map, over: 0.3)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
                top.constant = 650
                map.layoutIfNeeded()
            }
            let layout = map.resolveLayout()
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 700),
                to: sheetFrame(y: 650), start: 10_000_000, duration: 0.4, curve: "linear")
        }
    }

    /// Of a view faded by an outer block and moved by an inner one, the published animation keeps
    /// both: the frame before the move and the opacity before the fade.
    @Test func aFadeAndANestedMoveOfOneViewAreOneAnimation() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                sheet.alpha = 0
                slide(top, to: 600, in: map, over: 0.3)
            }
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 700),
                to: sheetFrame(y: 600), opacity: (1, 0), start: 10_000_000, duration: 0.3)
        }
    }

    /// An outer block that moves a view, lets an inner one move it further, then moves it back,
    /// leaves it where it started: nothing is published as moving.
    @Test func aViewMovedBackAfterANestedMoveIsNotAnimated() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
                slide(top, to: 500, in: map, over: 0.3)
                top.constant = 700
                map.layoutIfNeeded()
            }
            #expect(map.resolveLayout().animations.isEmpty)
        }
    }

    /// A view taken out and put back before its layout is published comes back without
    /// animation, as in UIKit.
    @Test func aViewRemovedAndAddedBackIsPlacedWithoutAnimation() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            slide(top, to: 600, in: map, over: 0.3)
            sheet.removeFromSuperview()
            map.addSubview(sheet)
            pin(sheet, to: map, x: 0, y: 400, width: 390, height: 100)
            let layout = map.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: 400))
            #expect(layout.animations.isEmpty)
        }
    }

    /// A view taken out of the map before its layout is published is not drawn, so its animation
    /// is not published either.
    @Test func theAnimationOfAViewRemovedBeforePublishingIsDropped() {
        withManualTimer { _ in
            let (map, sheet, _) = makeSheet()
            let (_, other, _) = makeSheet("other", in: map)
            UIView.animate(withDuration: 0.3) {
                sheet.alpha = 0
                other.alpha = 0
            }
            sheet.removeFromSuperview()
            #expect(map.resolveLayout().animations.map(\.viewID) == ["other"])
        }
    }

    @Test func anAnimatedViewsOutOfRangeAlphaIsPublishedAsAnOpacityFromZeroToOne() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            let (_, other, otherTop) = makeSheet("other", in: map)
            sheet.alpha = 1.5
            other.alpha = .nan
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                otherTop.constant = 600
                map.layoutIfNeeded()
            }
            let layout = map.resolveLayout()
            // Clamped to 1 as the views' own opacity is; NaN publishes as 1 (fully shown).
            #expect(layout.animations.count == 2)
            for animation in layout.animations {
                #expect(animation.fromOpacity == 1 && animation.toOpacity == 1, "\(animation)")
            }
            #expect(layout.view("sheet")?.opacity == 1 && layout.view("other")?.opacity == 1)
        }
    }

    /// The fade of a view that the next pass (after the block) moves happens where the view is
    /// laid out: UIKit fades it at its new frame.
    @Test func anOpacityAnimationFollowsAMoveLaidOutAfterTheBlock() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            top.constant = 600
            UIView.animate(withDuration: 0.25) { sheet.alpha = 0 }
            let layout = map.resolveLayout()
            let frame = sheetFrame(y: 600)
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "sheet", from: frame, to: frame, opacity: (1, 0), start: 10_000_000,
                duration: 0.25)
            expectFrame(layout, "sheet", frame)
        }
    }

    /// The common fade-in: a new view added at alpha 0, its alpha animated to 1 before any pass.
    @Test func aViewAddedAndFadedInFadesWhereItIsLaidOut() {
        withManualTimer { _ in
            let (map, _, _) = makeSheet()
            let badge = addView("badge", to: map)
            pin(badge, to: map, x: 20, y: 30, width: 40, height: 40)
            badge.alpha = 0
            UIView.animate(withDuration: 0.2) { badge.alpha = 1 }
            let frame = CGRect(x: 20, y: 30, width: 40, height: 40)
            expectAnimation(
                map.resolveLayout().animations.first, of: "badge", from: frame, to: frame, opacity: (0, 1),
                start: 10_000_000, duration: 0.2)
        }
    }

    /// UIKit's options: a curve option is published with the animations; the others change nothing.
    @Test func aCurveOptionIsPublishedWithTheAnimations() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(
                withDuration: 0.3, delay: 0,
                options: [.curveEaseOut, .beginFromCurrentState, .allowAnimatedContent, .preferredFramesPerSecond60],
                animations: {
                    top.constant = 600
                    map.layoutIfNeeded()
                })
            #expect(map.resolveLayout().animations.map(\.curve) == ["easeOut"])
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { sheet.alpha = 0.5 })
            #expect(map.resolveLayout().animations.map(\.curve) == ["linear"])
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseIn, animations: { sheet.alpha = 1 })
            #expect(map.resolveLayout().animations.map(\.curve) == ["easeIn"])
            UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: { sheet.alpha = 0 })
            #expect(map.resolveLayout().animations.map(\.curve) == ["easeInOut"])
        }
    }

    @Test func completionsRunInTimeOrderAsTheTimerAdvances() {
        withManualTimer { timer in
            let log = EventLog()
            let (map, sheet, _) = makeSheet()
            UIView.animate(
                withDuration: 0.5, animations: { sheet.alpha = 0.5 }, completion: { _ in log.events.append("long") })
            UIView.animate(
                withDuration: 0.2, animations: { sheet.alpha = 0.4 }, completion: { _ in log.events.append("short") })
            UIView.animate(
                withDuration: 0.2, delay: 0.1, animations: { sheet.alpha = 0.3 },
                completion: { _ in log.events.append("delayed") })
            #expect(map.resolveLayout().animations.count == 1)
            #expect(log.events.isEmpty)
            // Due at 10.5, 10.2 and 10.3.
            timer.advance(by: 0.25)
            #expect(log.events == ["short"])
            #expect(timer.now == 10.25)
            timer.advance(by: 1)
            #expect(log.events == ["short", "delayed", "long"])
            #expect(timer.pendingCount == 0)
        }
    }

    /// UIKit: a block run inside another takes the rest of the outer one's duration and its curve.
    @Test func aNestedAnimationInheritsTheOuterDurationAndCurve() {
        withManualTimer { timer in
            let (map, _, outerTop) = makeSheet("outer")
            let innerTop = makeSheet("inner", in: map).top
            let log = EventLog()
            UIView.animate(
                withDuration: 1.0, delay: 0, options: .curveEaseOut,
                animations: {
                    UIView.animate(
                        withDuration: 0.2, delay: 0, options: .curveLinear,
                        animations: {
                            innerTop.constant = 500
                            map.layoutIfNeeded()
                        },
                        completion: { _ in log.events.append("inner") })
                    outerTop.constant = 400
                    map.layoutIfNeeded()
                },
                completion: { _ in log.events.append("outer") })
            let animations = map.resolveLayout().animations
            #expect(animations.count == 2)
            #expect(animations.allSatisfy { $0.duration == 1.0 && $0.curve == "easeOut" })
            expectAnimation(
                animations.first { $0.viewID == "inner" }, of: "inner",
                from: sheetFrame(y: 700), to: sheetFrame(y: 500),
                start: 10_000_000, duration: 1.0, curve: "easeOut")
            timer.advance(by: 0.5)
            #expect(log.events.isEmpty)
            timer.advance(by: 0.5)
            #expect(log.events == ["inner", "outer"])
        }
    }

    /// `inheritedAnimationDuration` is the running block's duration as it will be published: 0
    /// outside a block and with animations off, the outer block's (less its delay) in a nested one.
    @Test func theInheritedDurationIsTheRunningBlocks() {
        withManualTimer { _ in
            var seen: [TimeInterval] = [UIView.inheritedAnimationDuration]
            UIView.animate(withDuration: 0.35) {
                seen.append(UIView.inheritedAnimationDuration)
                UIView.animate(withDuration: 0.2) { seen.append(UIView.inheritedAnimationDuration) }
                UIView.animate(withDuration: 0.2, delay: 0.1, options: .overrideInheritedDuration) {
                    seen.append(UIView.inheritedAnimationDuration)
                }
                UIView.performWithoutAnimation { seen.append(UIView.inheritedAnimationDuration) }
            }
            seen.append(UIView.inheritedAnimationDuration)
            #expect(seen == [0, 0.35, 0.35, 0.2, 0, 0])
        }
    }

    /// What a nested block inherits is the outer block's timing as it stands when the inner one
    /// would start: an outer delay holds the inner block back; an inner delay leaves it less time.
    @Test func aNestedAnimationStartsWithTheOuterOneAndEndsWithIt() {
        withManualTimer { timer in
            let (map, _, outerTop) = makeSheet("outer")
            let innerTop = makeSheet("inner", in: map).top
            let log = EventLog()
            UIView.animate(
                withDuration: 1.0, delay: 1.0, options: [],
                animations: {
                    UIView.animate(
                        withDuration: 0.2,
                        animations: {
                            innerTop.constant = 500
                            map.layoutIfNeeded()
                        },
                        completion: { _ in log.events.append("inner") })
                    UIView.animate(
                        withDuration: 0.2, delay: 1.5, options: [],
                        animations: {
                            outerTop.constant = 400
                            map.layoutIfNeeded()
                        },
                        completion: { _ in log.events.append("late") })
                })
            let animations = map.resolveLayout().animations
            // The outer block runs 11.0 … 12.0 s. The first inner block starts with it, not at 10 s,
            // and ends with it; the second starts after its own delay, at 11.5 s, with 0.5 s left.
            let timings = animations.map { [$0.viewID: [Double($0.startMicroseconds) / 1e6, $0.duration]] }
            #expect(timings == [["inner": [11.0, 1.0]], ["outer": [11.5, 0.5]]])
            timer.advance(by: 1.9)
            #expect(log.events.isEmpty)
            timer.advance(by: 0.1)
            #expect(log.events == ["inner", "late"])
        }
    }

    /// Each override keeps one thing of the nested block's own; `.overrideInheritedOptions` both.
    @Test(arguments: [
        (UIView.AnimationOptions.overrideInheritedDuration, 0.2, "easeOut"),
        (UIView.AnimationOptions.overrideInheritedCurve, 1.0, "linear"),
        (UIView.AnimationOptions.overrideInheritedOptions, 0.2, "linear"),
    ])
    func eachOverrideKeepsItsPartOfTheNestedTiming(
        _ override: UIView.AnimationOptions, _ duration: TimeInterval, _ curve: String
    ) {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            UIView.animate(
                withDuration: 1.0, delay: 0, options: .curveEaseOut,
                animations: {
                    UIView.animate(
                        withDuration: 0.2, delay: 0, options: [override, .curveLinear],
                        animations: {
                            top.constant = 600
                            map.layoutIfNeeded()
                        })
                })
            let animation = map.resolveLayout().animations.first
            #expect(animation?.duration == duration && animation?.curve == curve)
        }
    }

    /// With the override options, a nested block keeps its own duration and curve, and its
    /// completion comes first.
    @Test func aNestedAnimationMayKeepItsOwnDurationAndCurve() {
        withManualTimer { timer in
            let (map, _, outerTop) = makeSheet("outer")
            let innerTop = makeSheet("inner", in: map).top
            let log = EventLog()
            UIView.animate(
                withDuration: 1.0,
                animations: {
                    UIView.animate(
                        withDuration: 0.2, delay: 0,
                        options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                        animations: {
                            innerTop.constant = 500
                            map.layoutIfNeeded()
                        },
                        completion: { _ in log.events.append("inner") })
                    outerTop.constant = 400
                    map.layoutIfNeeded()
                },
                completion: { _ in log.events.append("outer") })
            let animations = map.resolveLayout().animations
            expectAnimation(
                animations.first { $0.viewID == "outer" }, of: "outer",
                from: sheetFrame(y: 700), to: sheetFrame(y: 400),
                start: 10_000_000, duration: 1.0)
            let inner = animations.first { $0.viewID == "inner" }
            #expect(inner?.duration == 0.2 && inner?.curve == "linear")
            timer.advance(by: 0.2)
            #expect(log.events == ["inner"])
            timer.advance(by: 0.8)
            #expect(log.events == ["inner", "outer"])
        }
    }

    @Test func overlappingAnimationsCompleteByTheirEndNotTheirStart() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let log = EventLog()
            UIView.animate(
                withDuration: 1.0,
                animations: {
                    top.constant = 600
                    map.layoutIfNeeded()
                },
                completion: { _ in log.events.append("first") })
            _ = map.resolveLayout()
            timer.advance(by: 0.5)
            UIView.animate(
                withDuration: 0.4,
                animations: {
                    top.constant = 500
                    map.layoutIfNeeded()
                },
                completion: { _ in log.events.append("second") })
            let layout = map.resolveLayout()
            // The second starts at 10.5 s from the first one's end point (renderers interpolate).
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 600),
                to: sheetFrame(y: 500), start: 10_500_000, duration: 0.4)
            timer.advance(by: 1)
            // Second due at 10.9, first at 11.0.
            #expect(log.events == ["second", "first"])
        }
    }

    @Test func theLayoutObserverHearsOfALayoutThatACompletionChanged() {
        withManualTimer { timer in
            let (map, sheet, _) = makeSheet()
            let log = EventLog()
            map.layoutObserver = { map in
                log.events.append("observer")
                log.layouts.append(map.resolveLayout())
            }
            UIView.animate(
                withDuration: 0.3, animations: { sheet.alpha = 0 },
                completion: { _ in
                    log.events.append("completion")
                    sheet.removeFromSuperview()
                })
            _ = map.resolveLayout()
            timer.advance(by: 0.3)
            // The completion ran, then the observer, once, with the sheet gone.
            #expect(log.events == ["completion", "observer"])
            #expect(log.layouts.count == 1)
            #expect(log.layouts.first?.view("sheet") == nil)

            UIView.animate(withDuration: 0.1, animations: {}, completion: { _ in log.events.append("idle") })
            timer.advance(by: 0.1)
            // A completion that changes nothing is not a new layout.
            #expect(log.events == ["completion", "observer", "idle"])
        }
    }

    /// The default timer (the daemon's): the monotonic clock, and completions run on the main
    /// actor from the main dispatch queue once the duration has elapsed.
    @Test(.timeLimit(.minutes(1)))
    func theDefaultTimerRunsTheCompletionOnTheMainActorAfterTheDuration() async {
        #expect(LayoutTiming.timer is DispatchLayoutTimer)
        let (map, _, top) = makeSheet()
        let before = ProcessInfo.processInfo.systemUptime
        let completedAt: TimeInterval = await withCheckedContinuation { continuation in
            UIView.animate(
                withDuration: 0.05,
                animations: {
                    top.constant = 600
                    map.layoutIfNeeded()
                },
                completion: { finished in
                    MainActor.preconditionIsolated("a completion runs on the main actor")
                    #expect(finished)
                    continuation.resume(returning: ProcessInfo.processInfo.systemUptime)
                })
        }
        #expect(completedAt - before >= 0.05)
        // Published on the same clock, in whole microseconds.
        let start = map.resolveLayout().animations.first.map { TimeInterval($0.startMicroseconds) / 1e6 }
        #expect(start.map { $0 >= before - 1e-6 && $0 <= completedAt } == true, "start \(String(describing: start))")
    }

    /// A clock past what 64 bits of microseconds hold (a test clock moved on by years of years)
    /// publishes the largest start rather than trapping.
    @Test func aClockBeyondSixtyFourBitsOfMicrosecondsDoesNotTrap() {
        withManualTimer { timer in
            let (map, sheet, _) = makeSheet()
            _ = map.resolveLayout()
            timer.advance(by: 1e14)
            UIView.animate(withDuration: 0.3, animations: { sheet.alpha = 0.5 })
            #expect(map.resolveLayout().animations.first?.startMicroseconds == .max)
        }
    }

    /// The end of an animation changes what is checked of its views (a view still sliding out is
    /// not left over): the observer hears of it even if the completion changes nothing.
    @Test func theLayoutObserverHearsOfTheEndOfAnAnimationOfItsMap() {
        withManualTimer { timer in
            let (map, sheet, _) = makeSheet()
            _ = map.resolveLayout()
            let log = EventLog()
            map.layoutObserver = { _ in log.events.append("observer") }
            UIView.animate(withDuration: 0.3, animations: { sheet.alpha = 0.5 })
            _ = map.resolveLayout()
            #expect(map.isAnimating(sheet))
            timer.advance(by: 0.3)
            #expect(log.events == ["observer"])
            #expect(!map.isAnimating(sheet))
        }
    }

    /// A block waiting for its end keeps neither the map's engine nor its views: a map removed
    /// mid-animation is freed with its tree.
    @Test func aPendingAnimationDoesNotKeepAFreedMapsViews() {
        withManualTimer { timer in
            weak var weakSheet: UIView?
            do {
                let (map, sheet, top) = makeSheet()
                weakSheet = sheet
                slide(top, to: 600, in: map, over: 5.0)
                _ = map.resolveLayout()
            }
            // Compared as a flag: Swift Testing would describe a surviving view.
            let alive = weakSheet != nil
            #expect(!alive)
            timer.advance(by: 5)
        }
    }

    /// UIKit runs the completion of a block that animates nothing (no layout or `alpha` change in
    /// it; a constraint changed without `layoutIfNeeded()` is laid out after the block) at once,
    /// on the next turn of the run loop, told true, not when its duration has elapsed; and a
    /// block of duration 0 makes its changes without animating them ("If you specify a negative
    /// value or 0, the changes are made without animating them"), completing on the next turn.
    @Test func aBlockThatAnimatesNothingOrTakesNoTimeCompletesOnTheNextTurn() {
        withManualTimer { timer in
            let log = EventLog()
            let (map, sheet, top) = makeSheet()
            UIView.animate(
                withDuration: 0.5, animations: { top.constant = 600 }, completion: { log.events.append("unlaid \($0)") }
            )
            UIView.animate(
                withDuration: 0, animations: { sheet.alpha = 0.5 }, completion: { log.events.append("instant \($0)") })
            UIView.animate(withDuration: 0.5, animations: {}, completion: { log.events.append("empty \($0)") })
            let layout = map.resolveLayout()
            #expect(layout.animations.isEmpty, "\(layout.animations)")
            expectFrame(layout, "sheet", CGRect(x: 0, y: 600, width: 390, height: 100))
            #expect(layout.view("sheet")?.opacity == 0.5)
            #expect(log.events.isEmpty)
            timer.advance(by: 0)
            #expect(log.events == ["unlaid true", "instant true", "empty true"])
        }
    }

    /// A duration or delay that is not a finite number of seconds counts as none, in every form:
    /// the changes are made without animating them.
    @Test(arguments: 0..<3)
    func aDurationThatIsNotANumberCountsAsNone(_ form: Int) {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            let animations = {
                top.constant = 600
                map.layoutIfNeeded()
            }
            switch form {
            case 0:
                UIView.animate(
                    withDuration: .infinity, delay: .nan, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                    animations: animations)
            case 1: UIView.animate(springDuration: .infinity, delay: .infinity, animations: animations)
            default: UIView.animate(withDuration: .nan, delay: .infinity, options: [], animations: animations)
            }
            let layout = map.resolveLayout()
            #expect(layout.animations.isEmpty, "\(layout.animations)")
            expectFrame(layout, "sheet", CGRect(x: 0, y: 600, width: 390, height: 100))
        }
    }

    /// A block widens v by 100 (100 → 200); passes outside any block shrink it to 50, then widen
    /// it to 250: the block's +100 plays out on top of 250, 150 → 250, whether or not another
    /// block that moved v was stopped meanwhile (a width below 0 on the way is not lost).
    @Test(arguments: [false, true])
    func aWidthClampedByAJumpIsNotLostAtTheNextJump(withStoppedAnimator: Bool) {
        withManualTimer { _ in
            let map = makeMap()
            let v = addView("v", to: map)
            let c = pin(v, to: map, x: 0, y: 100, width: 100, height: 50)
            _ = map.resolveLayout()
            UIView.animate(withDuration: 0.5) {
                c[2].constant = 200
                map.layoutIfNeeded()
            }
            var stopped: UIViewPropertyAnimator?
            if withStoppedAnimator {
                let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) {
                    c[1].constant = 200
                    map.layoutIfNeeded()
                }
                animator.startAnimation()
                stopped = animator
            }
            c[2].constant = 50
            map.layoutIfNeeded()
            c[2].constant = 250
            map.layoutIfNeeded()
            stopped?.stopAnimation(true)
            let layout = map.resolveLayout()
            let y: CGFloat = withStoppedAnimator ? 200 : 100
            expectFrame(layout, "v", CGRect(x: 0, y: y, width: 250, height: 50))
            expectAnimation(
                layout.animations.first, of: "v", from: CGRect(x: 0, y: y, width: 150, height: 50),
                to: CGRect(x: 0, y: y, width: 250, height: 50), start: 10_000_000, duration: 0.5)
        }
    }

    /// A fade (1 → 0.5) waits and alpha is set to 0.2 outside any block: as a frame does, the fade
    /// moves with the jump and ends at the published opacity, 0.7 → 0.2, whether or not another
    /// block was stopped meanwhile.
    @Test(arguments: [false, true])
    func anOpacityJumpMovesTheWaitingFade(withStoppedAnimator: Bool) {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(withDuration: 0.5) { sheet.alpha = 0.5 }
            var stopped: UIViewPropertyAnimator?
            if withStoppedAnimator {
                let animator = UIViewPropertyAnimator(duration: 1.0, curve: .linear) {
                    top.constant = 600
                    map.layoutIfNeeded()
                }
                animator.startAnimation()
                stopped = animator
            }
            sheet.alpha = 0.2
            stopped?.stopAnimation(true)
            let layout = map.resolveLayout()
            #expect(isNear(layout.view("sheet")?.opacity, 0.2))
            let animation = layout.animations.first { $0.viewID == "sheet" }
            #expect(isNear(animation?.toOpacity, 0.2), "to \(String(describing: animation?.toOpacity))")
            #expect(isNear(animation?.fromOpacity, 0.7), "from \(String(describing: animation?.fromOpacity))")
        }
    }

    /// An outer block fades a view, an inner one fades it further, the outer one fades it back:
    /// each block's part is its own change, so nothing is published as fading.
    @Test func aViewFadedBackAfterANestedFadeIsNotAnimated() {
        withManualTimer { _ in
            let (map, sheet, _) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                sheet.alpha = 0.5
                UIView.animate(withDuration: 0.3) { sheet.alpha = 0.8 }
                sheet.alpha = 1
            }
            #expect(map.resolveLayout().animations.isEmpty)
        }
    }

    /// A view taken out and put back inside a block loses what the block recorded of it: laid out
    /// after the block, it is placed without animation.
    @Test func aViewRemovedAndAddedBackInsideTheBlockIsPlacedWithoutAnimation() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
                putBack(sheet, in: map)
            }
            let layout = map.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: 400))
            #expect(layout.animations.isEmpty, "\(layout.animations)")
        }
    }

    /// Laid out inside the block after it came back, it animates from where it came back.
    @Test func aViewRemovedAndAddedBackInsideTheBlockAnimatesOnlyFromWhereItCameBack() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
                putBack(sheet, in: map)
                map.layoutIfNeeded()
            }
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 600), to: sheetFrame(y: 400),
                start: 10_000_000, duration: 0.3)
        }
    }

    /// Taken out and put back without animation inside a block, it is not animated.
    @Test func aViewRemovedAndAddedBackWithoutAnimationInsideABlockIsNotAnimated() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                map.layoutIfNeeded()
                UIView.performWithoutAnimation {
                    putBack(sheet, in: map)
                    map.layoutIfNeeded()
                }
            }
            let layout = map.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: 400))
            #expect(layout.animations.isEmpty, "\(layout.animations)")
        }
    }

    /// A block that moves a view and back changes nothing of it: the animation another block made
    /// keeps its own timing and curve.
    @Test func aBlockThatChangesNothingOfAViewLeavesItsWaitingAnimationsTimingAlone() {
        withManualTimer { _ in
            let (map, _, top) = makeSheet()
            slide(top, to: 600, in: map, over: 0.3)
            UIView.animate(withDuration: 1.0, delay: 0, options: .curveLinear) {
                top.constant = 500
                map.layoutIfNeeded()
                top.constant = 600
                map.layoutIfNeeded()
            }
            expectAnimation(
                map.resolveLayout().animations.first, of: "sheet", from: sheetFrame(y: 700), to: sheetFrame(y: 600),
                start: 10_000_000, duration: 0.3)
        }
    }

    /// A view added and laid out inside a block grows from its superview's corner, as in UIKit.
    @Test func aViewAddedInsideABlockGrowsFromItsSuperviewsCorner() {
        withManualTimer { _ in
            let map = makeMap()
            let parent = addView("parent", to: map)
            pin(parent, to: map, x: 100, y: 200, width: 200, height: 200)
            _ = map.resolveLayout()
            UIView.animate(withDuration: 0.3) {
                let child = addView("child", to: parent)
                pin(child, to: parent, x: 10, y: 10, width: 50, height: 50)
                map.layoutIfNeeded()
            }
            expectAnimation(
                map.resolveLayout().animations.first, of: "child", from: CGRect(x: 100, y: 200, width: 0, height: 0),
                to: CGRect(x: 110, y: 210, width: 50, height: 50), start: 10_000_000, duration: 0.3)
        }
    }

    /// Takes the sheet out of `map` and puts it back, pinned at y 400.
    private func putBack(_ sheet: UIView, in map: GMSMapView) {
        sheet.removeFromSuperview()
        map.addSubview(sheet)
        pin(sheet, to: map, x: 0, y: 400, width: 390, height: 100)
    }
}
