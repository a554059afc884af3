import NavigationLayout
import Testing

/// The documented BasicLayoutDelegate, ported by changing its imports, driven through every
/// transition on a portrait phone and a landscape one, left-to-right and right-to-left. Every
/// expected frame is worked out by hand from SPEC §5 (sizes) and the delegate's constraints; the
/// arithmetic is in the comments.
@MainActor
@Suite("BasicLayout, frame by frame", .serialized)
struct BasicLayoutGoldenTests {
    typealias Frames = [String: CGRect]

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var width: CGFloat
        var height: CGFloat
        var insets: UIEdgeInsets
        var direction: UIUserInterfaceLayoutDirection
        var ready: Frames
        var guidance: Frames
        var traffic: Frames
        var betterRoute: Frames
        var hiddenInBetterRoute: Set<String> = []
        var testDescription: String { name }
    }

    // Portrait 390 × 844, safe area top 47, bottom 34: safe area (0, 47, 390, 763), bottom edge 810.
    // Not wide (390 < 600): card width = safe width = 390. Turn card 390 × (47 + 120) = 167;
    // ETA card 390 × (72 + 34) = 106; traffic prompt 390 × (112 + 34) = 146; better route
    // 390 × (152 + 34) = 186. Logo 64 × 24, buttons 48 × 48, stack width 48 + 2 × 16 = 80.
    nonisolated static let portraitLTR = Case(
        name: "390×844 LTR", width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        direction: .leftToRight,
        ready: [
            // Guide bottom = safe bottom 810 (nothing pushes it); logo bottom on it: 810 - 24 = 786.
            "googleLogo": CGRect(x: 0, y: 786, width: 64, height: 24),
            "viewport": CGRect(x: 0, y: 47, width: 390, height: 763),
            // Stack trailing at 390, 47…810; compass trailing 390 - 16 = 374 → x 326, bottom 810 → y 762.
            "button.compass": CGRect(x: 326, y: 762, width: 48, height: 48),
            "stack": CGRect(x: 310, y: 47, width: 80, height: 763),
        ],
        guidance: [
            "turnCard": CGRect(x: 0, y: 0, width: 390, height: 167),
            // ETA bottom on the map bottom: 844 - 106 = 738; guide bottom <= 738 wins over 810 @250.
            "etaCard": CGRect(x: 0, y: 738, width: 390, height: 106),
            "googleLogo": CGRect(x: 0, y: 714, width: 64, height: 24),
            "viewport": CGRect(x: 0, y: 167, width: 390, height: 571),
            // Stack 167…738; compass bottom 738 → 690; reporting 690 - 8 - 48 = 634.
            "button.compass": CGRect(x: 326, y: 690, width: 48, height: 48),
            "button.reporting": CGRect(x: 326, y: 634, width: 48, height: 48),
            "stack": CGRect(x: 310, y: 167, width: 80, height: 571),
        ],
        traffic: [
            // Prompt bottom on the map bottom: 844 - 146 = 698; the guide follows it up.
            "prompt.traffic.1": CGRect(x: 0, y: 698, width: 390, height: 146),
            "googleLogo": CGRect(x: 0, y: 674, width: 64, height: 24),
            "viewport": CGRect(x: 0, y: 167, width: 390, height: 531),
            "button.compass": CGRect(x: 326, y: 650, width: 48, height: 48),
            "button.reporting": CGRect(x: 326, y: 594, width: 48, height: 48),
            "etaCard": CGRect(x: 0, y: 738, width: 390, height: 106),
        ],
        betterRoute: [
            // 844 - 186 = 658.
            "prompt.betterRoute.2": CGRect(x: 0, y: 658, width: 390, height: 186),
            "googleLogo": CGRect(x: 0, y: 634, width: 64, height: 24),
            "viewport": CGRect(x: 0, y: 167, width: 390, height: 491),
            "button.compass": CGRect(x: 326, y: 610, width: 48, height: 48),
            "button.reporting": CGRect(x: 326, y: 554, width: 48, height: 48),
        ])

    // Right-to-left: leading is the right edge. Logo leading on safe leading (390) → x 390 - 64 = 326;
    // stack trailing on safe trailing (0) → x 0; compass trailing (left) 0 + 16 → x 16.
    nonisolated static let portraitRTL = Case(
        name: "390×844 RTL", width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        direction: .rightToLeft,
        ready: [
            "googleLogo": CGRect(x: 326, y: 786, width: 64, height: 24),
            "viewport": CGRect(x: 0, y: 47, width: 390, height: 763),
            "button.compass": CGRect(x: 16, y: 762, width: 48, height: 48),
            "stack": CGRect(x: 0, y: 47, width: 80, height: 763),
        ],
        guidance: [
            // Cards span the full width: the same frames in both directions.
            "turnCard": CGRect(x: 0, y: 0, width: 390, height: 167),
            "etaCard": CGRect(x: 0, y: 738, width: 390, height: 106),
            "googleLogo": CGRect(x: 326, y: 714, width: 64, height: 24),
            "viewport": CGRect(x: 0, y: 167, width: 390, height: 571),
            "button.compass": CGRect(x: 16, y: 690, width: 48, height: 48),
            "button.reporting": CGRect(x: 16, y: 634, width: 48, height: 48),
            "stack": CGRect(x: 0, y: 167, width: 80, height: 571),
        ],
        traffic: [
            "prompt.traffic.1": CGRect(x: 0, y: 698, width: 390, height: 146),
            "googleLogo": CGRect(x: 326, y: 674, width: 64, height: 24),
            "viewport": CGRect(x: 0, y: 167, width: 390, height: 531),
            "button.compass": CGRect(x: 16, y: 650, width: 48, height: 48),
            "button.reporting": CGRect(x: 16, y: 594, width: 48, height: 48),
        ],
        betterRoute: [
            "prompt.betterRoute.2": CGRect(x: 0, y: 658, width: 390, height: 186),
            "googleLogo": CGRect(x: 326, y: 634, width: 64, height: 24),
            "button.compass": CGRect(x: 16, y: 610, width: 48, height: 48),
            "button.reporting": CGRect(x: 16, y: 554, width: 48, height: 48),
        ])

    // Landscape 844 × 390, safe area left/right 47, bottom 21: safe area (47, 0, 750, 369), right
    // edge 797. Wide (844 ≥ 600 and wider than tall): card width = clamp(0.4 × 844, 320, 480) = 337.6.
    // Turn card 337.6 × (0 + 120); ETA card 337.6 × (72 + 21) = 93; traffic 337.6 × (112 + 21) = 133;
    // better route 337.6 × (152 + 21) = 173.
    nonisolated static let landscapeLTR = Case(
        name: "844×390 LTR", width: 844, height: 390, insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        direction: .leftToRight,
        ready: [
            "googleLogo": CGRect(x: 47, y: 345, width: 64, height: 24),
            "viewport": CGRect(x: 47, y: 0, width: 750, height: 369),
            // Stack trailing 797 → x 717; compass trailing 781 → x 733, bottom 369 → y 321.
            "button.compass": CGRect(x: 733, y: 321, width: 48, height: 48),
            "stack": CGRect(x: 717, y: 0, width: 80, height: 369),
        ],
        guidance: [
            // Turn card leading on the safe area (47); ETA card leading on the map (0), bottom 390 - 93 = 297.
            "turnCard": CGRect(x: 47, y: 0, width: 337.6, height: 120),
            "etaCard": CGRect(x: 0, y: 297, width: 337.6, height: 93),
            "googleLogo": CGRect(x: 47, y: 273, width: 64, height: 24),
            "viewport": CGRect(x: 47, y: 120, width: 750, height: 177),
            // Stack 120…297 (177 ≥ 48 + 8 + 48): compass y 249, reporting 193.
            "button.compass": CGRect(x: 733, y: 249, width: 48, height: 48),
            "button.reporting": CGRect(x: 733, y: 193, width: 48, height: 48),
            "stack": CGRect(x: 717, y: 120, width: 80, height: 177),
        ],
        traffic: [
            // 390 - 133 = 257; stack 120…257 = 137 still holds both buttons.
            "prompt.traffic.1": CGRect(x: 47, y: 257, width: 337.6, height: 133),
            "googleLogo": CGRect(x: 47, y: 233, width: 64, height: 24),
            "viewport": CGRect(x: 47, y: 120, width: 750, height: 137),
            "button.compass": CGRect(x: 733, y: 209, width: 48, height: 48),
            "button.reporting": CGRect(x: 733, y: 153, width: 48, height: 48),
        ],
        betterRoute: [
            // 390 - 173 = 217; stack 120…217 = 97 < 104: the reporting button (last) is hidden.
            "prompt.betterRoute.2": CGRect(x: 47, y: 217, width: 337.6, height: 173),
            "googleLogo": CGRect(x: 47, y: 193, width: 64, height: 24),
            "viewport": CGRect(x: 47, y: 120, width: 750, height: 97),
            "button.compass": CGRect(x: 733, y: 169, width: 48, height: 48),
        ],
        hiddenInBetterRoute: ["button.reporting"])

    // Right-to-left landscape: the turn card's leading edge is the safe area's right (797) →
    // x 797 - 337.6 = 459.4; the ETA card's is the map's right (844) → x 506.4; the prompt's the
    // safe area's → 459.4; logo x 797 - 64 = 733; stack on the safe left 47; buttons at 47 + 16 = 63.
    nonisolated static let landscapeRTL = Case(
        name: "844×390 RTL", width: 844, height: 390, insets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        direction: .rightToLeft,
        ready: [
            "googleLogo": CGRect(x: 733, y: 345, width: 64, height: 24),
            "viewport": CGRect(x: 47, y: 0, width: 750, height: 369),
            "button.compass": CGRect(x: 63, y: 321, width: 48, height: 48),
            "stack": CGRect(x: 47, y: 0, width: 80, height: 369),
        ],
        guidance: [
            "turnCard": CGRect(x: 459.4, y: 0, width: 337.6, height: 120),
            "etaCard": CGRect(x: 506.4, y: 297, width: 337.6, height: 93),
            "googleLogo": CGRect(x: 733, y: 273, width: 64, height: 24),
            "viewport": CGRect(x: 47, y: 120, width: 750, height: 177),
            "button.compass": CGRect(x: 63, y: 249, width: 48, height: 48),
            "button.reporting": CGRect(x: 63, y: 193, width: 48, height: 48),
        ],
        traffic: [
            "prompt.traffic.1": CGRect(x: 459.4, y: 257, width: 337.6, height: 133),
            "googleLogo": CGRect(x: 733, y: 233, width: 64, height: 24),
            "button.compass": CGRect(x: 63, y: 209, width: 48, height: 48),
            "button.reporting": CGRect(x: 63, y: 153, width: 48, height: 48),
        ],
        betterRoute: [
            "prompt.betterRoute.2": CGRect(x: 459.4, y: 217, width: 337.6, height: 173),
            "button.compass": CGRect(x: 63, y: 169, width: 48, height: 48),
        ],
        hiddenInBetterRoute: ["button.reporting"])

    nonisolated static let cases = [portraitLTR, portraitRTL, landscapeLTR, landscapeRTL]

    func expect(
        _ layout: ResolvedLayout, _ expected: Frames, hidden: Set<String> = [], stage: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
            let view = id == "stack" ? layout.views.first { $0.kind == "stack" } : layout.view(id)
            guard let view else {
                Issue.record("\(stage): \(id) is not in the layout", sourceLocation: sourceLocation)
                continue
            }
            #expect(
                view.frame.isClose(to: frame), "\(stage): \(id) is \(view.frame), want \(frame)",
                sourceLocation: sourceLocation)
            #expect(
                view.hidden == hidden.contains(id), "\(stage): \(id) hidden is \(view.hidden)",
                sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: cases)
    func everyTransitionLaysOutAsWorkedOut(_ example: Case) throws {
        let driver = try TransitionDriver(
            width: example.width, height: example.height, insets: example.insets, direction: example.direction)
        driver.enable()
        var layout = driver.settledLayout()
        expect(layout, example.ready, stage: "ready")
        #expect(Set(layout.views.map(\.id)).isSuperset(of: ["googleLogo", "viewport", "button.compass"]))

        driver.startGuidance()
        expect(driver.settledLayout(), example.guidance, stage: "guidance")

        driver.showPrompt(.traffic)
        expect(driver.settledLayout(), example.traffic, stage: "traffic prompt")

        driver.showPrompt(.betterRoute)
        layout = driver.settledLayout()
        expect(layout, example.betterRoute, hidden: example.hiddenInBetterRoute, stage: "better-route prompt")
        #expect(layout.view("prompt.traffic.1") == nil, "the replaced prompt is removed when its animation ends")

        driver.hidePrompt()
        layout = driver.settledLayout()
        expect(layout, example.guidance, stage: "prompt hidden")
        #expect(!layout.views.contains { $0.kind == "prompt" })

        driver.stopGuidance()
        layout = driver.settledLayout()
        expect(layout, example.ready, stage: "guidance stopped")
        #expect(layout.view("turnCard") == nil && layout.view("etaCard") == nil)

        driver.disable()
        layout = driver.settledLayout()
        #expect(layout.views.isEmpty, "disableNavigationUI removes every view: \(layout.views.map(\.id))")
        #expect(driver.map.takeDiagnostics().filter { $0.severity == .error } == [])
    }

    @Test func promptsSlideInAndOutAsAnimations() throws {
        let driver = try TransitionDriver(
            width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            direction: .leftToRight)
        driver.enable()
        driver.startGuidance()
        _ = driver.settledLayout()
        driver.showPrompt(.traffic)
        let shown = driver.map.resolveLayout()
        // Laid out first just below the map (bottom 844 + 146), then animated to 698 over 0.4 s.
        let slide = try #require(shown.animations.first { $0.viewID == "prompt.traffic.1" })
        #expect(slide.fromFrame == CGRect(x: 0, y: 844, width: 390, height: 146))
        #expect(slide.toFrame == CGRect(x: 0, y: 698, width: 390, height: 146))
        #expect(slide.duration == 0.4 && slide.curve == "easeInOut")
        #expect(shown.animations.contains { $0.viewID == "viewport" && $0.toFrame.height == 531 })

        driver.hidePrompt()
        let hiding = driver.map.resolveLayout()
        #expect(hiding.view("prompt.traffic.1") != nil, "the prompt stays until its animation completes")
        #expect(hiding.animations.contains { $0.viewID == "prompt.traffic.1" && $0.toFrame.minY == 844 })
        var published: [ResolvedLayout] = []
        driver.map.layoutObserver = { map in published.append(map.resolveLayout()) }
        driver.timer.advance(by: 0.39)
        #expect(published.isEmpty)
        driver.timer.advance(by: 0.02)
        // The slides in and out both end now: the map is told of each; after the second the
        // completion has removed the prompt.
        #expect(published.count == 2 && published.last?.view("prompt.traffic.1") == nil)
    }
}

extension BasicLayoutGoldenTests {
    /// What renderers rely on: each layout published along the way animates a view at most once,
    /// and toward the frame published with it, even when the delegate moves views again without
    /// animation (stopping guidance with a prompt up hides it first) or runs two animations at once
    /// (changing the prompt).
    @Test(
        arguments: [
            (390.0, 844.0, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (844.0, 390.0, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
        ],
        [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func everyPublishedAnimationEndsAtThePublishedFrame(
        _ geometry: (width: CGFloat, height: CGFloat, insets: UIEdgeInsets), _ direction: UIUserInterfaceLayoutDirection
    ) throws {
        let driver = try TransitionDriver(
            width: geometry.width, height: geometry.height, insets: geometry.insets, direction: direction)
        var layouts: [ResolvedLayout] = []
        driver.enable()
        driver.startGuidance()
        layouts.append(driver.settledLayout())
        driver.showPrompt(.traffic)
        layouts.append(driver.map.resolveLayout())
        driver.showPrompt(.betterRoute)
        layouts.append(driver.map.resolveLayout())
        driver.stopGuidance()
        layouts.append(driver.map.resolveLayout())
        layouts.append(driver.settledLayout())
        for (step, layout) in layouts.enumerated() {
            let ids = layout.animations.map(\.viewID)
            #expect(Set(ids).count == ids.count, "step \(step): \(ids)")
            for animation in layout.animations {
                let frame = layout.view(animation.viewID)?.frame
                #expect(
                    frame.map { $0.isClose(to: animation.toFrame) } == true,
                    "step \(step): \(animation.viewID) animates to \(animation.toFrame), published at \(String(describing: frame))"
                )
            }
        }
        #expect(layouts[1].animations.contains { $0.viewID == "prompt.traffic.1" })
        #expect(layouts[3].animations.contains { $0.viewID == "prompt.betterRoute.2" })
    }
}

extension CGRect {
    func isClose(to other: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
