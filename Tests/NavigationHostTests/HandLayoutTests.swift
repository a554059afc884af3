import NavigationLayout
import Testing

@testable import NavigationHost

/// A view whose layoutSubviews() runs a closure and is counted.
private final class HandLaidOutView: UIView {
    var onLayout: ((HandLaidOutView) -> Void)?
    var layouts = 0

    override func layoutSubviews() {
        layouts += 1
        onLayout?(self)
    }
}

/// A delegate whose views lay themselves out by hand, through the host: what it publishes.
@MainActor
@Suite("Hand layout")
struct HandLayoutTests {
    /// The delegate builds a header whose layoutSubviews() gives its panel the header's width
    /// (a constant set in layoutSubviews(), laid out in the same pass), and a panel that puts its
    /// badge in the left or right column by its width. The badge keeps its size, so the pass
    /// settles: no `layout-not-settled` warning, and no Diagnostics event beyond the
    /// transitions' own. Flow: enableNavigationUI, startGuidance, a prompt shown and hidden.
    @Test func aBadgeMovedByHandLayoutIsNotReportedUnsettled() throws {
        let host = NavigationHost()
        var events: [HostEvent] = []
        host.eventSink = { events.append($0) }
        let delegate = ClosureDelegate()
        var badge: HandLaidOutView?
        delegate.onEnable = { map, state in
            pin(state.googleLogo, in: map, x: 0, y: 800, width: nil, height: nil)
            pin(state.viewport, in: map, x: 0, y: 0, width: 390, height: 400)
            let header = HandLaidOutView()
            header.accessibilityIdentifier = "header"
            pin(header, in: map, x: 0, y: 400, width: 390, height: 200)
            let panel = HandLaidOutView()
            panel.accessibilityIdentifier = "panel"
            panel.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(panel)
            let panelWidth = panel.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                panel.topAnchor.constraint(equalTo: header.topAnchor),
                panelWidth,
                panel.heightAnchor.constraint(equalToConstant: 100),
            ])
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            panel.addSubview(left)
            panel.addSubview(right)
            let dot = HandLaidOutView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            dot.accessibilityIdentifier = "badge"
            left.addSubview(dot)
            badge = dot
            header.onLayout = { view in panelWidth.constant = view.bounds.width }
            panel.onLayout = { view in
                let column = view.bounds.width > 300 ? right : left
                if dot.superview !== column { column.addSubview(dot) }
            }
        }
        delegate.onShowPrompt = { map, prompt in pin(prompt, in: map, x: 0, y: 620, width: nil, height: nil) }
        delegate.onHidePrompt = { _, prompt in prompt.removeFromSuperview() }
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        try host.enableNavigation(map: "main")
        try host.startGuidance()
        _ = try host.showPrompt(kind: .incident)
        try host.hidePrompt()

        let layouts = events.compactMap { event -> ResolvedLayout? in
            guard case .layoutResolved("main", _, _, let layout) = event else { return nil }
            return layout
        }
        let badgeFrame = layouts.first { $0.view("badge") != nil }?.view("badge")?.frame
        #expect(badgeFrame == CGRect(x: 210, y: 410, width: 20, height: 20))
        let unsettled = events.compactMap { event -> [LayoutDiagnostic]? in
            guard case .diagnostics("main", _, let items) = event else { return nil }
            let found = items.filter { $0.code == "layout-not-settled" }
            return found.isEmpty ? nil : found
        }
        #expect(unsettled.isEmpty, "published: \(unsettled)")
        #expect(badge?.layouts == 1, "the badge was laid out \(badge?.layouts ?? 0) times")
    }
}
