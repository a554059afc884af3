import Foundation
import Testing

@testable import NavigationLayout

// Drives `PromptAnimationLayoutDelegate` (PromptAnimationPortDelegate.swift: iOS code, imports
// changed only) through enable → start guidance → show prompt → change prompt → hide prompt →
// stop → disable on a portrait phone, 390 × 844, safe-area insets top 47, bottom 34, and checks
// every published frame and animation against values worked out by hand from UIKit's rules and
// SPEC §4–§5. Times are binary fractions (0.125, 0.25, 0.5 …) so that clock arithmetic is exact.
//
// Geometry (SPEC §5, standard mode: cardWidth = safe-area width = 390):
//   turn card 390 × (47 + 120) = 167; ETA card 390 × (72 + 34) = 106;
//   traffic prompt 390 × (112 + 34) = 146; better-route prompt 390 × (152 + 34) = 186;
//   logo 64 × 24; buttons 48 × 48; hiding stack 48 + 2 × 16 = 80 wide, the first arranged
//   (compass) lowest, 8 apart, buttons 16 from its trailing edge: x 390 − 80 = 310, buttons
//   x 390 − 16 − 48 = 326.
//   Map safe area y 47…810; map margins guide x 8…382, y 55…802.
//
// Ready: viewport = map (0, 0, 390, 844); logo (8, 802 − 24 = 778); stack (310, 55, 80, 747);
//   compass (326, 802 − 48 = 754).
// Guidance with the viewport's bottom at b (its top is the turn card's bottom, 167 once in):
//   viewport (0, 167, 390, b − 167); it lies inside the safe area, so its margins guide is
//   y 175…b − 8, x 8…382 → logo (8, b − 32); stack (310, 175, 80, b − 183); compass y b − 56,
//   reporting y b − 56 − 8 − 48 = b − 112.
//   b = 844 − 106 = 738 over the ETA card; 844 − 146 = 698 over a traffic prompt; 844 − 186 = 658
//   over a better-route prompt.

typealias PromptAnimationHost = DelegateDriver<PromptAnimationLayoutDelegate>

extension DelegateDriver where Delegate == PromptAnimationLayoutDelegate {
    /// The delegate on the 390 × 844 phone.
    convenience init() throws {
        try self.init(PromptAnimationLayoutDelegate(), on: makeMap(width: 390, height: 844, insets: phoneInsets))
    }
}

/// Seconds on the manual clock → published microseconds.
private func usec(_ t: TimeInterval) -> UInt64 { UInt64((t * 1_000_000).rounded()) }

// MARK: - Expected frames (worked out by hand; see the header)

private let turnIn = CGRect(x: 0, y: 0, width: 390, height: 167)
private let turnParked = CGRect(x: 0, y: -167, width: 390, height: 167)  // bottom at the map's top
private let etaIn = CGRect(x: 0, y: 738, width: 390, height: 106)  // 844 − 106
private let etaParked = CGRect(x: 0, y: 844, width: 390, height: 106)  // top at the map's bottom
private let trafficShown = CGRect(x: 0, y: 698, width: 390, height: 146)  // 844 − 146
private let trafficParked = CGRect(x: 0, y: 844, width: 390, height: 146)
private let betterShown = CGRect(x: 0, y: 658, width: 390, height: 186)  // 844 − 186
private let betterParked = CGRect(x: 0, y: 844, width: 390, height: 186)
private let fullViewport = CGRect(x: 0, y: 0, width: 390, height: 844)
private let readyLogo = CGRect(x: 8, y: 778, width: 64, height: 24)
private let readyStack = CGRect(x: 310, y: 55, width: 80, height: 747)
private let readyCompass = CGRect(x: 326, y: 754, width: 48, height: 48)
/// Reporting in a stack whose bottom is 802: 754 − 56.
private let preEntranceReporting = CGRect(x: 326, y: 698, width: 48, height: 48)

private func viewportFrame(bottom b: CGFloat) -> CGRect { CGRect(x: 0, y: 167, width: 390, height: b - 167) }
private func logoFrame(bottom b: CGFloat) -> CGRect { CGRect(x: 8, y: b - 32, width: 64, height: 24) }
private func stackFrame(bottom b: CGFloat) -> CGRect { CGRect(x: 310, y: 175, width: 80, height: b - 183) }
private func compassFrame(bottom b: CGFloat) -> CGRect { CGRect(x: 326, y: b - 56, width: 48, height: 48) }
private func reportingFrame(bottom b: CGFloat) -> CGRect { CGRect(x: 326, y: b - 112, width: 48, height: 48) }

/// The ready state's frames.
private let readyFrames: [(String, CGRect)] = [
    ("viewport", fullViewport), ("googleLogo", readyLogo), ("buttons", readyStack), ("button.compass", readyCompass),
]

/// Guidance once the cards are in, the viewport's bottom at `b`.
private func guidanceFrames(bottom b: CGFloat) -> [(String, CGRect)] {
    [
        ("turnCard", turnIn), ("etaCard", etaIn), ("viewport", viewportFrame(bottom: b)),
        ("googleLogo", logoFrame(bottom: b)), ("buttons", stackFrame(bottom: b)),
        ("button.compass", compassFrame(bottom: b)), ("button.reporting", reportingFrame(bottom: b)),
    ]
}

/// The views of the layout that move with the viewport's bottom, `from` → `to`, each expected with
/// the same timing.
@MainActor
private func expectViewportFollowers(
    _ layout: ResolvedLayout, from: CGFloat, to: CGFloat, start: UInt64, duration: TimeInterval, curve: String,
    spring: ViewAnimation.Spring? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let moves: [(String, CGRect, CGRect)] = [
        ("viewport", viewportFrame(bottom: from), viewportFrame(bottom: to)),
        ("googleLogo", logoFrame(bottom: from), logoFrame(bottom: to)),
        ("buttons", stackFrame(bottom: from), stackFrame(bottom: to)),
        ("button.compass", compassFrame(bottom: from), compassFrame(bottom: to)),
        ("button.reporting", reportingFrame(bottom: from), reportingFrame(bottom: to)),
    ]
    for (id, a, b) in moves {
        expectAnimation(
            layout.animations.first { $0.viewID == id }, of: id, from: a, to: b, start: start, duration: duration,
            curve: curve, spring: spring, sourceLocation: sourceLocation)
    }
}

@MainActor
private func expectAbsent(_ layout: ResolvedLayout, _ ids: [String], sourceLocation: SourceLocation = #_sourceLocation)
{
    for id in ids {
        #expect(layout.view(id) == nil, "\(id) is still in the layout", sourceLocation: sourceLocation)
    }
}

private let etaSpring = ViewAnimation.Spring(dampingRatio: 0.75, initialVelocity: 0.5)
private let promptSpring = ViewAnimation.Spring(dampingRatio: 0.7, initialVelocity: 0)

@MainActor
@Suite(.serialized) struct PromptAnimationPortTests {
    /// Enables and starts guidance at t = 10 and lets the entrance finish (t = 10.625).
    private func guidingHost(_ timer: ManualLayoutTimer, log: EventLog? = nil) throws -> PromptAnimationHost {
        let host = try PromptAnimationHost()
        if let log { host.map.layoutObserver = { map in log.layouts.append(map.resolveLayout()) } }
        host.enable()
        _ = host.map.resolveLayout()
        host.startGuidance()
        _ = host.map.resolveLayout()
        timer.advance(by: 0.625)
        _ = host.map.resolveLayout()
        log?.layouts = []
        return host
    }

    // MARK: Ready

    @Test func readyStateIsLaidOutWithoutAnimation() throws {
        try withManualTimer { _ in
            let host = try PromptAnimationHost()
            host.enable()
            let layout = host.map.resolveLayout()
            expectFrames(layout, readyFrames)
            #expect(layout.animations.isEmpty)
            expectAbsent(layout, ["turnCard", "etaCard", "button.reporting"])
        }
    }

    // MARK: Start guidance

    /// The entrance: everything is first placed without animation (`performWithoutAnimation`:
    /// turn card parked at y −167, ETA card at y 844, viewport the whole map, its margins y 55…802),
    /// then two blocks. Block 1 (t 10, 0.25 s, `.curveEaseOut`) moves the turn card 167 down: the
    /// viewport's top 0 → 167, so the stack's top 55 → 175 (bottom still 802). Block 2 (delay 0.125:
    /// start 10.125, 0.5 s, spring 0.75 / 0.5) lays out the ETA card's constant set before it: the
    /// ETA card 844 → 738, the viewport's bottom 844 → 738, its margins' bottom 802 → 730: logo
    /// 778 → 706, compass 754 → 682, reporting 698 → 626, stack height 747 − 120 = 627 → 555.
    /// Views moved by both blocks get one animation (porting.md: one per view, additive): from the
    /// frame before both to the end, starting with the first (10), lasting until the last ends
    /// (0.125 + 0.5 = 0.625), with the curve of the block recorded last (the spring).
    @Test func startGuidanceSlidesTheTurnCardAndSpringsTheETACard() throws {
        try withManualTimer { _ in
            let host = try PromptAnimationHost()
            host.enable()
            _ = host.map.resolveLayout()
            host.startGuidance()
            let layout = host.map.resolveLayout()
            expectFrames(layout, guidanceFrames(bottom: 738))
            #expect(layout.animations.count == 7)
            expectAnimation(
                layout.animations.first { $0.viewID == "turnCard" }, of: "turnCard", from: turnParked, to: turnIn,
                start: usec(10), duration: 0.25, curve: "easeOut")
            expectAnimation(
                layout.animations.first { $0.viewID == "etaCard" }, of: "etaCard", from: etaParked, to: etaIn,
                start: usec(10.125), duration: 0.5, curve: "spring", spring: etaSpring)
            expectAnimation(
                layout.animations.first { $0.viewID == "viewport" }, of: "viewport", from: fullViewport,
                to: viewportFrame(bottom: 738), start: usec(10), duration: 0.625, curve: "spring", spring: etaSpring)
            expectAnimation(
                layout.animations.first { $0.viewID == "buttons" }, of: "buttons", from: readyStack,
                to: stackFrame(bottom: 738), start: usec(10), duration: 0.625, curve: "spring", spring: etaSpring)
            // Only block 2 moves these.
            expectAnimation(
                layout.animations.first { $0.viewID == "googleLogo" }, of: "googleLogo", from: readyLogo,
                to: logoFrame(bottom: 738), start: usec(10.125), duration: 0.5, curve: "spring", spring: etaSpring)
            expectAnimation(
                layout.animations.first { $0.viewID == "button.compass" }, of: "button.compass", from: readyCompass,
                to: compassFrame(bottom: 738), start: usec(10.125), duration: 0.5, curve: "spring", spring: etaSpring)
            expectAnimation(
                layout.animations.first { $0.viewID == "button.reporting" }, of: "button.reporting",
                from: preEntranceReporting, to: reportingFrame(bottom: 738), start: usec(10.125), duration: 0.5,
                curve: "spring", spring: etaSpring)
        }
    }

    /// Completions run when their duration has elapsed: the turn card's at 10 + 0.25, the ETA
    /// card's at 10 + 0.125 (delay) + 0.5 = 10.625, each told `true`; each reaches the observer.
    @Test func entranceCompletionsRunAtTheirEndsInOrder() throws {
        try withManualTimer { timer in
            let host = try PromptAnimationHost()
            let log = EventLog()
            host.map.layoutObserver = { map in log.layouts.append(map.resolveLayout()) }
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25 - 0.001)
            #expect(host.delegate.events.isEmpty)
            timer.advance(by: 0.001)
            #expect(host.delegate.events == ["turnCard in true"])
            timer.advance(by: 0.375 - 0.001)
            #expect(host.delegate.events == ["turnCard in true"])
            timer.advance(by: 0.001)
            #expect(host.delegate.events == ["turnCard in true", "etaCard in true"])
            // Nothing moved at either end: whatever reached the observer animates nothing.
            #expect(log.layouts.allSatisfy { $0.animations.isEmpty })
            expectFrames(host.map.resolveLayout(), guidanceFrames(bottom: 738))
        }
    }

    // MARK: Show prompt

    /// Show at 10.625: the prompt is parked at y 844 without animation, then one block (0.5 s,
    /// `.curveEaseOut`; `.beginFromCurrentState` changes nothing here: nothing else animates it)
    /// slides it to 698 and brings the viewport's bottom 738 → 698 (logo 706 → 666, compass
    /// 682 → 642, reporting 626 → 586, stack height 555 → 515); a second block (0.25 s,
    /// `.curveEaseIn`) fades the ETA card 1 → 0 in place.
    @Test func showPromptSlidesItUpAndFadesTheETACard() throws {
        try withManualTimer { timer in
            let host = try guidingHost(timer)
            host.showPrompt(.traffic)
            let layout = host.map.resolveLayout()
            expectFrames(layout, guidanceFrames(bottom: 698).filter { $0.0 != "etaCard" })
            expectFrame(layout, "prompt.traffic.1", trafficShown)
            expectFrame(layout, "etaCard", etaIn)
            #expect(layout.view("etaCard")?.opacity == 0)
            #expect(layout.view("etaCard")?.hidden == false)
            #expect(layout.animations.count == 7)
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.traffic.1" }, of: "prompt.traffic.1",
                from: trafficParked, to: trafficShown, start: usec(10.625), duration: 0.5, curve: "easeOut")
            expectAnimation(
                layout.animations.first { $0.viewID == "etaCard" }, of: "etaCard", from: etaIn, to: etaIn,
                opacity: (1, 0), start: usec(10.625), duration: 0.25, curve: "easeIn")
            expectViewportFollowers(
                layout, from: 738, to: 698, start: usec(10.625), duration: 0.5, curve: "easeOut")
            // The prompt is the topmost view.
            let prompt = layout.view("prompt.traffic.1")
            #expect(layout.views.allSatisfy { $0.id == "prompt.traffic.1" || $0.zOrder < prompt!.zOrder })
        }
    }

    /// At 10.625 + 0.25 the fade's completion, told `true`, hides the ETA card (alpha already 0);
    /// the observer gets a layout with the card hidden, in place, and no animation. The slide's
    /// completion follows at 10.625 + 0.5.
    @Test func theShowCompletionHidesTheETACard() throws {
        try withManualTimer { timer in
            let log = EventLog()
            let host = try guidingHost(timer, log: log)
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25 - 0.001)
            #expect(host.delegate.events.suffix(1) == ["etaCard in true"])
            timer.advance(by: 0.001)
            #expect(host.delegate.events.suffix(1) == ["etaCard faded true"])
            let last = try #require(log.layouts.last)
            #expect(last.view("etaCard")?.hidden == true)
            #expect(last.view("etaCard")?.opacity == 0)
            expectFrame(last, "etaCard", etaIn)
            #expect(last.animations.isEmpty)
            timer.advance(by: 0.25)
            #expect(host.delegate.events.suffix(2) == ["etaCard faded true", "prompt.traffic.1 shown true"])
        }
    }

    // MARK: Change prompt while the show animation runs

    /// Change at 10.875, halfway through the show: the new (better-route, 186 high) prompt is placed
    /// at 658 at alpha 0 without animation. Block A (0.25 s, `.curveEaseIn`) fades the old prompt
    /// 1 → 0 in place (its slide was published with the show's layout and plays on); block B
    /// (spring 0.7 / 0, 0.5 s) fades the new one 0 → 1 and moves the viewport's bottom 698 → 658
    /// (logo 666 → 626, compass 642 → 602, reporting 586 → 546).
    @Test func changePromptWhileItsShowRunsCrossFadesAndSpringsTheViewport() throws {
        try withManualTimer { timer in
            let host = try guidingHost(timer)
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)
            host.changePrompt(.betterRoute)
            let layout = host.map.resolveLayout()
            expectFrames(layout, guidanceFrames(bottom: 658).filter { $0.0 != "etaCard" })
            expectFrame(layout, "prompt.traffic.1", trafficShown)
            expectFrame(layout, "prompt.betterRoute.2", betterShown)
            #expect(layout.view("prompt.traffic.1")?.opacity == 0)
            #expect(layout.view("prompt.betterRoute.2")?.opacity == 1)
            #expect(layout.animations.count == 7)
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.traffic.1" }, of: "prompt.traffic.1",
                from: trafficShown, to: trafficShown, opacity: (1, 0), start: usec(10.875), duration: 0.25,
                curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.betterRoute.2" }, of: "prompt.betterRoute.2",
                from: betterShown, to: betterShown, opacity: (0, 1), start: usec(10.875), duration: 0.5,
                curve: "spring", spring: promptSpring)
            expectViewportFollowers(
                layout, from: 698, to: 658, start: usec(10.875), duration: 0.5, curve: "spring", spring: promptSpring)
        }
    }

    /// Two completions fall due at 11.125: the show block's (10.625 + 0.5) and the fade-out's
    /// (10.875 + 0.25). UIKit runs them in the order the animations were committed: the show's
    /// first (told `true`: the fade is another property, and UIKit's animations are additive, so
    /// nothing removed the slide), then the fade-out's, which takes the old prompt out. The new
    /// prompt's spring ends at 11.375.
    @Test func completionsDueTogetherRunInStartOrder() throws {
        try withManualTimer { timer in
            let log = EventLog()
            let host = try guidingHost(timer, log: log)
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)
            host.changePrompt(.betterRoute)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)
            #expect(
                host.delegate.events.suffix(2) == ["prompt.traffic.1 shown true", "prompt.traffic.1 removed true"])
            let last = try #require(log.layouts.last)
            expectAbsent(last, ["prompt.traffic.1"])
            // A prompt is still up when the show completes: the ETA card is hidden.
            #expect(last.view("etaCard")?.hidden == true)
            expectFrames(last, guidanceFrames(bottom: 658).filter { $0.0 != "etaCard" })
            expectFrame(last, "prompt.betterRoute.2", betterShown)
            timer.advance(by: 0.25)
            #expect(host.delegate.events.suffix(1) == ["prompt.betterRoute.2 shown true"])
        }
    }

    // MARK: Hide prompt, chained

    /// Hide (better-route prompt up, t 11.375): one block (0.25 s, `.curveEaseIn`) slides it 658 →
    /// 844 and brings the viewport's bottom back 658 → 738 (logo 626 → 706 …). The ETA card stays
    /// hidden at alpha 0 until the completion.
    @Test func hidePromptSlidesItDown() throws {
        try withManualTimer { timer in
            let host = try guidingHost(timer)
            host.showPrompt(.traffic)
            timer.advance(by: 0.25)
            host.changePrompt(.betterRoute)
            timer.advance(by: 0.5)
            _ = host.map.resolveLayout()
            host.hidePrompt()
            let layout = host.map.resolveLayout()
            expectFrames(layout, guidanceFrames(bottom: 738))
            expectFrame(layout, "prompt.betterRoute.2", betterParked)
            #expect(layout.view("etaCard")?.hidden == true)
            #expect(layout.animations.count == 6)
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.betterRoute.2" }, of: "prompt.betterRoute.2",
                from: betterShown, to: betterParked, start: usec(11.375), duration: 0.25, curve: "easeIn")
            expectViewportFollowers(layout, from: 658, to: 738, start: usec(11.375), duration: 0.25, curve: "easeIn")
        }
    }

    /// The hide completion (11.375 + 0.25 = 11.625) removes the prompt, shows the ETA card and starts
    /// the next animation from inside the completion: its fade 0 → 1 starts at 11.625, lasts
    /// 0.25 s with UIKit's default curve (easeInOut), and is published with the completion's
    /// layout; its own completion runs at 11.875.
    @Test func theHideCompletionChainsTheETAFadeIn() throws {
        try withManualTimer { timer in
            let log = EventLog()
            let host = try guidingHost(timer, log: log)
            host.showPrompt(.traffic)
            timer.advance(by: 0.25)
            host.changePrompt(.betterRoute)
            timer.advance(by: 0.5)
            _ = host.map.resolveLayout()
            host.hidePrompt()
            _ = host.map.resolveLayout()
            log.layouts = []
            timer.advance(by: 0.25)
            #expect(host.delegate.events.suffix(1) == ["prompt.betterRoute.2 hidden true"])
            let layout = try #require(log.layouts.last)
            expectAbsent(layout, ["prompt.betterRoute.2", "prompt.traffic.1"])
            expectFrames(layout, guidanceFrames(bottom: 738))
            #expect(layout.view("etaCard")?.hidden == false)
            #expect(layout.view("etaCard")?.opacity == 1)
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "etaCard", from: etaIn, to: etaIn, opacity: (0, 1), start: usec(11.625),
                duration: 0.25)
            timer.advance(by: 0.25)
            #expect(host.delegate.events.suffix(1) == ["etaCard back true"])
        }
    }

    // MARK: Hide while the show animation runs (interrupted on the same view)

    /// Hide at 10.875, halfway through the slide up: the new block (0.25 s, `.curveEaseIn`) moves
    /// the prompt from its laid-out frame 698 back to 844 (porting.md: an animation starts from the
    /// last laid-out frame; UIKit adds it to the one in flight); the viewport's bottom 698 → 738.
    /// Both completions fall due at 11.125, the show's first, told `true` (additive: nothing removed
    /// it); the hide's shows the ETA card again (hidden by its fade's completion at 10.875) and
    /// chains the fade-in.
    @Test func hideInterruptsTheShowOnTheSameView() throws {
        try withManualTimer { timer in
            let log = EventLog()
            let host = try guidingHost(timer, log: log)
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)
            host.hidePrompt()
            let layout = host.map.resolveLayout()
            expectFrames(layout, guidanceFrames(bottom: 738))
            expectFrame(layout, "prompt.traffic.1", trafficParked)
            #expect(layout.animations.count == 6)
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.traffic.1" }, of: "prompt.traffic.1",
                from: trafficShown, to: trafficParked, start: usec(10.875), duration: 0.25, curve: "easeIn")
            expectViewportFollowers(layout, from: 698, to: 738, start: usec(10.875), duration: 0.25, curve: "easeIn")
            log.layouts = []
            timer.advance(by: 0.25)
            #expect(
                host.delegate.events.suffix(2) == ["prompt.traffic.1 shown true", "prompt.traffic.1 hidden true"])
            let last = try #require(log.layouts.last)
            expectAbsent(last, ["prompt.traffic.1"])
            #expect(last.view("etaCard")?.hidden == false)
            expectAnimation(
                last.animations.first { $0.viewID == "etaCard" }, of: "etaCard", from: etaIn, to: etaIn,
                opacity: (0, 1), start: usec(11.125), duration: 0.25)
        }
    }

    // MARK: Stop guidance (property animator)

    /// Stop at t (no prompt; ETA card back at alpha 1): the new stack (compass only) is placed at
    /// once (reporting leaves). The animator (0.25 s, easeIn) starts after 0.125: its first closure
    /// slides the cards out (turn 0 → −167, ETA 738 → 844) and the viewport to the whole map, the
    /// logo to the map's margins (706 → 778); its second (delay factor 0.5: 0.125 s in, for the
    /// remaining 0.125 s) fades both cards 1 → 0. Per card one animation: start t + 0.125, lasting
    /// to the later end (max(0.25, 0.125 + 0.125) = 0.25), easeIn. Completion at t + 0.375: `.end`.
    @Test func stopGuidanceSlidesTheCardsOutWithAPropertyAnimator() throws {
        try withManualTimer { timer in
            let log = EventLog()
            let host = try guidingHost(timer, log: log)
            let t = 10.625
            host.stopGuidance()
            let layout = host.map.resolveLayout()
            expectFrames(layout, readyFrames)
            expectFrame(layout, "turnCard", turnParked)
            expectFrame(layout, "etaCard", etaParked)
            expectAbsent(layout, ["button.reporting"])
            #expect(layout.animations.count == 4)
            expectAnimation(
                layout.animations.first { $0.viewID == "turnCard" }, of: "turnCard", from: turnIn, to: turnParked,
                opacity: (1, 0), start: usec(t + 0.125), duration: 0.25, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "etaCard" }, of: "etaCard", from: etaIn, to: etaParked,
                opacity: (1, 0), start: usec(t + 0.125), duration: 0.25, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "viewport" }, of: "viewport", from: viewportFrame(bottom: 738),
                to: fullViewport, start: usec(t + 0.125), duration: 0.25, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "googleLogo" }, of: "googleLogo", from: logoFrame(bottom: 738),
                to: readyLogo, start: usec(t + 0.125), duration: 0.25, curve: "easeIn")
            timer.advance(by: 0.375 - 0.001)
            #expect(!host.delegate.events.contains("cards out end"))
            timer.advance(by: 0.001)
            #expect(host.delegate.events.suffix(1) == ["cards out end"])
            let last = try #require(log.layouts.last)
            expectAbsent(last, ["turnCard", "etaCard", "button.reporting"])
            expectFrames(last, readyFrames)
            #expect(last.animations.isEmpty)
        }
    }

    /// Stop while the prompt slides up (10.875): the host calls hidePrompt then stopGuidance (SPEC
    /// §6). The hide block (10.875, 0.25 s, easeIn) moves the prompt 698 → 844 and the viewport's
    /// bottom 698 → 738; the animator (start 11.0, 0.25 s, easeIn) moves the viewport to the whole
    /// map. One animation per view: viewport from its frame before both (0, 167, 390, 531) to
    /// (0, 0, 390, 844), from 10.875 to the later end 11.25: 0.375 s; logo 666 → 778 likewise. The
    /// ETA card, at alpha 0 and hidden since the show's fade (10.875), only slides (opacity 0 → 0);
    /// the turn card slides and fades. Completions: 11.125 show (true), hide (true; guidance ended,
    /// no fade-in), 11.25 the animator's `.end`.
    @Test func stopGuidanceWhileThePromptSlidesIn() throws {
        try withManualTimer { timer in
            let log = EventLog()
            let host = try guidingHost(timer, log: log)
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)
            host.hidePrompt()
            host.stopGuidance()
            let layout = host.map.resolveLayout()
            expectFrames(layout, readyFrames)
            expectFrame(layout, "prompt.traffic.1", trafficParked)
            expectFrame(layout, "turnCard", turnParked)
            expectFrame(layout, "etaCard", etaParked)
            #expect(layout.animations.count == 5)
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.traffic.1" }, of: "prompt.traffic.1",
                from: trafficShown, to: trafficParked, start: usec(10.875), duration: 0.25, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "viewport" }, of: "viewport", from: viewportFrame(bottom: 698),
                to: fullViewport, start: usec(10.875), duration: 0.375, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "googleLogo" }, of: "googleLogo", from: logoFrame(bottom: 698),
                to: readyLogo, start: usec(10.875), duration: 0.375, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "etaCard" }, of: "etaCard", from: etaIn, to: etaParked,
                opacity: (0, 0), start: usec(11.0), duration: 0.25, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "turnCard" }, of: "turnCard", from: turnIn, to: turnParked,
                opacity: (1, 0), start: usec(11.0), duration: 0.25, curve: "easeIn")
            timer.advance(by: 0.25)
            #expect(
                host.delegate.events.suffix(2) == ["prompt.traffic.1 shown true", "prompt.traffic.1 hidden true"])
            timer.advance(by: 0.125)
            #expect(host.delegate.events.suffix(1) == ["cards out end"])
            let last = try #require(log.layouts.last)
            expectAbsent(last, ["prompt.traffic.1", "turnCard", "etaCard", "button.reporting"])
            expectFrames(last, readyFrames)
        }
    }

    // MARK: Disable

    /// Disable while the exit animator runs: `stopAnimation(true)` drops its completions (UIKit:
    /// "the completion handlers are not called"), and the map is empty at once.
    @Test func disableWhileTheExitAnimatorRunsDropsItsCompletion() throws {
        try withManualTimer { timer in
            let host = try guidingHost(timer)
            host.stopGuidance()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)
            host.disable()
            let layout = host.map.resolveLayout()
            expectAbsent(
                layout,
                ["viewport", "googleLogo", "buttons", "button.compass", "button.reporting", "turnCard", "etaCard"])
            #expect(layout.animations.isEmpty)
            timer.advance(by: 1)
            #expect(!host.delegate.events.contains("cards out end"))
            #expect(host.delegate.exitAnimator == nil)
        }
    }

    // MARK: The whole drive

    /// enable → start → show → change (mid-show) → hide → stop → disable: every completion, in order.
    @Test func theWholeDriveRunsEveryCompletionInOrder() throws {
        try withManualTimer { timer in
            let host = try PromptAnimationHost()
            host.enable()
            expectFrames(host.map.resolveLayout(), readyFrames)
            host.startGuidance()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.625)  // 10.625
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)  // 10.875
            host.changePrompt(.betterRoute)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.5)  // 11.375
            host.hidePrompt()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.5)  // 11.875: hidden at 11.625, ETA back at 11.875
            expectFrames(host.map.resolveLayout(), guidanceFrames(bottom: 738))
            host.stopGuidance()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.375)  // 12.25
            let ready = host.map.resolveLayout()
            expectFrames(ready, readyFrames)
            expectAbsent(ready, ["turnCard", "etaCard", "button.reporting", "prompt.betterRoute.2"])
            host.disable()
            expectAbsent(host.map.resolveLayout(), ["viewport", "googleLogo", "buttons", "button.compass"])
            #expect(
                host.delegate.events == [
                    "turnCard in true", "etaCard in true",
                    "etaCard faded true", "prompt.traffic.1 shown true", "prompt.traffic.1 removed true",
                    "prompt.betterRoute.2 shown true",
                    "prompt.betterRoute.2 hidden true", "etaCard back true",
                    "cards out end",
                ])
        }
    }

    // MARK: Blocks with nothing to animate

    /// A block that changes nothing completes at once, not after its duration.
    ///
    /// A new prompt is raised (11.25) while the previous one slides out (hidden at 11.125): the ETA
    /// card is still at alpha 0 (its fade-in would only start in the hide's completion), so the
    /// show's fade block (`etaCard.alpha = 0`, 0.25 s) changes nothing. UIKit creates no animation
    /// for it and runs its completion right away, on the next turn of the run loop, told `true`
    /// (Core Animation has no `animationDidStop` to wait for; a well-known UIKit behaviour: "if
    /// there is nothing to do in the animation block, the framework runs the completion block
    /// immediately, rather than waiting the specified duration"): before the hide's completion
    /// (11.375), not at 11.5.
    @Test func aBlockThatChangesNothingCompletesAtOnce() throws {
        try withManualTimer { timer in
            let log = EventLog()
            let host = try guidingHost(timer, log: log)
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.5)  // 11.125: faded (hidden) at 10.875, shown at 11.125
            host.hidePrompt()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.125)  // 11.25: the traffic prompt is halfway out
            host.showPrompt(.incident)
            let layout = host.map.resolveLayout()
            // The new prompt slides in as usual; the ETA card (alpha 0 already) does not animate.
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.incident.2" }, of: "prompt.incident.2",
                from: trafficParked, to: trafficShown, start: usec(11.25), duration: 0.5, curve: "easeOut")
            #expect(layout.animations.first { $0.viewID == "etaCard" } == nil)
            timer.advance(by: 0)  // the next turn of the run loop
            #expect(host.delegate.events.last == "etaCard faded true", "events: \(host.delegate.events)")
            timer.advance(by: 0.25)
            // UIKit: the fade's completion (11.25) before the hide's (11.375).
            #expect(
                host.delegate.events.suffix(2) == ["etaCard faded true", "prompt.traffic.1 hidden true"],
                "events: \(host.delegate.events)")
        }
    }

    /// The same business call animated: the stack fades 1 → 0 over 0.25 s (easeInOut) in place.
    @Test func buttonsFadeWhenAnimated() throws {
        try withManualTimer { timer in
            let host = try guidingHost(timer)
            host.delegate.setButtonsHidden(true, animated: true)
            let layout = host.map.resolveLayout()
            #expect(layout.animations.count == 1)
            expectAnimation(
                layout.animations.first, of: "buttons", from: stackFrame(bottom: 738), to: stackFrame(bottom: 738),
                opacity: (1, 0), start: usec(10.625), duration: 0.25)
            #expect(layout.view("buttons")?.opacity == 0)
        }
    }

    /// A zero-duration block is not an animation.
    ///
    /// UIKit documents `animate(withDuration:…)`: "If you specify a negative value or 0, the changes
    /// are made without animating them." So `setButtonsHidden(true, animated: false)` (duration 0)
    /// right after the prompt's slide started is a plain `alpha = 0`: a jump. As porting.md says of
    /// alpha set without animation, the stack's slide (698 + 40 → …, from the show block: 0.5 s,
    /// easeOut) plays on and the jump moves it: published opacity 0 → 0, frame 555 → 515 high,
    /// easeOut over 0.5 s, not a fade 1 → 0 merged into the slide. Alone, the same call publishes
    /// no animation at all (not a 0-second one).
    @Test func aZeroDurationBlockIsAJump() throws {
        try withManualTimer { timer in
            let host = try guidingHost(timer)
            host.showPrompt(.traffic)
            host.delegate.setButtonsHidden(true, animated: false)
            let layout = host.map.resolveLayout()
            #expect(layout.view("buttons")?.opacity == 0)
            expectAnimation(
                layout.animations.first { $0.viewID == "buttons" }, of: "buttons", from: stackFrame(bottom: 738),
                to: stackFrame(bottom: 698), opacity: (0, 0), start: usec(10.625), duration: 0.5, curve: "easeOut")
            // Alone: no animation at all.
            timer.advance(by: 0.5)
            _ = host.map.resolveLayout()
            host.delegate.setButtonsHidden(false, animated: false)
            let alone = host.map.resolveLayout()
            #expect(alone.view("buttons")?.opacity == 1)
            #expect(alone.animations.isEmpty, "\(alone.animations)")
        }
    }
}
