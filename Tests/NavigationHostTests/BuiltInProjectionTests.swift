import NavigationLayout
import Testing

@testable import NavigationHost

/// Projected displays (the CarPlay case, SPEC §6) always use the built-in layout.
@MainActor
@Suite("Built-in layout on projected displays")
struct BuiltInProjectionTests {
    @Test func aProjectionMapRefusesDelegatesAndUsesTheBuiltInLayout() throws {
        let harness = try BuiltInHarness(width: 390, height: 844)
        let host = harness.host
        try host.createMap(name: "carplay", kind: .projection)
        let refused = #expect(throws: HostError.self) { try host.setDelegate(RecordingDelegate(), map: "carplay") }
        #expect(refused?.code == .delegateRefused)
        #expect(refused?.message.contains("projected display") == true)
        try host.setGeometry(map: "carplay", width: 800, height: 480, insets: .zero)
        try host.enableNavigation(map: "carplay")
        #expect(try host.map("carplay").activeDelegate is BuiltInLayout)
        try host.startGuidance()

        // 800 × 480, no insets. Wide (800 ≥ 600, wider than tall): card width clamp(0.4 × 800 = 320,
        // 320, 480) = 320. Turn card 320 × 120; ETA card 320 × 72 at y 480 − 72 = 408.
        expectFrames(
            harness.published(map: "carplay"),
            [
                "map.safeArea": rect(0, 0, 800, 480),
                "turnCard": rect(0, 0, 320, 120),
                "etaCard": rect(0, 408, 320, 72),
                "builtIn.contentBottom": rect(0, 408, 800, 0),
                "viewport": rect(0, 120, 800, 288),  // 120 … 408
                "googleLogo": rect(12, 372, 64, 24),  // 408 − 12 − 24
                "speedWidget": rect(12, 360, 0, 0),  // no speed data: 0 × 0, 12 above the logo
                "button.compass": rect(736, 132, 48, 48),  // x 800 − 16 − 48; y 120 + 12
                "bottomTrailingButtons": rect(720, 192, 80, 204),  // 132 + 48 + 12 … 408 − 12 = 396
                "button.reporting": rect(736, 348, 48, 48),  // 396 − 48
                "navigationHeaderLayoutGuide": rect(0, 0, 320, 120),
                "navigationFooterLayoutGuide": rect(0, 408, 320, 72),
                "bottomTrailingButtonsLayoutGuide": rect(720, 192, 80, 204),
            ], stage: "carplay guidance")

        // Settings reach the built-in layout of a projection map like any other.
        try host.setSetting(map: "carplay", name: "isNavigationFooterEnabled", value: .bool(false))
        #expect(harness.published(map: "carplay")?.view("etaCard") == nil)
        #expect(harness.published(map: "carplay")?.view("googleLogo")?.frame == rect(12, 444, 64, 24), "480 − 36")
    }
}
