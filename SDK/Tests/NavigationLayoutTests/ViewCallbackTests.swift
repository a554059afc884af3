import Testing

@testable import NavigationLayout

/// A view that logs UIKit's hierarchy callbacks into a shared log.
private final class LoggingView: UIView {
    var log: EventLog?

    override func willMove(toSuperview newSuperview: UIView?) {
        log?.events.append("\(layoutIdentifier) will move to \(newSuperview?.layoutIdentifier ?? "nil")")
    }

    override func didMoveToSuperview() {
        log?.events.append("\(layoutIdentifier) moved to \(superview?.layoutIdentifier ?? "nil")")
    }

    override func didAddSubview(_ subview: UIView) {
        log?.events.append("\(layoutIdentifier) added \(subview.layoutIdentifier)")
    }

    override func willRemoveSubview(_ subview: UIView) {
        log?.events.append("\(layoutIdentifier) removes \(subview.layoutIdentifier)")
    }
}

/// A badge that pins itself to its superview's top trailing corner when it is added, as custom
/// views written for iOS do.
private final class CornerBadge: UIView {
    override func didMoveToSuperview() {
        guard let superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -4),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: 4),
            widthAnchor.constraint(equalToConstant: 16),
            heightAnchor.constraint(equalToConstant: 16),
        ])
    }
}

/// A card that sets its constraints in `updateConstraints()`, once, and moves them when asked.
private final class SelfConstrainingCard: UIView {
    var log: EventLog?
    var inset: CGFloat = 10 {
        didSet { setNeedsUpdateConstraints() }
    }
    private var leading: NSLayoutConstraint?

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        log?.events.append("update \(layoutIdentifier)")
        if let leading {
            leading.constant = inset
        } else if let superview {
            translatesAutoresizingMaskIntoConstraints = false
            let leading = leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: inset)
            self.leading = leading
            NSLayoutConstraint.activate([
                leading,
                topAnchor.constraint(equalTo: superview.topAnchor, constant: 20),
                widthAnchor.constraint(equalToConstant: 100),
                heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        super.updateConstraints()
    }
}

/// A panel that centres a frame-placed dot in itself by hand, in `layoutSubviews()`.
private final class CentringPanel: UIView {
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var log: EventLog?

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.accessibilityIdentifier = "dot"
        addSubview(dot)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log?.events.append("layout \(layoutIdentifier) \(bounds.width)")
        dot.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

/// A view whose `layoutSubviews()` grows it every time, which must not lay out forever.
private final class EverGrowingView: UIView {
    var width: NSLayoutConstraint?
    var calls = 0

    override func layoutSubviews() {
        calls += 1
        width?.constant += 1
        layoutIfNeeded()
    }
}

/// A view whose callbacks run closures.
private final class HookView: UIView {
    var onUpdate: ((HookView) -> Void)?
    var onLayout: ((HookView) -> Void)?

    override func updateConstraints() {
        onUpdate?(self)
        super.updateConstraints()
    }

    override func layoutSubviews() {
        onLayout?(self)
    }
}

/// Gives each subview half its width and a height of 20, by hand.
private final class HalvingView: UIView {
    override func layoutSubviews() {
        for view in subviews { view.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 20) }
    }
}

/// Centres its subviews in itself, by hand.
private final class CentringView: UIView {
    override func layoutSubviews() {
        for view in subviews { view.center = CGPoint(x: bounds.midX, y: bounds.midY) }
    }
}

/// A view that logs its safe-area, margins and layout callbacks.
private final class SafeAreaWatcher: UIView {
    var log: EventLog?

    override func safeAreaInsetsDidChange() {
        log?.events.append("safe area \(safeAreaInsets.top)")
    }

    override func layoutMarginsDidChange() {
        log?.events.append("margins \(layoutMargins.left)")
    }

    override func layoutSubviews() {
        log?.events.append("layout")
    }
}

/// A label-like view that knows the size it wants.
private final class FittingView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: 80, height: 30)
    }
}

/// UIKit's callbacks that view subclasses override: the hierarchy's, `updateConstraints()` and
/// `layoutSubviews()`, called when and in the order UIKit calls them.
@MainActor
@Suite struct ViewCallbackTests {
    @Test func hierarchyCallbacksRunInUIKitsOrder() {
        let log = EventLog()
        func view(_ id: String) -> LoggingView {
            let view = LoggingView()
            view.accessibilityIdentifier = id
            view.log = log
            return view
        }
        let (first, second, child) = (view("first"), view("second"), view("child"))
        first.addSubview(child)
        second.addSubview(child)
        second.addSubview(child)  // already there: brought to the front, nothing told
        child.removeFromSuperview()
        #expect(
            log.events == [
                "child will move to first", "child moved to first", "first added child",
                "first removes child", "child will move to second", "child moved to second", "second added child",
                "second removes child", "child will move to nil", "child moved to nil",
            ])
    }

    @Test func aViewThatConstrainsItselfWhenAddedIsLaidOut() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 10, y: 100, width: 200, height: 80)
        let badge = CornerBadge()
        badge.accessibilityIdentifier = "badge"
        panel.addSubview(badge)
        // Trailing edge 10 + 200 − 4 = 206, so x 190; y 100 + 4.
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 190, y: 104, width: 16, height: 16))
        #expect(map.takeDiagnostics().isEmpty)
    }

    @Test func updateConstraintsRunsBeforeThePassSubviewsFirst() {
        let map = makeMap()
        let log = EventLog()
        let outer = SelfConstrainingCard()
        outer.accessibilityIdentifier = "outer"
        outer.log = log
        let inner = SelfConstrainingCard()
        inner.accessibilityIdentifier = "inner"
        inner.log = log
        outer.addSubview(inner)
        map.addSubview(outer)
        #expect(outer.needsUpdateConstraints())
        // Outer at (10, 20); inner 10 and 20 further in.
        var layout = map.resolveLayout()
        expectFrame(layout, "outer", CGRect(x: 10, y: 20, width: 100, height: 50))
        expectFrame(layout, "inner", CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(log.events == ["update inner", "update outer"])
        #expect(!outer.needsUpdateConstraints())

        // Asked again: only that view, at the next pass.
        inner.inset = 30
        #expect(log.events.count == 2)
        layout = map.resolveLayout()
        expectFrame(layout, "inner", CGRect(x: 40, y: 40, width: 100, height: 50))
        #expect(log.events == ["update inner", "update outer", "update inner"])

        // Or at once.
        outer.inset = 0
        outer.updateConstraintsIfNeeded()
        #expect(log.events.last == "update outer")
        expectFrame(map.resolveLayout(), "outer", CGRect(x: 0, y: 20, width: 100, height: 50))
        #expect(log.events.count == 4)
    }

    @Test func layoutSubviewsPlacesViewsByHandInTheSamePass() {
        let map = makeMap()
        let log = EventLog()
        let panel = add(CentringPanel(), as: "panel", to: map)
        panel.log = log
        let width = panel.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            width,
            panel.heightAnchor.constraint(equalToConstant: 60),
        ])
        // The dot centred in the panel: (20 + 100 − 5, 100 + 30 − 5).
        var layout = map.resolveLayout()
        expectFrame(layout, "dot", CGRect(x: 115, y: 125, width: 10, height: 10))
        #expect(log.events == ["layout panel 200.0"])

        // Not called again while the size holds; called when it changes, or when asked.
        #expect(map.resolveLayout() == layout)
        width.constant = 300
        layout = map.resolveLayout()
        expectFrame(layout, "dot", CGRect(x: 165, y: 125, width: 10, height: 10))
        panel.setNeedsLayout()
        _ = map.resolveLayout()
        #expect(log.events == ["layout panel 200.0", "layout panel 300.0", "layout panel 300.0"])
    }

    @Test func aLayoutSubviewsThatNeverSettlesEnds() {
        let map = makeMap()
        let view = add(EverGrowingView(), as: "grower", to: map)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        view.width = width
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            view.topAnchor.constraint(equalTo: map.topAnchor),
            width,
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        let layout = map.resolveLayout()
        expectFiniteFrames(layout)
        #expect(view.calls > 0 && view.calls < 20)
        // Reported, with the view whose layoutSubviews() still waits.
        let unsettled = map.layoutDiagnostics().filter { $0.code == "layout-not-settled" }
        #expect(unsettled.map(\.viewIDs) == [["grower"]])
    }

    /// A superview's `updateConstraints()` that asks a subview already visited to update (as
    /// `inset`'s `didSet` does): the subview is updated in the same pass.
    @Test func aViewAskedToUpdateDuringTheUpdatesIsUpdatedInThePass() {
        let map = makeMap()
        let outer = add(HookView(), as: "outer", to: map)
        pin(outer, to: map, x: 0, y: 0, width: 300, height: 300)
        let inner = SelfConstrainingCard()
        inner.accessibilityIdentifier = "inner"
        outer.addSubview(inner)
        let added = SelfConstrainingCard()
        added.accessibilityIdentifier = "added"
        outer.onUpdate = { view in
            inner.inset = 30
            if added.superview == nil { view.addSubview(added) }
        }
        outer.setNeedsUpdateConstraints()
        let layout = map.resolveLayout()
        expectFrame(layout, "inner", CGRect(x: 30, y: 20, width: 100, height: 50))
        // A view added there whose class requires constraint-based layout is updated too.
        expectFrame(layout, "added", CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(!inner.needsUpdateConstraints() && !added.needsUpdateConstraints())
    }

    /// Each level sets the size of the next by hand: one walk, superviews first, settles them all.
    @Test func handLayoutSeveralLevelsDeepSettlesInOnePass() {
        let map = makeMap()
        let outer = add(HalvingView(), as: "outer", to: map)
        let width = outer.widthAnchor.constraint(equalToConstant: 400)
        NSLayoutConstraint.activate([
            outer.leftAnchor.constraint(equalTo: map.leftAnchor), outer.topAnchor.constraint(equalTo: map.topAnchor),
            width, outer.heightAnchor.constraint(equalToConstant: 100),
        ])
        let middle = HalvingView()
        middle.accessibilityIdentifier = "middle"
        outer.addSubview(middle)
        let inner = CentringView()
        inner.accessibilityIdentifier = "inner"
        middle.addSubview(inner)
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.accessibilityIdentifier = "dot"
        inner.addSubview(dot)
        // middle 400 / 2, inner 200 / 2, the dot centred in inner: (50 − 5, 10 − 5).
        var layout = map.resolveLayout()
        expectFrame(layout, "middle", CGRect(x: 0, y: 0, width: 200, height: 20))
        expectFrame(layout, "inner", CGRect(x: 0, y: 0, width: 100, height: 20))
        expectFrame(layout, "dot", CGRect(x: 45, y: 5, width: 10, height: 10))
        width.constant = 800
        layout = map.resolveLayout()
        expectFrame(layout, "inner", CGRect(x: 0, y: 0, width: 200, height: 20))
        expectFrame(layout, "dot", CGRect(x: 95, y: 5, width: 10, height: 10))
    }

    /// As in UIKit, a view that gains a subview lays out its subviews again.
    @Test func addingASubviewLaysOutTheSuperview() {
        let map = makeMap()
        let panel = add(CentringView(), as: "panel", to: map)
        pin(panel, to: map, x: 0, y: 0, width: 200, height: 100)
        _ = map.resolveLayout()
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.accessibilityIdentifier = "dot"
        panel.addSubview(dot)
        expectFrame(map.resolveLayout(), "dot", CGRect(x: 95, y: 45, width: 10, height: 10))
    }

    /// A view that an earlier view's `layoutSubviews()` took out of the map is not laid out.
    @Test func aViewRemovedEarlierInTheWalkIsNotLaidOut() {
        let map = makeMap()
        let first = add(HookView(), as: "first", to: map)
        pin(first, to: map, x: 0, y: 0, width: 100, height: 100)
        let second = add(HookView(), as: "second", to: map)
        pin(second, to: map, x: 0, y: 100, width: 100, height: 100)
        var calledOutsideTheTree = 0
        first.onLayout = { _ in second.removeFromSuperview() }
        second.onLayout = { view in if view.superview == nil { calledOutsideTheTree += 1 } }
        _ = map.resolveLayout()
        #expect(calledOutsideTheTree == 0)
    }

    /// Every view has UIKit's `safeAreaInsets`: how far it reaches into the display's insets.
    /// `safeAreaInsetsDidChange()` runs when they change, before `layoutSubviews()`.
    @Test func aViewsSafeAreaInsetsFollowItAndTheDisplay() {
        let map = makeMap(insets: phoneInsets)
        let log = EventLog()
        let header = add(SafeAreaWatcher(), as: "header", to: map)
        header.log = log
        let place = pin(header, to: map, x: 0, y: 0, width: 390, height: 100)
        _ = map.resolveLayout()
        // Under the 47-point notch.
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(log.events == ["safe area 47.0", "layout"])

        map.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        _ = map.resolveLayout()
        #expect(header.safeAreaInsets.top == 20 && map.safeAreaInsets.top == 20)
        place[1].constant = 200
        _ = map.resolveLayout()
        #expect(header.safeAreaInsets == .zero)
        #expect(log.events == ["safe area 47.0", "layout", "safe area 20.0", "layout", "safe area 0.0", "layout"])

        header.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        header.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        #expect(log.events.last == "margins 16.0" && log.events.filter { $0.hasPrefix("margins") }.count == 1)
    }

    @Test func sizeToFitTakesTheSizeTheViewAsksFor() {
        let map = makeMap()
        let label = FittingView(frame: CGRect(x: 20, y: 40, width: 10, height: 10))
        label.accessibilityIdentifier = "label"
        map.addSubview(label)
        label.sizeToFit()
        #expect(UIView().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 20, y: 40, width: 80, height: 30))
    }

    /// A view that joins a map again, or another map, at the frame it had is measured against
    /// that map's safe area: `safeAreaInsetsDidChange()` runs if its insets differ.
    @Test func aViewThatRejoinsAtTheSameFrameIsMeasuredAgain() {
        let first = makeMap(insets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let second = makeMap(insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let log = EventLog()
        let header = add(SafeAreaWatcher(), as: "header", to: first)
        header.log = log
        pin(header, to: first, x: 0, y: 0, width: 390, height: 100)
        _ = first.resolveLayout()
        _ = second.resolveLayout()
        second.addSubview(header)
        pin(header, to: second, x: 0, y: 0, width: 390, height: 100)
        _ = second.resolveLayout()
        #expect(header.safeAreaInsets.top == 20)
        #expect(log.events.filter { $0.hasPrefix("safe area") } == ["safe area 47.0", "safe area 20.0"])
    }

    /// As in UIKit, giving a view placed by constraints a new size by its frame lays out its
    /// subviews at the next pass.
    @Test func aNewSizeSetByTheFrameLaysOutTheSubviews() {
        let map = makeMap()
        let log = EventLog()
        let view = add(SafeAreaWatcher(), as: "view", to: map)
        view.log = log
        pin(view, to: map, x: 0, y: 100, width: 100, height: 100)
        _ = map.resolveLayout()
        let before = log.events.filter { $0 == "layout" }.count
        view.frame = CGRect(x: 0, y: 100, width: 50, height: 50)
        map.layoutIfNeeded()
        #expect(log.events.filter { $0 == "layout" }.count == before + 1)
    }
}
