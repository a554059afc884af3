import Testing

@testable import NavigationLayout

/// A button of a fixed size, as delegates make their own.
@MainActor
private func fixedButton(_ id: String, _ width: CGFloat, _ height: CGFloat) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = id
    NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
    ])
    return view
}

/// A delegate that puts the guidance buttons in a hiding stack on the trailing side (the
/// reporting button first: it matters more while driving) and, while navigation is ready, places
/// the compass by itself at the top trailing corner. Every exit callback takes down what its
/// state added; the stack is dropped with the guidance views.
private final class GuidanceStackDelegate: NSObject, NavigationLayoutDelegate {
    private var readyConstraints: [NSLayoutConstraint] = []
    private var stack: GMSNavigationHidingStackView?

    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
        let logo = newState.googleLogo
        let viewport = newState.viewport
        navMap.addSubview(logo)
        navMap.addSubview(viewport)
        var constraints = [
            logo.leadingAnchor.constraint(equalTo: navMap.leadingAnchor, constant: 16),
            logo.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: -16),
            viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        if let compass = newState.buttons.first(where: { $0.type == .compass })?.view {
            navMap.addSubview(compass)
            constraints += [
                compass.trailingAnchor.constraint(equalTo: navMap.trailingAnchor, constant: -16),
                compass.topAnchor.constraint(equalTo: navMap.topAnchor, constant: 16),
            ]
        }
        readyConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        for button in oldState.buttons { button.view.removeFromSuperview() }
    }

    func startGuidance(navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState) {
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .trailing)
        stack.accessibilityIdentifier = "buttons"
        // Reporting first, then the compass (taken from where the ready state put it).
        let views = newState.buttons.sorted { $0.type == .reporting && $1.type != .reporting }.map(\.view)
        stack.arrangedSubviews = views
        navMap.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            stack.topAnchor.constraint(equalTo: navMap.topAnchor, constant: 100),
            stack.heightAnchor.constraint(equalToConstant: 80),
        ])
        self.stack = stack
    }

    func stopGuidance(navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState) {
        // The stack goes, with the buttons in it; the ready layout is built again on the next
        // enableNavigationUI (this delegate only stops guidance on its way to disabling).
        stack?.removeFromSuperview()
        stack = nil
    }
}

/// A button whose `isHidden` override moves the buttons after it into an overflow panel when
/// the hiding stack hides it (the buttons after a hidden one are hidden too, so the delegate
/// offers them from a "more" panel instead).
private final class OverflowingButton: UIView {
    var overflowPanel: UIView?
    var overflowing: [UIView] = []

    override var isHidden: Bool {
        didSet {
            guard isHidden, let panel = overflowPanel, !overflowing.isEmpty else { return }
            let moving = overflowing
            overflowing = []
            var previous: UIView?
            for view in moving {
                panel.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8),
                    view.topAnchor.constraint(
                        equalTo: previous?.bottomAnchor ?? panel.topAnchor, constant: 8),
                ])
                previous = view
            }
        }
    }
}

@MainActor
/// A hiding stack lets go of its views however they leave it: taken out, moved by delegate code
/// while it hides views, or freed with them inside; and it hears of every flag the delegate sets.
@Suite struct HidingStackReleaseTests {
    /// A view the hiding stack hid is shown again when placed elsewhere after the stack was freed,
    /// as it is when taken out of a stack that is still alive. The SDK's compass is the same object in every
    /// state (SPEC §5), so a delegate that drops its guidance stack loses the compass in the
    /// next ready state.
    @Test func aViewHiddenByAStackThatIsFreedIsShownWhenPlacedAgain() throws {
        // Landscape phone, 844 × 390.
        let map = makeMap(width: 844, height: 390)
        let driver = try DelegateDriver(GuidanceStackDelegate(), on: map)
        driver.enable()
        _ = map.resolveLayout()
        driver.startGuidance()
        let guidance = map.resolveLayout()
        // The stack is 80 high: reporting (48) fits; reporting and compass need 48 + 8 + 48 = 104.
        // Stack width 48 + 2 × 16 = 80, at x = 844 − 80 = 764; buttons' right edges at
        // 844 − 16 = 828, so x = 780; reporting at y 100, the compass (hidden) at 100 + 56 = 156.
        expectFrame(guidance, "button.reporting", CGRect(x: 780, y: 100, width: 48, height: 48))
        #expect(guidance.view("button.reporting")?.hidden == false)
        #expect(guidance.view("button.compass")?.hidden == true)

        // Navigation is disabled (stopGuidance, then disableNavigationUI, each followed by the
        // host's pass) and enabled again.
        driver.stopGuidance()
        _ = map.resolveLayout()
        driver.disable()
        _ = map.resolveLayout()
        driver.enable()
        let ready = map.resolveLayout()
        // The ready layout puts the compass by itself at the top trailing corner:
        // x = 844 − 16 − 48 = 780, y = 16. No hiding stack manages it, and the delegate never set
        // its flag: it must be shown, as it is when the stack is still alive at the move
        // (letGo(of:) shows a view that leaves its stack).
        expectFrame(ready, "button.compass", CGRect(x: 780, y: 16, width: 48, height: 48))
        let compass = try #require(map.view(withID: "button.compass"))
        #expect(compass.managingStack == nil)
        #expect(ready.view("button.compass")?.hidden == false)
        #expect(!compass.isHidden)
    }

    /// The SPEC §8 rule 3 warning goes with a freed stack: its views are the delegate's again
    /// (ObjectLifetimeTests.aViewOutlivesItsHidingStack), as a view taken out with
    /// removeArrangedSubview is (HidingStackViewTests).
    @Test func theHiddenFlagWarningGoesWithAFreedStack() {
        let map = makeMap()
        let b = fixedButton("b", 48, 48)
        do {
            let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
            stack.arrangedSubviews = [fixedButton("a", 48, 48), b]
            map.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
                stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
                stack.heightAnchor.constraint(equalToConstant: 300),
            ])
            _ = map.resolveLayout()
            // The misuse, rightly reported while the stack arranges b.
            b.isHidden = true
            #expect(map.layoutDiagnostics().map(\.code).contains("hidden-in-hiding-stack"))
            // The delegate drops the stack (b in it).
            stack.removeFromSuperview()
        }
        // The host's pass after the callback; the stack is freed.
        _ = map.resolveLayout()
        #expect(b.superview == nil && b.managingStack == nil)
        // b placed by itself: 16 from the leading edge, at y 100.
        map.addSubview(b)
        NSLayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
            b.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
        ])
        let layout = map.resolveLayout()
        expectFrame(layout, "b", CGRect(x: 16, y: 100, width: 48, height: 48))
        // No hiding stack manages b: rule 3 does not apply to it any more.
        let codes = map.layoutDiagnostics().map(\.code)
        #expect(!codes.contains("hidden-in-hiding-stack"), "spurious: \(codes)")
    }

    /// A view that delegate code run by an earlier view's hiding (an `isHidden` override) takes
    /// out of the stack is the delegate's: the stack does not hide it after letting go of it.
    @Test func aViewTakenOutOfTheStackWhileItHidesViewsIsNotHidden() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 200, y: 500, width: 100, height: 200)
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        stack.accessibilityIdentifier = "stack"
        let a = fixedButton("a", 48, 48)
        let b = OverflowingButton()
        b.accessibilityIdentifier = "b"
        NSLayoutConstraint.activate([
            b.widthAnchor.constraint(equalToConstant: 48), b.heightAnchor.constraint(equalToConstant: 48),
        ])
        let c = fixedButton("c", 48, 48)
        stack.arrangedSubviews = [a, b, c]
        map.addSubview(stack)
        let height = stack.heightAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            height,
        ])
        // 300 high: all three fit (48 + 8 + 48 + 8 + 48 = 152).
        #expect(map.resolveLayout().views.filter { $0.hidden }.isEmpty)
        b.overflowPanel = panel
        b.overflowing = [c]
        // 60 high: only a fits (a and b need 104). Hiding b moves c into the panel.
        height.constant = 60
        let layout = map.resolveLayout()
        #expect(layout.view("b")?.hidden == true)
        #expect(c.superview === panel && c.managingStack == nil)
        #expect(stack.arrangedSubviews.map(\.accessibilityIdentifier) == ["a", "b"])
        // c in the panel: x = 200 + 8 = 208, y = 500 + 8 = 508; shown, as nothing hides it.
        expectFrame(layout, "c", CGRect(x: 208, y: 508, width: 48, height: 48))
        #expect(layout.view("c")?.hidden == false)
        #expect(!c.isHidden)
    }

    /// Rule 3 holds for a view the stack hid already: the delegate hiding it is reported, since
    /// the stack shows it again when room returns whatever the delegate wanted.
    @Test func hidingAViewTheStackHidAlreadyIsReported() {
        let map = makeMap()
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        let a = fixedButton("a", 48, 48)
        let b = fixedButton("b", 48, 48)
        stack.arrangedSubviews = [a, b]
        map.addSubview(stack)
        let height = stack.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            height,
        ])
        // 60 high: a (48) fits, a and b need 104: b is hidden by the stack.
        #expect(map.resolveLayout().view("b")?.hidden == true)
        // The delegate hides b itself (SPEC §8 rule 3: isHidden set on a managed view).
        b.isHidden = true
        #expect(b.delegateSetHiddenOnManagedView)
        #expect(map.layoutDiagnostics().map(\.code).contains("hidden-in-hiding-stack"))
        // Room returns (200 ≥ 104): the stack shows b, overriding the delegate, and says so.
        height.constant = 200
        #expect(map.resolveLayout().view("b")?.hidden == false)
        #expect(map.layoutDiagnostics().map(\.code).contains("hidden-in-hiding-stack"))
    }

    /// A view that outlived its hiding stack is shown when next added to a view, unless the
    /// delegate set its flag after the stack was gone: that write is the delegate's own, as it is
    /// after removeArrangedSubview from a live stack.
    @Test func aViewTheDelegateHidAfterItsStackWasFreedStaysHidden() {
        let map = makeMap()
        let a = UIView()
        a.accessibilityIdentifier = "a"
        let b = UIView()
        b.accessibilityIdentifier = "b"
        for view in [a, b] {
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 48), view.heightAnchor.constraint(equalToConstant: 48),
            ])
        }
        do {
            let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
            stack.arrangedSubviews = [a, b]
            map.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: map.leadingAnchor),
                stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
                stack.heightAnchor.constraint(equalToConstant: 60),
            ])
            // 60 high: a fits, a and b need 104: the stack hides b.
            #expect(map.resolveLayout().view("b")?.hidden == true)
            stack.removeFromSuperview()
        }
        _ = map.resolveLayout()
        #expect(b.superview == nil && b.managingStack == nil)

        // The delegate puts b by itself, hidden until it has something to show.
        b.isHidden = true
        map.addSubview(b)
        NSLayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
            b.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
        ])
        let layout = map.resolveLayout()
        // The last write to b.isHidden is the delegate's `true`, made when no stack managed b.
        #expect(b.isHidden)
        #expect(layout.view("b")?.hidden == true)
    }
}
