import NavigationLayout
import Testing

@testable import NavigationHost

/// One test per rule of SPEC §8, each with a delegate that breaks exactly that rule; the same
/// delegate without the mistake is clean.
@MainActor
@Suite("Diagnostics", .serialized)
struct DiagnosticRuleTests {
    let host = NavigationHost()
    let delegate = ClosureDelegate()
    var published: [[LayoutDiagnostic]] = []

    init() throws {
        LayoutTiming.timer = ManualLayoutTimer()
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        // A correct ready layout: logo and viewport pinned.
        delegate.onEnable = { map, state in
            pin(state.googleLogo, in: map, x: 8, y: 812, width: nil, height: nil)
            pin(state.viewport, in: map, x: 0, y: 0, width: 390, height: 800)
        }
    }

    /// The diagnostics the host publishes for `main` now.
    func diagnostics() throws -> [LayoutDiagnostic] {
        try host.map("main").publishedDiagnostics
    }

    func codes() throws -> [String] { try diagnostics().map(\.code) }

    @Test func aCorrectLayoutIsClean() throws {
        try host.enableNavigation(map: "main")
        #expect(try diagnostics() == [])
    }

    @Test func rule1MissingLogo() throws {
        delegate.onEnable = { map, state in pin(state.viewport, in: map, x: 0, y: 0, width: 390, height: 800) }
        try host.enableNavigation(map: "main")
        let found = try diagnostics()
        #expect(found.map(\.code) == ["missing-required-component"])
        #expect(found.first?.viewIDs == ["googleLogo"] && found.first?.severity == .error)
    }

    @Test func rule2SizeConstraintOnAFixedSizeComponentIsIgnored() throws {
        let enable = delegate.onEnable
        delegate.onEnable = { map, state in
            enable(map, state)
            state.googleLogo.widthAnchor.constraint(equalToConstant: 200).isActive = true
        }
        try host.enableNavigation(map: "main")
        #expect(try codes() == ["fixed-size-component"])
        #expect(try host.layout(map: "main").view("googleLogo")?.frame.width == 64)
    }

    @Test func rule3HidingAViewTheStackManages() throws {
        let enable = delegate.onEnable
        delegate.onEnable = { map, state in
            enable(map, state)
            let stack = GMSNavigationHidingStackView(position: .top, alignment: .trailing)
            pin(stack, in: map, x: 300, y: 100, width: nil, height: 200)
            stack.arrangedSubviews = state.buttons.map(\.view)
            state.buttons.first?.view.isHidden = true
        }
        try host.enableNavigation(map: "main")
        #expect(try codes() == ["hidden-in-hiding-stack"])
    }

    @Test func rule4ACardAwayFromTheLeadingEdgeInWideMode() throws {
        try host.setGeometry(map: "main", width: 1024, height: 768, insets: .zero)
        delegate.onStart = { map, state in
            pin(state.googleLogo, in: map, x: 8, y: 736, width: nil, height: nil)
            pin(state.viewport, in: map, x: 420, y: 0, width: 604, height: 768)
            pin(state.turnCard, in: map, x: 600, y: 0, width: nil, height: nil)  // 600 + 409.6 > 1024? see below
        }
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        // Card width clamp(0.4 × 1024, 320, 480) = 409.6 at x 600: not at the leading edge.
        #expect(try codes().contains("wide-mode-card-not-leading"))
    }

    @Test func rule5GuidanceViewsLeftAfterStopGuidance() throws {
        delegate.onEnable = { map, state in
            pin(state.googleLogo, in: map, x: 8, y: 812, width: nil, height: nil)
            pin(state.viewport, in: map, x: 0, y: 200, width: 390, height: 600)  // clear of the turn card
        }
        delegate.onStart = { map, state in
            pin(state.turnCard, in: map, x: 0, y: 0, width: nil, height: nil)
        }
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        try host.stopGuidance()  // onStop removes nothing
        let found = try diagnostics()
        #expect(found.map(\.code) == ["leftover-views"])
        #expect(found.first?.viewIDs == ["turnCard"])
    }

    @Test func rule5EverythingLeftAfterDisable() throws {
        try host.enableNavigation(map: "main")
        try host.disableNavigation(map: "main")
        let found = try diagnostics()
        #expect(found.map(\.code) == ["leftover-views"])
        #expect(Set(found.first?.viewIDs ?? []) == ["googleLogo", "viewport"])
    }

    /// A prompt still up after disableNavigationUI is one of the views left after it, reported in
    /// that one item, not again as an old prompt.
    @Test func rule5APromptLeftAfterDisableIsReportedOnce() throws {
        delegate.onShowPrompt = { map, prompt in pin(prompt, in: map, x: 0, y: 600, width: nil, height: nil) }
        delegate.onDisable = { _, state in
            state.googleLogo.removeFromSuperview()
            state.viewport.removeFromSuperview()
        }
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        let prompt = try host.showPrompt(kind: .traffic)
        try host.disableNavigation(map: "main")
        let found = try diagnostics()
        #expect(found.map(\.code) == ["leftover-views"])
        #expect(found.first?.viewIDs == [prompt])
        #expect(found.first?.message.contains("after disableNavigationUI") == true)
    }

    /// A view the delegate slides or fades out and removes when the animation ends is not left over
    /// meanwhile; one it never removes is reported once its animation is over.
    @Test func rule5CountsAViewOnlyOnceItsSlideIsOver() throws {
        let timer = ManualLayoutTimer()
        LayoutTiming.timer = timer
        let banner = UIView()
        banner.accessibilityIdentifier = "banner"
        let toast = UIView()
        toast.accessibilityIdentifier = "toast"
        var removesViews = true
        var top: NSLayoutConstraint?
        let enable = delegate.onEnable
        delegate.onEnable = { map, state in
            enable(map, state)
            top = pin(banner, in: map, x: 0, y: 100, width: 390, height: 40)[1]
            toast.alpha = 1
            pin(toast, in: map, x: 0, y: 300, width: 390, height: 40)
        }
        delegate.onDisable = { map, state in
            state.googleLogo.removeFromSuperview()
            state.viewport.removeFromSuperview()
            UIView.animate(withDuration: 0.4) {
                top?.constant = 200
                map.layoutIfNeeded()
            } completion: { _ in
                if removesViews { banner.removeFromSuperview() }
            }
            UIView.animate(withDuration: 0.3) {
                toast.alpha = 0
            } completion: { _ in
                if removesViews { toast.removeFromSuperview() }
            }
        }
        try host.enableNavigation(map: "main")
        try host.disableNavigation(map: "main")
        #expect(try codes() == [], "still sliding out")
        timer.advance(by: 1)
        #expect(try codes() == [])

        removesViews = false
        try host.enableNavigation(map: "main")
        try host.disableNavigation(map: "main")
        #expect(try codes() == [], "still sliding out")
        timer.advance(by: 1)
        let found = try diagnostics()
        #expect(found.map(\.code) == ["leftover-views"])
        #expect(found.first?.viewIDs == ["banner", "toast"])
    }

    @Test func rule6TheETACardCoversTheViewport() throws {
        delegate.onStart = { map, state in
            // The logo and viewport keep their ready constraints (0…800); the card goes at 738.
            pin(state.etaCard, in: map, x: 0, y: 738, width: nil, height: nil)
        }
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        let found = try diagnostics()
        #expect(found.map(\.code) == ["viewport-covered"])
        #expect(found.first?.viewIDs == ["viewport", "etaCard"])
    }

    @Test func rule6AnOpaqueBusinessViewCoversTheViewport() throws {
        let enable = delegate.onEnable
        delegate.onEnable = { map, state in
            enable(map, state)
            let sheet = UIView()
            sheet.accessibilityIdentifier = "sheet"
            sheet.isOpaque = true
            pin(sheet, in: map, x: 0, y: 600, width: 390, height: 200)
        }
        try host.enableNavigation(map: "main")
        #expect(try codes() == ["viewport-covered"])
    }

    @Test func rule7LeftAndRightAnchors() throws {
        delegate.onEnable = { map, state in
            map.addSubview(state.googleLogo)
            NSLayoutConstraint.activate([
                state.googleLogo.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 8),
                state.googleLogo.topAnchor.constraint(equalTo: map.topAnchor, constant: 812),
            ])
            pin(state.viewport, in: map, x: 0, y: 0, width: 390, height: 800)
        }
        try host.enableNavigation(map: "main")
        let found = try diagnostics()
        #expect(found.map(\.code) == ["absolute-horizontal-anchor"])
        #expect(found.first?.message.contains("googleLogo.left == map.left + 8") == true)
    }

    @Test func rule8UnsatisfiableConstraintsAreNamedByViewAndAnchor() throws {
        let enable = delegate.onEnable
        delegate.onEnable = { map, state in
            enable(map, state)
            state.viewport.topAnchor.constraint(equalTo: map.topAnchor, constant: 40).isActive = true
        }
        try host.enableNavigation(map: "main")
        let found = try diagnostics()
        #expect(found.map(\.code) == ["unsatisfiable-constraints"])
        #expect(found.first?.viewIDs == ["map", "viewport"])
        #expect(found.first?.message.contains("viewport.top == map.top + 40") == true)
        #expect(try host.layout(map: "main").view("viewport")?.frame.minY == 0, "the newer constraint is broken")
    }

    @Test func rule8AnAmbiguousFrame() throws {
        let enable = delegate.onEnable
        delegate.onEnable = { map, state in
            enable(map, state)
            let loose = UIView()
            loose.accessibilityIdentifier = "loose"
            map.addSubview(loose)
            loose.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                loose.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
                loose.heightAnchor.constraint(equalToConstant: 10),
                loose.widthAnchor.constraint(equalToConstant: 10),
                loose.leadingAnchor.constraint(greaterThanOrEqualTo: map.leadingAnchor),
                loose.trailingAnchor.constraint(lessThanOrEqualTo: map.trailingAnchor),
            ])
        }
        try host.enableNavigation(map: "main")
        let found = try diagnostics()
        #expect(found.map(\.code) == ["ambiguous-layout"])
        #expect(found.first?.message.contains("horizontal") == true)
        #expect(found.first?.message.contains("vertical") == false)
    }

    @Test func rule8AFrameOutsideTheMap() throws {
        let enable = delegate.onEnable
        delegate.onEnable = { map, state in
            enable(map, state)
            let away = UIView()
            away.accessibilityIdentifier = "away"
            pin(away, in: map, x: 380, y: 100, width: 40, height: 40)
        }
        try host.enableNavigation(map: "main")
        #expect(try codes() == ["outside-map"])
    }

    @Test func rule9ALegacyLayoutSettingUnderADelegate() throws {
        var reported: [[String]] = []
        host.eventSink = { event in
            if case .diagnostics(_, _, let items) = event { reported.append(items.map(\.code)) }
        }
        try host.enableNavigation(map: "main")
        try host.setSetting(map: "main", name: "headerBackgroundColorDay", value: .string("#000000"))
        #expect(try codes() == [], "a colour moves nothing: not a layout setting")
        try host.setSetting(map: "main", name: "isNavigationHeaderEnabled", value: .bool(false))
        try host.setSetting(map: "main", name: "isNavigationHeaderEnabled", value: .bool(true))
        let found = try diagnostics()
        #expect(found.map(\.code) == ["legacy-setting-with-delegate"], "once per setting")
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("'isNavigationHeaderEnabled'") == true)
        #expect(reported == [["legacy-setting-with-delegate"]])

        // Back to the built-in layout, which reads the setting: nothing to report.
        try host.disableNavigation(map: "main")
        try host.setDelegate(nil, map: "main")
        try host.enableNavigation(map: "main")
        #expect(try !codes().contains("legacy-setting-with-delegate"))
    }

    @Test func diagnosticsArePublishedWhenTheyChange() throws {
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        delegate.onEnable = { map, state in pin(state.viewport, in: map, x: 0, y: 0, width: 390, height: 800) }
        try host.enableNavigation(map: "main")
        let reported = events.compactMap { event -> [String]? in
            guard case .diagnostics(_, _, let items) = event else { return nil }
            return items.map(\.code)
        }
        #expect(reported == [["missing-required-component"]])
        try host.setGeometry(map: "main", width: 390, height: 840, insets: .zero)
        #expect(events.filter { if case .diagnostics = $0 { true } else { false } }.count == 1, "unchanged: not again")
    }
}

@MainActor
@Suite("Explain")
struct ExplainTests {
    @Test func theConstraintsDecidingAFrameAreListedPerAxis() throws {
        let host = NavigationHost()
        let delegate = ClosureDelegate()
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        delegate.onEnable = { map, state in
            pin(state.viewport, in: map, x: 0, y: 0, width: 390, height: 800)
            map.addSubview(state.googleLogo)
            NSLayoutConstraint.activate([
                state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: 8),
                state.googleLogo.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -8),
                state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: map.bottomAnchor),  // slack: not listed
            ])
        }
        try host.enableNavigation(map: "main")
        let explanation = try host.explain(map: "main", viewID: "googleLogo")
        #expect(explanation.horizontal.contains("googleLogo.leading == viewport.leading + 8"))
        #expect(explanation.horizontal.contains("'sdk.width' googleLogo.width == 64"))
        #expect(explanation.horizontal.contains("viewport.leading == map.leading"))
        #expect(explanation.vertical.contains("googleLogo.bottom == viewport.bottom - 8"))
        #expect(!explanation.vertical.contains { $0.contains("<=") })
        #expect(throws: HostError.self) { try host.explain(map: "main", viewID: "nothing") }
    }
}
