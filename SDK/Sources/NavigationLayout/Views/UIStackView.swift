/// A row or column of views laid out by constraints it makes itself (UIKit's `UIStackView`).
///
/// The stack arranges the views of ``arrangedSubviews`` in that order along its ``axis``, sized
/// and spaced by its ``distribution`` and ``spacing``, placed across the axis by its
/// ``alignment``. It follows its views: hiding one (``UIView/isHidden``) collapses it and the space
/// after it, showing it again brings both back, and a new intrinsic size, list or setting is
/// arranged again at the next layout pass (the constraints are made once per pass, however many
/// times the stack changed). Leading and trailing follow the map's layout direction.
///
/// As in UIKit, the stack draws nothing: it is published as kind `stack`, the kind of the SDK's
/// other stack (``GMSNavigationHidingStackView``), which renderers treat as a container and not as
/// a business view (SPEC §10 names each view's kind; no new kind is needed for a second container).
/// Its size comes from its arranged views and the constraints the delegate gives it: it has no
/// intrinsic content size, and a map's `SetViewContentSize` does not apply to it.
///
/// Where this differs from UIKit, or UIKit does not say:
/// - views here have no text, so a view's first baseline is the top edge and its last baseline the
///   bottom edge of the view its ``UIView/forFirstBaselineLayout`` or ``UIView/forLastBaselineLayout``
///   leads to (UIKit's rule for views without a baseline): ``Alignment-swift.enum/firstBaseline``
///   lines plain views up by their tops and ``Alignment-swift.enum/lastBaseline`` by their bottoms
///   in a horizontal stack, a column among them by its first or last shown view; in a vertical
///   stack both act as ``Alignment-swift.enum/leading`` (UIKit defines them for horizontal stacks
///   only);
/// - ``isBaselineRelativeArrangement`` is kept but changes nothing;
/// - ``spacingUseSystem`` is 8 points, Auto Layout's standard spacing between sibling views.
@preconcurrency @MainActor
open class UIStackView: UIView, ArrangingStack {
    /// How the arranged views are sized and placed along the axis (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        /// The views fill the axis: where they are too long or too short for the stack, the one
        /// with the lowest compression resistance shrinks, or the one with the lowest hugging
        /// priority grows.
        case fill = 0
        /// Every view is as long as the others (as the longest intrinsic size, where the stack is free).
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes; the space left over is shared equally between
        /// them, at least ``UIStackView/spacing``.
        case equalSpacing = 3
        /// The views' centres are equally far apart where the space allows, the gaps at least
        /// ``UIStackView/spacing``.
        case equalCentering = 4
    }

    /// How the arranged views are placed across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across the axis.
        case fill = 0
        /// Lined up at the leading edge (vertical stack) or the top (horizontal stack).
        case leading = 1
        /// Lined up by their first baselines: the tops of plain views here (see ``UIStackView``).
        case firstBaseline = 2
        /// Centred across the axis.
        case center = 3
        /// Lined up at the trailing edge (vertical stack) or the bottom (horizontal stack).
        case trailing = 4
        /// Lined up by their last baselines: the bottoms of plain views here (see ``UIStackView``).
        case lastBaseline = 5

        /// The top of a horizontal stack: ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom of a horizontal stack: ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The value of ``setCustomSpacing(_:after:)`` that returns to ``spacing`` (UIKit's `FLT_MAX`);
    /// as ``spacing`` it means 0.
    public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The value of ``spacing`` or ``setCustomSpacing(_:after:)`` that asks for the system's spacing
    /// between sibling views (UIKit's `FLT_MIN`): 8 points here.
    public nonisolated static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    override class var mayOverrideCallbacks: Bool { self != UIStackView.self }

    /// The arranged views (``arrangedSubviews``), kept by ``ArrangingStack``'s rules.
    @exclusivity(unchecked) var arrangedList: [UIView] = []
    @exclusivity(unchecked) var arrangement = StackArrangement()

    var arrangementConstraints: [NSLayoutConstraint] { arrangement.constraints }

    /// The spacing set after each arranged view that has one, by the view's identity (an arranged
    /// view is kept alive by the list, and leaves this table when it leaves the list).
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The guides that hold the space between views for the equal-spacing and equal-centering
    /// distributions: made as needed and kept, not published (``UILayoutGuide/isPublished``).
    @exclusivity(unchecked) var spacers: [UILayoutGuide] = []

    /// The views the stack arranges, in order: each is a subview of the stack (not every subview is
    /// arranged). A view that leaves the stack (`removeFromSuperview`, or added to another view)
    /// leaves the list.
    open var arrangedSubviews: [UIView] { arrangedList }

    /// Whether the views run left to right (`.horizontal`, the default) or top to bottom.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementChanged() } }
    }

    /// How the views are sized and placed along the axis; ``Distribution-swift.enum/fill`` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementChanged() } }
    }

    /// How the views are placed across the axis; ``Alignment-swift.enum/fill`` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementChanged() } }
    }

    /// The space between adjacent views, 0 by default: exact for the fill distributions, the least
    /// for equal spacing and centring. Negative values overlap the views; ``spacingUseSystem`` asks
    /// for the system's spacing and ``spacingUseDefault`` means 0.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementChanged() } }
    }

    /// Whether the views are arranged within ``UIView/layoutMarginsGuide`` (true) or the stack's
    /// edges (false, the default).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// UIKit's spacing between baselines of text in vertical stacks. Kept, and without effect:
    /// views here have no text.
    open var isBaselineRelativeArrangement = false

    /// A vertical stack's first baseline is its first shown arranged view's, as in UIKit; a
    /// horizontal stack's is its own top edge (UIKit takes its tallest view's, which spans the stack
    /// but for its margins).
    open override var forFirstBaselineLayout: UIView {
        axis == .vertical ? arrangedList.first { !$0.hiddenFlag } ?? self : self
    }

    /// A vertical stack's last baseline is its last shown arranged view's; a horizontal stack's is
    /// its own bottom edge (see ``forFirstBaselineLayout``).
    open override var forLastBaselineLayout: UIView {
        axis == .vertical ? arrangedList.last { !$0.hiddenFlag } ?? self : self
    }

    /// Creates an empty horizontal stack with a frame (placed by it until
    /// ``UIView/translatesAutoresizingMaskIntoConstraints`` is turned off, as for any view).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isArrangingStack = true
    }

    /// UIKit's archive initializer. Nothing is archived here: an empty horizontal stack with a
    /// zero frame.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        isArrangingStack = true
    }

    /// Creates a horizontal stack that arranges `views`, in that order, as ``addArrangedSubview(_:)``
    /// would one by one.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        replaceArrangedSubviews(with: views)
    }

    deinit {
        arrangedList.releaseManagement(by: self)
    }

    override var publishedKind: String { "stack" }

    // MARK: Arranged views

    /// Adds `view` at the end of ``arrangedSubviews`` (moving it there if it is listed already),
    /// makes it a subview if it is not one (its place among the subviews is kept if it is), and
    /// turns off its ``UIView/translatesAutoresizingMaskIntoConstraints``.
    open func addArrangedSubview(_ view: UIView) {
        appendArranged(view)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (moving it there if it is listed
    /// already), as ``addArrangedSubview(_:)`` adds it. An index past the end appends, as
    /// ``UIView/insertSubview(_:at:)`` does here (UIKit raises an exception).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        insertArranged(view, at: stackIndex)
    }

    /// Stops arranging `view`. It stays a subview of the stack, where the delegate's own
    /// constraints (if any) place it; `removeFromSuperview()` takes it out of both, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        removeArranged(view)
    }

    /// Sets the space after `arrangedSubview` (before the next view), in place of ``spacing``;
    /// ``spacingUseDefault`` goes back to ``spacing``, ``spacingUseSystem`` asks for the system's
    /// spacing. Ignored for a view that is not arranged; forgotten when the view leaves the list.
    /// The space between two shown views is the one after the first of them: a custom spacing
    /// after a hidden view counts only once the view shows again.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedList.containsIdentical(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let old = customSpacings[key]
        customSpacings[key] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        if customSpacings[key] != old { arrangementChanged() }
    }

    /// The space set after `arrangedSubview` with ``setCustomSpacing(_:after:)``, or
    /// ``spacingUseDefault`` if none is.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space after `view` in points: its custom spacing, else ``spacing``, with the special
    /// values resolved.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        switch value {
        case UIStackView.spacingUseSystem: return NSLayoutConstraint.systemSpacing
        case UIStackView.spacingUseDefault: return 0
        default: return value
        }
    }

    // MARK: ArrangingStack

    /// Forgets the view's custom spacing; the view stays a subview (UIKit's
    /// `removeArrangedSubview`).
    func letGo(of view: UIView) {
        if view.managingStack === self { view.managingStack = nil }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    func arrangementChanged() {
        arrangement.invalidate(in: self)
        // A column's baselines are its views': a stack that lines this one up by its baselines,
        // directly or through columns that arrange it, arranges again.
        var column = self
        while let outer = column.managingStack as? UIStackView {
            if outer.alignsBaselines { return outer.arrangementChanged() }
            guard outer.axis == .vertical else { return }
            column = outer
        }
    }

    /// Whether the arrangement lines the views up by their baselines.
    private var alignsBaselines: Bool {
        axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
    }

    /// A hidden view collapses, a shown one takes its place again. Inside an animation block the
    /// stack lays out at once, as UIKit's does, so that `isHidden` set there animates the collapse
    /// (not from inside a pass, which lays the change out itself).
    func arrangedViewHiddenSet(_ view: UIView, changed: Bool) {
        guard changed else { return }
        arrangementChanged()
        // Shown again, or hidden outside any animation: no earlier block's collapse keeps it drawn.
        if !view.hiddenFlag || AnimationContext.recording == nil {
            hostingMap?.engine.stopCollapsing(view)
            AnimationContext.collapseEnded(of: view)
        }
        guard let block = AnimationContext.recording else { return }
        if view.hiddenFlag { block.noteCollapse(of: view) }
        if let engine = hostingMap?.engine, engine.passDepth == 0 { engine.layoutIfNeeded() }
    }

    /// Proportional sizes follow the intrinsic sizes; the other distributions follow them through
    /// the views' own intrinsic-size constraints.
    func arrangedViewContentSizeChanged(_ view: UIView) {
        if distribution == .fillProportionally { arrangementChanged() }
    }
}
