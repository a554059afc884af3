/// A rectangle in a map view's tree, placed by Auto Layout constraints (UIKit's `UIView`).
///
/// Views have no drawing here: the layout of every view is published to the renderers that
/// draw them. A view's id on the bus is its ``accessibilityIdentifier`` when set.
@preconcurrency @MainActor
open class UIView: NSObject {
    @exclusivity(unchecked) private static var viewsMade = 0

    /// Read by the deinit, which is not isolated (see LayoutItemState).
    nonisolated(unsafe) let layoutState = LayoutItemState()
    private let number: Int
    /// The id of a view without an accessibility identifier, made once.
    private(set) lazy var fallbackIdentifier = "view.\(number)"

    /// The view's id in the published layout and in diagnostics.
    @exclusivity(unchecked) public var accessibilityIdentifier: String? {
        didSet {
            if accessibilityIdentifier != oldValue { hostingMap?.engine.publishedAttributesChanged() }
        }
    }

    /// The view that contains this one. Not weak (see LayoutItemState): a view's deinit clears
    /// this on each of its subviews, so it never refers to a freed view.
    public internal(set) nonisolated var superview: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.unretained }
    }

    /// ``superview``, not retained: walks up the tree reach each view through
    /// `_withUnsafeGuaranteedRef` (Engine/Unretained.swift), each held by its superview.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var superviewReference: Unmanaged<UIView>?

    /// The views this one contains, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []
    /// The view's ``layer``, once asked for.
    @exclusivity(unchecked) var layerIfMade: CALayer?

    /// Layout guides added to this view, in the order they were added. Picked out of
    /// ``allGuides`` when asked for: a list of their own cost an allocation for every view that
    /// has one, and the engine never reads it.
    public var layoutGuides: [UILayoutGuide] {
        var added: [UILayoutGuide] = []
        for guide in allGuides where guide.isInLayoutGuides { added.append(guide) }
        return added
    }

    /// Whether the view is hidden. A hidden view still takes part in layout (SPEC §4); it is
    /// published with `hidden = true`.
    open var isHidden: Bool {
        get { hiddenFlag }
        set {
            let oldValue = hiddenFlag
            hiddenFlag = newValue
            hiddenChanged(from: oldValue)
        }
    }

    /// The view's opacity, published as `opacity`; changes inside
    /// ``animate(withDuration:delay:options:animations:completion:)`` are published as an animation.
    open var alpha: CGFloat {
        get { opacity }
        set {
            let oldValue = opacity
            opacity = newValue
            guard newValue != oldValue else { return }
            if !AnimationContext.openBlocks.isEmpty {
                AnimationContext.alphaChanged(of: self, from: oldValue, to: newValue)
            }
            hostingMap?.engine.publishedAttributesChanged()
        }
    }

    /// ``isHidden`` and ``alpha`` as last set, which the SDK reads without calling a subclass's
    /// overrides (an override that observes them calls these setters, as in UIKit).
    @exclusivity(unchecked) final var hiddenFlag = false
    /// Whether ``holdToIntrinsicContentSize()`` runs for the view (its size getter may call it).
    @exclusivity(unchecked) final var isHoldingToIntrinsicSize = false
    @exclusivity(unchecked) final var opacity: CGFloat = 1

    /// The view's frame in its superview's coordinates, as of the last layout pass. Setting it on
    /// a view that ``translatesAutoresizingMaskIntoConstraints`` moves the constraints that pin it.
    open var frame: CGRect {
        get { frameStorage }
        set {
            // As in UIKit, a new size lays out the view's subviews again, at the next pass (the
            // frame of a view placed by its frame, and a map's, ask for the pass themselves).
            if newValue.size != frameStorage.size {
                layoutSubviewsPending = true
                if !translatesAutoresizingMaskIntoConstraints, !layoutState.isMapState {
                    enclosingMap?.engine.setNeedsLayout()
                }
            }
            frameStorage = newValue
            frameWasSet()
        }
    }

    /// The view's own rectangle: origin zero, size of ``frame``.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frameStorage.size) }
        set { frame.size = newValue.size }
    }

    /// A number the delegate gives the view to find it again with ``viewWithTag(_:)``; 0 by default.
    public var tag = 0

    /// Whether the view hides the map under it. Unlike UIKit's (true), it is false by default here:
    /// set it on views that cover the map, such as a bottom sheet, so that the check that nothing
    /// opaque covers the viewport (SPEC §8 rule 6) knows about them.
    public var isOpaque = false

    /// Whether the view's ``frame`` is turned into constraints (UIKit's default for views made in
    /// code). Set it to `false` for views placed with constraints, as in UIKit.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            updateAutoresizingConstraints()
        }
    }

    /// Which parts of a frame-placed view follow its superview's size (UIKit's `autoresizingMask`;
    /// none by default: the frame stays as set).
    public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            guard autoresizingMask != oldValue else { return }
            updateAutoresizingConstraints()
        }
    }

    /// Whether the view's frame-placed subviews follow its size by their ``autoresizingMask``
    /// (true, as in UIKit); turned off, they keep their frames whatever their masks say.
    public var autoresizesSubviews = true {
        didSet {
            guard autoresizesSubviews != oldValue else { return }
            for subview in subviews { subview.autoresizingFollowed() }
        }
    }

    /// Insets for ``layoutMarginsGuide``, measured from the view's safe area as UIKit does (unless
    /// ``insetsLayoutMarginsFromSafeArea`` is turned off); 8 on every side by default. Margins set as ``directionalLayoutMargins`` read here by side of the
    /// screen, in the view's current layout direction.
    open var layoutMargins: UIEdgeInsets {
        get { directionalMargins?.physical(in: effectiveUserInterfaceLayoutDirection) ?? physicalMargins }
        set {
            let old = layoutMargins
            directionalMargins = nil
            physicalMargins = newValue
            marginsGuideIfMade?.updateInsets(marginsGuideInsets)
            guard newValue != old else { return }
            subviewsMayPreserveNewMargins()
            layoutMarginsDidChange()
        }
    }

    /// The margins by leading and trailing side (UIKit's `directionalLayoutMargins`). Set this way,
    /// they follow the layout direction: in a right-to-left map the leading margin is on the right.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { directionalMargins ?? physicalMargins.directional(in: effectiveUserInterfaceLayoutDirection) }
        set {
            let old = layoutMargins
            directionalMargins = newValue
            marginsGuideIfMade?.updateInsets(marginsGuideInsets)
            guard layoutMargins != old else { return }
            subviewsMayPreserveNewMargins()
            layoutMarginsDidChange()
        }
    }

    /// Whether ``layoutMarginsGuide`` is measured from the view's safe area (true, as in UIKit) or
    /// from the view's edges, so that margins overlap a notch or home indicator the view reaches.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet {
            guard insetsLayoutMarginsFromSafeArea != oldValue else { return }
            subviewsMayPreserveNewMargins()
            guard let guide = marginsGuideIfMade else { return }
            // The map's guide is pinned to its safe-area guide or to the map itself: pinned again.
            if self is GMSMapView { pinMarginsGuide(guide) } else { guide.updateInsets(marginsGuideInsets) }
        }
    }

    /// Whether the superview's margins hold this view's content too: where the view reaches into
    /// its superview's margins, its own ``layoutMarginsGuide`` is inset at least as far as the
    /// superview's margins reach into it (false by default, as in UIKit). ``layoutMargins`` keeps
    /// the value set; the guide follows at each layout pass.
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
        didSet {
            guard preservesSuperviewLayoutMargins != oldValue else { return }
            marginsGuideIfMade?.updateInsets(marginsGuideInsets)
            hostingMap?.engine.marginsMayBePreserved()
        }
    }

    /// The view's margins changed: subviews that preserve them follow at the next pass, even where
    /// this view has no margins guide that would ask for one.
    private func subviewsMayPreserveNewMargins() {
        guard let map = hostingMap, subviews.contains(where: \.preservesSuperviewLayoutMargins) else { return }
        map.engine.marginsMayBePreserved()
    }

    /// The content size given to the view from outside (the bus's `SetViewContentSize`), which
    /// ``intrinsicContentSize`` reports. Setting it updates the view's intrinsic-size constraints.
    @exclusivity(unchecked) public var externalContentSize: CGSize? {
        didSet { invalidateIntrinsicContentSize() }
    }

    @exclusivity(unchecked) var frameStorage: CGRect = .zero
    /// The margins as last set by side of the screen, unless they were set by direction since.
    @exclusivity(unchecked) private var physicalMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    @exclusivity(unchecked) private var directionalMargins: NSDirectionalEdgeInsets?
    /// The view's anchors, made on first use.
    @exclusivity(unchecked) var anchors = ItemAnchors()
    @exclusivity(unchecked) var autoresizingConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var marginsGuideIfMade: UILayoutGuide?
    @exclusivity(unchecked) var safeAreaGuideIfMade: UILayoutGuide?
    /// The view's safe-area insets at the last pass that looked (``LayoutEngine/followSafeArea()``),
    /// zero outside a map: what its safe-area guide is inset by.
    @exclusivity(unchecked) var insetsOutsideSafeArea: UIEdgeInsets = .zero
    /// How much each side of ``insetsOutsideSafeArea`` grew (or shrank) at the last round of a
    /// pass that looked, zero after a look between passes: a side that grows by the same step two
    /// rounds running may grow with the view (``followInsets(framedBy:extrapolating:)``).
    @exclusivity(unchecked) var safeAreaInsetsStep: UIEdgeInsets = .zero
    /// How far the view reached into its superview's margins at the last pass that looked, while it
    /// ``preservesSuperviewLayoutMargins``: what its margins guide is inset by at least.
    @exclusivity(unchecked) var insetsInsideSuperviewMargins: UIEdgeInsets = .zero
    @exclusivity(unchecked) var intrinsicConstraints: [NSLayoutConstraint] = []
    var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The stack view that arranges this view (a ``UIStackView`` or a hiding stack, whose views the
    /// delegate must leave `isHidden` alone), told when the view leaves it, is hidden or shown, or
    /// changes its intrinsic size. Not weak (see LayoutItemState): the stack's deinit clears it.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var managingStack: (any ArrangingStack)?
    /// Whether the view is a stack view (``ArrangingStack``), so that the engine finds the stacks
    /// of its tree without a dynamic cast of every view.
    @exclusivity(unchecked) final var isArrangingStack = false
    /// Whether the delegate set `isHidden` while a hiding stack managed the view (SPEC §8 rule 3).
    var delegateSetHiddenOnManagedView = false
    @exclusivity(unchecked) var isSettingHiddenForStack = false
    /// Set by the deinit of a hiding stack that still managed the view, which cannot show it from
    /// there (a deinit is not isolated): the view is let go of when it is next added to a view.
    @exclusivity(unchecked) nonisolated(unsafe) final var outlivedItsHidingStack = false

    /// Set by ``setNeedsUpdateConstraints()``: ``updateConstraints()`` runs at the next pass.
    @exclusivity(unchecked) final var constraintUpdatePending = false
    /// Set when a pass changes the view's size, or by ``setNeedsLayout()``: ``layoutSubviews()``
    /// runs once the pass has placed every view.
    @exclusivity(unchecked) final var layoutSubviewsPending = false
    /// ``safeAreaInsets`` as the last pass measured them, for ``safeAreaInsetsDidChange()`` (views
    /// that ``runsOwnCallbacks`` only).
    @exclusivity(unchecked) final var safeAreaInsetsAtLastPass: UIEdgeInsets = .zero
    /// Whether the view's class may override UIKit's callbacks (``layoutSubviews()`` and the
    /// others): any class but `UIView` itself and the SDK's own. The SDK calls them on these views
    /// only, so that a screen of plain views and components pays nothing for them.
    @exclusivity(unchecked) final private(set) var runsOwnCallbacks = false
    /// Set when ``safeAreaInsets`` changed: ``safeAreaInsetsDidChange()`` runs with the next
    /// ``layoutSubviews()`` calls.
    @exclusivity(unchecked) final var safeAreaInsetsChanged = false

    /// Creates a view with a frame, in its superview's coordinates: UIKit's designated initializer,
    /// which subclasses written for iOS override and call. A view placed by its frame
    /// (``translatesAutoresizingMaskIntoConstraints``, the default) is held there once added.
    public init(frame: CGRect) {
        number = UIView.takeNextNumber()
        super.init()
        layoutState.attach(to: self)
        frameStorage = frame
        runsOwnCallbacks = Self.mayOverrideCallbacks
        constraintUpdatePending = runsOwnCallbacks && Self.requiresConstraintBasedLayout
    }

    /// UIKit's other designated initializer, for subclasses written for iOS that implement or call
    /// it. Nothing is archived here: the view starts with a zero frame.
    public required init?(coder: NSCoder) {
        number = UIView.takeNextNumber()
        super.init()
        layoutState.attach(to: self)
        runsOwnCallbacks = Self.mayOverrideCallbacks
        constraintUpdatePending = runsOwnCallbacks && Self.requiresConstraintBasedLayout
    }

    /// Whether instances of the class may override UIKit's callbacks (see ``runsOwnCallbacks``);
    /// the SDK's own view classes say no.
    class var mayOverrideCallbacks: Bool { self != UIView.self }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The next view's number (for its default id, `view.<n>`).
    private static func takeNextNumber() -> Int {
        viewsMade += 1
        return viewsMade
    }

    // Not isolated, as in UIKit, so that delegates' subclasses may have deinits of their own.
    deinit {
        layoutState.itemWasFreed()
        let (children, guides) = (subviews, allGuides)
        let reference = Unmanaged.passUnretained(self).toOpaque()
        for view in children where view.superviewReference?.toOpaque() == reference { view.superviewReference = nil }
        for guide in guides where guide.owningView === self { guide.owningView = nil }
    }

    // MARK: What subclasses override, as in UIKit

    /// Lays out what constraints do not: called, superviews before subviews, once a layout pass has
    /// placed every view, on each view whose size the pass changed, one of whose subviews the
    /// constraints moved, that gained or lost a subview, or that asked with ``setNeedsLayout()``.
    /// Frames and constants set here are laid out before the pass ends (it runs these calls five
    /// times at most). Unlike UIKit's, the base implementation does nothing: the
    /// pass has applied the constraints already, and calling `super` is not needed.
    open func layoutSubviews() {}

    /// Activates or changes the view's constraints: called at the start of a layout pass on the
    /// views that asked with ``setNeedsUpdateConstraints()``, subviews before their superviews.
    /// Calling `super`, as UIKit requires, does nothing here.
    open func updateConstraints() {}

    /// Whether ``updateConstraints()`` is called at the first layout pass of every view of the
    /// class without being asked (false; UIKit's opt-in for views that set their constraints there).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// How far the display's unsafe area covers the view on each side, as of the last layout pass,
    /// as UIKit measures it: within its superview's safe area, each side at most the superview's
    /// inset there (the map's are the display's own); zero outside a map.
    open var safeAreaInsets: UIEdgeInsets {
        guard hostingMap != nil else { return .zero }
        return safeArea(framedBy: { $0.layoutState.frameInMap }).insets
    }

    /// Called in the layout pass that changed ``safeAreaInsets``, before ``layoutSubviews()``.
    open func safeAreaInsetsDidChange() {}

    /// Called when ``layoutMargins`` or ``directionalLayoutMargins`` were set to new values.
    open func layoutMarginsDidChange() {}

    /// The size the view would like within `size`: UIKit's default, the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frameStorage.size }

    /// Gives the view the size ``sizeThatFits(_:)`` asks for, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(frameStorage.size)
    }

    /// The view's size as its own constraints would have it, as near `targetSize` as they allow:
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` at
    /// ``UILayoutPriority/fittingSizeLevel`` on both axes. Pass ``layoutFittingCompressedSize`` for
    /// the smallest size the content needs, ``layoutFittingExpandedSize`` for the largest it takes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The view's size as its own constraints would have it, each axis held to `targetSize` at its
    /// priority: pass ``UILayoutPriority/required`` for a width (or height) that is given, and
    /// ``UILayoutPriority/fittingSizeLevel`` for one the content decides. Nothing is laid out or
    /// published; the view keeps its frame.
    ///
    /// As in UIKit, only the view's subtree counts: the constraints among the view, the views
    /// inside it and their layout guides, their content sizes (hugging and compression resistance
    /// of ``intrinsicContentSize``), the SDK's sizes of components, stacks arranged as the next pass
    /// would arrange them, and each view's safe area and margins as they are now. Constraints to
    /// views outside (the superview, the map's guides) and those the view's frame makes
    /// (``translatesAutoresizingMaskIntoConstraints``) are left out, so a view works out its size
    /// before it joins a map. Where required constraints contradict each other, one gives way as
    /// in a layout pass; a target they contradict gives way first. As in UIKit, measuring first
    /// runs the `updateConstraints()` the subtree's views asked for and arranges its stacks.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        FittingSolve(root: self).size(
            fitting: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a superview or out of one.
    open func didMoveToSuperview() {}

    /// Called after `subview` was added to this view.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` leaves this view.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The kind of view published on the bus (`view` for business views).
    var publishedKind: String { "view" }

    /// The corner radius the view's layer starts with when it is made (SDK components start
    /// rounded, SPEC §5), and is published with while no layer is made: a component whose layer
    /// nobody asks for makes none.
    var initialLayerCornerRadius: CGFloat { 0 }

    // The size the SDK decides for its components and prompts (SPEC §5): ``FixedSizeView``.

    /// Whether the SDK decides this view's `attribute` (a width or height of a component):
    /// constraints the delegate puts on it are ignored and reported (SPEC §8 rule 2).
    func sdkFixes(_ attribute: LayoutAttribute) -> Bool { false }
    /// Puts the size the SDK decides, if any, in the solver of the engine that took the view in.
    func sdkSizeJoinedMap() {}
    /// Takes the size the SDK decides, if any, out of the solver of the engine the view leaves.
    func sdkSizeLeftMap() {}
    /// The constraints of the size the SDK decides as they would be made now, not activated (a
    /// fitting solve's own).
    var sdkSizeFittingConstraints: [NSLayoutConstraint] { [] }

    /// The constraints that place the view from outside its subtree, which its fitting size
    /// (``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``)
    /// leaves out: those its frame makes (``translatesAutoresizingMaskIntoConstraints``) and those
    /// of the stack that arranges it (a hidden view's collapse among them). (A map's display
    /// geometry is held by records no item lists, ``GeometryRecord``.)
    var placementConstraints: [NSLayoutConstraint] {
        guard let stack = managingStack else { return autoresizingConstraints }
        return autoresizingConstraints + stack.arrangementConstraints
    }

    /// The size the view's content wants, or ``noIntrinsicMetric`` per dimension. Views given a
    /// content size from the bus (`SetViewContentSize`, SPEC §10) report it here; subclasses may
    /// override. Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        externalContentSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The view whose baseline stands for this view's first baseline (UIKit's
    /// `viewForFirstBaselineLayout`): by default ``forLastBaselineLayout``'s, as in UIKit. Override
    /// it to return a subview (one that is not a subview is not followed); a vertical stack view
    /// returns its first shown arranged view. ``firstBaselineAnchor`` is that view's top edge.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose baseline stands for this view's last baseline (UIKit's
    /// `viewForLastBaselineLayout`): the view itself, unless overridden; a vertical stack view
    /// returns its last shown arranged view. ``lastBaselineAnchor`` is that view's bottom edge.
    open var forLastBaselineLayout: UIView { self }

    // MARK: UIKit's open members that are kept with their parts of the view elsewhere
    // (declared here: members of an extension cannot be overridden)

    /// The centre of ``frame``. Setting it moves the frame, keeping its size (the constraints of a
    /// view that ``translatesAutoresizingMaskIntoConstraints`` follow, as for ``frame``).
    open var center: CGPoint {
        get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
        set {
            frameStorage.origin = CGPoint(
                x: newValue.x - frameStorage.width / 2, y: newValue.y - frameStorage.height / 2)
            frameWasSet()
        }
    }

    /// Lays out the view's map now if anything changed since the last pass; outside a map, lays
    /// out the view's subtree within the view's bounds, as UIKit does off screen.
    open func layoutIfNeeded() {
        if let map = enclosingMap { map.engine.layoutIfNeeded() } else { layOutOutsideMap() }
    }

    /// Asks for a layout pass, which also calls the view's ``layoutSubviews()``; it happens at the
    /// end of the current transition or at the next ``layoutIfNeeded()``.
    open func setNeedsLayout() {
        layoutSubviewsPending = true
        enclosingMap?.engine.setNeedsLayout()
    }

    /// Adds `view` on top of this view's subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Removes the view from its superview. As in UIKit, every active constraint between a view
    /// of the removed subtree and a view outside it is deactivated, and so is every constraint a
    /// view outside holds that mentions a view inside; the superview's
    /// `willRemoveSubview(_:)` and the view's `willMove(toSuperview: nil)` run before, its
    /// `didMoveToSuperview()` after.
    open func removeFromSuperview() {
        guard let parentReference = superviewReference else { return }
        // Without callbacks, there is nothing to tell before or after (leaveSuperview() holds the
        // superview while the view leaves).
        guard runsOwnCallbacks || parentReference._withUnsafeGuaranteedRef({ $0.runsOwnCallbacks }) else {
            return leaveSuperview()
        }
        let parent = parentReference.takeUnretainedValue()
        if parent.runsOwnCallbacks { parent.willRemoveSubview(self) }
        if runsOwnCallbacks { willMove(toSuperview: nil) }
        // The overrides are delegate code, which may have moved the view already.
        guard superview === parent else { return }
        leaveSuperview()
        if runsOwnCallbacks { didMoveToSuperview() }
    }

    /// Tells the layout that ``intrinsicContentSize`` changed: the constraints that hold the view
    /// at it are made again at the next pass, and a stack view that arranges the view is told.
    open func invalidateIntrinsicContentSize() {
        holdToIntrinsicContentSize()
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Called when ``frame`` is set from outside the engine.
    func frameWasSet() {
        updateAutoresizingConstraints()
        // UIKit moves a frame set while an animation block is open at once, laid out or not:
        // animated (the block lays the map out as it closes) or, with animations off, now.
        guard let map = mapOfFrameSetInAnimationBlock else { return }
        if let block = AnimationContext.recording {
            block.layOutBeforeClosing(map)
        } else {
            map.engine.layoutIfNeeded()
        }
    }

    /// The map of this view, placed by its frame, while an animation block is open: a frame set
    /// then takes effect without waiting for a layout pass, as in UIKit.
    private var mapOfFrameSetInAnimationBlock: GMSMapView? {
        guard !AnimationContext.openBlocks.isEmpty, translatesAutoresizingMaskIntoConstraints else { return nil }
        return enclosingMap
    }

    /// The delegate's guides and the margins and safe-area guides, once made; kept as one array
    /// because every layout pass walks it.
    @exclusivity(unchecked) private(set) final var allGuides: [UILayoutGuide] = []

    func noteSystemGuide(_ guide: UILayoutGuide) {
        appendGuide(guide)
    }

    /// Appends to ``allGuides``, with room for four at the first: a view with guides usually has
    /// a few (safe area, margins, the delegate's own), and each growth copied the list.
    private func appendGuide(_ guide: UILayoutGuide) {
        if allGuides.capacity == 0 { allGuides.reserveCapacity(4) }
        allGuides.append(guide)
    }

    // MARK: Layout guides

    /// Adds a layout guide to this view; its anchors can then be constrained like a view's.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        appendGuide(guide)
        guide.isInLayoutGuides = true
        guide.owningView = self
        if let map = hostingMap { map.engine.attach(guide) }
    }

    /// Removes a layout guide; constraints that mention it are deactivated.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        if let map = hostingMap { map.engine.detach(guide) }
        NSLayoutConstraint.deactivate(guide.layoutState.constraints.filter { !$0.isSystemConstraint })
        allGuides.removeFirst(identicalTo: guide)
        guide.isInLayoutGuides = false
        guide.owningView = nil
    }

    // MARK: Hidden

    private func hiddenChanged(from oldValue: Bool) {
        // Set after the stack that managed the view was freed, the flag is the delegate's own.
        if outlivedItsHidingStack { (outlivedItsHidingStack, delegateSetHiddenOnManagedView) = (false, false) }
        // A stack hears of every write: setting the flag of a view a hiding stack manages is what
        // SPEC §8 rule 3 reports, even to the value the stack gave it.
        if let stack = managingStack { stack.arrangedViewHiddenSet(self, changed: hiddenFlag != oldValue) }
        guard hiddenFlag != oldValue else { return }
        hostingMap?.engine.publishedAttributesChanged()
    }

    /// Hides or shows a view on behalf of the hiding stack view that manages it.
    func setHiddenForStack(_ hidden: Bool) {
        guard hiddenFlag != hidden else { return }
        isSettingHiddenForStack = true
        isHidden = hidden
        isSettingHiddenForStack = false
    }

    /// Undoes what a hiding stack that no longer manages the view did to its flag: the view shows
    /// again, and a flag the delegate set meanwhile is no longer wrong.
    func leaveHidingStack() {
        outlivedItsHidingStack = false
        delegateSetHiddenOnManagedView = false
        setHiddenForStack(false)
    }
}

extension UIView: LayoutItem {
    var layoutIdentifier: String { accessibilityIdentifier ?? fallbackIdentifier }

    /// The map view whose tree holds the view, if any (LayoutItem's, without its dynamic dispatch).
    final var hostingMap: GMSMapView? { layoutState.hostingMap }
}
