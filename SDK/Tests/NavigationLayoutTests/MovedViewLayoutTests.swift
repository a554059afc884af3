import Testing

@testable import NavigationLayout

/// A view that counts its layoutSubviews() and safeAreaInsetsDidChange() calls.
private final class CountedView: UIView {
    var layouts = 0
    var safeAreaChanges: [CGFloat] = []

    override func layoutSubviews() { layouts += 1 }
    override func safeAreaInsetsDidChange() { safeAreaChanges.append(safeAreaInsets.top) }
}

/// A view whose callbacks run closures.
private final class ClosureView: UIView {
    var onLayout: ((ClosureView) -> Void)?
    override func layoutSubviews() { onLayout?(self) }
}

/// Views that move within a map, or are taken out and put back, are placed at their frame in their
/// new superview and laid out only if their size changed (porting.md: layoutSubviews() runs on
/// views whose size changed, that gained or lost a subview, or that asked).
@MainActor
@Suite struct MovedViewLayoutTests {
    /// porting.md: layoutSubviews() runs "on views whose size changed, that gained or lost a
    /// subview, or that asked with setNeedsLayout()". A card moved, with its content, from one
    /// container to another of the same map keeps every size; the content view deep inside it
    /// neither changed size nor gained or lost a subview, and UIKit does not lay it out again
    /// (an already laid-out subview lays out only when it needs layout).
    @Test func aViewDeepInsideAMovedSubtreeIsNotLaidOutAgain() {
        let map = makeMap()
        let first = addView("first", to: map)
        pin(first, to: map, x: 0, y: 0, width: 200, height: 200)
        let second = addView("second", to: map)
        pin(second, to: map, x: 0, y: 300, width: 200, height: 200)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.accessibilityIdentifier = "card"
        first.addSubview(card)
        let content = CountedView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        content.accessibilityIdentifier = "content"
        card.addSubview(content)
        _ = map.resolveLayout()
        #expect(content.layouts == 1)

        second.addSubview(card)
        let layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 10, y: 310, width: 50, height: 50))
        #expect(content.layouts == 1, "layoutSubviews() ran \(content.layouts - 1) more time(s) after the move")
    }

    /// The same rule for the view that is moved itself: a frame-placed view taken out and put back
    /// in the same superview (as a delegate does when it swaps one state's views for the next)
    /// keeps its size and subviews, and did not ask.
    @Test func aViewPutBackAtTheSameFrameIsNotLaidOutAgain() {
        let map = makeMap()
        let parent = addView("parent", to: map)
        pin(parent, to: map, x: 0, y: 100, width: 300, height: 300)
        let view = CountedView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
        view.accessibilityIdentifier = "view"
        parent.addSubview(view)
        _ = map.resolveLayout()
        #expect(view.layouts == 1)

        view.removeFromSuperview()
        parent.addSubview(view)
        expectFrame(map.resolveLayout(), "view", CGRect(x: 20, y: 120, width: 80, height: 40))
        #expect(view.layouts == 1, "layoutSubviews() ran \(view.layouts - 1) more time(s) after the view was put back")
    }

    /// A panel that puts its badge in the left or the right column by its width (hand layout in
    /// layoutSubviews()), inside a container whose layoutSubviews() sets the panel's width
    /// constant: "frames and constants set in layoutSubviews() are laid out before the pass
    /// publishes". The panel's second turn moves the badge (same size) to the other column; the
    /// pass settles: the badge's size did not change, it gained no subview and did not ask, so
    /// rejoining in the third sweep (which runs no callbacks) leaves nothing waiting.
    @Test func aViewMovedByTheSecondSweepDoesNotLeaveThePassUnsettled() {
        let map = makeMap()
        let container = add(ClosureView(), as: "container", to: map)
        pin(container, to: map, x: 0, y: 0, width: 390, height: 400)
        let panel = add(ClosureView(), as: "panel", to: container)
        let panelWidth = panel.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            panel.leftAnchor.constraint(equalTo: container.leftAnchor),
            panel.topAnchor.constraint(equalTo: container.topAnchor),
            panelWidth,
            panel.heightAnchor.constraint(equalToConstant: 100),
        ])
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        left.accessibilityIdentifier = "left"
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        right.accessibilityIdentifier = "right"
        panel.addSubview(left)
        panel.addSubview(right)
        let badge = CountedView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.accessibilityIdentifier = "badge"
        left.addSubview(badge)
        container.onLayout = { view in panelWidth.constant = view.bounds.width }
        panel.onLayout = { view in
            let column = view.bounds.width > 300 ? right : left
            if badge.superview !== column { column.addSubview(badge) }
        }

        let layout = map.resolveLayout()
        expectFrame(layout, "panel", CGRect(x: 0, y: 0, width: 390, height: 100))
        expectFrame(layout, "badge", CGRect(x: 210, y: 10, width: 20, height: 20))
        let unsettled = map.layoutDiagnostics().filter { $0.code == "layout-not-settled" }
        #expect(unsettled.isEmpty, "\(unsettled)")
    }
}
