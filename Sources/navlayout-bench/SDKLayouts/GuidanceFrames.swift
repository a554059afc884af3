import NavigationLayout

/// BasicLayout's active-guidance frames, worked out by hand from SPEC §5 (the sizes the SDK
/// decides) and the delegate's constraints (Plugins/BasicLayout): turn card leading on the safe
/// area, top on the map; ETA card leading and bottom on the map; the map-contents guide's bottom
/// at most the ETA card's top (required) and on the safe-area bottom (@250), which the ETA card
/// always wins, so the guide sits on the ETA card; viewport between the safe area's leading and
/// trailing edges, from the turn card's bottom to the guide.
///
/// Card width (SPEC §5): in wide mode (width ≥ 600 and wider than tall) clamp(0.4 × width, 320,
/// 480), otherwise the safe-area width. Turn card height: safe-area top + 120; ETA card height:
/// 72 + safe-area bottom.
enum GuidanceFrames {
    typealias Frames = [(id: String, frame: CGRect)]

    /// kiwi_bench.py's phone: 390 × 844, safe area top 47, bottom 34.
    static let portrait = MapGeometry(
        width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// Every view at ``portrait``: the guidance stage of BasicLayoutGoldenTests' "390×844 LTR".
    /// `stack` is the delegate's button stack, found by kind (it has no id).
    static var portraitFrames: Frames {
        [
            // Not wide: card width = safe width 390. Turn card 390 × (47 + 120) at the map's top.
            ("turnCard", CGRect(x: 0, y: 0, width: 390, height: 167)),
            // 390 × (72 + 34) on the map's bottom: y = 844 - 106 = 738.
            ("etaCard", CGRect(x: 0, y: 738, width: 390, height: 106)),
            // Logo 64 × 24 on the guide (738): y = 714.
            ("googleLogo", CGRect(x: 0, y: 714, width: 64, height: 24)),
            // 167 … 738.
            ("viewport", CGRect(x: 0, y: 167, width: 390, height: 571)),
            // Stack trailing on the safe area (390), 167 … 738, 48 + 2 × 16 = 80 wide; buttons 16 in
            // from its trailing edge (x = 390 - 16 - 48 = 326), compass on its bottom (738 - 48 =
            // 690), reporting 8 above (690 - 8 - 48 = 634).
            ("button.compass", CGRect(x: 326, y: 690, width: 48, height: 48)),
            ("button.reporting", CGRect(x: 326, y: 634, width: 48, height: 48)),
            ("stack", CGRect(x: 310, y: 167, width: 80, height: 571)),
        ]
    }

    /// The sizes `sdk-resize` cycles through (those of `resize`, with a display's insets), each
    /// with its turn card, ETA card and viewport.
    static var resizeCycle: [(geometry: MapGeometry, frames: Frames)] {
        [
            (portrait, portraitFrames.filter { ["turnCard", "etaCard", "viewport"].contains($0.id) }),
            (
                // Landscape phone: safe area x 47 … 797 (750 wide), bottom 390 - 21 = 369. Wide:
                // card width = clamp(0.4 × 844 = 337.6) = 337.6.
                MapGeometry(width: 844, height: 390, insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
                [
                    // Leading on the safe area (47), 337.6 × (0 + 120).
                    ("turnCard", CGRect(x: 47, y: 0, width: 337.6, height: 120)),
                    // Leading on the map (0), 337.6 × (72 + 21 = 93), y = 390 - 93 = 297.
                    ("etaCard", CGRect(x: 0, y: 297, width: 337.6, height: 93)),
                    // 47 … 797, 120 … 297.
                    ("viewport", CGRect(x: 47, y: 120, width: 750, height: 177)),
                ]
            ),
            (
                // Tablet, no insets. Wide: card width = clamp(0.4 × 1024 = 409.6) = 409.6.
                MapGeometry(width: 1024, height: 768, insets: .zero),
                [
                    // 409.6 × (0 + 120).
                    ("turnCard", CGRect(x: 0, y: 0, width: 409.6, height: 120)),
                    // 409.6 × (72 + 0), y = 768 - 72 = 696.
                    ("etaCard", CGRect(x: 0, y: 696, width: 409.6, height: 72)),
                    // 0 … 1024, 120 … 696.
                    ("viewport", CGRect(x: 0, y: 120, width: 1024, height: 576)),
                ]
            ),
            (
                // Large phone: 430 < 600, not wide: card width = safe width 430.
                MapGeometry(width: 430, height: 932, insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
                [
                    // 430 × (59 + 120 = 179).
                    ("turnCard", CGRect(x: 0, y: 0, width: 430, height: 179)),
                    // 430 × (72 + 34 = 106), y = 932 - 106 = 826.
                    ("etaCard", CGRect(x: 0, y: 826, width: 430, height: 106)),
                    // 179 … 826.
                    ("viewport", CGRect(x: 0, y: 179, width: 430, height: 647)),
                ]
            ),
        ]
    }
}
