import NavigationLayout
import Testing

@testable import NavigationHost

/// The built-in layout (SPEC §7, the doc comment of `BuiltInLayout`) through the host, at four
/// sizes, left-to-right and right-to-left: ready, guidance, a traffic prompt, back. Every element
/// is on: the defaults plus `myLocationButton`, the trip progress bar and both speed readings.
///
/// Sizes (SPEC §5): logo 64 × 24; buttons 48 × 48; the stack is 48 + 2 × 16 = 80 wide; speed
/// widget (both) 64 × 136; trip progress bar 12 wide. Turn card cardWidth × (inset top + 120), ETA
/// card cardWidth × (72 + inset bottom), traffic prompt cardWidth × (112 + inset bottom). Paddings:
/// logo 12 in from the safe leading edge and 12 above the content-bottom line; compass 16 in from
/// the safe trailing edge, 8 below the safe top (ready) or 12 below the header guide (guidance);
/// stack from 12 below the compass to 12 above the content-bottom line.
@MainActor
@Suite("Built-in layout, frame by frame", .serialized)
struct BuiltInGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var width: CGFloat
        var height: CGFloat
        var insets: UIEdgeInsets
        var ready: BuiltInFrames
        var guidance: BuiltInFrames
        /// Only the frames that differ from guidance, plus the prompt.
        var prompt: BuiltInFrames
        var hiddenInGuidance: Set<String> = []
        var testDescription: String { name }
    }

    // 390 × 844, insets top 47, bottom 34: safe area (0, 47, 390, 763), its bottom at 810. Not
    // wide (390 < 600): card width = safe width 390. Turn card 390 × 167, ETA card 390 × 106,
    // traffic prompt 390 × 146.
    nonisolated static let portrait = Case(
        name: "390×844", width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        ready: [
            "map.safeArea": rect(0, 47, 390, 763),
            "viewport": rect(0, 47, 390, 763),  // the safe area
            "builtIn.contentBottom": rect(0, 810, 390, 0),  // the safe bottom (no footer)
            "googleLogo": rect(12, 774, 64, 24),  // x 0 + 12; y 810 − 12 − 24
            "button.compass": rect(326, 55, 48, 48),  // x 390 − 16 − 48; y 47 + 8
            // Trailing 390 → x 390 − 80; top 55 + 48 + 12 = 115; bottom 810 − 12 = 798.
            "bottomTrailingButtons": rect(310, 115, 80, 683),
            "button.myLocation": rect(326, 750, 48, 48),  // x 390 − 16 − 48; y 798 − 48
            "navigationHeaderLayoutGuide": rect(0, 47, 390, 0),  // zero high at the safe top
            "navigationFooterLayoutGuide": rect(0, 810, 390, 0),  // zero high at the safe bottom
            "bottomTrailingButtonsLayoutGuide": rect(310, 115, 80, 683),
        ],
        guidance: [
            "map.safeArea": rect(0, 47, 390, 763),
            "turnCard": rect(0, 0, 390, 167),  // 47 + 120 high at the map top
            "etaCard": rect(0, 738, 390, 106),  // 72 + 34 high; y 844 − 106
            "builtIn.contentBottom": rect(0, 738, 390, 0),  // lifted to the ETA card's top
            "viewport": rect(0, 167, 390, 571),  // 167 … 738
            "googleLogo": rect(12, 702, 64, 24),  // y 738 − 12 − 24
            "speedWidget": rect(12, 554, 64, 136),  // bottom 702 − 12 = 690; y 690 − 136
            // Bottom 844 − 210 = 634; 400 high → top 234 (≥ 170 holds).
            "tripProgressBar": rect(12, 234, 12, 400),
            "button.compass": rect(326, 179, 48, 48),  // y 167 + 12
            // Top 179 + 48 + 12 = 239; bottom 738 − 12 = 726.
            "bottomTrailingButtons": rect(310, 239, 80, 487),
            "button.reporting": rect(326, 678, 48, 48),  // first, lowest: y 726 − 48
            "button.myLocation": rect(326, 622, 48, 48),  // y 678 − 8 − 48
            "navigationHeaderLayoutGuide": rect(0, 0, 390, 167),  // the turn card
            "navigationFooterLayoutGuide": rect(0, 738, 390, 106),  // the ETA card
            "bottomTrailingButtonsLayoutGuide": rect(310, 239, 80, 487),
        ],
        prompt: [
            "prompt.traffic.1": rect(0, 698, 390, 146),  // 112 + 34 high; y 844 − 146
            "builtIn.contentBottom": rect(0, 698, 390, 0),  // lifted to the prompt's top
            "viewport": rect(0, 167, 390, 531),  // 167 … 698
            "googleLogo": rect(12, 662, 64, 24),  // y 698 − 12 − 24
            "speedWidget": rect(12, 514, 64, 136),  // bottom 662 − 12 = 650
            "bottomTrailingButtons": rect(310, 239, 80, 447),  // bottom 698 − 12 = 686
            "button.reporting": rect(326, 638, 48, 48),  // y 686 − 48
            "button.myLocation": rect(326, 582, 48, 48),  // y 638 − 56
            "bottomTrailingButtonsLayoutGuide": rect(310, 239, 80, 447),
        ])

    // 844 × 390, insets left/right 47, bottom 21: safe area (47, 0, 750, 369), trailing edge 797.
    // Wide (844 ≥ 600 and wider than tall): card width clamp(0.4 × 844, 320, 480) = 337.6. Turn
    // card 337.6 × 120, ETA card 337.6 × 93, traffic prompt 337.6 × 133.
    nonisolated static let landscape = Case(
        name: "844×390", width: 844, height: 390, insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        ready: [
            "map.safeArea": rect(47, 0, 750, 369),
            "viewport": rect(47, 0, 750, 369),
            "builtIn.contentBottom": rect(47, 369, 750, 0),
            "googleLogo": rect(59, 333, 64, 24),  // x 47 + 12; y 369 − 12 − 24
            "button.compass": rect(733, 8, 48, 48),  // x 797 − 16 − 48; y 0 + 8
            // x 797 − 80; top 8 + 48 + 12 = 68; bottom 369 − 12 = 357.
            "bottomTrailingButtons": rect(717, 68, 80, 289),
            "button.myLocation": rect(733, 309, 48, 48),  // y 357 − 48
            "navigationHeaderLayoutGuide": rect(47, 0, 337.6, 0),
            "navigationFooterLayoutGuide": rect(47, 369, 337.6, 0),
            "bottomTrailingButtonsLayoutGuide": rect(717, 68, 80, 289),
        ],
        guidance: [
            "map.safeArea": rect(47, 0, 750, 369),
            "turnCard": rect(47, 0, 337.6, 120),  // at the safe leading edge
            "etaCard": rect(47, 297, 337.6, 93),  // y 390 − 93
            "builtIn.contentBottom": rect(47, 297, 750, 0),
            "viewport": rect(47, 120, 750, 177),  // 120 … 297
            "googleLogo": rect(59, 261, 64, 24),  // y 297 − 36
            "speedWidget": rect(59, 113, 64, 136),  // bottom 261 − 12 = 249
            // Bottom 390 − 210 = 180; top ≥ 170 wins over 400 high (priority 749): 10 high.
            "tripProgressBar": rect(59, 170, 12, 10),
            "button.compass": rect(733, 132, 48, 48),  // y 120 + 12
            // Top 132 + 48 + 12 = 192; bottom 297 − 12 = 285: 93 high.
            "bottomTrailingButtons": rect(717, 192, 80, 93),
            "button.reporting": rect(733, 237, 48, 48),  // y 285 − 48
            // 48 + 8 + 48 = 104 > 93: the stack hides the last button; it keeps its place.
            "button.myLocation": rect(733, 181, 48, 48),
            "navigationHeaderLayoutGuide": rect(47, 0, 337.6, 120),
            "navigationFooterLayoutGuide": rect(47, 297, 337.6, 93),
            "bottomTrailingButtonsLayoutGuide": rect(717, 192, 80, 93),
        ],
        prompt: [
            "prompt.traffic.1": rect(47, 257, 337.6, 133),  // y 390 − 133
            "builtIn.contentBottom": rect(47, 257, 750, 0),
            "viewport": rect(47, 120, 750, 137),
            "googleLogo": rect(59, 221, 64, 24),  // y 257 − 36
            "speedWidget": rect(59, 73, 64, 136),  // bottom 221 − 12 = 209
            "bottomTrailingButtons": rect(717, 192, 80, 53),  // bottom 257 − 12 = 245
            "button.reporting": rect(733, 197, 48, 48),  // y 245 − 48
            "button.myLocation": rect(733, 141, 48, 48),  // hidden: 104 > 53
            "bottomTrailingButtonsLayoutGuide": rect(717, 192, 80, 53),
        ],
        hiddenInGuidance: ["button.myLocation"])

    // 1024 × 768, no insets. Wide: card width clamp(0.4 × 1024, 320, 480) = 409.6. Turn card
    // 409.6 × 120, ETA card 409.6 × 72, traffic prompt 409.6 × 112.
    nonisolated static let tablet = Case(
        name: "1024×768", width: 1024, height: 768, insets: .zero,
        ready: [
            "map.safeArea": rect(0, 0, 1024, 768),
            "viewport": rect(0, 0, 1024, 768),
            "builtIn.contentBottom": rect(0, 768, 1024, 0),
            "googleLogo": rect(12, 732, 64, 24),  // y 768 − 12 − 24
            "button.compass": rect(960, 8, 48, 48),  // x 1024 − 16 − 48
            "bottomTrailingButtons": rect(944, 68, 80, 688),  // 68 … 768 − 12 = 756
            "button.myLocation": rect(960, 708, 48, 48),  // y 756 − 48
            "navigationHeaderLayoutGuide": rect(0, 0, 409.6, 0),
            "navigationFooterLayoutGuide": rect(0, 768, 409.6, 0),
            "bottomTrailingButtonsLayoutGuide": rect(944, 68, 80, 688),
        ],
        guidance: [
            "map.safeArea": rect(0, 0, 1024, 768),
            "turnCard": rect(0, 0, 409.6, 120),
            "etaCard": rect(0, 696, 409.6, 72),  // y 768 − 72
            "builtIn.contentBottom": rect(0, 696, 1024, 0),
            "viewport": rect(0, 120, 1024, 576),
            "googleLogo": rect(12, 660, 64, 24),  // y 696 − 36
            "speedWidget": rect(12, 512, 64, 136),  // bottom 648
            // Bottom 768 − 210 = 558; 558 − 400 = 158 < 170, so top 170: 388 high.
            "tripProgressBar": rect(12, 170, 12, 388),
            "button.compass": rect(960, 132, 48, 48),
            "bottomTrailingButtons": rect(944, 192, 80, 492),  // 192 … 696 − 12 = 684
            "button.reporting": rect(960, 636, 48, 48),
            "button.myLocation": rect(960, 580, 48, 48),
            "navigationHeaderLayoutGuide": rect(0, 0, 409.6, 120),
            "navigationFooterLayoutGuide": rect(0, 696, 409.6, 72),
            "bottomTrailingButtonsLayoutGuide": rect(944, 192, 80, 492),
        ],
        prompt: [
            "prompt.traffic.1": rect(0, 656, 409.6, 112),  // y 768 − 112
            "builtIn.contentBottom": rect(0, 656, 1024, 0),
            "viewport": rect(0, 120, 1024, 536),
            "googleLogo": rect(12, 620, 64, 24),
            "speedWidget": rect(12, 472, 64, 136),  // bottom 620 − 12 = 608
            "bottomTrailingButtons": rect(944, 192, 80, 452),  // 192 … 644
            "button.reporting": rect(960, 596, 48, 48),
            "button.myLocation": rect(960, 540, 48, 48),
            "bottomTrailingButtonsLayoutGuide": rect(944, 192, 80, 452),
        ])

    // 1920 × 720, no insets. Wide: card width clamp(0.4 × 1920 = 768, 320, 480) = 480.
    nonisolated static let wide = Case(
        name: "1920×720", width: 1920, height: 720, insets: .zero,
        ready: [
            "map.safeArea": rect(0, 0, 1920, 720),
            "viewport": rect(0, 0, 1920, 720),
            "builtIn.contentBottom": rect(0, 720, 1920, 0),
            "googleLogo": rect(12, 684, 64, 24),  // y 720 − 36
            "button.compass": rect(1856, 8, 48, 48),  // x 1920 − 64
            "bottomTrailingButtons": rect(1840, 68, 80, 640),  // 68 … 708
            "button.myLocation": rect(1856, 660, 48, 48),
            "navigationHeaderLayoutGuide": rect(0, 0, 480, 0),
            "navigationFooterLayoutGuide": rect(0, 720, 480, 0),
            "bottomTrailingButtonsLayoutGuide": rect(1840, 68, 80, 640),
        ],
        guidance: [
            "map.safeArea": rect(0, 0, 1920, 720),
            "turnCard": rect(0, 0, 480, 120),
            "etaCard": rect(0, 648, 480, 72),  // y 720 − 72
            "builtIn.contentBottom": rect(0, 648, 1920, 0),
            "viewport": rect(0, 120, 1920, 528),
            "googleLogo": rect(12, 612, 64, 24),  // y 648 − 36
            "speedWidget": rect(12, 464, 64, 136),  // bottom 600
            "tripProgressBar": rect(12, 170, 12, 340),  // bottom 720 − 210 = 510; 510 − 400 < 170
            "button.compass": rect(1856, 132, 48, 48),
            "bottomTrailingButtons": rect(1840, 192, 80, 444),  // 192 … 636
            "button.reporting": rect(1856, 588, 48, 48),
            "button.myLocation": rect(1856, 532, 48, 48),
            "navigationHeaderLayoutGuide": rect(0, 0, 480, 120),
            "navigationFooterLayoutGuide": rect(0, 648, 480, 72),
            "bottomTrailingButtonsLayoutGuide": rect(1840, 192, 80, 444),
        ],
        prompt: [
            "prompt.traffic.1": rect(0, 608, 480, 112),  // y 720 − 112
            "builtIn.contentBottom": rect(0, 608, 1920, 0),
            "viewport": rect(0, 120, 1920, 488),
            "googleLogo": rect(12, 572, 64, 24),
            "speedWidget": rect(12, 424, 64, 136),  // bottom 560
            "bottomTrailingButtons": rect(1840, 192, 80, 404),  // 192 … 596
            "button.reporting": rect(1856, 548, 48, 48),
            "button.myLocation": rect(1856, 492, 48, 48),
            "bottomTrailingButtonsLayoutGuide": rect(1840, 192, 80, 404),
        ])

    nonisolated static let cases = [portrait, landscape, tablet, wide]
    nonisolated static let directions: [UIUserInterfaceLayoutDirection] = [.leftToRight, .rightToLeft]

    /// Right-to-left swaps leading and trailing. Every example has equal left and right insets and
    /// the layout uses only leading/trailing anchors, so each frame is the left-to-right one
    /// reflected about the map's centre line: x' = width − x − frame width.
    static func mirrored(_ frames: BuiltInFrames, width: CGFloat) -> BuiltInFrames {
        frames.mapValues { rect(width - $0.maxX, $0.minY, $0.width, $0.height) }
    }

    static let everything: [String: SettingValue] = [
        "myLocationButton": .bool(true), "isNavigationTripProgressBarEnabled": .bool(true),
    ]

    @Test(arguments: cases, directions)
    func everyStateLaysOutAsWorkedOut(_ example: Case, direction: UIUserInterfaceLayoutDirection) throws {
        let harness = try BuiltInHarness(
            width: example.width, height: example.height, insets: example.insets, direction: direction,
            settings: Self.everything)
        harness.host.setSpeedWidget(.both)
        let rtl = direction == .rightToLeft
        func frames(_ frames: BuiltInFrames) -> BuiltInFrames {
            rtl ? Self.mirrored(frames, width: example.width) : frames
        }
        let ready = frames(example.ready)
        let guidance = frames(example.guidance)
        let prompt = guidance.merging(frames(example.prompt)) { $1 }
        let stage = "\(example.name) \(rtl ? "RTL" : "LTR")"

        try harness.host.enableNavigation(map: "main")
        expectFrames(harness.published(), ready, stage: "\(stage) ready")

        try harness.host.startGuidance()
        expectFrames(harness.published(), guidance, hidden: example.hiddenInGuidance, stage: "\(stage) guidance")

        try harness.host.showPrompt(kind: .traffic)
        expectFrames(harness.published(), prompt, hidden: example.hiddenInGuidance, stage: "\(stage) prompt")

        try harness.host.hidePrompt()
        expectFrames(harness.published(), guidance, hidden: example.hiddenInGuidance, stage: "\(stage) prompt hidden")

        try harness.host.stopGuidance()
        expectFrames(harness.published(), ready, stage: "\(stage) guidance stopped")

        try harness.host.disableNavigation(map: "main")
        let disabled = harness.published()
        #expect(disabled?.views.isEmpty == true, "\(stage): views left: \(disabled?.views.map(\.id) ?? [])")
        #expect(disabled?.guides.map(\.id) == ["map.safeArea"], "\(stage): the built-in guides are removed")
        #expect(harness.problems.isEmpty, "\(stage): \(harness.problems)")
    }

    /// The reflection above, pinned by hand for the portrait phone: leading is the right edge.
    @Test func rightToLeftPutsTheLeadingColumnOnTheRight() throws {
        let harness = try BuiltInHarness(
            width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            direction: .rightToLeft, settings: Self.everything)
        harness.host.setSpeedWidget(.both)
        try harness.host.enableNavigation(map: "main")
        try harness.host.startGuidance()
        expectFrames(
            harness.published(),
            [
                "googleLogo": rect(314, 702, 64, 24),  // leading 390 − 12 = 378 → x 378 − 64
                "speedWidget": rect(314, 554, 64, 136),  // leading on the logo's: 378 − 64
                "tripProgressBar": rect(366, 234, 12, 400),  // leading on the logo's: 378 − 12
                "button.compass": rect(16, 179, 48, 48),  // trailing = left edge 0, + 16
                "bottomTrailingButtons": rect(0, 239, 80, 487),  // trailing on the left edge
                "button.reporting": rect(16, 678, 48, 48),
                "turnCard": rect(0, 0, 390, 167),  // full width: the same in both directions
            ], exact: false, stage: "390×844 RTL guidance")
    }

    /// A size change during guidance (`sizeChanged`) lays the map out as a map made at that size.
    @Test func rotatingDuringGuidanceLaysOutAsAMapMadeAtTheNewSize() throws {
        let rotated = try BuiltInHarness(
            width: 390, height: 844, insets: Self.portrait.insets, settings: Self.everything)
        try rotated.host.enableNavigation(map: "main")
        try rotated.host.startGuidance()
        try rotated.host.showPrompt(kind: .traffic)
        let landscape = Self.landscape
        try rotated.host.setGeometry(
            map: "main", width: Double(landscape.width), height: Double(landscape.height), insets: landscape.insets)
        rotated.host.setSpeedWidget(.both)
        expectFrames(
            rotated.published(), Self.landscape.guidance.merging(Self.landscape.prompt) { $1 },
            hidden: Self.landscape.hiddenInGuidance, stage: "rotated")
        #expect(rotated.problems.isEmpty, "\(rotated.problems)")
    }
}
