/// The hiding stack's ``GMSNavigationHidingStackView/Position`` under the Objective-C name of
/// Google's reference, as Swift code written against the iOS SDK may spell it.
public typealias GMSNavigationHidingStackPosition = GMSNavigationHidingStackView.Position

/// The hiding stack's ``GMSNavigationHidingStackView/Alignment`` under the Objective-C name of
/// Google's reference.
public typealias GMSNavigationHidingStackViewAlignment = GMSNavigationHidingStackView.Alignment

/// A column of views (usually buttons) that hides views from the end of ``arrangedSubviews`` when
/// they do not fit its height and shows them again when room returns (Google's
/// `GMSNavigationHidingStackView`, SPEC §5). Do not set `isHidden` on the views it manages.
@preconcurrency @MainActor
public final class GMSNavigationHidingStackView: UIView, ArrangingStack {
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
    @exclusivity(unchecked) private var arrangement = StackArrangement()

    var arrangementConstraints: [NSLayoutConstraint] { arrangement.constraints }

    @exclusivity(unchecked) private var centering: NSLayoutConstraint?
    /// The arranged views (``arrangedSubviews``), kept by ``ArrangingStack``'s rules.
    @exclusivity(unchecked) var arrangedList: [UIView] = []

    /// The space between two views; 8 by default.
    @exclusivity(unchecked) public var spacing: CGFloat = 8 {
        didSet { arrangementChanged() }
    }

    /// The views the stack arranges, in order; setting it makes them its subviews. A view listed
    /// twice is arranged once, where it first appears. A view taken out of the stack
    /// (`removeFromSuperview`, or added to another view) leaves the list, as in UIKit's stack views.
    /// A map view is left out: it lays itself out, with its own engine.
    public var arrangedSubviews: [UIView] {
        get { arrangedList }
        set { replaceArrangedSubviews(with: newValue) }
    }

    /// Creates a stack with its position and alignment.
    public init(position: Position, alignment: Alignment) {
        self.position = position
        self.alignment = alignment
        super.init(frame: .zero)
        isArrangingStack = true
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// UIKit's archive initializer; there are no archives here.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        // The views it hid are shown again as letGo(of:) shows them, when next added to a view.
        arrangedList.releaseManagement(by: self, hidingStack: true)
    }

    override var publishedKind: String { "stack" }

    /// Adds a view at the end of ``arrangedSubviews`` (moves it there if it is listed already).
    public func addArrangedSubview(_ view: UIView) {
        appendArranged(view)
    }

    /// Removes a view from ``arrangedSubviews`` and from the stack.
    public func removeArrangedSubview(_ view: UIView) {
        removeArranged(view)
    }

    /// Shows the view again, and takes it out of the stack if it is still there (``removeArrangedSubview(_:)``).
    func letGo(of view: UIView) {
        if view.managingStack === self { view.managingStack = nil }
        view.leaveHidingStack()
        if view.superview === self { view.removeFromSuperview() }
    }

    func arrangementChanged() {
        arrangement.invalidate(in: self)
    }

    /// The stack decides whether its views show (SPEC §8 rule 3): a flag the delegate set is
    /// recorded, and the next pass puts the stack's own value back.
    func arrangedViewHiddenSet(_ view: UIView, changed: Bool) {
        guard !view.isSettingHiddenForStack else { return }
        view.delegateSetHiddenOnManagedView = true
        hostingMap?.engine.setNeedsLayout()
    }

    /// Intrinsic sizes reach the arrangement through the views' own constraints.
    func arrangedViewContentSizeChanged(_ view: UIView) {}

    /// Makes the constraints that arrange the views, if the views or the spacing changed since
    /// they were made (an empty stack too: it is 0 wide, not free to be any width).
    func arrangeConstraintsIfNeeded() {
        guard arrangement.takeNeedsRebuild() else { return }
        rebuildArrangement()
    }

    private func rebuildArrangement() {
        var arrangement: [NSLayoutConstraint] = []
        arrangement.reserveCapacity(3 * arrangedList.count + 1)
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
        for arranged in arrangedList {
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
        self.arrangement.replace(with: arrangement)
    }

    /// Decides which views fit the stack's solved height and hides the rest, from the end.
    /// Returns whether the arrangement changed so that the engine must solve again (a centred
    /// column moves with the number of views it shows).
    func arrange(in engine: LayoutEngine) -> Bool {
        let available = engine.solvedFrame(of: layoutState).height
        var used: CGFloat = 0
        var fitting = 0
        for view in arrangedList {
            let needed = used + (fitting > 0 ? spacing : 0) + engine.solvedFrame(of: view.layoutState).height
            guard needed <= available + 1e-6 else { break }
            used = needed
            fitting += 1
        }
        // Hiding a view runs its isHidden override, delegate code that may take later views out
        // of the stack: those are the delegate's again, and keep the flag letting go gave them
        // (the list is read afresh for each view).
        var index = 0
        while index < arrangedList.count {
            arrangedList[index].setHiddenForStack(index >= fitting)
            index += 1
        }
        guard let centering else { return false }
        let offset = -used / 2
        guard abs(centering.constant - offset) > 1e-9 else { return false }
        centering.constant = offset
        return true
    }
}
