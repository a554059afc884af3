import Foundation
import Testing

@testable import NavigationLayout

// Drives `ChargingLayoutDelegate` (ChargingPortDelegate.swift: iOS code, imports changed only)
// through enable → start guidance → size changes → show / change / hide prompt → speed data and
// `shouldDisplaySpeedLimit` → stop → disable, on a portrait phone (390 × 844, insets top 47,
// bottom 34) and a landscape head unit (1280 × 720, no insets), left to right and right to left.
// Every expected frame is worked out by hand from UIKit's rules and SPEC §4–§5.
//
// Shared arithmetic
// -----------------
// Labels (ChargeLabelView): 8 points a character × line height. soc "82 %" 32 × 32, range
//   "310 km left" 88 × 20, name "Ionity Wurzburg" 120 × 20, power "150 kW" 48 × 20, banner
//   "Charger in 2.1 km" 136 × 44, "Faster route via charger" 192 × 44.
// Info stack (vertical, alignment .fill, spacing 4, 10 after soc, arranged within its margins
//   top 6 / left 8 / bottom 6 / right 8) pinned to the panel's margins guide (12 on every side).
//   `.fill` and nothing else sizing it vertically: each view at its intrinsic height (hugging 250
//   and compression 750 both hold) → stack height 6 + 32 + 10 + 20 + 4 + 20 + 6 = 98, panel
//   98 + 24 = 122. Arranged x = panel x + 12 + 8, width = panel width − 24 − 16.
// Charger row (horizontal .fill, spacing 8), row width R: power keeps 48 (hugging 251 > name's
//   250), the name takes R − 56 when R − 56 ≥ 120 (it stretches: lower hugging); when the row is
//   short the name (compression 749) gives way before the power (751).
// Hiding stack (.bottom, .trailing): 48 + 2 × 16 = 80 wide; buttons 16 in from its trailing edge;
//   the first arranged (compass) lowest, the reporting button 48 + 8 above it.
//
// Phone 390 × 844, insets top 47 / bottom 34: standard mode; safe area y 47…810; map margins
//   x 8…382, y 55…802. cardWidth 390: turn card 390 × (47 + 120) = 167 at y 0, ETA card
//   390 × (72 + 34) = 106 at y 844 − 106 = 738. Prompts 390 × (kind + 34).
// Head unit 1280 × 720, no insets: wide (1280 ≥ 600, 1280 > 720); cardWidth clamp(0.4 × 1280 =
//   512, 320, 480) = 480: turn card 480 × 120, ETA card 480 × 72 at y 648; prompts 480 × kind.

typealias ChargingHost = DelegateDriver<ChargingLayoutDelegate>

extension DelegateDriver where Delegate == ChargingLayoutDelegate {
    /// The charging delegate on a map of the given geometry (by default the portrait phone).
    convenience init(
        width: CGFloat = 390, height: CGFloat = 844, insets: UIEdgeInsets = phoneInsets,
        direction: UIUserInterfaceLayoutDirection = .leftToRight
    ) throws {
        let map = makeMap(width: width, height: height, insets: insets)
        map.layoutDirection = direction
        try self.init(ChargingLayoutDelegate(), on: map)
    }

    static func headUnit(direction: UIUserInterfaceLayoutDirection = .leftToRight) throws -> ChargingHost {
        try ChargingHost(width: 1280, height: 720, insets: .zero, direction: direction)
    }
}

private func micro(_ t: TimeInterval) -> UInt64 { UInt64((t * 1_000_000).rounded()) }

/// The frames mirrored about the vertical centre line of a map `w` wide: x → w − maxX.
private func mirrored(_ frames: [(String, CGRect)], w: CGFloat) -> [(String, CGRect)] {
    frames.map { id, f in (id, CGRect(x: w - f.maxX, y: f.minY, width: f.width, height: f.height)) }
}

private let evIDs = [
    "ev.panel", "ev.stack", "ev.soc", "ev.range", "ev.chargerRow", "ev.chargerName", "ev.chargerPower",
]
private let guidanceOnlyIDs = [
    "turnCard", "etaCard", "tripProgressBar", "speedWidget", "button.reporting", "ev.banner",
]

@MainActor
private func expectAbsent(_ layout: ResolvedLayout, _ ids: [String], sourceLocation: SourceLocation = #_sourceLocation)
{
    for id in ids {
        #expect(layout.view(id) == nil, "\(id) is still in the layout", sourceLocation: sourceLocation)
    }
}

// MARK: - Expected frames (worked out by hand)

/// Phone, ready, left to right.
///   Viewport = map. Logo in the map margins' bottom-leading corner: (8, 802 − 24 = 778).
///   Panel: top = margins top 55; width 0.6 × 390 = 234; centre x 195 → x 78; height 122.
///   Stack (78 + 12, 55 + 12, 234 − 24, 98) = (90, 67, 210, 98); arranged x 98, width 194:
///   soc y 67 + 6 = 73; range 73 + 32 + 10 = 115; row 115 + 20 + 4 = 139 (ends 159 + 6 = 165 =
///   67 + 98). Row 194: name 194 − 56 = 138 at x 98, power at 98 + 138 + 8 = 244.
///   Buttons: trailing 390 (safe area), y 55…802 → (310, 55, 80, 747); compass (326, 754).
private let phoneReadyFrames: [(String, CGRect)] = [
    ("viewport", CGRect(x: 0, y: 0, width: 390, height: 844)),
    ("googleLogo", CGRect(x: 8, y: 778, width: 64, height: 24)),
    ("ev.panel", CGRect(x: 78, y: 55, width: 234, height: 122)),
    ("ev.stack", CGRect(x: 90, y: 67, width: 210, height: 98)),
    ("ev.soc", CGRect(x: 98, y: 73, width: 194, height: 32)),
    ("ev.range", CGRect(x: 98, y: 115, width: 194, height: 20)),
    ("ev.chargerRow", CGRect(x: 98, y: 139, width: 194, height: 20)),
    ("ev.chargerName", CGRect(x: 98, y: 139, width: 138, height: 20)),
    ("ev.chargerPower", CGRect(x: 244, y: 139, width: 48, height: 20)),
    ("buttons", CGRect(x: 310, y: 55, width: 80, height: 747)),
    ("button.compass", CGRect(x: 326, y: 754, width: 48, height: 48)),
]

/// Phone, guidance, left to right, speed widget none.
///   Viewport: top = turn card bottom 167, bottom = ETA card top 738 → (0, 167, 390, 571); it lies
///   inside the safe area, so its margins are 8: x 8…382, y 175…730.
///   Panel: top 167 + 8 = 175 → (78, 175, 234, 122); stack (90, 187, 210, 98); soc y 193, range 235,
///   row 259.
///   Trip bar: x 8, height 0.5 × 571 = 285.5, centre 167 + 285.5 = 452.5 → y 452.5 − 142.75 = 309.75.
///   Speed widget 0 × 0: x 8; bottom = ETA card's margins top. The ETA card's top (738) is inside the
///   safe area → its top margin 8 → 746.
///   Logo: leading = speed widget trailing (8) + 8 = 16; bottom = viewport margins bottom 730 → y 706.
///   Buttons (310, 175, 80, 555): compass y 730 − 48 = 682, reporting 682 − 56 = 626.
private let phoneGuidanceFrames: [(String, CGRect)] = [
    ("turnCard", CGRect(x: 0, y: 0, width: 390, height: 167)),
    ("etaCard", CGRect(x: 0, y: 738, width: 390, height: 106)),
    ("viewport", CGRect(x: 0, y: 167, width: 390, height: 571)),
    ("ev.panel", CGRect(x: 78, y: 175, width: 234, height: 122)),
    ("ev.stack", CGRect(x: 90, y: 187, width: 210, height: 98)),
    ("ev.soc", CGRect(x: 98, y: 193, width: 194, height: 32)),
    ("ev.range", CGRect(x: 98, y: 235, width: 194, height: 20)),
    ("ev.chargerRow", CGRect(x: 98, y: 259, width: 194, height: 20)),
    ("ev.chargerName", CGRect(x: 98, y: 259, width: 138, height: 20)),
    ("ev.chargerPower", CGRect(x: 244, y: 259, width: 48, height: 20)),
    ("tripProgressBar", CGRect(x: 8, y: 309.75, width: 12, height: 285.5)),
    ("speedWidget", CGRect(x: 8, y: 746, width: 0, height: 0)),
    ("googleLogo", CGRect(x: 16, y: 706, width: 64, height: 24)),
    ("buttons", CGRect(x: 310, y: 175, width: 80, height: 555)),
    ("button.compass", CGRect(x: 326, y: 682, width: 48, height: 48)),
    ("button.reporting", CGRect(x: 326, y: 626, width: 48, height: 48)),
]

/// Head unit, ready, left to right.
///   Viewport = map; logo (8, 720 − 8 − 24 = 688). Panel: top 8, width 0.6 × 1280 = 768, centre 640
///   → x 256; stack (268, 20, 744, 98); arranged x 276, width 728: soc y 26, range 68, row 92.
///   Row 728: name 728 − 56 = 672, power x 276 + 672 + 8 = 956. Buttons (1200, 8, 80, 704), compass
///   (1216, 664).
private let headUnitReadyFrames: [(String, CGRect)] = [
    ("viewport", CGRect(x: 0, y: 0, width: 1280, height: 720)),
    ("googleLogo", CGRect(x: 8, y: 688, width: 64, height: 24)),
    ("ev.panel", CGRect(x: 256, y: 8, width: 768, height: 122)),
    ("ev.stack", CGRect(x: 268, y: 20, width: 744, height: 98)),
    ("ev.soc", CGRect(x: 276, y: 26, width: 728, height: 32)),
    ("ev.range", CGRect(x: 276, y: 68, width: 728, height: 20)),
    ("ev.chargerRow", CGRect(x: 276, y: 92, width: 728, height: 20)),
    ("ev.chargerName", CGRect(x: 276, y: 92, width: 672, height: 20)),
    ("ev.chargerPower", CGRect(x: 956, y: 92, width: 48, height: 20)),
    ("buttons", CGRect(x: 1200, y: 8, width: 80, height: 704)),
    ("button.compass", CGRect(x: 1216, y: 664, width: 48, height: 48)),
]

/// Head unit, guidance (wide), left to right, speed widget none.
///   Cards at the leading edge: turn (0, 0, 480, 120), ETA (0, 648, 480, 72).
///   Panel: leading 0, width = turn card's 480, top 120 + 8 = 128, bottom 648 − 8 = 640 →
///   (0, 128, 480, 512); stack (12, 140, 456, 488); arranged x 20, width 440, y 146…622 (476).
///   `.equalCentering`: first view's top at 146 (soc centre 162), last view's bottom at 622 (row y
///   602, centre 612); centres equally spaced: d = (612 − 162) ÷ 2 = 225 → range centre 387 → y 377.
///   Gaps 377 − 178 = 199 ≥ 10 and 602 − 397 = 205 ≥ 4: the minimum spacings hold.
///   Row 440: name 384, power x 20 + 384 + 8 = 412.
///   Viewport (480, 0, 800, 720); margins x 488…1272, y 8…712. Trip bar x 488, height 360, centre 360
///   → y 180. Speed widget (488, 712, 0, 0); logo x 488 + 0 + 8 = 496, y 688.
///   Buttons (1200, 8, 80, 704): compass (1216, 664), reporting (1216, 608).
private let headUnitGuidanceFrames: [(String, CGRect)] = [
    ("turnCard", CGRect(x: 0, y: 0, width: 480, height: 120)),
    ("etaCard", CGRect(x: 0, y: 648, width: 480, height: 72)),
    ("ev.panel", CGRect(x: 0, y: 128, width: 480, height: 512)),
    ("ev.stack", CGRect(x: 12, y: 140, width: 456, height: 488)),
    ("ev.soc", CGRect(x: 20, y: 146, width: 440, height: 32)),
    ("ev.range", CGRect(x: 20, y: 377, width: 440, height: 20)),
    ("ev.chargerRow", CGRect(x: 20, y: 602, width: 440, height: 20)),
    ("ev.chargerName", CGRect(x: 20, y: 602, width: 384, height: 20)),
    ("ev.chargerPower", CGRect(x: 412, y: 602, width: 48, height: 20)),
    ("viewport", CGRect(x: 480, y: 0, width: 800, height: 720)),
    ("tripProgressBar", CGRect(x: 488, y: 180, width: 12, height: 360)),
    ("speedWidget", CGRect(x: 488, y: 712, width: 0, height: 0)),
    ("googleLogo", CGRect(x: 496, y: 688, width: 64, height: 24)),
    ("buttons", CGRect(x: 1200, y: 8, width: 80, height: 704)),
    ("button.compass", CGRect(x: 1216, y: 664, width: 48, height: 48)),
    ("button.reporting", CGRect(x: 1216, y: 608, width: 48, height: 48)),
]

@MainActor
@Suite(.serialized) struct ChargingPortTests {
    // MARK: Measuring

    /// The panel measured off the map (UIKit: from its own subtree; the width multiplier ties it
    /// to the map, outside the subtree, and does not count).
    ///   Vertical stack alignment .fill: soc, range and row all as wide as the arrangement W. Their
    ///   compression resistance wants W ≥ 32 (750), W ≥ 88 (750), row ≥ 120 + 8 + 48 = 176 (the
    ///   name's 749, the power's 751); the hugging (250) and the fitting pull (50) want W small →
    ///   W = 176; stack 176 + 16 = 192; panel 192 + 24 = 216. Height 122 (as above).
    @Test func thePanelMeasuresItsContent() {
        let delegate = ChargingLayoutDelegate()
        let size = delegate.chargePanel.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 216, height: 122))
    }

    // MARK: Phone

    @Test func phoneReady() throws {
        let host = try ChargingHost()
        host.enable()
        let layout = host.map.resolveLayout()
        #expect(!layout.wideMode)
        expectFrames(layout, phoneReadyFrames)
        expectAbsent(layout, guidanceOnlyIDs)
    }

    @Test func phoneGuidance() throws {
        let host = try ChargingHost()
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(layout, phoneGuidanceFrames)
        #expect(layout.animations.isEmpty)
        #expect(layout.view("ev.panel")?.cornerRadius == 16)
    }

    /// Right to left: the mirror image (x → 390 − maxX). The panel, the stack and the full-width
    /// views are centred or symmetric and stay; the row's name goes to the right: (390 − 236 = 154),
    /// the power to 390 − 292 = 98. Trip bar 390 − 20 = 370; speed widget at the leading margin 382;
    /// logo: its trailing edge 8 left of the widget's leading (left) edge → 382 − 8 − 64 = 310;
    /// buttons at x 0, compass 16.
    @Test func phoneGuidanceRightToLeft() throws {
        let host = try ChargingHost(direction: .rightToLeft)
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(layout, mirrored(phoneGuidanceFrames, w: 390))
        expectFrames(
            layout,
            [
                ("ev.chargerName", CGRect(x: 154, y: 259, width: 138, height: 20)),
                ("ev.chargerPower", CGRect(x: 98, y: 259, width: 48, height: 20)),
                ("googleLogo", CGRect(x: 310, y: 706, width: 64, height: 24)),
                ("speedWidget", CGRect(x: 382, y: 746, width: 0, height: 0)),
                ("button.compass", CGRect(x: 16, y: 682, width: 48, height: 48)),
            ])
    }

    @Test func phoneReadyRightToLeft() throws {
        let host = try ChargingHost(direction: .rightToLeft)
        host.enable()
        let layout = host.map.resolveLayout()
        // Logo 390 − 72 = 318; name 390 − 236 = 154; power 98; buttons x 0; compass 16.
        expectFrames(layout, mirrored(phoneReadyFrames, w: 390))
        expectFrame(layout, "googleLogo", CGRect(x: 318, y: 778, width: 64, height: 24))
    }

    // MARK: Head unit

    @Test func headUnitReady() throws {
        let host = try ChargingHost.headUnit()
        host.enable()
        let layout = host.map.resolveLayout()
        #expect(layout.wideMode)
        expectFrames(layout, headUnitReadyFrames)
    }

    @Test func headUnitGuidance() throws {
        let host = try ChargingHost.headUnit()
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(layout, headUnitGuidanceFrames)
        #expect(host.delegate.infoStack.distribution == .equalCentering)
    }

    /// Right to left: cards and panel at the right edge (x 800); the row's name at 1280 − 404 = 876,
    /// the power at 1280 − 460 = 820; viewport (0, 0, 800, 720), its leading margin at 792: trip bar
    /// 780, speed widget 792, logo 792 − 8 − 64 = 720; buttons x 0, compass and reporting x 16.
    @Test func headUnitGuidanceRightToLeft() throws {
        let host = try ChargingHost.headUnit(direction: .rightToLeft)
        host.enable()
        host.startGuidance()
        let layout = host.map.resolveLayout()
        expectFrames(layout, mirrored(headUnitGuidanceFrames, w: 1280))
        expectFrames(
            layout,
            [
                ("turnCard", CGRect(x: 800, y: 0, width: 480, height: 120)),
                ("ev.chargerName", CGRect(x: 876, y: 602, width: 384, height: 20)),
                ("ev.chargerPower", CGRect(x: 820, y: 602, width: 48, height: 20)),
                ("tripProgressBar", CGRect(x: 780, y: 180, width: 12, height: 360)),
                ("googleLogo", CGRect(x: 720, y: 688, width: 64, height: 24)),
            ])
    }

    @Test func headUnitReadyRightToLeft() throws {
        let host = try ChargingHost.headUnit(direction: .rightToLeft)
        host.enable()
        let layout = host.map.resolveLayout()
        // Logo 1280 − 72 = 1208; name 1280 − 948 = 332; power 1280 − 1004 = 276.
        expectFrames(layout, mirrored(headUnitReadyFrames, w: 1280))
    }

    // MARK: Size changes

    /// The phone's map becomes the head unit's (an external display) during guidance: sizeChanged
    /// sees `ActiveGuidanceUIState` with wideMode true and rebuilds the wide arrangement (the stack
    /// switches to `.equalCentering`); back to the phone it rebuilds the portrait one.
    @Test func guidanceSwitchesArrangementOnSizeChange() throws {
        let host = try ChargingHost()
        host.enable()
        host.startGuidance()
        expectFrames(host.map.resolveLayout(), phoneGuidanceFrames)
        host.map.setGeometry(size: CGSize(width: 1280, height: 720), safeAreaInsets: .zero)
        host.sizeChanged()
        var layout = host.map.resolveLayout()
        #expect(layout.wideMode)
        #expect(host.delegate.builtWide == true)
        expectFrames(layout, headUnitGuidanceFrames)
        host.map.setGeometry(size: CGSize(width: 390, height: 844), safeAreaInsets: phoneInsets)
        host.sizeChanged()
        layout = host.map.resolveLayout()
        #expect(host.delegate.builtWide == false)
        #expect(host.delegate.infoStack.distribution == .fill)
        expectFrames(layout, phoneGuidanceFrames)
    }

    /// In the ready state sizeChanged rebuilds nothing: the constraints follow the size (the panel
    /// 0.6 × the width, centred) and give exactly the frames of a ready state built at that size.
    @Test func readyFollowsTheSizeWithoutARebuild() throws {
        let host = try ChargingHost()
        host.enable()
        _ = host.map.resolveLayout()
        host.map.setGeometry(size: CGSize(width: 1280, height: 720), safeAreaInsets: .zero)
        host.sizeChanged()
        expectFrames(host.map.resolveLayout(), headUnitReadyFrames)
        host.map.setGeometry(size: CGSize(width: 390, height: 844), safeAreaInsets: phoneInsets)
        host.sizeChanged()
        expectFrames(host.map.resolveLayout(), phoneReadyFrames)
    }

    /// The direction flips during guidance on the head unit (sizeChanged, no rebuild): the layout
    /// becomes the mirror image, and back.
    @Test func directionFlipsDuringGuidance() throws {
        let host = try ChargingHost.headUnit()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.map.layoutDirection = .rightToLeft
        host.sizeChanged()
        expectFrames(host.map.resolveLayout(), mirrored(headUnitGuidanceFrames, w: 1280))
        host.map.layoutDirection = .leftToRight
        host.sizeChanged()
        expectFrames(host.map.resolveLayout(), headUnitGuidanceFrames)
    }

    // MARK: Prompts (phone)

    /// Show at t = 10: the traffic prompt 390 × (112 + 34) = 146 at y 844 − 146 = 698, top corners
    /// rounded. The viewport ends at the prompt: (0, 167, 390, 531), margins y 175…690.
    ///   Trip bar: height 265.5, centre 167 + 265.5 = 432.5 → y 299.75. Logo y 690 − 24 = 666.
    ///   Buttons (310, 175, 80, 515): compass 642, reporting 586. Speed widget stays on the ETA card.
    ///   Banner 136 × 44, centre x 195 → x 127; bottom 698 − 8 = 690 → y 646. It was laid out first
    ///   24 lower (y 670) at alpha 0, outside any block; the block (delay 0.1, ease-out) moves it
    ///   and fades it in: one animation, start 10.1, duration 0.3, curve easeOut, opacity 0 → 1.
    ///   Its completion runs at 10.4, told true.
    @Test func phonePromptShows() throws {
        try withManualTimer { timer in
            let host = try ChargingHost()
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.showPrompt(.traffic)
            let layout = host.map.resolveLayout()
            let banner = CGRect(x: 127, y: 646, width: 136, height: 44)
            expectFrames(
                layout,
                [
                    ("prompt.traffic.1", CGRect(x: 0, y: 698, width: 390, height: 146)),
                    ("viewport", CGRect(x: 0, y: 167, width: 390, height: 531)),
                    ("tripProgressBar", CGRect(x: 8, y: 299.75, width: 12, height: 265.5)),
                    ("googleLogo", CGRect(x: 16, y: 666, width: 64, height: 24)),
                    ("speedWidget", CGRect(x: 8, y: 746, width: 0, height: 0)),
                    ("buttons", CGRect(x: 310, y: 175, width: 80, height: 515)),
                    ("button.compass", CGRect(x: 326, y: 642, width: 48, height: 48)),
                    ("button.reporting", CGRect(x: 326, y: 586, width: 48, height: 48)),
                    ("ev.banner", banner),
                    ("ev.panel", CGRect(x: 78, y: 175, width: 234, height: 122)),
                ])
            #expect(layout.view("prompt.traffic.1")?.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(layout.animations.map(\.viewID) == ["ev.banner"])
            expectAnimation(
                layout.animations.first, of: "ev.banner", from: CGRect(x: 127, y: 670, width: 136, height: 44),
                to: banner, opacity: (0, 1), start: micro(10.1), duration: 0.3, curve: "easeOut")
            timer.advance(by: 0.35)
            #expect(host.delegate.events.isEmpty)
            timer.advance(by: 0.05)
            #expect(host.delegate.events == ["banner shown true"])
            #expect(host.map.resolveLayout().view("ev.banner")?.opacity == 1)
        }
    }

    /// Change at t = 10.4: betterRoute 390 × (152 + 34) = 186 at y 658. It starts at the old prompt's
    /// frame (set before the block), so it animates from (0, 698, 390, 146).
    ///   Viewport (0, 167, 390, 491), margins y 175…650. Trip bar height 245.5, centre 412.5 → y
    ///   289.75. Logo y 626. Buttons (310, 175, 80, 475): compass 602, reporting 546.
    ///   Banner "Faster route via charger" 192 × 44, centre 195 → x 99, bottom 650 → y 606.
    ///   Everything that moved animates in the one block: start 10.4, 0.25 s, easeInOut.
    @Test func phonePromptChanges() throws {
        try withManualTimer { timer in
            let host = try ChargingHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.4)
            _ = host.map.resolveLayout()
            host.changePrompt(.betterRoute)
            let layout = host.map.resolveLayout()
            let moves: [(String, CGRect, CGRect)] = [
                (
                    "prompt.betterRoute.2", CGRect(x: 0, y: 698, width: 390, height: 146),
                    CGRect(x: 0, y: 658, width: 390, height: 186)
                ),
                (
                    "viewport", CGRect(x: 0, y: 167, width: 390, height: 531),
                    CGRect(x: 0, y: 167, width: 390, height: 491)
                ),
                (
                    "tripProgressBar", CGRect(x: 8, y: 299.75, width: 12, height: 265.5),
                    CGRect(x: 8, y: 289.75, width: 12, height: 245.5)
                ),
                (
                    "googleLogo", CGRect(x: 16, y: 666, width: 64, height: 24),
                    CGRect(x: 16, y: 626, width: 64, height: 24)
                ),
                (
                    "buttons", CGRect(x: 310, y: 175, width: 80, height: 515),
                    CGRect(x: 310, y: 175, width: 80, height: 475)
                ),
                (
                    "button.compass", CGRect(x: 326, y: 642, width: 48, height: 48),
                    CGRect(x: 326, y: 602, width: 48, height: 48)
                ),
                (
                    "button.reporting", CGRect(x: 326, y: 586, width: 48, height: 48),
                    CGRect(x: 326, y: 546, width: 48, height: 48)
                ),
                (
                    "ev.banner", CGRect(x: 127, y: 646, width: 136, height: 44),
                    CGRect(x: 99, y: 606, width: 192, height: 44)
                ),
            ]
            for (id, from, to) in moves {
                expectFrame(layout, id, to)
                expectAnimation(
                    layout.animations.first { $0.viewID == id }, of: id, from: from, to: to, start: micro(10.4),
                    duration: 0.25)
            }
            #expect(Set(layout.animations.map(\.viewID)) == Set(moves.map(\.0)))
            expectAbsent(layout, ["prompt.traffic.1"])
            #expect(
                layout.view("prompt.betterRoute.2")?.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        }
    }

    /// Hide at t = 10.65 (after the change's 0.25 s): the viewport goes back onto the ETA card at once
    /// (the guidance frames, no animation); the banner and the prompt fade 1 → 0 where they are, by
    /// the property animator (easeIn, 0.2 s); its completion (told .end) removes both.
    @Test func phonePromptHides() throws {
        try withManualTimer { timer in
            let host = try ChargingHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.4)
            host.changePrompt(.betterRoute)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)
            host.hidePrompt()
            var layout = host.map.resolveLayout()
            expectFrames(layout, phoneGuidanceFrames)
            let prompt = CGRect(x: 0, y: 658, width: 390, height: 186)
            let banner = CGRect(x: 99, y: 606, width: 192, height: 44)
            expectAnimation(
                layout.animations.first { $0.viewID == "ev.banner" }, of: "ev.banner", from: banner, to: banner,
                opacity: (1, 0), start: micro(10.65), duration: 0.2, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "prompt.betterRoute.2" }, of: "prompt.betterRoute.2",
                from: prompt, to: prompt, opacity: (1, 0), start: micro(10.65), duration: 0.2, curve: "easeIn")
            #expect(layout.animations.count == 2)
            timer.advance(by: 0.2)
            #expect(host.delegate.events == ["banner shown true", "prompt hidden true"])
            layout = host.map.resolveLayout()
            expectAbsent(layout, ["ev.banner", "prompt.betterRoute.2"])
            expectFrames(layout, phoneGuidanceFrames)
        }
    }

    // MARK: Prompts (head unit)

    /// Wide, left to right: the prompt (0, 720 − 112 = 608, 480, 112), only its top-trailing (right)
    /// corner rounded; the viewport does not move. Banner: centre = viewport's 880 → x 812; bottom
    /// 608 − 8 = 600 → y 556; slides from y 580.
    @Test func headUnitPrompt() throws {
        try withManualTimer { _ in
            let host = try ChargingHost.headUnit()
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.showPrompt(.incident)
            let layout = host.map.resolveLayout()
            expectFrames(layout, headUnitGuidanceFrames)
            expectFrame(layout, "prompt.incident.1", CGRect(x: 0, y: 608, width: 480, height: 112))
            expectFrame(layout, "ev.banner", CGRect(x: 812, y: 556, width: 136, height: 44))
            #expect(layout.view("prompt.incident.1")?.roundedCorners == [.layerMaxXMinYCorner])
            expectAnimation(
                layout.animations.first, of: "ev.banner", from: CGRect(x: 812, y: 580, width: 136, height: 44),
                to: CGRect(x: 812, y: 556, width: 136, height: 44), opacity: (0, 1), start: micro(10.1),
                duration: 0.3, curve: "easeOut")
        }
    }

    /// Wide, right to left: prompt at the right edge (800, 608), its top-left corner (the trailing
    /// one, read from effectiveUserInterfaceLayoutDirection) rounded; banner centre 400 → x 332.
    @Test func headUnitPromptRightToLeft() throws {
        try withManualTimer { _ in
            let host = try ChargingHost.headUnit(direction: .rightToLeft)
            host.enable()
            host.startGuidance()
            host.showPrompt(.safetyCamera)
            let layout = host.map.resolveLayout()
            expectFrames(layout, mirrored(headUnitGuidanceFrames, w: 1280))
            // safetyCamera 480 × 96 → y 624; banner bottom 616 → y 572.
            expectFrame(layout, "prompt.safetyCamera.1", CGRect(x: 800, y: 624, width: 480, height: 96))
            expectFrame(layout, "ev.banner", CGRect(x: 332, y: 572, width: 136, height: 44))
            #expect(layout.view("prompt.safetyCamera.1")?.roundedCorners == [.layerMinXMinYCorner])
        }
    }

    /// The phone's map becomes the head unit's with a prompt up (banner already faded in): the
    /// prompt follows the map (480 × 112 now, SPEC §5) and the rebuild places it at (0, 608); the
    /// banner at (812, 556) at opacity 1; the rest as in wide guidance.
    @Test func sizeChangeWithAPromptUp() throws {
        try withManualTimer { timer in
            let host = try ChargingHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.4)
            _ = host.map.resolveLayout()
            host.map.setGeometry(size: CGSize(width: 1280, height: 720), safeAreaInsets: .zero)
            host.sizeChanged()
            let layout = host.map.resolveLayout()
            expectFrames(layout, headUnitGuidanceFrames)
            expectFrame(layout, "prompt.traffic.1", CGRect(x: 0, y: 608, width: 480, height: 112))
            expectFrame(layout, "ev.banner", CGRect(x: 812, y: 556, width: 136, height: 44))
            #expect(layout.view("ev.banner")?.opacity == 1)
            #expect(layout.view("prompt.traffic.1")?.roundedCorners == [.layerMaxXMinYCorner])
        }
    }

    // MARK: Speed widget

    /// The speed data switches the widget's size (SPEC §5); its bottom stays on the ETA card's top
    /// margin (746) and the logo follows its trailing edge:
    ///   speed 64 × 64 → (8, 682), logo x 8 + 64 + 8 = 80; both 64 × 136 → (8, 610); limit → (8, 682);
    ///   none → (8, 746, 0, 0), logo back at 16.
    @Test func speedWidgetSizesMoveTheLogo() throws {
        let host = try ChargingHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.map.components.speedWidgetDisplay = .speed
        var layout = host.map.resolveLayout()
        expectFrame(layout, "speedWidget", CGRect(x: 8, y: 682, width: 64, height: 64))
        expectFrame(layout, "googleLogo", CGRect(x: 80, y: 706, width: 64, height: 24))
        host.map.components.speedWidgetDisplay = .both
        layout = host.map.resolveLayout()
        expectFrame(layout, "speedWidget", CGRect(x: 8, y: 610, width: 64, height: 136))
        expectFrame(layout, "googleLogo", CGRect(x: 80, y: 706, width: 64, height: 24))
        host.map.components.speedWidgetDisplay = .limit
        expectFrame(host.map.resolveLayout(), "speedWidget", CGRect(x: 8, y: 682, width: 64, height: 64))
        host.map.components.speedWidgetDisplay = .none
        layout = host.map.resolveLayout()
        expectFrame(layout, "speedWidget", CGRect(x: 8, y: 746, width: 0, height: 0))
        expectFrame(layout, "googleLogo", CGRect(x: 16, y: 706, width: 64, height: 24))
    }

    /// Head unit, right to left, both readings: widget (792 − 64 = 728, 712 − 136 = 576, 64, 136); the
    /// logo's trailing edge 8 left of it: 728 − 8 − 64 = 656.
    @Test func speedWidgetRightToLeftOnTheHeadUnit() throws {
        let host = try ChargingHost.headUnit(direction: .rightToLeft)
        host.enable()
        host.startGuidance()
        host.map.components.speedWidgetDisplay = .both
        let layout = host.map.resolveLayout()
        expectFrame(layout, "speedWidget", CGRect(x: 728, y: 576, width: 64, height: 136))
        expectFrame(layout, "googleLogo", CGRect(x: 656, y: 688, width: 64, height: 24))
    }

    /// Google's page: the widget "resizes among four visual states depending on your API settings
    /// (GMSMapView's shouldDisplaySpeedometer and shouldDisplaySpeedLimit properties) and data
    /// availability". With both readings available and the delegate turning the limit off, the
    /// widget shows the speed only: 64 × 64 at (8, 746 − 64 = 682); turning it on again: 64 × 136
    /// at (8, 610). The speedometer off with the limit on: limit only, 64 × 64.
    @Test func shouldDisplaySpeedLimitSwitchesTheWidgetsSize() throws {
        let host = try ChargingHost()
        host.enable()
        host.startGuidance()
        host.map.components.speedWidgetDisplay = .both
        expectFrame(host.map.resolveLayout(), "speedWidget", CGRect(x: 8, y: 610, width: 64, height: 136))
        host.delegate.setShowsSpeedLimit(false, on: host.map)
        expectFrame(host.map.resolveLayout(), "speedWidget", CGRect(x: 8, y: 682, width: 64, height: 64))
        host.delegate.setShowsSpeedLimit(true, on: host.map)
        expectFrame(host.map.resolveLayout(), "speedWidget", CGRect(x: 8, y: 610, width: 64, height: 136))
        host.map.shouldDisplaySpeedometer = false
        expectFrame(host.map.resolveLayout(), "speedWidget", CGRect(x: 8, y: 682, width: 64, height: 64))
    }

    // MARK: Competing labels and intrinsic sizes

    /// The power's text grows ("150 kW" → "350 kW DC", 9 characters: 72 wide): the view invalidates
    /// its intrinsic size and `layoutIfNeeded` lays it out at once. Row 194: name + 8 + power = 194;
    /// the name (compression 749) gives way before the power (751): power 72, name 194 − 80 = 114
    /// (below its 120). In the row: name (0, 0, 114, 20), power (122, 0, 72, 20); in the map name
    /// x 98, power x 98 + 122 = 220. A longer name (24 characters, 192) changes nothing: still 114.
    @Test func thePowerWinsTheRowWhenItGrows() throws {
        let host = try ChargingHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.delegate.updateCharger(name: "Ionity Wurzburg", power: "350 kW DC", in: host.map)
        #expect(isClose(host.delegate.chargerPower.frame, CGRect(x: 122, y: 0, width: 72, height: 20)))
        #expect(isClose(host.delegate.chargerName.frame, CGRect(x: 0, y: 0, width: 114, height: 20)))
        var layout = host.map.resolveLayout()
        expectFrame(layout, "ev.chargerName", CGRect(x: 98, y: 259, width: 114, height: 20))
        expectFrame(layout, "ev.chargerPower", CGRect(x: 220, y: 259, width: 72, height: 20))
        host.delegate.updateCharger(name: "Ionity Wurzburg-Kist Sud", power: "350 kW DC", in: host.map)
        layout = host.map.resolveLayout()
        expectFrame(layout, "ev.chargerName", CGRect(x: 98, y: 259, width: 114, height: 20))
        expectFrame(layout, "ev.chargerPower", CGRect(x: 220, y: 259, width: 72, height: 20))
        // Wide (row 440): power 72, name 440 − 80 = 360 (stretched past 192: lower hugging).
        host.map.setGeometry(size: CGSize(width: 1280, height: 720), safeAreaInsets: .zero)
        host.sizeChanged()
        layout = host.map.resolveLayout()
        expectFrame(layout, "ev.chargerName", CGRect(x: 20, y: 602, width: 360, height: 20))
        expectFrame(layout, "ev.chargerPower", CGRect(x: 388, y: 602, width: 72, height: 20))
    }

    /// A text of the same length ("150 kW" → "120 kW") does not invalidate; nothing moves. The
    /// banner's text grows in changePrompt and its width follows, capped at 0.8 × the viewport's
    /// width: a 50-character text (400 wide) on the phone is held at 0.8 × 390 = 312, centred → x 39
    /// (the cap is required; compression is 750).
    @Test func theBannerIsCappedByItsWidthMultiplier() throws {
        try withManualTimer { timer in
            let host = try ChargingHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.4)
            host.delegate.updateCharger(name: "Ionity Wurzburg", power: "120 kW", in: host.map)
            var layout = host.map.resolveLayout()
            expectFrame(layout, "ev.chargerPower", CGRect(x: 244, y: 259, width: 48, height: 20))
            host.delegate.banner.text = String(repeating: "x", count: 50)
            host.map.layoutIfNeeded()
            layout = host.map.resolveLayout()
            expectFrame(layout, "ev.banner", CGRect(x: 39, y: 646, width: 312, height: 44))
        }
    }

    // MARK: More UIKit rules

    /// Hiding arranged views of the vertical `.fill` stack (phone guidance) collapses them and the
    /// space after them (UIKit: hidden arranged views take no space; a custom spacing after a hidden
    /// view is not used).
    ///   Row hidden: soc y 193, range 193 + 32 + 10 = 235; stack 6 + 32 + 10 + 20 + 6 = 74 → panel 98.
    ///   Row shown, soc hidden: range first at 193, row 193 + 20 + 4 = 217; stack 6 + 20 + 4 + 20 + 6
    ///   = 56 → panel 80.
    @Test func hidingRowsCollapsesTheirSpacing() throws {
        let host = try ChargingHost()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        host.delegate.chargerRow.isHidden = true
        var layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("ev.panel", CGRect(x: 78, y: 175, width: 234, height: 98)),
                ("ev.stack", CGRect(x: 90, y: 187, width: 210, height: 74)),
                ("ev.soc", CGRect(x: 98, y: 193, width: 194, height: 32)),
                ("ev.range", CGRect(x: 98, y: 235, width: 194, height: 20)),
            ])
        #expect(layout.view("ev.chargerRow")?.hidden == true)
        host.delegate.chargerRow.isHidden = false
        host.delegate.socLabel.isHidden = true
        layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("ev.panel", CGRect(x: 78, y: 175, width: 234, height: 80)),
                ("ev.stack", CGRect(x: 90, y: 187, width: 210, height: 56)),
                ("ev.range", CGRect(x: 98, y: 193, width: 194, height: 20)),
                ("ev.chargerRow", CGRect(x: 98, y: 217, width: 194, height: 20)),
                ("ev.chargerName", CGRect(x: 98, y: 217, width: 138, height: 20)),
            ])
        host.delegate.socLabel.isHidden = false
        expectFrames(host.map.resolveLayout(), phoneGuidanceFrames)
    }

    /// The wide panel measured: `.equalCentering` at its least height. Centres d apart: gap after
    /// soc d − (32 + 20) ÷ 2 ≥ 10 → d ≥ 36; gap after range d − 20 ≥ 4 → d ≥ 24 → d = 36; arranged
    /// length 16 + 2 × 36 + 10 = 98; stack 98 + 12 = 110; panel 134. Width as before: 216 (the
    /// width tie to the turn card is outside the subtree).
    @Test func theWidePanelMeasuresByEqualCentering() throws {
        let host = try ChargingHost.headUnit()
        host.enable()
        host.startGuidance()
        _ = host.map.resolveLayout()
        let size = host.delegate.chargePanel.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 216, height: 134))
    }

    /// `layoutMargins` of the stack are absolute (left / right): right to left the 20 stays on the
    /// left. Phone, stack (90, 187, 210, 98) → arranged x 110…292 (182 wide). Row: name 182 − 56 =
    /// 126; right to left the name (first) at the right: x 292 − 126 = 166, the power at 110.
    @Test func absoluteStackMarginsRightToLeft() throws {
        let host = try ChargingHost(direction: .rightToLeft)
        host.enable()
        host.startGuidance()
        host.delegate.infoStack.layoutMargins = UIEdgeInsets(top: 6, left: 20, bottom: 6, right: 8)
        let layout = host.map.resolveLayout()
        expectFrames(
            layout,
            [
                ("ev.stack", CGRect(x: 90, y: 187, width: 210, height: 98)),
                ("ev.soc", CGRect(x: 110, y: 193, width: 182, height: 32)),
                ("ev.chargerRow", CGRect(x: 110, y: 259, width: 182, height: 20)),
                ("ev.chargerName", CGRect(x: 166, y: 259, width: 126, height: 20)),
                ("ev.chargerPower", CGRect(x: 110, y: 259, width: 48, height: 20)),
            ])
    }

    /// A prompt after a prompt: show at 10, change at 10.4, hide at 10.65 (done 10.85), show again
    /// at 10.85. The banner's text goes back to 17 characters (invalidated: 136 wide again); it is
    /// laid out at (127, 670) at alpha 0, then slides to (127, 646) and fades in from 10.95.
    @Test func theBannerComesBackForTheNextPrompt() throws {
        try withManualTimer { timer in
            let host = try ChargingHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.4)
            host.changePrompt(.betterRoute)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.25)
            host.hidePrompt()
            _ = host.map.resolveLayout()
            timer.advance(by: 0.2)
            _ = host.map.resolveLayout()
            host.showPrompt(.incident)
            let layout = host.map.resolveLayout()
            let banner = CGRect(x: 127, y: 646, width: 136, height: 44)
            expectFrame(layout, "prompt.incident.3", CGRect(x: 0, y: 698, width: 390, height: 146))
            expectFrame(layout, "ev.banner", banner)
            #expect(layout.animations.map(\.viewID) == ["ev.banner"])
            expectAnimation(
                layout.animations.first, of: "ev.banner", from: CGRect(x: 127, y: 670, width: 136, height: 44),
                to: banner, opacity: (0, 1), start: micro(10.95), duration: 0.3, curve: "easeOut")
        }
    }

    /// Guidance stops right after the prompt is dismissed (SPEC §6: hidePrompt, then stopGuidance).
    /// The rebuild takes the banner out at once; the old prompt, still fading, stays until the
    /// animator's completion removes it (as on iOS), then the ready layout is all that is left.
    @Test func stopWhileThePromptFades() throws {
        try withManualTimer { timer in
            let host = try ChargingHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.4)
            _ = host.map.resolveLayout()
            host.hidePrompt()
            host.stopGuidance()
            var layout = host.map.resolveLayout()
            expectFrames(layout, phoneReadyFrames)
            expectAbsent(layout, ["ev.banner", "turnCard", "etaCard"])
            // The rebuild's tearDown deactivated the prompt's own constraints while it still fades:
            // its position is then decided by nothing (UIKit: an ambiguous layout, undefined
            // frame; SDK, decided: it rests at the leading edge, y 0). Only its fade is checked.
            let animation = layout.animations.first { $0.viewID == "prompt.traffic.1" }
            #expect(animation?.fromOpacity == 1 && animation?.toOpacity == 0)
            #expect(animation?.startMicroseconds == micro(10.4) && animation?.curve == "easeIn")
            // As UIKit's hasAmbiguousLayout would say, the SDK reports it (a warning).
            #expect(
                host.map.layoutDiagnostics().contains {
                    $0.code == "ambiguous-layout" && $0.viewIDs == ["prompt.traffic.1"]
                })
            timer.advance(by: 0.2)
            layout = host.map.resolveLayout()
            expectAbsent(layout, ["prompt.traffic.1"])
            expectFrames(layout, phoneReadyFrames)
            #expect(host.delegate.events == ["banner shown true", "prompt hidden true"])
        }
    }

    // MARK: The whole drive

    /// enable → start → prompt → change → hide → speed data → limit toggled → stop → disable, both
    /// geometries, both directions: the end states are the hand-worked frames, nothing of the
    /// delegate is left after disable, and the SDK reports nothing at warning level or above.
    @Test func theWholeDrive() throws {
        try withManualTimer { timer in
            let cases: [(CGFloat, CGFloat, UIEdgeInsets, [(String, CGRect)], [(String, CGRect)])] = [
                (390, 844, phoneInsets, phoneReadyFrames, phoneGuidanceFrames),
                (1280, 720, .zero, headUnitReadyFrames, headUnitGuidanceFrames),
            ]
            for (w, h, insets, ready, guidance) in cases {
                for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
                    let host = try ChargingHost(width: w, height: h, insets: insets, direction: direction)
                    let rtl = direction == .rightToLeft
                    let readyFrames = rtl ? mirrored(ready, w: w) : ready
                    let guidanceFrames = rtl ? mirrored(guidance, w: w) : guidance
                    var found: [LayoutDiagnostic] = []
                    func check() -> ResolvedLayout {
                        let layout = host.map.resolveLayout()
                        found += host.map.takeDiagnostics().filter { $0.severity >= .warning }
                        found += host.map.layoutDiagnostics().filter { $0.severity >= .warning }
                        return layout
                    }
                    host.enable()
                    expectFrames(check(), readyFrames)
                    host.startGuidance()
                    expectFrames(check(), guidanceFrames)
                    host.showPrompt(.traffic)
                    _ = check()
                    timer.advance(by: 0.4)
                    _ = check()
                    host.changePrompt(.incident)
                    _ = check()
                    timer.advance(by: 0.25)
                    _ = check()
                    host.hidePrompt()
                    _ = check()
                    timer.advance(by: 0.2)
                    var layout = check()
                    expectFrames(layout, guidanceFrames)
                    expectAbsent(layout, ["ev.banner", "prompt.traffic.1", "prompt.incident.2"])
                    host.map.components.speedWidgetDisplay = .both
                    _ = check()
                    host.delegate.setShowsSpeedLimit(false, on: host.map)
                    _ = check()
                    host.delegate.setShowsSpeedLimit(true, on: host.map)
                    host.map.components.speedWidgetDisplay = .none
                    expectFrames(check(), guidanceFrames)
                    host.stopGuidance()
                    layout = check()
                    expectFrames(layout, readyFrames)
                    expectAbsent(layout, guidanceOnlyIDs)
                    host.disable()
                    layout = check()
                    expectAbsent(
                        layout, evIDs + guidanceOnlyIDs + ["viewport", "googleLogo", "buttons", "button.compass"])
                    #expect(found.isEmpty, "\(w) × \(h) \(direction): \(found)")
                }
            }
        }
    }
}
