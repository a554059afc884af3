import Foundation
import Testing

@testable import NavigationLayout

// Drives `DriverAppLayoutDelegate` (DriverAppPortDelegate.swift: iOS code, imports changed only)
// through enable → start guidance → show / change / hide prompt → size change → stop → disable, on
// a phone (390 × 844, insets top 47, bottom 34) and a tablet (1024 × 768, no insets; split view
// 507 × 768), left to right and right to left. Every value below is worked out by hand from
// UIKit's rules and SPEC §4–§5; none is copied from the SDK's output.
//
// Components (SPEC §5). Phone, standard: cardWidth = safe width 390; turn card 390 × (47 + 120)
//   = 167; ETA 390 × (72 + 34) = 106; traffic prompt 390 × (112 + 34) = 146; better route
//   390 × (152 + 34) = 186. Tablet 1024 × 768: wide (1024 ≥ 600, 1024 > 768); cardWidth
//   clamp(0.4 × 1024 = 409.6, 320, 480) = 409.6; turn 409.6 × 120, ETA 409.6 × 72, traffic
//   409.6 × 112. Split 507 × 768: standard, cardWidth 507; turn 507 × 120, ETA 507 × 72.
// Hiding stack (.bottom, .trailing): 48 + 2 × 16 = 80 wide; buttons 16 in from its trailing
//   edge; the first arranged (compass) lowest, the next 48 + 8 = 56 above.
//
// Dashboard (own coordinates, W × H): made 320 × 108 with the online dot at (298, 12, 10, 10)
//   [.flexibleLeftMargin] and the status strip at (0, 104, 320, 4) [.flexibleWidth,
//   .flexibleTopMargin]. UIKit's autoresizing (absolute, never mirrored): the flexible part takes
//   the whole change of its axis → dot x 298 + (W − 320) = W − 22, y 12; strip (0, 104 + (H −
//   108) = H − 4, W, 4). layoutSubviews: badge x 12 (RTL W − 132), y 12, 120 × 32. Row expanded
//   (12, 52, W − 24, 44); compact (H 56) x 140 (RTL 12), y 6, width W − 120 − 8 − 24 = W − 152.
//   Row `.fillEqually`, spacing 8, shown views n: each (rowWidth − 8(n − 1)) ÷ n, accept at the
//   leading end (RTL: the right end).

typealias DriverHost = DelegateDriver<DriverAppLayoutDelegate>

extension DelegateDriver where Delegate == DriverAppLayoutDelegate {
    /// The driver delegate on a phone (default) or a map of the given geometry and direction.
    convenience init(
        width: CGFloat = 390, height: CGFloat = 844, insets: UIEdgeInsets = phoneInsets, rtl: Bool = false
    ) throws {
        let map = makeMap(width: width, height: height, insets: insets)
        if rtl { map.layoutDirection = .rightToLeft }
        try self.init(DriverAppLayoutDelegate(), on: map)
    }

    static func tablet(rtl: Bool = false) throws -> DriverHost {
        try DriverHost(width: 1024, height: 768, insets: .zero, rtl: rtl)
    }
}

private func usec(_ t: TimeInterval) -> UInt64 { UInt64((t * 1_000_000).rounded()) }

private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

// MARK: - Expected frames (worked out by hand)

/// The dashboard and its children in map coordinates, the dashboard at (x, y), W × H.
/// `hiddenPause`: the row arranges two views.
private func dashboardFrames(
    x: CGFloat, y: CGFloat, w W: CGFloat, h H: CGFloat, rtl: Bool, hiddenPause: Bool = false
) -> [(String, CGRect)] {
    let compact = H == 56
    let rowWidth: CGFloat = compact ? W - 152 : W - 24
    let rowX: CGFloat = compact ? (rtl ? 12 : 140) : 12
    let rowY: CGFloat = compact ? 6 : 52
    let n: CGFloat = hiddenPause ? 2 : 3
    let each = (rowWidth - 8 * (n - 1)) / n
    // Position of the k-th shown view in the row (0 = accept), from the row's left edge.
    func slot(_ k: CGFloat) -> CGFloat { rtl ? rowWidth - each - k * (each + 8) : k * (each + 8) }
    var frames: [(String, CGRect)] = [
        ("driver.dashboard", r(x, y, W, H)),
        ("driver.status", r(x, y + H - 4, W, 4)),
        ("driver.online", r(x + W - 22, y + 12, 10, 10)),
        ("driver.earnings", r(x + (rtl ? W - 132 : 12), y + 12, 120, 32)),
        ("driver.row", r(x + rowX, y + rowY, rowWidth, 44)),
        // Surge marker: left margin 100, right 320 − 140 = 180; UIKit shares the change of width
        // between the two flexible margins in proportion to them, which keeps 100 : 180 → x =
        // (W − 40) × 100 ÷ 280 (390: 125; 409.6: 132; 507: 166.79). Never mirrored.
        ("driver.surge", r(x + (W - 40) * 100 / 280, y, 40, 6)),
        ("driver.accept", r(x + rowX + slot(0), y + rowY, each, 44)),
        ("driver.decline", r(x + rowX + slot(1), y + rowY, each, 44)),
    ]
    if !hiddenPause { frames.append(("driver.pause", r(x + rowX + slot(2), y + rowY, each, 44))) }
    return frames
}

/// The viewport at `vp` (its margins 8 inside, the safe area not reaching it unless `marginTop`
/// says where its margins start), the logo and the buttons in its margins.
///   logo: leading margin, bottom margin − 24; stack: trailing edge, margins top…bottom;
///   compass: bottom margin − 48, 16 in from the stack's trailing edge.
private func viewportFrames(
    _ vp: CGRect, rtl: Bool, marginTop: CGFloat? = nil, guidance: Bool
) -> [(String, CGRect)] {
    let top = marginTop ?? vp.minY + 8
    let bottom = vp.maxY - 8
    let logoX = rtl ? vp.maxX - 8 - 64 : vp.minX + 8
    let stackX = rtl ? vp.minX : vp.maxX - 80
    let buttonX = rtl ? vp.minX + 16 : vp.maxX - 64
    var frames: [(String, CGRect)] = [
        ("viewport", vp),
        ("googleLogo", r(logoX, bottom - 24, 64, 24)),
        ("buttons", r(stackX, top, 80, bottom - top)),
        ("button.compass", r(buttonX, bottom - 48, 48, 48)),
    ]
    if guidance {
        // Reporting 56 above the compass; speed widget (none, 0 × 0) at the leading margin, its
        // bottom 8 above the logo; trip bar 12 wide at the leading margin, half the viewport's
        // height, centred on it.
        let barHeight = vp.height / 2
        frames += [
            ("button.reporting", r(buttonX, bottom - 48 - 56, 48, 48)),
            ("speedWidget", r(rtl ? vp.maxX - 8 : vp.minX + 8, bottom - 24 - 8, 0, 0)),
            ("tripProgressBar", r(rtl ? vp.maxX - 8 - 12 : vp.minX + 8, vp.midY - barHeight / 2, 12, barHeight)),
        ]
    }
    return frames
}

// Phone ready: dashboard leading/trailing = safe area (0…390), bottom = safe bottom 810, height
//   108 → (0, 702, 390, 108). Viewport (0, 0, 390, 702): the map's safe area covers its top 47
//   (its bottom 702 is above 810), so its margins guide runs y 47 + 8 = 55 … 702 − 8 = 694.
//   Logo (8, 670); stack (310, 55, 80, 639); compass (326, 646). RTL: logo 390 − 72 = 318; stack
//   x 0; compass x 16. Row: 366 wide, each (366 − 16) ÷ 3 = 116.67.
private func expectedPhoneReady(rtl: Bool) -> [(String, CGRect)] {
    viewportFrames(r(0, 0, 390, 702), rtl: rtl, marginTop: 55, guidance: false)
        + dashboardFrames(x: 0, y: 702, w: 390, h: 108, rtl: rtl)
}

// Tablet ready (wide): dashboard width 0.4 × 1024 = 409.6 at the safe leading edge, bottom 768 →
//   (0, 660, 409.6, 108) (RTL x 1024 − 409.6 = 614.4). Viewport from the dashboard's trailing edge
//   to the map's: (409.6, 0, 614.4, 768) (RTL (0, 0, 614.4, 768)). Logo (417.6, 736) (RTL 614.4
//   − 72 = 542.4); stack (944, 8, 80, 752) (RTL x 0); compass (960, 712) (RTL 16). Row 385.6 wide,
//   each (385.6 − 16) ÷ 3 = 123.2; RTL: accept 626.4 + 385.6 − 123.2 = 888.8, decline 757.6,
//   pause 626.4; online dot 614.4 + 387.6 = 1002 (not mirrored).
private func expectedTabletReady(rtl: Bool) -> [(String, CGRect)] {
    viewportFrames(r(rtl ? 0 : 409.6, 0, 614.4, 768), rtl: rtl, guidance: false)
        + dashboardFrames(x: rtl ? 614.4 : 0, y: 660, w: 409.6, h: 108, rtl: rtl)
}

// Phone guidance, the dashboard's bottom at b (ETA top 844 − 106 = 738; a traffic prompt's top
//   844 − 146 = 698; a better-route prompt's 844 − 186 = 658), height H: dashboard (0, b − H, 390,
//   H); viewport (0, 167, 390, b − H − 167), out of the safe area's insets (167 > 47, b − H < 810)
//   → margins y 175 … b − H − 8.
//   Expanded over the ETA card: viewport (0, 167, 390, 463), margins 175…622 → logo (8, 598),
//   speed (8, 590), bar 231.5 high, centre 167 + 231.5 = 398.5 → y 282.75; stack (310, 175, 80,
//   447); compass (326, 574); reporting (326, 518).
private func expectedPhoneGuidance(bottom b: CGFloat = 738, compact: Bool = false, rtl: Bool, hiddenPause: Bool = false)
    -> [(String, CGRect)]
{
    let h: CGFloat = compact ? 56 : 108
    return [("turnCard", r(0, 0, 390, 167)), ("etaCard", r(0, 738, 390, 106))]
        + viewportFrames(r(0, 167, 390, b - h - 167), rtl: rtl, guidance: true)
        + dashboardFrames(x: 0, y: b - h, w: 390, h: h, rtl: rtl, hiddenPause: hiddenPause)
}

// Tablet guidance (wide): turn card (0, 0, 409.6, 120), ETA (0, 696, 409.6, 72); dashboard
//   leading = turn card's, width = its width, top 120 + 8 = 128 → (0, 128, 409.6, H). Viewport
//   from the turn card's trailing edge: (409.6, 0, 614.4, 768); margins x 417.6…1016, y 8…760:
//   logo (417.6, 736); speed (417.6, 728); bar 384 high centred on 384 → y 192; stack (944, 8,
//   80, 752); compass (960, 712); reporting (960, 656). RTL mirrors the constraint-placed views
//   (x → 1024 − maxX): cards and dashboard x 614.4; viewport x 0; logo 542.4; speed 606.4; bar
//   594.4; stack 0; buttons 16.
private func expectedTabletGuidance(compact: Bool = false, rtl: Bool) -> [(String, CGRect)] {
    let cardX: CGFloat = rtl ? 614.4 : 0
    return [("turnCard", r(cardX, 0, 409.6, 120)), ("etaCard", r(cardX, 696, 409.6, 72))]
        + viewportFrames(r(rtl ? 0 : 409.6, 0, 614.4, 768), rtl: rtl, guidance: true)
        + dashboardFrames(x: cardX, y: 128, w: 409.6, h: compact ? 56 : 108, rtl: rtl)
}

// Split view 507 × 768 (standard, no insets): turn (0, 0, 507, 120); ETA (0, 696, 507, 72);
//   dashboard (0, 696 − 108 = 588, 507, 108); viewport (0, 120, 507, 468), margins x 8…499,
//   y 128…580: logo (8, 556) (RTL 435); speed (8, 548) (RTL 499); bar 234 high, centre 120 + 234 =
//   354 → y 237 (RTL x 487); stack (427, 128, 80, 452) (RTL 0); compass (443, 532) (RTL 16);
//   reporting y 476. Row 483 wide, each (483 − 16) ÷ 3; online dot 507 − 22 = 485.
private func expectedSplitGuidance(rtl: Bool) -> [(String, CGRect)] {
    [("turnCard", r(0, 0, 507, 120)), ("etaCard", r(0, 696, 507, 72))]
        + viewportFrames(r(0, 120, 507, 468), rtl: rtl, guidance: true)
        + dashboardFrames(x: 0, y: 588, w: 507, h: 108, rtl: rtl)
}

/// Standard-mode guidance on a map `mapW` wide with no side insets: turn card (0, 0, mapW, turnH),
/// ETA card (0, etaY, mapW, etaH), the dashboard's bottom at b.
private func expectedStandardGuidance(
    mapW: CGFloat, turnH: CGFloat, etaY: CGFloat, etaH: CGFloat, bottom b: CGFloat, compact: Bool, rtl: Bool
) -> [(String, CGRect)] {
    let h: CGFloat = compact ? 56 : 108
    return [("turnCard", r(0, 0, mapW, turnH)), ("etaCard", r(0, etaY, mapW, etaH))]
        + viewportFrames(r(0, turnH, mapW, b - h - turnH), rtl: rtl, guidance: true)
        + dashboardFrames(x: 0, y: b - h, w: mapW, h: h, rtl: rtl)
}

@MainActor
private func expectAbsent(_ layout: ResolvedLayout, _ ids: [String], sourceLocation: SourceLocation = #_sourceLocation)
{
    for id in ids {
        #expect(layout.view(id) == nil, "\(id) is still in the layout", sourceLocation: sourceLocation)
    }
}

private let guidanceOnly = ["turnCard", "etaCard", "tripProgressBar", "speedWidget", "button.reporting"]
private let dashboardIDs = [
    "driver.dashboard", "driver.status", "driver.online", "driver.earnings", "driver.row", "driver.accept",
    "driver.decline", "driver.pause", "driver.surge",
]
private let cardSpring = ViewAnimation.Spring(dampingRatio: 0.8, initialVelocity: 0.2)

@MainActor
@Suite(.serialized) struct DriverAppPortTests {
    // MARK: Measuring

    /// Passenger card, compressed: width 12 + 44 + 8 + 160 + 12 = 236 (the name's compression
    /// resistance 750 beats the fitting pull at 50); height: avatar bottom ≤ H − 12 → H ≥ 68,
    /// rating bottom ≤ H − 12 → H ≥ 12 + 20 + 4 + 16 + 12 = 64 → 68.
    /// Dashboard: its height comes from its own `updateConstraints()` (108); nothing in its
    /// subtree holds its width from below (the strip's flexible width follows it, the others are
    /// fixed to their frames) → 0 × 108.
    @Test func measuringThePassengerCardAndTheDashboard() {
        withManualTimer { _ in
            let delegate = DriverAppLayoutDelegate()
            #expect(
                delegate.passengerCard.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    == CGSize(width: 236, height: 68))
            let dashboard = delegate.dashboard.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(abs(dashboard.width) < 1e-6 && abs(dashboard.height - 108) < 1e-6, "dashboard \(dashboard)")
            // At a required width of 390 the height is still the constraint set's 108.
            let fitted = delegate.dashboard.systemLayoutSizeFitting(
                CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(isClose(CGRect(origin: .zero, size: fitted), r(0, 0, 390, 108)), "fitted \(fitted)")
            delegate.dashboard.isCompact = true
            let compact = delegate.dashboard.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(abs(compact.height - 56) < 1e-6, "compact dashboard \(compact)")
        }
    }

    // MARK: Ready

    @Test(arguments: [false, true]) func phoneReadyLayout(rtl: Bool) throws {
        try withManualTimer { _ in
            let host = try DriverHost(rtl: rtl)
            host.enable()
            let layout = host.map.resolveLayout()
            #expect(!layout.wideMode)
            expectFrames(layout, expectedPhoneReady(rtl: rtl))
            expectAbsent(layout, guidanceOnly + ["driver.passenger", "driver.tooltip"])
            #expect(layout.view("driver.dashboard")?.cornerRadius == 16)
            #expect(layout.view("driver.online")?.cornerRadius == 5)
            // Back to front: viewport, the dashboard (inserted below the logo) with its subviews in
            // the order added (strip, dot, badge, row with its arranged views), logo, buttons.
            #expect(
                layout.views.map(\.id)
                    == ["viewport"] + dashboardIDs + ["googleLogo", "buttons", "button.compass"])
            #expect(layout.animations.isEmpty)
        }
    }

    @Test(arguments: [false, true]) func tabletReadyLayout(rtl: Bool) throws {
        try withManualTimer { _ in
            let host = try DriverHost.tablet(rtl: rtl)
            host.enable()
            let layout = host.map.resolveLayout()
            #expect(layout.wideMode)
            expectFrames(layout, expectedTabletReady(rtl: rtl))
            // Spelled out once: the RTL online dot is not mirrored (autoresizing is absolute).
            if rtl { expectFrame(layout, "driver.online", r(1002, 672, 10, 10)) }
        }
    }

    // MARK: Guidance

    @Test(arguments: [false, true]) func phoneGuidanceLayout(rtl: Bool) throws {
        try withManualTimer { _ in
            let host = try DriverHost(rtl: rtl)
            host.enable()
            _ = host.map.resolveLayout()
            host.startGuidance()
            let layout = host.map.resolveLayout()
            expectFrames(layout, expectedPhoneGuidance(rtl: rtl))
            // Spelled out: bar (8 | 370, 282.75, 12, 231.5); badge (12 | 258, 642).
            expectFrame(layout, "tripProgressBar", r(rtl ? 370 : 8, 282.75, 12, 231.5))
            expectFrame(layout, "driver.earnings", r(rtl ? 258 : 12, 642, 120, 32))
            #expect(
                layout.views.map(\.id)
                    == ["viewport", "turnCard"] + dashboardIDs
                    + [
                        "etaCard", "tripProgressBar", "speedWidget", "googleLogo", "buttons", "button.compass",
                        "button.reporting",
                    ])
            #expect(layout.animations.isEmpty)
        }
    }

    @Test(arguments: [false, true]) func tabletGuidanceLayout(rtl: Bool) throws {
        try withManualTimer { _ in
            let host = try DriverHost.tablet(rtl: rtl)
            host.enable()
            host.startGuidance()
            let layout = host.map.resolveLayout()
            expectFrames(layout, expectedTabletGuidance(rtl: rtl))
            // Spelled out: RTL dashboard at 614.4, its badge at 614.4 + 409.6 − 132 = 892, the dot
            // at 1002; accept 626.4 + 385.6 − 123.2 = 888.8.
            if rtl {
                expectFrame(layout, "driver.earnings", r(892, 140, 120, 32))
                expectFrame(layout, "driver.online", r(1002, 140, 10, 10))
                expectFrame(layout, "driver.accept", r(888.8, 180, 123.2, 44))
            }
        }
    }

    // MARK: Prompts

    /// Traffic prompt on the phone, t = 10: placed at (0, 698, 390, 146) without animation, then
    /// one 0.25 s ease-out block fades it in, ties the dashboard to its top and makes it compact
    /// (its `updateConstraints()` swaps 108 for 56): dashboard (0, 642, 390, 56); viewport height
    /// 642 − 167 = 475, margins 175…634: logo y 610, speed 602, bar 237.5 high centred on 404.5 →
    /// y 285.75; stack height 459; compass 586; reporting 530. Compact row (140, 648, 238, 44),
    /// each (238 − 16) ÷ 3 = 74: accept 140, decline 222, pause 304. Strip y 642 + 52 = 694.
    @Test func phonePromptShows() throws {
        try withManualTimer { timer in
            let host = try DriverHost()
            host.enable()
            host.startGuidance()
            let before = host.map.resolveLayout()
            host.showPrompt(.traffic)
            let layout = host.map.resolveLayout()
            let promptID = layout.views.first { $0.kind == "prompt" }?.id ?? "prompt?"
            let after =
                [(promptID, r(0, 698, 390, 146))] + expectedPhoneGuidance(bottom: 698, compact: true, rtl: false)
            expectFrames(layout, after)
            expectFrame(layout, "driver.accept", r(140, 648, 74, 44))
            expectFrame(layout, "driver.pause", r(304, 648, 74, 44))
            // Every view that moved animates from the guidance layout over the block.
            expectFrames(before, expectedPhoneGuidance(rtl: false))
            let moved = Dictionary(uniqueKeysWithValues: after)
            var movers = 0
            for (id, from) in expectedPhoneGuidance(rtl: false) where !isClose(from, moved[id]!) {
                movers += 1
                expectAnimation(
                    layout.animations.first { $0.viewID == id }, of: id, from: from, to: moved[id]!,
                    start: usec(10), duration: 0.25, curve: "easeOut")
            }
            #expect(movers == 16)
            expectAnimation(
                layout.animations.first { $0.viewID == promptID }, of: promptID, from: r(0, 698, 390, 146),
                to: r(0, 698, 390, 146), opacity: (0, 1), start: usec(10), duration: 0.25, curve: "easeOut")
            // 16 moved (dashboard, its 8 children, viewport, logo, speed, bar, stack, 2 buttons) +
            // the prompt's fade; the cards do not move.
            #expect(layout.animations.count == 17, "\(layout.animations.map(\.viewID))")
            #expect(!layout.animations.contains { $0.viewID == "turnCard" || $0.viewID == "etaCard" })
            timer.advance(by: 0.25)
            #expect(host.delegate.events == ["prompt in true"])
        }
    }

    /// Change to a better-route prompt (152 + 34 = 186 → (0, 658, 390, 186)) at t = 10.5: the old
    /// one fades out (ease-in) and is removed at 10.75; the dashboard moves to 658 − 56 = 602,
    /// viewport 602 − 167 = 435 high, margins 175…594.
    /// Then hide at 11: the new prompt fades (ease-in, 0.25) and is removed at 11.25; the dashboard
    /// is expanded again over the ETA card.
    @Test func phonePromptChangesAndHides() throws {
        try withManualTimer { timer in
            let host = try DriverHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            _ = host.map.resolveLayout()
            timer.advance(by: 0.5)
            let oldID = host.map.resolveLayout().views.first { $0.kind == "prompt" }!.id
            host.changePrompt(.betterRoute)
            var layout = host.map.resolveLayout()
            let newID = layout.views.last { $0.kind == "prompt" }!.id
            #expect(oldID != newID)
            expectFrames(
                layout,
                [(oldID, r(0, 698, 390, 146)), (newID, r(0, 658, 390, 186))]
                    + expectedPhoneGuidance(bottom: 658, compact: true, rtl: false))
            expectAnimation(
                layout.animations.first { $0.viewID == oldID }, of: oldID, from: r(0, 698, 390, 146),
                to: r(0, 698, 390, 146), opacity: (1, 0), start: usec(10.5), duration: 0.25, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.dashboard" }, of: "driver.dashboard",
                from: r(0, 642, 390, 56), to: r(0, 602, 390, 56), start: usec(10.5), duration: 0.25, curve: "easeOut")
            timer.advance(by: 0.25)
            layout = host.map.resolveLayout()
            #expect(layout.view(oldID) == nil)
            #expect(host.delegate.events == ["prompt in true", "prompt in true"])
            timer.advance(by: 0.25)
            _ = host.map.resolveLayout()
            host.hidePrompt()
            layout = host.map.resolveLayout()
            expectFrames(layout, [(newID, r(0, 658, 390, 186))] + expectedPhoneGuidance(rtl: false))
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.dashboard" }, of: "driver.dashboard",
                from: r(0, 602, 390, 56), to: r(0, 630, 390, 108), start: usec(11), duration: 0.25, curve: "easeIn")
            expectAnimation(
                layout.animations.first { $0.viewID == newID }, of: newID, from: r(0, 658, 390, 186),
                to: r(0, 658, 390, 186), opacity: (1, 0), start: usec(11), duration: 0.25, curve: "easeIn")
            // The compact row (140, 608, 238, 44) goes back under the badge (12, 682, 366, 44).
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.row" }, of: "driver.row",
                from: r(140, 608, 238, 44), to: r(12, 682, 366, 44), start: usec(11), duration: 0.25, curve: "easeIn")
            timer.advance(by: 0.25)
            layout = host.map.resolveLayout()
            #expect(layout.view(newID) == nil)
            #expect(host.delegate.events == ["prompt in true", "prompt in true", "prompt out true"])
            expectFrames(layout, expectedPhoneGuidance(rtl: false))
        }
    }

    /// Tablet: the prompt sits on the ETA card in the leading column: (0, 696 − 112 = 584, 409.6,
    /// 112) (RTL x 614.4); the dashboard keeps its top (128) and turns compact (56): row (140 | 12,
    /// 6) in it, 409.6 − 152 = 257.6 wide, each (257.6 − 16) ÷ 3. The viewport does not move.
    @Test(arguments: [false, true]) func tabletPrompt(rtl: Bool) throws {
        try withManualTimer { timer in
            let host = try DriverHost.tablet(rtl: rtl)
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.showPrompt(.traffic)
            let layout = host.map.resolveLayout()
            let promptID = layout.views.first { $0.kind == "prompt" }?.id ?? "prompt?"
            expectFrames(
                layout,
                [(promptID, r(rtl ? 614.4 : 0, 584, 409.6, 112))] + expectedTabletGuidance(compact: true, rtl: rtl))
            #expect(!layout.animations.contains { $0.viewID == "viewport" })
            timer.advance(by: 0.25)
            host.hidePrompt()
            timer.advance(by: 0.25)
            let after = host.map.resolveLayout()
            expectFrames(after, expectedTabletGuidance(rtl: rtl))
            #expect(after.view(promptID) == nil)
        }
    }

    // MARK: Size change

    /// Tablet → split view during guidance, with the earnings tooltip up: the delegate swaps its
    /// wide constraints for the standard ones and places the tooltip again over the badge, 4 above
    /// it, 28 high: tablet badge (12 | 892, 140) → tooltip (12 | 892, 108, 120, 28); split badge
    /// (12 | 507 − 132 = 375, 600) → tooltip (12 | 375, 568, 120, 28). The dot follows the
    /// dashboard's width: 387.6 + (507 − 409.6) = 485.
    @Test(arguments: [false, true]) func tabletToSplitViewDuringGuidance(rtl: Bool) throws {
        try withManualTimer { _ in
            let host = try DriverHost.tablet(rtl: rtl)
            host.enable()
            host.startGuidance()
            host.delegate.showEarningsTooltip(in: host.map)
            var layout = host.map.resolveLayout()
            expectFrame(layout, "driver.tooltip", r(rtl ? 892 : 12, 108, 120, 28))
            host.map.resize(width: 507, height: 768)
            host.sizeChanged()
            layout = host.map.resolveLayout()
            #expect(!layout.wideMode)
            expectFrames(layout, expectedSplitGuidance(rtl: rtl))
            expectFrame(layout, "driver.tooltip", r(rtl ? 375 : 12, 568, 120, 28))
            expectFrame(layout, "driver.online", r(485, 600, 10, 10))
            #expect(layout.animations.isEmpty)
            // And back: the same frames as built wide.
            host.map.resize(width: 1024, height: 768)
            host.sizeChanged()
            layout = host.map.resolveLayout()
            expectFrames(layout, expectedTabletGuidance(rtl: rtl))
            expectFrame(layout, "driver.tooltip", r(rtl ? 892 : 12, 108, 120, 28))
        }
    }

    /// Split view in the ready state: dashboard (0, 660, 507, 108), viewport (0, 0, 507, 660),
    /// margins 8…652: logo (8, 628), stack (427, 8, 80, 644), compass (443, 604).
    @Test func tabletToSplitViewWhenReady() throws {
        try withManualTimer { _ in
            let host = try DriverHost.tablet()
            host.enable()
            _ = host.map.resolveLayout()
            host.map.resize(width: 507, height: 768)
            host.sizeChanged()
            let layout = host.map.resolveLayout()
            expectFrames(
                layout,
                viewportFrames(r(0, 0, 507, 660), rtl: false, guidance: false)
                    + dashboardFrames(x: 0, y: 660, w: 507, h: 108, rtl: false))
        }
    }

    // MARK: The row, the card, the tooltip

    /// Pause hidden: the row closes up, (366 − 8) ÷ 2 = 179 each: accept (12 | 199), decline
    /// (199 | 12); shown again, three of 116.67.
    @Test(arguments: [false, true]) func hidingThePauseButtonClosesTheRow(rtl: Bool) throws {
        try withManualTimer { _ in
            let host = try DriverHost(rtl: rtl)
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.delegate.setBreakAvailable(false)
            var layout = host.map.resolveLayout()
            expectFrames(layout, expectedPhoneGuidance(rtl: rtl, hiddenPause: true))
            expectFrame(layout, "driver.accept", r(rtl ? 199 : 12, 682, 179, 44))
            #expect(layout.view("driver.pause")?.hidden == true)
            host.delegate.setBreakAvailable(true)
            layout = host.map.resolveLayout()
            expectFrames(layout, expectedPhoneGuidance(rtl: rtl))
            #expect(layout.view("driver.pause")?.hidden == false)
        }
    }

    /// The passenger card (236 × 68) centred on the viewport (centre 195 → x 77), its top at the
    /// viewport's top margin (175), dropped 24 and transparent first, without animation; then a
    /// 0.5 s spring (0.8, 0.2) at t = 10 moves it 151 → 175 and fades it in; the nested block
    /// (`.overrideInheritedDuration`, 0.25 s) dims the badge to 0.5 with the outer block's start and
    /// curve (the spring). Contents: avatar (89, 187, 44, 44), name (141, 187, 160, 20), rating
    /// (141, 211, 60, 16); RTL avatar 313 − 12 − 44 = 257, name 257 − 8 − 160 = 89, rating ends at
    /// the name's leading (right) edge 249 → 189.
    @Test(arguments: [false, true]) func thePassengerCardSpringsIn(rtl: Bool) throws {
        try withManualTimer { timer in
            let host = try DriverHost(rtl: rtl)
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            host.delegate.acceptRide(in: host.map)
            let layout = host.map.resolveLayout()
            expectFrames(layout, expectedPhoneGuidance(rtl: rtl))
            let card = r(77, 175, 236, 68)
            expectFrames(
                layout,
                [
                    ("driver.passenger", card),
                    ("driver.passenger.avatar", r(rtl ? 257 : 89, 187, 44, 44)),
                    ("driver.passenger.name", r(rtl ? 89 : 141, 187, 160, 20)),
                    ("driver.passenger.rating", r(rtl ? 189 : 141, 211, 60, 16)),
                ])
            #expect(isNear(layout.view("driver.passenger")?.opacity, 1))
            #expect(isNear(layout.view("driver.earnings")?.opacity, 0.5))
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.passenger" }, of: "driver.passenger",
                from: r(77, 151, 236, 68), to: card, opacity: (0, 1), start: usec(10), duration: 0.5, curve: "spring",
                spring: cardSpring)
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.passenger.avatar" }, of: "driver.passenger.avatar",
                from: r(rtl ? 257 : 89, 163, 44, 44), to: r(rtl ? 257 : 89, 187, 44, 44), start: usec(10),
                duration: 0.5, curve: "spring", spring: cardSpring)
            let badge = r(rtl ? 258 : 12, 642, 120, 32)
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.earnings" }, of: "driver.earnings", from: badge,
                to: badge, opacity: (1, 0.5), start: usec(10), duration: 0.25, curve: "spring", spring: cardSpring)
            // Nothing else moved.
            #expect(
                Set(layout.animations.map(\.viewID))
                    == [
                        "driver.passenger", "driver.passenger.avatar", "driver.passenger.name",
                        "driver.passenger.rating", "driver.earnings",
                    ])
            #expect(layout.views.suffix(4).map(\.id).first == "driver.passenger")
            timer.advance(by: 0.5 - 0.001)
            #expect(host.delegate.events.isEmpty)
            timer.advance(by: 0.001)
            #expect(host.delegate.events == ["passenger in true"])
        }
    }

    /// A prompt raised under the passenger card: added on top, then the card is brought to the
    /// front again, so the prompt lies just below it. The tooltip (placed by frame) keeps its
    /// frame while the dashboard moves: it is not tied to anything.
    @Test func zOrderWithThePassengerCardAndAPrompt() throws {
        try withManualTimer { timer in
            let host = try DriverHost()
            host.enable()
            host.startGuidance()
            host.delegate.showEarningsTooltip(in: host.map)
            host.delegate.acceptRide(in: host.map)
            timer.advance(by: 0.5)
            var layout = host.map.resolveLayout()
            // Badge (12, 642) → tooltip (12, 610, 120, 28).
            expectFrame(layout, "driver.tooltip", r(12, 610, 120, 28))
            host.showPrompt(.incident)
            layout = host.map.resolveLayout()
            let promptID = layout.views.first { $0.kind == "prompt" }?.id ?? "prompt?"
            let passenger = [
                "driver.passenger", "driver.passenger.avatar", "driver.passenger.name", "driver.passenger.rating",
            ]
            #expect(
                layout.views.map(\.id)
                    == ["viewport", "turnCard"] + dashboardIDs
                    + [
                        "etaCard", "tripProgressBar", "speedWidget", "googleLogo", "buttons", "button.compass",
                        "button.reporting", "driver.tooltip", promptID,
                    ] + passenger)
            #expect(layout.views.map(\.zOrder) == Array(0..<layout.views.count))
            // Incident 112 + 34 = 146: the same geometry as traffic.
            expectFrames(
                layout,
                [(promptID, r(0, 698, 390, 146))] + expectedPhoneGuidance(bottom: 698, compact: true, rtl: false))
            expectFrame(layout, "driver.tooltip", r(12, 610, 120, 28))
            // The frame-placed tooltip converted back: the badge's map frame is (12, 654) now.
            let badge = host.delegate.dashboard.convert(host.delegate.dashboard.earningsBadge.frame, to: nil)
            #expect(isClose(badge, r(12, 654, 120, 32)), "badge \(badge)")
            let inCard = host.delegate.passengerCard.convert(r(12, 12, 44, 44), to: host.delegate.dashboard)
            // Card (77, 175) − dashboard (0, 642) → (89, −455).
            #expect(isClose(inCard, r(89, -455, 44, 44)), "avatar in dashboard \(inCard)")
        }
    }

    // MARK: Stop, disable, the whole drive

    @Test(arguments: [false, true]) func theWholeDrive(rtl: Bool) throws {
        try withManualTimer { timer in
            let host = try DriverHost(rtl: rtl)
            host.enable()
            expectFrames(host.map.resolveLayout(), expectedPhoneReady(rtl: rtl))
            host.startGuidance()
            expectFrames(host.map.resolveLayout(), expectedPhoneGuidance(rtl: rtl))
            host.delegate.acceptRide(in: host.map)
            host.showPrompt(.traffic)
            timer.advance(by: 0.5)
            var layout = host.map.resolveLayout()
            let promptID = layout.views.first { $0.kind == "prompt" }?.id ?? "prompt?"
            expectFrames(
                layout, [(promptID, r(0, 698, 390, 146))] + expectedPhoneGuidance(bottom: 698, compact: true, rtl: rtl))
            host.changePrompt(.safetyCamera)
            timer.advance(by: 0.5)
            layout = host.map.resolveLayout()
            // Safety camera 96 + 34 = 130 → (0, 714, 390, 130); dashboard 714 − 56 = 658.
            let cameraID = layout.views.first { $0.kind == "prompt" }?.id ?? "prompt?"
            expectFrames(
                layout, [(cameraID, r(0, 714, 390, 130))] + expectedPhoneGuidance(bottom: 714, compact: true, rtl: rtl))
            host.hidePrompt()
            timer.advance(by: 0.5)
            layout = host.map.resolveLayout()
            expectFrames(layout, expectedPhoneGuidance(rtl: rtl))
            #expect(layout.views.filter { $0.kind == "prompt" }.isEmpty)
            host.stopGuidance()
            layout = host.map.resolveLayout()
            expectFrames(layout, expectedPhoneReady(rtl: rtl))
            expectAbsent(layout, guidanceOnly + ["driver.passenger", "driver.tooltip"])
            #expect(isNear(layout.view("driver.earnings")?.opacity, 1))
            host.disable()
            layout = host.map.resolveLayout()
            #expect(layout.views.isEmpty, "\(layout.views.map(\.id))")
            #expect(
                host.delegate.events == ["prompt in true", "passenger in true", "prompt in true", "prompt out true"])
            let bad = host.map.takeDiagnostics().filter {
                $0.severity == .error
                    || ["ambiguous-layout", "unsatisfiable-constraints", "outside-map"].contains($0.code)
            }
            #expect(bad.isEmpty, "\(bad)")
        }
    }
    // MARK: Probes

    /// The direction flips while a prompt is up (compact dashboard): the constraints mirror, and
    /// the dashboard's own `layoutSubviews()` runs again (UIKit lays out views again on a trait
    /// change) so the badge goes to 390 − 132 = 258 and the compact row to x 12; the dot stays.
    @Test func directionFlipsWithThePromptUp() throws {
        try withManualTimer { timer in
            let host = try DriverHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            timer.advance(by: 0.25)
            var layout = host.map.resolveLayout()
            let promptID = layout.views.first { $0.kind == "prompt" }?.id ?? "prompt?"
            host.map.layoutDirection = .rightToLeft
            host.sizeChanged()
            layout = host.map.resolveLayout()
            expectFrames(
                layout, [(promptID, r(0, 698, 390, 146))] + expectedPhoneGuidance(bottom: 698, compact: true, rtl: true)
            )
            // Spelled out: compact RTL row (12, 648, 238, 44): accept 12 + 238 − 74 = 176, pause 12.
            expectFrame(layout, "driver.accept", r(176, 648, 74, 44))
            expectFrame(layout, "driver.earnings", r(258, 654, 120, 32))
            host.map.layoutDirection = .leftToRight
            host.sizeChanged()
            expectFrames(
                host.map.resolveLayout(),
                [(promptID, r(0, 698, 390, 146))] + expectedPhoneGuidance(bottom: 698, compact: true, rtl: false))
        }
    }

    /// Tablet with a traffic prompt on the ETA card, then split view: the prompt keeps its own
    /// constraints (leading = safe leading, bottom = ETA top) and becomes 507 × 112: (0, 696 − 112
    /// = 584, 507, 112); the standard constraints tie the dashboard to it: (0, 584 − 56 = 528, 507,
    /// 56); viewport (0, 120, 507, 528 − 120 = 408), margins 128…520: logo (8, 496), bar 204 high
    /// centred on 324 → y 222; stack (427, 128, 80, 392); compass 472, reporting 416. Compact row
    /// (140, 534, 355, 44), each (355 − 16) ÷ 3 = 113.
    @Test(arguments: [false, true]) func splitViewWithThePromptUp(rtl: Bool) throws {
        try withManualTimer { timer in
            let host = try DriverHost.tablet(rtl: rtl)
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            timer.advance(by: 0.25)
            var layout = host.map.resolveLayout()
            let promptID = layout.views.first { $0.kind == "prompt" }?.id ?? "prompt?"
            host.map.resize(width: 507, height: 768)
            host.sizeChanged()
            layout = host.map.resolveLayout()
            expectFrames(
                layout,
                [(promptID, r(0, 584, 507, 112))]
                    + expectedStandardGuidance(
                        mapW: 507, turnH: 120, etaY: 696, etaH: 72, bottom: 584, compact: true, rtl: rtl))
            if !rtl { expectFrame(layout, "driver.decline", r(140 + 113 + 8, 534, 113, 44)) }
            host.hidePrompt()
            timer.advance(by: 0.25)
            expectFrames(host.map.resolveLayout(), expectedSplitGuidance(rtl: rtl))
        }
    }

    /// Hiding the pause button in a block: the row's collapse is published as an animation (accept
    /// 116.67 → 179 wide, decline x 136.67 → 199), the pause button drawn until it ends.
    @Test func hidingThePauseButtonInABlock() throws {
        try withManualTimer { timer in
            let host = try DriverHost()
            host.enable()
            host.startGuidance()
            _ = host.map.resolveLayout()
            UIView.animate(withDuration: 0.25) {
                host.delegate.setBreakAvailable(false)
                host.map.layoutIfNeeded()
            }
            var layout = host.map.resolveLayout()
            let w: CGFloat = 350 / 3
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.accept" }, of: "driver.accept",
                from: r(12, 682, w, 44), to: r(12, 682, 179, 44), start: usec(10), duration: 0.25)
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.decline" }, of: "driver.decline",
                from: r(20 + w, 682, w, 44), to: r(199, 682, 179, 44), start: usec(10), duration: 0.25)
            #expect(layout.view("driver.pause")?.hidden == false)
            timer.advance(by: 0.25)
            layout = host.map.resolveLayout()
            #expect(layout.view("driver.pause")?.hidden == true)
            expectFrames(layout, expectedPhoneGuidance(rtl: false, hiddenPause: true))
        }
    }

    /// Going offline with a property animator in the ready state: the dashboard folds to 56 over the
    /// safe bottom: (0, 810 − 56 = 754, 390, 56); viewport (0, 0, 390, 754), margins 55…746: logo
    /// (8, 722), stack (310, 55, 80, 691), compass (326, 698); the dot (368, 766) fades to 0.3.
    @Test func goingOfflineWithAPropertyAnimator() throws {
        try withManualTimer { timer in
            let host = try DriverHost()
            host.enable()
            _ = host.map.resolveLayout()
            host.delegate.setOnline(false, in: host.map)
            let layout = host.map.resolveLayout()
            expectFrames(
                layout,
                viewportFrames(r(0, 0, 390, 754), rtl: false, marginTop: 55, guidance: false)
                    + dashboardFrames(x: 0, y: 754, w: 390, h: 56, rtl: false))
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.dashboard" }, of: "driver.dashboard",
                from: r(0, 702, 390, 108), to: r(0, 754, 390, 56), start: usec(10), duration: 0.25)
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.online" }, of: "driver.online",
                from: r(368, 714, 10, 10), to: r(368, 766, 10, 10), opacity: (1, 0.3), start: usec(10),
                duration: 0.25)
            expectAnimation(
                layout.animations.first { $0.viewID == "driver.row" }, of: "driver.row",
                from: r(12, 754, 366, 44), to: r(140, 760, 238, 44), start: usec(10), duration: 0.25)
            timer.advance(by: 0.25)
            #expect(host.delegate.events == ["online true"])
            host.delegate.setOnline(true, in: host.map)
            timer.advance(by: 0.25)
            expectFrames(host.map.resolveLayout(), expectedPhoneReady(rtl: false))
        }
    }

    /// Guidance stops while the dismissed prompt still fades: the prompt stays in the map on its own
    /// constraints (0, 698, 390, 146) until the fade's completion removes it; the ready layout is
    /// built around it.
    @Test func stopWhileThePromptFades() throws {
        try withManualTimer { timer in
            let host = try DriverHost()
            host.enable()
            host.startGuidance()
            host.showPrompt(.traffic)
            timer.advance(by: 0.25)
            var layout = host.map.resolveLayout()
            let promptID = layout.views.first { $0.kind == "prompt" }?.id ?? "prompt?"
            host.hidePrompt()
            host.stopGuidance()
            layout = host.map.resolveLayout()
            expectFrames(layout, [(promptID, r(0, 698, 390, 146))] + expectedPhoneReady(rtl: false))
            timer.advance(by: 0.25)
            layout = host.map.resolveLayout()
            #expect(layout.view(promptID) == nil)
            expectFrames(layout, expectedPhoneReady(rtl: false))
            #expect(host.delegate.events == ["prompt in true", "prompt out true"])
        }
    }

    /// A hidden dashboard hides what is inside it (published hidden), frames unchanged.
    @Test func aHiddenDashboardHidesItsChildren() throws {
        try withManualTimer { _ in
            let host = try DriverHost()
            host.enable()
            host.delegate.dashboard.isHidden = true
            let layout = host.map.resolveLayout()
            expectFrames(layout, expectedPhoneReady(rtl: false))
            for id in dashboardIDs { #expect(layout.view(id)?.hidden == true, "\(id)") }
            #expect(layout.view("viewport")?.hidden == false)
        }
    }
    /// The direction flips in the ready state on the tablet with no delegate call in between: the
    /// leading/trailing constraints mirror by themselves and the dashboard is laid out again (its
    /// `layoutSubviews()` reads the direction), giving the layout built right to left.
    @Test func tabletReadyDirectionFlipWithoutACallback() throws {
        try withManualTimer { _ in
            let host = try DriverHost.tablet()
            host.enable()
            expectFrames(host.map.resolveLayout(), expectedTabletReady(rtl: false))
            host.map.layoutDirection = .rightToLeft
            expectFrames(host.map.resolveLayout(), expectedTabletReady(rtl: true))
            host.map.layoutDirection = .leftToRight
            expectFrames(host.map.resolveLayout(), expectedTabletReady(rtl: false))
        }
    }
}
