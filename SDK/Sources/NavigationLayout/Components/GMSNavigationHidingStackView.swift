/// A column of views (usually buttons) that hides views from the end of ``arrangedSubviews`` when
/// they do not fit its height and shows them again when room returns (Google's
/// `GMSNavigationHidingStackView`, SPEC §5). Do not set `isHidden` on the views it manages.
@preconcurrency @MainActor
public final class GMSNavigationHidingStackView: UIView {
    override class var mayOverrideCallbacks: Bool { false }

    /// Where the column gathers in the stack's height.
    public enum Position: Int, Sendable {
        /// At the top; the first view is the highest.
        case top = 0
        /// In the middle.
        case center = 1
        /// At the bottom; the first view is the lowest.
        case bottom = 2
    }

    /// Which side the views line up on.
    public enum Alignment: Int, Sendable {
        /// The leading edge.
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }

    /// Where the column gathers.
    public let position: Position
    /// Which side the views line up on.
    public let alignment: Alignment
    @exclusivity(unchecked) private var arrangement: [NSLayoutConstraint] = []
    /// Whether ``arrangement`` is up to date with the views and spacing. It is made at the next
    /// pass of the stack's map, so that a stack set up and taken down within one transition (a
    /// state swapped for the next) never makes its constraints.
    @exclusivity(unchecked) private var arrangementIsCurrent = false
    @exclusivity(unchecked) private var centering: NSLayoutConstraint?
    /// How many views fit after the last pass.
    @exclusivity(unchecked) private(set) var visibleCount = 0

    /// The space between two views; 8 by default.
    @exclusivity(unchecked) public var spacing: CGFloat = 8 {
        didSet { arrangementChanged() }
    }

    /// The views the stack arranges, in order; setting it makes them its subviews. A view listed
    /// twice is arranged once, where it first appears. A view taken out of the stack
    /// (`removeFromSuperview`, or added to another view) leaves the list, as in UIKit's stack views.
    /// A map view is left out: it lays itself out, with its own engine.
    public var arrangedSubviews: [UIView] = [] {
        didSet {
            // Setting the property inside its own didSet does not run the didSet again. A map
            // lays itself out with its own engine, so no stack can arrange one: it is left out.
            // (The lists are only copied when something must go: a state's buttons rarely repeat.)
            if arrangedSubviews.hasRepeatedObjects || arrangedSubviews.containsMap {
                var arrangeable: [UIView] = []
                for view in arrangedSubviews.withoutRepeatedObjects where view.layoutState.map == nil {
                    arrangeable.append(view)
                }
                arrangedSubviews = arrangeable
            }
            for view in oldValue where !arrangedSubviews.containsIdentical(view) {
                if view.managingStack === self { view.managingStack = nil }
                view.setHiddenForStack(false)
                if view.superview === self { view.removeFromSuperview() }
            }
            for view in arrangedSubviews {
                view.translatesAutoresizingMaskIntoConstraints = false
                if view.superview !== self { addSubview(view) }
            }
            // Delegate code can run while a view is added (its intrinsic content size) and move a
            // listed view elsewhere, or change the list: the stack keeps and manages the listed
            // views that are its subviews once that is done.
            if arrangedSubviews.containsView(outside: self) {
                var stayed: [UIView] = []
                for view in arrangedSubviews where view.superview === self { stayed.append(view) }
                arrangedSubviews = stayed
            }
            for view in arrangedSubviews { view.managingStack = self }
            visibleCount = arrangedSubviews.count
            arrangementChanged()
        }
    }

    /// Creates a stack with its position and alignment.
    public init(position: Position, alignment: Alignment) {
        self.position = position
        self.alignment = alignment
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// UIKit's archive initializer; there are no archives here.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        // A view the stack manages is one it lists: dropping a view from the list, or the view
        // leaving the stack (UIView.removeFromSuperview), lets go of it first.
        for view in arrangedSubviews where view.managingStack === self { view.managingStack = nil }
    }

    override var publishedKind: String { "stack" }

    /// Adds a view at the end of ``arrangedSubviews`` (moves it there if it is listed already).
    public func addArrangedSubview(_ view: UIView) {
        var views = arrangedSubviews
        views.removeFirst(identicalTo: view)
        views.append(view)
        arrangedSubviews = views
    }

    /// Removes a view from ``arrangedSubviews`` and from the stack.
    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeFirst(identicalTo: view)
    }

    /// Called by a view the stack manages when it leaves the stack.
    func managedViewLeft(_ view: UIView) {
        arrangedSubviews.removeFirst(identicalTo: view)
    }

    private func arrangementChanged() {
        arrangementIsCurrent = false
        hostingMap?.engine.setNeedsLayout()
    }

    /// Makes the constraints that arrange the views, if the views or the spacing changed since
    /// they were made (an empty stack too: it is 0 wide, not free to be any width). The engine
    /// calls this at the start of each commit, for the stacks of its tree.
    func arrangeConstraintsIfNeeded() {
        guard !arrangementIsCurrent else { return }
        arrangementIsCurrent = true
        rebuildArrangement()
    }

    private func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = []
        arrangement.reserveCapacity(3 * arrangedSubviews.count + 1)
        centering = nil
        let inset = NavigationStyleValues.buttonHorizontalPadding
        // One name for all arrangements: diagnostics name the stack by its id in each constraint.
        let identifier = "stackArrangement"
        let stack = layoutState
        func arrange(
            _ view: LayoutItemState, _ attribute: LayoutAttribute, _ relation: NSLayoutConstraint.Relation = .equal,
            to other: LayoutItemState, _ otherAttribute: LayoutAttribute, constant: CGFloat = 0
        ) {
            arrangement.append(
                .sdk(.derived, identifier, view, attribute, relation, other, otherAttribute, constant: constant))
        }
        var previous: LayoutItemState?
        for arranged in arrangedSubviews {
            let view = arranged.layoutState
            switch alignment {
            case .leading: arrange(view, .leading, to: stack, .leading, constant: inset)
            case .trailing: arrange(view, .trailing, to: stack, .trailing, constant: -inset)
            }
            arrange(stack, .width, .greaterThanOrEqual, to: view, .width, constant: 2 * inset)
            switch (position, previous) {
            case (.bottom, nil): arrange(view, .bottom, to: stack, .bottom)
            case (.bottom, let previous?): arrange(view, .bottom, to: previous, .top, constant: -spacing)
            case (.top, nil): arrange(view, .top, to: stack, .top)
            case (.center, nil):
                arrange(view, .top, to: stack, .centerY)
                centering = arrangement.last
            case (_, let previous?): arrange(view, .top, to: previous, .bottom, constant: spacing)
            }
            previous = view
        }
        // As narrow as the widest view allows.
        let narrow = NSLayoutConstraint.sdk(.derived, identifier, stack, .width, constant: 0)
        narrow.priority = .fittingSizeLevel
        arrangement.append(narrow)
        NSLayoutConstraint.activate(arrangement)
    }

    /// Decides which views fit the stack's solved height and hides the rest, from the end.
    /// Returns whether the arrangement changed so that the engine must solve again (a centred
    /// column moves with the number of views it shows).
    func arrange(in engine: LayoutEngine) -> Bool {
        let available = engine.solvedFrame(of: layoutState).height
        var used: CGFloat = 0
        var fitting = 0
        for view in arrangedSubviews {
            let needed = used + (fitting > 0 ? spacing : 0) + engine.solvedFrame(of: view.layoutState).height
            guard needed <= available + 1e-6 else { break }
            used = needed
            fitting += 1
        }
        for (index, view) in arrangedSubviews.enumerated() { view.setHiddenForStack(index >= fitting) }
        visibleCount = fitting
        guard let centering else { return false }
        let offset = -used / 2
        guard abs(centering.constant - offset) > 1e-9 else { return false }
        centering.constant = offset
        return true
    }
}

extension [UIView] {
    /// Whether a map view is listed (plain loops: see Array.removeFirst(identicalTo:)).
    fileprivate var containsMap: Bool {
        for view in self where view.layoutState.map != nil { return true }
        return false
    }

    /// Whether a listed view is not a subview of `superview`.
    fileprivate func containsView(outside superview: UIView) -> Bool {
        for view in self where view.superview !== superview { return true }
        return false
    }
}
