import Foundation
import Testing

@testable import NavigationLayout

// Drives `FleetLayoutDelegate` (FleetPortDelegate.swift: iOS code, imports changed only) through
// enable → start guidance → prompt shown / hidden → stop → disable, on a landscape head unit
// (1280 × 720, no safe-area insets: wide mode) and on a portrait phone (390 × 844, insets top 47,
// bottom 34), and checks every frame against values worked out by hand from UIKit's rules and
// SPEC §4–§5.
//
// Head unit 1280 × 720, insets 0 (SPEC §5: wide, 1280 ≥ 600 and 1280 > 720):
//   cardWidth = clamp(0.4 × 1280 = 512, 320, 480) = 480; turn card 480 × (0 + 120); ETA card
//   480 × (72 + 0); traffic prompt 480 × (112 + 0). Map margins guide (8 inside the safe area,
//   which is the whole map): x 8…1272, y 8…712.
// Panel width: 0.35 × map width at 750, ≥ 480 at 999, ≤ 600 at 999 (UIKit: a higher priority is
//   satisfied first, whatever the error of lower ones):
//   1280 → 0.35 × 1280 = 448 < 480 → 480;  1600 → 560 (within, the multiplier holds);
//   1920 → 672 > 600 → 600.
// Panel margins (directional) top 12, leading 16, bottom 12, trailing 24: LTR guide x 16…(W − 24).
// Job strip: horizontal, `.equalSpacing`, `.center`, spacing 8 (the least gap), badges hug at
//   their intrinsic sizes stops 96 × 40, load 120 × 40, shift 72 × 32 (sum 288). First at the
//   leading edge, last at the trailing edge, the gaps equal: gap = (stripWidth − 288) ÷ 2.
//   Height: the tallest (40); the 32-high shift badge centred: y + 4.
// Hiding stack (.bottom, .trailing): 48 + 2 × 16 = 80 wide, buttons inset 16 from its trailing
//   edge, the first arranged (compass) lowest, 8 apart.

typealias FleetHost = DelegateDriver<FleetLayoutDelegate>

extension DelegateDriver where Delegate == FleetLayoutDelegate {
    /// The fleet delegate on a map of the given geometry (by default the 1280 × 720 head unit).
    convenience init(width: CGFloat = 1280, height: CGFloat = 720, insets: UIEdgeInsets = .zero) throws {
        try self.init(FleetLayoutDelegate(), on: makeMap(width: width, height: height, insets: insets))
    }
}

private func micro(_ t: TimeInterval) -> UInt64 { UInt64((t * 1_000_000).rounded()) }

// MARK: - Expected frames (worked out by hand)

/// Ready state on a map `w` × `h` with no insets, left to right: viewport = map; logo in the map's
/// margins' bottom-leading corner (8, h − 8 − 24); buttons at the trailing edge, top 8, bottom h − 8.
private func readyFrames(w: CGFloat, h: CGFloat) -> [(String, CGRect)] {
    [
        ("viewport", CGRect(x: 0, y: 0, width: w, height: h)),
        ("googleLogo", CGRect(x: 8, y: h - 32, width: 64, height: 24)),
        ("buttons", CGRect(x: w - 80, y: 8, width: 80, height: h - 16)),
        ("button.compass", CGRect(x: w - 64, y: h - 8 - 48, width: 48, height: 48)),
    ]
}

/// Guidance on a wide head unit `w` × 720 (no insets), left to right, with the panel `p` wide.
///   Cards: turn (0, 0, 480, 120), ETA (0, 720 − 72 = 648, 480, 72).
///   Strip: panel margins x 16…p − 24 → width p − 40, top 120 + 12 = 132, 40 high.
///   gap = (p − 40 − 288) ÷ 2; stops x 16, load x 16 + 96 + gap, shift x (p − 24) − 72.
///   Viewport (p, 0, w − p, 720); its margins x p + 8…w − 8, y 8…712.
///   Trip bar: x p + 8, height min(720 − 160, 400) = 400, centre 360 − 20 = 340 → y 140.
///   Logo (p + 8, 712 − 24 = 688); speed widget (none, 0 × 0) at (p + 8, 688 − 8 = 680).
///   Chip: width ≥ 240 at 500 beats hugging (250) → 240 × 36; centre x p + (w − p) ÷ 2 + 20;
///   top 132 + 40 + 8 = 180.
///   Buttons (w − 80, 8, 80, 704); compass (w − 64, 712 − 48 = 664), reporting 664 − 56 = 608.
private func wideGuidanceFrames(w: CGFloat, p: CGFloat) -> [(String, CGRect)] {
    let gap = (p - 40 - 288) / 2
    let chipCentre = p + (w - p) / 2 + 20
    return [
        ("fleet.panel", CGRect(x: 0, y: 0, width: p, height: 720)),
        ("turnCard", CGRect(x: 0, y: 0, width: 480, height: 120)),
        ("etaCard", CGRect(x: 0, y: 648, width: 480, height: 72)),
        ("fleet.strip", CGRect(x: 16, y: 132, width: p - 40, height: 40)),
        ("fleet.badge.stops", CGRect(x: 16, y: 132, width: 96, height: 40)),
        ("fleet.badge.load", CGRect(x: 16 + 96 + gap, y: 132, width: 120, height: 40)),
        ("fleet.badge.shift", CGRect(x: p - 24 - 72, y: 136, width: 72, height: 32)),
        ("viewport", CGRect(x: p, y: 0, width: w - p, height: 720)),
        ("tripProgressBar", CGRect(x: p + 8, y: 140, width: 12, height: 400)),
        ("googleLogo", CGRect(x: p + 8, y: 688, width: 64, height: 24)),
        ("speedWidget", CGRect(x: p + 8, y: 680, width: 0, height: 0)),
        ("fleet.chip", CGRect(x: chipCentre - 120, y: 180, width: 240, height: 36)),
        ("buttons", CGRect(x: w - 80, y: 8, width: 80, height: 704)),
        ("button.compass", CGRect(x: w - 64, y: 664, width: 48, height: 48)),
        ("button.reporting", CGRect(x: w - 64, y: 608, width: 48, height: 48)),
    ]
}

/// The same frames mirrored about the map's vertical centre line (x → w − x − width): what
/// leading/trailing constraints give right to left.
private func mirrored(_ frames: [(String, CGRect)], w: CGFloat) -> [(String, CGRect)] {
    frames.map { id, f in (id, CGRect(x: w - f.maxX, y: f.minY, width: f.width, height: f.height)) }
}

/// Our own views: none of them may be left in the map after the state that made them.
private let fleetGuidanceIDs = [
    "fleet.panel", "fleet.strip", "fleet.badge.stops", "fleet.badge.load", "fleet.badge.shift", "fleet.chip",
    "fleet.pill", "turnCard", "etaCard", "tripProgressBar", "speedWidget", "button.reporting",
]

@MainActor
private func expectAbsent(_ layout: ResolvedLayout, _ ids: [String], sourceLocation: SourceLocation = #_sourceLocation)
{
    for id in ids {
        #expect(layout.view(id) == nil, "\(id) is still in the layout", sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite(.serialized) struct FleetPortTests {
    // MARK: Measuring (systemLayoutSizeFitting)

    /// The job strip measured off the map, as UIKit measures it from its own subtree.
    @Test func theJobStripMeasuresItselfByDistribution() {
        let delegate = FleetLayoutDelegate()
        let strip = delegate.jobStrip
        // .equalSpacing: gaps ≥ 8 (required), badges at their intrinsic widths (compression 750
        // beats the fitting pull at 50): 96 + 8 + 120 + 8 + 72 = 304; height the tallest, 40.
        strip.distribution = .equalSpacing
        #expect(strip.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 304, height: 40))
        // .equalCentering: centres d apart, each gap ≥ 8: stops–load gap d − (96 + 120) ÷ 2 = d − 108 ≥ 8,
        // load–shift gap d − (120 + 72) ÷ 2 = d − 96 ≥ 8 → d = 116; width 96 ÷ 2 + 2 × 116 + 72 ÷ 2 = 316.
        strip.distribution = .equalCentering
        #expect(strip.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 316, height: 40))
        // At a required width of 440 the height stays 40.
        let fitted = strip.systemLayoutSizeFitting(
            CGSize(width: 440, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 440, height: 40))
        // The chip alone: its intrinsic size, 200 × 36.
        #expect(
            delegate.nextJobChip.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: 200, height: 36))
    }

    /// In guidance the chip's own `width ≥ 240 @ 500` and the panel's own width limits count
    /// (constraints on the view alone belong to its subtree); the panel's 35 % of the map does not.
    @Test func viewsMeasureTheirOwnConstraintsInGuidance() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        let delegate = host.delegate
        // Chip: ≥ 240 at 500 beats the fitting pull (50) → 240; height 36.
        #expect(
            delegate.nextJobChip.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: 240, height: 36))
        // Panel compressed: width ≥ 480 at 999 → 480; no height constraint of its own → 0.
        let compressed = delegate.sidePanel.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: 480, height: 0))
        // Panel expanded: width ≤ 600 at 999 → 600.
        let expanded = delegate.sidePanel.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded.width == 600)
    }

    // MARK: Head unit, left to right

    @Test func headUnitReady() throws {
        let host = try FleetHost()
        host.enable()
        let layout = host.map.resolveLayout()
        #expect(layout.wideMode)
        // Viewport = map; logo (8, 720 − 8 − 24 = 688); buttons (1200, 8, 80, 704), compass (1216, 664).
        expectFrames(layout, readyFrames(w: 1280, h: 720))
        expectAbsent(layout, fleetGuidanceIDs)
    }

    /// 1280 wide: 0.35 × 1280 = 448 at 750 loses to ≥ 480 at 999 → the panel is 480.
    ///   gap = (440 − 288) ÷ 2 = 76: stops x 16, load 16 + 96 + 76 = 188, shift 456 − 72 = 384.
    ///   Chip centre 480 + 400 + 20 = 900 → x 780.
    @Test func headUnitGuidanceAtTheMinimumPanelWidth() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        let frames = wideGuidanceFrames(w: 1280, p: 480)
        expectFrames(layout, frames)
        // Spelled out once, the helper's arithmetic:
        expectFrame(layout, "fleet.badge.load", CGRect(x: 188, y: 132, width: 120, height: 40))
        expectFrame(layout, "fleet.badge.shift", CGRect(x: 384, y: 136, width: 72, height: 32))
        expectFrame(layout, "fleet.chip", CGRect(x: 780, y: 180, width: 240, height: 36))
        #expect(layout.view("fleet.chip")?.hidden == false)
        #expect(layout.view("fleet.badge.load")?.cornerRadius == 8)
        #expect(layout.animations.isEmpty)
    }

    /// Split screen to 1600: 0.35 × 1600 = 560, within 480…600 → the multiplier holds.
    ///   Strip 560 − 40 = 520: gap (520 − 288) ÷ 2 = 116 → load x 228, shift x 536 − 72 = 464.
    ///   Viewport (560, 0, 1040, 720): chip centre 560 + 520 + 20 = 1100 → x 980.
    @Test func headUnitPanelFollowsTheMultiplier() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.map.resize(width: 1600, height: 720)
        host.sizeChanged()
        let layout = host.map.resolveLayout()
        expectFrames(layout, wideGuidanceFrames(w: 1600, p: 560))
        expectFrame(layout, "fleet.badge.load", CGRect(x: 228, y: 132, width: 120, height: 40))
        expectFrame(layout, "fleet.chip", CGRect(x: 980, y: 180, width: 240, height: 36))
        // The cards stay 480: clamp(0.4 × 1600 = 640, 320, 480).
        #expect(host.delegate.preferredPanelWidth?.multiplier == 0.35)
    }

    /// 1920: 0.35 × 1920 = 672 loses to ≤ 600 at 999 → 600; back to 1280 → 480 again.
    ///   Strip 560: gap (560 − 288) ÷ 2 = 136 → load x 248, shift x 576 − 72 = 504.
    ///   Viewport (600, 0, 1320, 720): chip centre 600 + 660 + 20 = 1280 → x 1160.
    @Test func headUnitPanelIsCappedAndComesBack() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.map.resize(width: 1920, height: 720)
        host.sizeChanged()
        var layout = host.map.resolveLayout()
        expectFrames(layout, wideGuidanceFrames(w: 1920, p: 600))
        expectFrame(layout, "fleet.badge.load", CGRect(x: 248, y: 132, width: 120, height: 40))
        expectFrame(layout, "fleet.chip", CGRect(x: 1160, y: 180, width: 240, height: 36))
        host.map.resize(width: 1280, height: 720)
        host.sizeChanged()
        layout = host.map.resolveLayout()
        expectFrames(layout, wideGuidanceFrames(w: 1280, p: 480))
    }

    /// The speed widget's size comes from the speed data (SPEC §5); its bottom stays 8 above the
    /// logo (688 − 8 = 680): speed 64 × 64 → y 616; both 64 × 136 → y 544; none → 0 × 0 at 680.
    @Test func speedWidgetFollowsTheSpeedData() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.map.components.speedWidgetDisplay = .speed
        expectFrame(host.map.resolveLayout(), "speedWidget", CGRect(x: 488, y: 616, width: 64, height: 64))
        host.map.components.speedWidgetDisplay = .both
        var layout = host.map.resolveLayout()
        expectFrame(layout, "speedWidget", CGRect(x: 488, y: 544, width: 64, height: 136))
        // Nothing else moves: the logo and the trip bar are not tied to the widget's size.
        expectFrame(layout, "googleLogo", CGRect(x: 488, y: 688, width: 64, height: 24))
        expectFrame(layout, "tripProgressBar", CGRect(x: 488, y: 140, width: 12, height: 400))
        host.map.components.speedWidgetDisplay = .limit
        expectFrame(host.map.resolveLayout(), "speedWidget", CGRect(x: 488, y: 616, width: 64, height: 64))
        host.map.components.speedWidgetDisplay = .none
        layout = host.map.resolveLayout()
        expectFrame(layout, "speedWidget", CGRect(x: 488, y: 680, width: 0, height: 0))
    }

    /// The load badge's text grows (120 → 160 wide): `invalidateIntrinsicContentSize`,
    /// `setNeedsLayout`, `layoutIfNeeded` lay it out at once (UIKit: frames are set when
    /// layoutIfNeeded returns, in the superview's coordinates).
    ///   Sum 96 + 160 + 72 = 328; gap (440 − 328) ÷ 2 = 56: load x 16 + 96 + 56 = 168, in the strip
    ///   (x 16) at 152; shift stays at 384 (pinned to the trailing end).
    @Test func aBadgeThatGrowsIsLaidOutByLayoutIfNeeded() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.delegate.setLoadBadgeWidth(160, in: host.map)
        #expect(isClose(host.delegate.loadBadge.frame, CGRect(x: 152, y: 0, width: 160, height: 40)))
        #expect(isClose(host.delegate.shiftBadge.frame, CGRect(x: 368, y: 4, width: 72, height: 32)))
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("fleet.badge.stops", CGRect(x: 16, y: 132, width: 96, height: 40)),
                ("fleet.badge.load", CGRect(x: 168, y: 132, width: 160, height: 40)),
                ("fleet.badge.shift", CGRect(x: 384, y: 136, width: 72, height: 32)),
                ("fleet.strip", CGRect(x: 16, y: 132, width: 440, height: 40)),
            ])
        #expect(layout.animations.isEmpty)
    }

    /// Show: the prompt at the panel's leading edge, its bottom 8 above the ETA card (648 − 8 = 640):
    /// (0, 640 − 112 = 528, 480, 112). The chip is hidden (a plain view: it keeps its frame and is
    /// published hidden); the pill is placed without animation where the chip's centre is
    /// (centre x 880, the viewport's; centre y 180 + 18 = 198) → (800, 184, 160, 28), then fades in
    /// 0 → 1 over 0.25 s (easeInOut) at t = 10.
    @Test func headUnitPromptShows() throws {
        try withManualTimer { timer in
            let host = try FleetHost()
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.showPrompt(.traffic)
            let layout = host.map.resolveLayout()
            let prompt = CGRect(x: 0, y: 528, width: 480, height: 112)
            let pill = CGRect(x: 800, y: 184, width: 160, height: 28)
            expectFrames(layout, [("prompt.traffic.1", prompt), ("fleet.pill", pill)])
            // The rest did not move.
            expectFrames(layout, wideGuidanceFrames(w: 1280, p: 480))
            #expect(layout.view("fleet.chip")?.hidden == true)
            #expect(
                layout.view("prompt.traffic.1")?.roundedCorners == [
                    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
                ])
            #expect(layout.animations.map(\.viewID) == ["fleet.pill"])
            expectAnimation(
                layout.animations.first, of: "fleet.pill", from: pill, to: pill, opacity: (0, 1), start: micro(10),
                duration: 0.25)
            timer.advance(by: 0.25)
            #expect(host.map.resolveLayout().view("fleet.pill")?.opacity == 1)
        }
    }

    /// Hide: the chip shows again at once; the pill and the prompt fade 1 → 0 over 0.2 s, in place;
    /// the completion (told `true`) removes both, and the layout it changes is published.
    @Test func headUnitPromptHidesAndItsViewsAreRemovedInTheCompletion() throws {
        try withManualTimer { timer in
            let host = try FleetHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)  // the pill has faded in: t = 10.25
            _ = host.map.resolveLayout()
            host.hidePrompt()
            var layout = host.map.resolveLayout()
            let prompt = CGRect(x: 0, y: 528, width: 480, height: 112)
            let pill = CGRect(x: 800, y: 184, width: 160, height: 28)
            #expect(layout.view("fleet.chip")?.hidden == false)
            expectFrames(layout, [("prompt.traffic.1", prompt), ("fleet.pill", pill)])
            expectAnimation(
                layout.animations.first { $0.viewID == "fleet.pill" }, of: "fleet.pill", from: pill, to: pill,
                opacity: (1, 0), start: micro(10.25), duration: 0.2)
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.traffic.1" }, of: "prompt.traffic.1", from: prompt,
                to: prompt, opacity: (1, 0), start: micro(10.25), duration: 0.2)
            #expect(layout.animations.count == 2)
            #expect(host.delegate.completions.isEmpty)
            timer.advance(by: 0.2)
            #expect(host.delegate.completions == ["prompt removed true"])
            layout = host.map.resolveLayout()
            expectAbsent(layout, ["fleet.pill", "prompt.traffic.1"])
            expectFrames(layout, wideGuidanceFrames(w: 1280, p: 480))
            #expect(layout.view("fleet.chip")?.hidden == false)
        }
    }

    /// The whole drive: enable → start → prompt → hide → stop → disable; stop brings the ready
    /// frames back with nothing of guidance left, disable leaves nothing at all.
    @Test func headUnitThroughEveryState() throws {
        try withManualTimer { timer in
            let host = try FleetHost()
            host.enable()
            expectFrames(host.map.resolveLayout(), readyFrames(w: 1280, h: 720))
            host.startGuidance()
            expectFrames(host.map.resolveLayout(), wideGuidanceFrames(w: 1280, p: 480))
            host.showPrompt(.betterRoute)
            // betterRoute 480 × (152 + 0): bottom 640 → y 488.
            expectFrame(host.map.resolveLayout(), "prompt.betterRoute.1", CGRect(x: 0, y: 488, width: 480, height: 152))
            timer.advance(by: 0.25)
            host.hidePrompt()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.2)
            expectAbsent(host.map.resolveLayout(), ["prompt.betterRoute.1", "fleet.pill"])
            host.stopGuidance()
            var layout = host.map.resolveLayout()
            expectFrames(layout, readyFrames(w: 1280, h: 720))
            expectAbsent(layout, fleetGuidanceIDs)
            host.disable()
            layout = host.map.resolveLayout()
            expectAbsent(layout, fleetGuidanceIDs + ["viewport", "googleLogo", "buttons", "button.compass"])
            #expect(host.delegate.completions == ["prompt removed true"])
        }
    }

    /// Guidance again after a stop: the same views, re-added, lay out as the first time.
    @Test func headUnitGuidanceTwice() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.stopGuidance()
        _ = host.map.resolveLayout()
        host.startGuidance()
        expectFrames(host.map.resolveLayout(), wideGuidanceFrames(w: 1280, p: 480))
    }

    // MARK: Head unit, right to left

    /// Right to left the ready layout is the mirror image (viewport = map, logo at x 1280 − 8 − 64
    /// = 1208, buttons at x 0, the compass 16 in from their trailing, left, edge).
    @Test func headUnitReadyRightToLeft() throws {
        let host = try FleetHost()
        host.map.layoutDirection = .rightToLeft
        host.enable()
        let layout = host.map.resolveLayout()
        expectFrames(layout, mirrored(readyFrames(w: 1280, h: 720), w: 1280))
        expectFrame(layout, "button.compass", CGRect(x: 16, y: 664, width: 48, height: 48))
    }

    /// Right to left: every view placed by leading/trailing is mirrored (x → 1280 − maxX).
    ///   Panel (800, 0, 480, 720); cards at x 800. Directional margins follow the direction: the
    ///   leading 16 is now on the right, the trailing 24 on the left → guide x 824…1264 (440 wide).
    ///   Stops at the leading (right) end: 1264 − 96 = 1168; load 1168 − 76 − 120 = 972; shift
    ///   972 − 76 − 72 = 824. Viewport (0, 0, 800, 720); its leading margin at 792: trip bar x
    ///   780, logo 728, speed widget (0 wide) at 792. Buttons at x 0, compass x 16.
    @Test func headUnitGuidanceRightToLeftMirrorsLeadingAndTrailing() throws {
        let host = try FleetHost()
        host.map.layoutDirection = .rightToLeft
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        let mirroredFrames = mirrored(wideGuidanceFrames(w: 1280, p: 480), w: 1280).filter { $0.0 != "fleet.chip" }
        expectFrames(layout, mirroredFrames)
        expectFrames(
            layout,
            [
                ("fleet.strip", CGRect(x: 824, y: 132, width: 440, height: 40)),
                ("fleet.badge.stops", CGRect(x: 1168, y: 132, width: 96, height: 40)),
                ("fleet.badge.load", CGRect(x: 972, y: 132, width: 120, height: 40)),
                ("fleet.badge.shift", CGRect(x: 824, y: 136, width: 72, height: 32)),
                ("tripProgressBar", CGRect(x: 780, y: 140, width: 12, height: 400)),
                ("googleLogo", CGRect(x: 728, y: 688, width: 64, height: 24)),
                ("speedWidget", CGRect(x: 792, y: 680, width: 0, height: 0)),
                ("button.compass", CGRect(x: 16, y: 664, width: 48, height: 48)),
            ])
    }

    /// UIKit: only leading and trailing depend on the layout direction; `centerX == viewport.centerX
    /// + 20` puts the chip's centre 20 points to the RIGHT of the viewport's centre in either
    /// direction (NSLayoutConstraint: item1.attr1 = multiplier × item2.attr2 + constant, no sign
    /// flip for centerX). Viewport (0, 0, 800, 720): centre 400 + 20 = 420 → chip x 300, not the
    /// mirror image of x 780 (1280 − 780 − 240 = 260).
    @Test func headUnitChipCentreOffsetIsNotMirroredRightToLeft() throws {
        let host = try FleetHost()
        host.map.layoutDirection = .rightToLeft
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrame(layout, "fleet.chip", CGRect(x: 300, y: 180, width: 240, height: 36))
    }

    /// The prompt right to left: leading = the safe area's right edge → x 1280 − 480 = 800,
    /// y 528 as before. The pill's centre is the viewport's (400) → x 320; y 184.
    @Test func headUnitPromptRightToLeft() throws {
        try withManualTimer { _ in
            let host = try FleetHost()
            host.map.layoutDirection = .rightToLeft
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            let layout = host.map.resolveLayout()
            expectFrames(
                layout,
                [
                    ("prompt.traffic.1", CGRect(x: 800, y: 528, width: 480, height: 112)),
                    ("fleet.pill", CGRect(x: 320, y: 184, width: 160, height: 28)),
                ])
        }
    }

    /// The display manager flips the direction while guidance runs (sizeChanged, same state, no
    /// rebuild): the layout is the one built right to left (the chip included: x 300).
    @Test func headUnitDirectionFlipsDuringGuidance() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.map.layoutDirection = .rightToLeft
        host.sizeChanged()
        let layout = host.map.resolveLayout()
        let mirroredFrames = mirrored(wideGuidanceFrames(w: 1280, p: 480), w: 1280).filter { $0.0 != "fleet.chip" }
        expectFrames(layout, mirroredFrames)
        host.map.layoutDirection = .leftToRight
        host.sizeChanged()
        expectFrames(host.map.resolveLayout(), wideGuidanceFrames(w: 1280, p: 480))
    }

    // MARK: Phone, portrait

    /// Phone 390 × 844, insets top 47, bottom 34 (standard mode): safe area y 47…810, margins
    /// x 8…382, y 55…802. Ready: logo (8, 802 − 24 = 778); buttons (310, 55, 80, 747), compass
    /// (326, 802 − 48 = 754).
    @Test func phoneReady() throws {
        let host = try FleetHost(width: 390, height: 844, insets: phoneInsets)
        host.enable()
        let layout = host.map.resolveLayout()
        #expect(!layout.wideMode)
        expectFrames(
            layout,
            [
                ("viewport", CGRect(x: 0, y: 0, width: 390, height: 844)),
                ("googleLogo", CGRect(x: 8, y: 778, width: 64, height: 24)),
                ("buttons", CGRect(x: 310, y: 55, width: 80, height: 747)),
                ("button.compass", CGRect(x: 326, y: 754, width: 48, height: 48)),
            ])
    }

    /// Phone guidance. Cards 390 wide: turn (0, 0, 390, 47 + 120 = 167), ETA (0, 844 − 106 = 738,
    /// 390, 72 + 34 = 106). No panel.
    ///   Strip in the map's margins x 8…382 (374), top 167 + 12 = 179, `.equalCentering`: first and
    ///   last at the ends, centres equally spaced: c1 = 8 + 48 = 56, c3 = 382 − 36 = 346,
    ///   c2 = (56 + 346) ÷ 2 = 201 → load x 201 − 60 = 141 (gaps 37 and 49, both ≥ 8); shift
    ///   x 310, y 179 + 4 = 183.
    ///   Viewport (0, 167, 390, 571); margins x 8…382, y 175…730.
    ///   Trip bar: height min(571 − 160 = 411, 400) = 400; centre 167 + 285.5 − 20 = 432.5 → y 232.5.
    ///   Logo (8, 730 − 24 = 706); speed widget (8, 698, 0, 0).
    ///   Chip: centre 195 + 20 = 215 → x 95; top 219 + 8 = 227.
    ///   Buttons (310, 175, 80, 555); compass (326, 682), reporting (326, 626).
    @Test func phoneGuidance() throws {
        let host = try FleetHost(width: 390, height: 844, insets: phoneInsets)
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("turnCard", CGRect(x: 0, y: 0, width: 390, height: 167)),
                ("etaCard", CGRect(x: 0, y: 738, width: 390, height: 106)),
                ("fleet.strip", CGRect(x: 8, y: 179, width: 374, height: 40)),
                ("fleet.badge.stops", CGRect(x: 8, y: 179, width: 96, height: 40)),
                ("fleet.badge.load", CGRect(x: 141, y: 179, width: 120, height: 40)),
                ("fleet.badge.shift", CGRect(x: 310, y: 183, width: 72, height: 32)),
                ("viewport", CGRect(x: 0, y: 167, width: 390, height: 571)),
                ("tripProgressBar", CGRect(x: 8, y: 232.5, width: 12, height: 400)),
                ("googleLogo", CGRect(x: 8, y: 706, width: 64, height: 24)),
                ("speedWidget", CGRect(x: 8, y: 698, width: 0, height: 0)),
                ("fleet.chip", CGRect(x: 95, y: 227, width: 240, height: 36)),
                ("buttons", CGRect(x: 310, y: 175, width: 80, height: 555)),
                ("button.compass", CGRect(x: 326, y: 682, width: 48, height: 48)),
                ("button.reporting", CGRect(x: 326, y: 626, width: 48, height: 48)),
            ])
        #expect(layout.view("fleet.panel") == nil)
    }

    /// Phone prompt: traffic 390 × (112 + 34) = 146, bottom 738 − 8 = 730 → y 584. Pill: centre
    /// x 195 → 115; the chip's centre y 227 + 18 = 245 → 231.
    @Test func phonePrompt() throws {
        try withManualTimer { timer in
            let host = try FleetHost(width: 390, height: 844, insets: phoneInsets)
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            var layout = host.map.resolveLayout()
            expectFrames(
                layout,
                [
                    ("prompt.traffic.1", CGRect(x: 0, y: 584, width: 390, height: 146)),
                    ("fleet.pill", CGRect(x: 115, y: 231, width: 160, height: 28)),
                    ("fleet.chip", CGRect(x: 95, y: 227, width: 240, height: 36)),
                ])
            #expect(layout.view("fleet.chip")?.hidden == true)
            timer.advance(by: 0.25)
            host.hidePrompt()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.2)
            layout = host.map.resolveLayout()
            expectAbsent(layout, ["prompt.traffic.1", "fleet.pill"])
            #expect(layout.view("fleet.chip")?.hidden == false)
        }
    }

    /// The head unit is undocked to a phone-sized portrait window during guidance: wide mode turns
    /// off, sizeChanged rebuilds the standard layout; the panel is removed (390 × 844, no insets:
    /// turn card 390 × 120, ETA card 390 × 72 at y 772, strip top 132, viewport (0, 120, 390, 652)).
    @Test func headUnitLeavesWideModeDuringGuidance() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.map.resize(width: 390, height: 844)
        host.sizeChanged()
        let layout = host.map.resolveLayout()
        #expect(!layout.wideMode)
        #expect(layout.view("fleet.panel") == nil)
        // Strip 8…382: c1 56, c3 346, c2 201 → load x 141. Viewport centre 195 + 20 → chip x 95,
        // top 132 + 40 + 8 = 180. Trip bar: min(652 − 160, 400) = 400; centre 120 + 326 − 20 = 426 → 226.
        expectFrames(
            layout,
            [
                ("turnCard", CGRect(x: 0, y: 0, width: 390, height: 120)),
                ("etaCard", CGRect(x: 0, y: 772, width: 390, height: 72)),
                ("fleet.strip", CGRect(x: 8, y: 132, width: 374, height: 40)),
                ("fleet.badge.load", CGRect(x: 141, y: 132, width: 120, height: 40)),
                ("viewport", CGRect(x: 0, y: 120, width: 390, height: 652)),
                ("tripProgressBar", CGRect(x: 8, y: 226, width: 12, height: 400)),
                ("fleet.chip", CGRect(x: 95, y: 180, width: 240, height: 36)),
                // Viewport margins y 128…764: buttons (310, 128, 80, 636), compass (326, 716).
                ("buttons", CGRect(x: 310, y: 128, width: 80, height: 636)),
                ("button.compass", CGRect(x: 326, y: 716, width: 48, height: 48)),
            ])
    }

    // MARK: More UIKit rules

    /// No layout of the drive is ambiguous or contradictory: the SDK reports nothing at warning
    /// level or above, neither as it goes (`takeDiagnostics`) nor about the layout as it stands
    /// (`layoutDiagnostics`): every frame is decided; the panel's limits and the chip's width are
    /// optional, not conflicts.
    @Test func theDriveLeavesNoWarnings() throws {
        try withManualTimer { timer in
            for (w, h, insets) in [(CGFloat(1280), CGFloat(720), UIEdgeInsets.zero), (390, 844, phoneInsets)] {
                for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                    let host = try FleetHost(width: w, height: h, insets: insets)
                    host.map.layoutDirection = direction
                    var found: [LayoutDiagnostic] = []
                    func check() {
                        _ = host.map.resolveLayout()
                        found += host.map.takeDiagnostics().filter { $0.severity >= .warning }
                        found += host.map.layoutDiagnostics().filter { $0.severity >= .warning }
                    }
                    host.enable(); check()
                    host.startGuidance(); check()
                    host.map.components.speedWidgetDisplay = .both; check()
                    host.showPrompt(.incident); check()
                    timer.advance(by: 0.25); check()
                    host.hidePrompt(); check()
                    timer.advance(by: 0.2); check()
                    host.stopGuidance(); check()
                    host.disable(); check()
                    #expect(found.isEmpty, "\(w) × \(h) \(direction): \(found)")
                }
            }
        }
    }

    /// `layoutMargins` (not directional) name the left and right sides: right to left they stay
    /// where they are, unlike `directionalLayoutMargins` (UIKit: `layoutMargins` are absolute;
    /// only the directional ones swap with the direction).
    ///   The app sets the panel's margins to left 16, right 24. Left to right that is what the
    ///   directional margins gave: guide x 16…456. Right to left the panel is (800, 0, 480, 720):
    ///   guide x 800 + 16 = 816…1280 − 24 = 1256 (440 wide); stops at the leading (right) end
    ///   1256 − 96 = 1160, load 1160 − 76 − 120 = 964, shift 816.
    @Test func absoluteLayoutMarginsDoNotSwapRightToLeft() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        host.delegate.sidePanel.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 24)
        expectFrames(host.map.resolveLayout(), wideGuidanceFrames(w: 1280, p: 480))
        host.map.layoutDirection = .rightToLeft
        host.sizeChanged()
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("fleet.strip", CGRect(x: 816, y: 132, width: 440, height: 40)),
                ("fleet.badge.stops", CGRect(x: 1160, y: 132, width: 96, height: 40)),
                ("fleet.badge.load", CGRect(x: 964, y: 132, width: 120, height: 40)),
                ("fleet.badge.shift", CGRect(x: 816, y: 136, width: 72, height: 32)),
            ])
        // Read back as set, and as directional margins by the current (RTL) direction.
        #expect(host.delegate.sidePanel.layoutMargins == UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 24))
        #expect(
            host.delegate.sidePanel.directionalLayoutMargins
                == NSDirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 16))
    }

    /// `.equalCentering` right to left (the phone): the first badge at the leading (right) end.
    ///   Mirror of x 8, 141, 310: stops 390 − 104 = 286, load 390 − 261 = 129, shift 390 − 382 = 8.
    @Test func phoneEqualCenteringRightToLeft() throws {
        let host = try FleetHost(width: 390, height: 844, insets: phoneInsets)
        host.map.layoutDirection = .rightToLeft
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("fleet.badge.stops", CGRect(x: 286, y: 179, width: 96, height: 40)),
                ("fleet.badge.load", CGRect(x: 129, y: 179, width: 120, height: 40)),
                ("fleet.badge.shift", CGRect(x: 8, y: 183, width: 72, height: 32)),
                // The chip: viewport centre 195 + 20 (not mirrored) = 215 → x 95, as left to right.
                ("fleet.chip", CGRect(x: 95, y: 227, width: 240, height: 36)),
            ])
    }

    /// Hiding the load badge (an arranged view of a plain `UIStackView`; the app may set isHidden
    /// there) collapses it: `.equalSpacing` with two shown badges puts stops at the leading end and
    /// shift at the trailing end (16 and 384); showing it again restores 16 / 188 / 384. Measured:
    /// 96 + 8 + 72 = 176 wide.
    @Test func hidingABadgeInTheEqualSpacingStrip() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.delegate.loadBadge.isHidden = true
        var layout = host.map.resolveLayout()
        #expect(layout.view("fleet.badge.load")?.hidden == true)
        expectFrames(
            layout,
            [
                ("fleet.badge.stops", CGRect(x: 16, y: 132, width: 96, height: 40)),
                ("fleet.badge.shift", CGRect(x: 384, y: 136, width: 72, height: 32)),
                ("fleet.strip", CGRect(x: 16, y: 132, width: 440, height: 40)),
            ])
        #expect(layout.view("fleet.badge.load")?.frame.width == 0)
        #expect(
            host.delegate.jobStrip.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: 176, height: 40))
        host.delegate.loadBadge.isHidden = false
        layout = host.map.resolveLayout()
        expectFrames(layout, wideGuidanceFrames(w: 1280, p: 480))
    }

    /// Landscape phone (844 × 390, insets left 47, right 47, bottom 21): wide (844 ≥ 600, > 390).
    /// cardWidth clamp(0.4 × 844 = 337.6, 320, 480) = 337.6; turn card 337.6 × 120; ETA card
    /// 337.6 × (72 + 21) = 93 at y 297. Panel: 0.35 × 844 = 295.4 < 480 → 480, (0, 0, 480, 390).
    ///   The panel's safe area (UIKit: the part inside the map's): left 47, bottom 21; its margins
    ///   guide is inset from it: x 47 + 16 = 63…480 − 24 = 456 (393 wide; the right edge 480 is
    ///   inside the safe area, so no inset there). Strip: gap (393 − 288) ÷ 2 = 52.5 → stops x 63,
    ///   load 63 + 96 + 52.5 = 211.5, shift 456 − 72 = 384; top 132.
    ///   Viewport (480, 0, 364, 390): safe area insets right 47 (797…844), bottom 21; margins
    ///   x 488…789, y 8…361. Logo (488, 337); speed widget (488, 329, 0, 0). Trip bar:
    ///   min(390 − 160 = 230, 400) = 230, centre 195 − 20 = 175 → y 60.
    ///   Chip centre 480 + 182 + 20 = 682 → x 562, top 180.
    ///   Buttons: trailing at the map's safe area 797 → x 717, y 8…361 (353); compass x 733, y 313;
    ///   reporting y 257.
    @Test func landscapePhoneInsetsReachThePanelMargins() throws {
        let host = try FleetHost(width: 844, height: 390, insets: landscapeInsets)
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        #expect(layout.wideMode)
        expectFrames(
            layout,
            [
                ("fleet.panel", CGRect(x: 0, y: 0, width: 480, height: 390)),
                ("turnCard", CGRect(x: 0, y: 0, width: 337.6, height: 120)),
                ("etaCard", CGRect(x: 0, y: 297, width: 337.6, height: 93)),
                ("fleet.strip", CGRect(x: 63, y: 132, width: 393, height: 40)),
                ("fleet.badge.stops", CGRect(x: 63, y: 132, width: 96, height: 40)),
                ("fleet.badge.load", CGRect(x: 211.5, y: 132, width: 120, height: 40)),
                ("fleet.badge.shift", CGRect(x: 384, y: 136, width: 72, height: 32)),
                ("viewport", CGRect(x: 480, y: 0, width: 364, height: 390)),
                ("tripProgressBar", CGRect(x: 488, y: 60, width: 12, height: 230)),
                ("googleLogo", CGRect(x: 488, y: 337, width: 64, height: 24)),
                ("speedWidget", CGRect(x: 488, y: 329, width: 0, height: 0)),
                ("fleet.chip", CGRect(x: 562, y: 180, width: 240, height: 36)),
                ("buttons", CGRect(x: 717, y: 8, width: 80, height: 353)),
                ("button.compass", CGRect(x: 733, y: 313, width: 48, height: 48)),
                ("button.reporting", CGRect(x: 733, y: 257, width: 48, height: 48)),
            ])
        #expect(host.delegate.sidePanel.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0))
    }

    /// Frames read back in the app's code follow UIKit: `frame` is in the superview's coordinates,
    /// `convert(_:to: nil)` gives the map's. Right to left the load badge is at x 972 in the map
    /// (headUnitGuidanceRightToLeftMirrorsLeadingAndTrailing), the strip at x 824 → 972 − 824 = 148
    /// within the strip.
    @Test func framesReadBackInSuperviewCoordinatesRightToLeft() throws {
        let host = try FleetHost()
        host.map.layoutDirection = .rightToLeft
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        let badge = host.delegate.loadBadge
        #expect(isClose(badge.frame, CGRect(x: 148, y: 0, width: 120, height: 40)))
        #expect(isClose(badge.convert(badge.bounds, to: nil), CGRect(x: 972, y: 132, width: 120, height: 40)))
        #expect(isClose(host.delegate.jobStrip.frame, CGRect(x: 824, y: 132, width: 440, height: 40)))
        // The shift badge, centred across the strip: 4 below its top.
        #expect(isClose(host.delegate.shiftBadge.frame, CGRect(x: 0, y: 4, width: 72, height: 32)))
    }

    /// `isHidden` is not animatable (UIKit sets it at once, even inside a block): the chip is
    /// published hidden with no animation. An alpha fade with `isHidden = false` in the completion:
    /// published as an opacity animation 1 → 0 over 0.3 s at t = 10; after it, shown at opacity 0.
    @Test func isHiddenOnAPlainViewIsNotAnimated() throws {
        try withManualTimer { timer in
            let host = try FleetHost()
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            let chip = host.delegate.nextJobChip
            let chipFrame = CGRect(x: 780, y: 180, width: 240, height: 36)
            UIView.animate(withDuration: 0.3) { chip.isHidden = true }
            var layout = host.map.resolveLayout()
            #expect(layout.view("fleet.chip")?.hidden == true)
            expectFrame(layout, "fleet.chip", chipFrame)
            #expect(layout.animations.isEmpty)
            UIView.animate(
                withDuration: 0.3, animations: { chip.alpha = 0 }, completion: { _ in chip.isHidden = false })
            layout = host.map.resolveLayout()
            expectAnimation(
                layout.animations.first, of: "fleet.chip", from: chipFrame, to: chipFrame, opacity: (1, 0),
                start: micro(10), duration: 0.3)
            timer.advance(by: 0.3)
            layout = host.map.resolveLayout()
            #expect(layout.view("fleet.chip")?.hidden == false)
            #expect(layout.view("fleet.chip")?.opacity == 0)
        }
    }

    /// The split screen animated: the app resizes, the delegate's sizeChanged runs (no rebuild),
    /// and `UIView.animate { layoutIfNeeded() }` publishes each view that moves, from its 1280
    /// frame to its 1600 frame (both worked out above), over 0.3 s at t = 10. The cards (480 in
    /// both) do not move and are not animated.
    @Test func splitScreenResizeAnimatesFromTheOldLayout() throws {
        try withManualTimer { _ in
            let host = try FleetHost()
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.map.resize(width: 1600, height: 720)
            host.sizeChanged()
            UIView.animate(withDuration: 0.3) { host.map.layoutIfNeeded() }
            let layout = host.map.resolveLayout()
            let before = wideGuidanceFrames(w: 1280, p: 480)
            let after = wideGuidanceFrames(w: 1600, p: 560)
            expectFrames(layout, after)
            var moving: Set<String> = []
            for ((id, from), (_, to)) in zip(before, after) where !isClose(from, to) {
                moving.insert(id)
                expectAnimation(
                    layout.animations.first { $0.viewID == id }, of: id, from: from, to: to, start: micro(10),
                    duration: 0.3)
            }
            // stops (16) and the cards stay; everything else in the list moves.
            #expect(!moving.contains("fleet.badge.stops") && !moving.contains("turnCard"))
            #expect(Set(layout.animations.map(\.viewID)) == moving)
        }
    }

    /// The chip's `width ≥ 240` is a constraint of the chip alone, so UIKit keeps it in
    /// `chip.constraints`. Lowered to 200 at run time (optional → optional is allowed while
    /// active) it loses to the hugging (250): 200 wide, centre 900 → x 800; at 251 it wins again.
    @Test func theChipsMinimumWidthPriorityChangesAtRunTime() throws {
        let host = try FleetHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        let chip = host.delegate.nextJobChip
        let minimum = chip.constraints.first { $0.firstAttribute == .width && $0.relation == .greaterThanOrEqual }
        #expect(minimum?.constant == 240 && minimum?.priority == UILayoutPriority(500))
        minimum?.priority = UILayoutPriority(200)
        expectFrame(host.map.resolveLayout(), "fleet.chip", CGRect(x: 800, y: 180, width: 200, height: 36))
        minimum?.priority = UILayoutPriority(251)
        expectFrame(host.map.resolveLayout(), "fleet.chip", CGRect(x: 780, y: 180, width: 240, height: 36))
    }
}
