/// A map view: the root of a view tree laid out by its own Auto Layout engine (Google's
/// `GMSMapView`). The daemon makes one per display (`main`, `cluster`, …) and sets its size,
/// safe-area insets and layout direction; the delegate places the navigation UI inside it.
@preconcurrency @MainActor
open class GMSMapView: UIView {
    /// What kind of display the map is on.
    public enum Kind: String, Sendable {
        /// An ordinary display: delegates may lay it out.
        case display
        /// A projected display (the CarPlay case): always the built-in template.
        case projection
    }

    /// The states of the maps made, whose ``LayoutItemState/map`` is nil once a map is freed.
    @exclusivity(unchecked) private static var liveMaps: [LayoutItemState] = []

    /// What kind of display the map is on.
    public let kind: Kind
    let engine = LayoutEngine()
    /// The SDK components of this map, for the host that runs its state machine.
    public var components: NavigationComponents {
        if let componentsIfMade { return componentsIfMade }
        let made = NavigationComponents(map: self)
        componentsIfMade = made
        return made
    }

    /// ``components``, once made.
    @exclusivity(unchecked) private var componentsIfMade: NavigationComponents?

    /// Sizes the components from the map's geometry. Making them sizes them: a new map's first
    /// geometry makes them without sizing them a second time.
    private func sizeComponents() {
        if let componentsIfMade { componentsIfMade.updateSizes() } else { _ = components }
    }
    /// The map's UI settings.
    public var settings: GMSUISettings {
        if let settingsIfMade { return settingsIfMade }
        let made = GMSUISettings()
        settingsIfMade = made
        return made
    }

    /// ``settings``, once asked for: a map laid out by a delegate reads only whether the compass is
    /// offered, which needs no settings object while it has its default.
    @exclusivity(unchecked) private(set) var settingsIfMade: GMSUISettings?
    /// The slots of the records that hold the map's width and height in its engine
    /// (``GeometryRecord``; its left and top edges are held at 0 by two more), -1 until made.
    @exclusivity(unchecked) private var sizeRecords = (width: -1, height: -1)

    /// The delegate that lays out the navigation UI, or nil for the built-in layout. The map keeps
    /// a strong reference to it.
    @exclusivity(unchecked) public private(set) var layoutDelegate: (any NavigationLayoutDelegate)?

    /// Whether navigation is enabled on this map. The host sets it as it runs the transitions of
    /// SPEC §6; while it is true the delegate cannot be replaced.
    @exclusivity(unchecked) public var isNavigationEnabled = false

    /// Whether the speed widget shows the current speed when the speed data has it: the widget's
    /// size follows at once, for a delegate's layout as for the built-in one, which also leaves
    /// the widget out while this is off (SPEC §7).
    public var shouldDisplaySpeedometer = true {
        didSet { speedWidgetFlagChanged(from: oldValue, to: shouldDisplaySpeedometer) }
    }
    /// Whether the speed widget shows the speed limit when the speed data has it: the widget's
    /// size follows at once (``NavigationComponents/shownSpeedWidgetDisplay``).
    public var shouldDisplaySpeedLimit = true {
        didSet { speedWidgetFlagChanged(from: oldValue, to: shouldDisplaySpeedLimit) }
    }

    private func speedWidgetFlagChanged(from old: Bool, to new: Bool) {
        guard new != old else { return }
        components.sizeOptionalComponents()
    }

    /// Called after a layout pass that happened outside a transition (an animation completion), and
    /// when an animation of the map ends even if nothing moved, so that the host can publish what
    /// changed: the layout, or diagnostics that waited for the animation to end.
    public var layoutObserver: (@MainActor (GMSMapView) -> Void)?

    /// Creates a map view of the given kind with a zero size.
    public init(kind: Kind = .display) {
        self.kind = kind
        super.init(frame: .zero)
        engine.setMap(self)
        layoutState.attach(toMap: self)
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = "map"
        GMSMapView.pruneFreedMaps()
        GMSMapView.liveMaps.append(layoutState)
        engine.attach(self)
        // The map at the origin of its own coordinates, as large as its display.
        let size = frameStorage.size
        _ = engine.addGeometryRecord(.mapGeometry, of: layoutState, .left, constant: 0)
        _ = engine.addGeometryRecord(.mapGeometry, of: layoutState, .top, constant: 0)
        sizeRecords = (
            engine.addGeometryRecord(.mapGeometry, of: layoutState, .width, constant: size.width),
            engine.addGeometryRecord(.mapGeometry, of: layoutState, .height, constant: size.height)
        )
    }

    /// UIKit's archive initializer; there are no archives here.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    override var publishedKind: String { "map" }

    // MARK: Geometry

    /// The safe-area insets the display reports (status bars, rounded corners, …). Components and
    /// the map's ``UIView/safeAreaLayoutGuide`` follow at once; the map's
    /// ``UIView/safeAreaInsetsDidChange()`` runs at the next layout pass.
    open override var safeAreaInsets: UIEdgeInsets {
        get { displaySafeAreaInsets }
        set {
            guard newValue != displaySafeAreaInsets else { return }
            displaySafeAreaInsets = newValue
            safeAreaGuideIfMade?.updateInsets(newValue)
            if !isSettingGeometry { sizeComponents() }
            noteSafeAreaInsetsChanged()
            engine.safeAreaMoved = true
            engine.setNeedsLayout()
        }
    }

    /// ``safeAreaInsets`` as the display set them, read by the SDK without a dynamic call.
    @exclusivity(unchecked) private(set) var displaySafeAreaInsets: UIEdgeInsets = .zero

    override class var mayOverrideCallbacks: Bool { self != GMSMapView.self }

    /// Set while ``setGeometry(size:safeAreaInsets:)`` sets both, so that components are sized once.
    @exclusivity(unchecked) private var isSettingGeometry = false

    /// Sets the map's size and safe-area insets together (the host's `SetGeometry`): the same as
    /// setting ``UIView/frame`` and then ``safeAreaInsets``, with the components sized once.
    public func setGeometry(size: CGSize, safeAreaInsets insets: UIEdgeInsets) {
        isSettingGeometry = true
        frame = CGRect(origin: .zero, size: size)
        safeAreaInsets = insets
        isSettingGeometry = false
        sizeComponents()
        engine.setNeedsLayout()
    }

    /// The direction leading-to-trailing runs in on this map. Changing it re-lays out every
    /// constraint that mentions leading or trailing.
    @exclusivity(unchecked) public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet {
            guard layoutDirection != oldValue else { return }
            engine.directionChanged()
            // Margins set by direction change sides (the views' own follow at the next pass).
            marginsGuideIfMade?.updateInsets(marginsGuideInsets)
        }
    }

    /// Whether the map is wide (SPEC §5): at least 600 wide and wider than tall.
    public var wideMode: Bool {
        let size = frameStorage.size
        return size.width >= 600 && size.width > size.height
    }

    override func frameWasSet() {
        let size = frameStorage.size
        frameStorage.origin = .zero
        if sizeRecords.width >= 0 {
            engine.moveGeometryRecord(at: sizeRecords.width, to: size.width)
            engine.moveGeometryRecord(at: sizeRecords.height, to: size.height)
        }
        if !isSettingGeometry { sizeComponents() }
        engine.setNeedsLayout()
    }

    // MARK: Delegate

    /// Sets the layout delegate, or restores the built-in layout with nil.
    ///
    /// - Throws: ``GMSMapViewNavigationLayoutError/cannotSetDelegateOnCarPlayScreen`` on a projected
    ///   display (whatever the navigation state), and
    ///   ``GMSMapViewNavigationLayoutError/cannotSetDelegateWhileNavigationEnabled`` while navigation
    ///   is enabled.
    public func setLayoutDelegate(_ delegate: (any NavigationLayoutDelegate)?) throws {
        if kind == .projection { throw GMSMapViewNavigationLayoutError.cannotSetDelegateOnCarPlayScreen }
        if isNavigationEnabled { throw GMSMapViewNavigationLayoutError.cannotSetDelegateWhileNavigationEnabled }
        layoutDelegate = delegate
    }

    // MARK: Layout results

    /// Lays the map out if needed and returns every view and guide of its tree with its frame in
    /// map coordinates, plus the animations recorded since the last call. Taking the layout marks
    /// it published. A pass that had not settled when its layout was published (its rounds ran
    /// out, or views' `layoutSubviews()` still waited) goes on here, though nothing changed since.
    public func resolveLayout() -> ResolvedLayout {
        if engine.unsettledLayout != nil { engine.setNeedsLayout() }
        engine.layoutIfNeeded()
        _ = engine.takeNeedsPublish()
        return ResolvedLayout(map: self, animations: engine.takeAnimations())
    }

    /// The view of the map's tree with this id (its accessibility identifier or component id).
    public func view(withID id: String) -> UIView? {
        layoutIdentifier == id ? self : engine.descendants.first { $0.layoutIdentifier == id }
    }

    /// The map's layout now, laid out if needed, without taking its animations or marking it
    /// published (the bus's `GetLayout`).
    public func currentLayout() -> ResolvedLayout {
        engine.layoutIfNeeded()
        return ResolvedLayout(map: self, animations: [])
    }

    /// What is wrong with the map's layout now, as far as Auto Layout can tell: broken and refused
    /// constraints, hidden flags set on views a hiding stack manages, left/right anchors, frames
    /// the constraints do not pin down, visible frames outside the map (SPEC §8).
    public func layoutDiagnostics() -> [LayoutDiagnostic] {
        engine.currentDiagnostics()
    }

    /// Whether an animation is still moving `view`.
    public func isAnimating(_ view: UIView) -> Bool {
        engine.isAnimating(view)
    }

    /// The constraints that decide a view's frame now, per axis, as UIKit's logs print them (the
    /// bus's explain query).
    public func explainFrame(of view: UIView) -> (horizontal: [String], vertical: [String]) {
        let explanation = engine.explanation(of: view.layoutState)
        return (explanation.horizontal.map(\.summary), explanation.vertical.map(\.summary))
    }

    /// The diagnostics gathered since the last call (conflicts, ignored constraints, …), each
    /// once however often it was met, the most recent 256 of them. What is wrong now is
    /// ``layoutDiagnostics()``.
    public func takeDiagnostics() -> [LayoutDiagnostic] {
        // Conflicts and refusals are found as constraints reach the solver.
        engine.commitChanges(retryingBroken: false)
        return engine.diagnostics.take()
    }

    /// Whether the layout changed since it was last taken with ``resolveLayout()`` (after laying
    /// out what is pending).
    public var hasUnpublishedChanges: Bool {
        engine.layoutIfNeeded()
        return engine.needsPublish
    }

    func layoutDidChange() {
        layoutObserver?(self)
    }

    /// Drops the states of freed maps from ``liveMaps`` (a plain loop: see
    /// Array.removeFirst(identicalTo:) for why not `removeAll(where:)`).
    private static func pruneFreedMaps() {
        var kept = 0
        for index in liveMaps.indices where liveMaps[index].itemExists {
            liveMaps.swapAt(kept, index)
            kept += 1
        }
        while liveMaps.count > kept { liveMaps.removeLast() }
    }

    /// Lays out every map that changed outside a transition (after an animation completion) and
    /// tells its observer; the maps whose animation just ended are told even if nothing moved,
    /// since what is checked of a view can depend on whether it is still animating.
    static func layOutChangedMaps(endingAnimationsOf animated: [GMSMapView]) {
        pruneFreedMaps()
        for map in liveMaps.compactMap(\.map)
        where map.engine.needsLayout || map.engine.needsPublish || animated.contains(where: { $0 === map }) {
            map.engine.layoutIfNeeded()
            map.layoutDidChange()
        }
    }
}

/// Why ``GMSMapView/setLayoutDelegate(_:)`` refused a delegate.
public enum GMSMapViewNavigationLayoutError: Int, Error, Sendable, CustomStringConvertible {
    /// Navigation is enabled on the map: disable it, set the delegate, enable it again (the
    /// daemon's LoadPlugin does this itself).
    case cannotSetDelegateWhileNavigationEnabled = 1
    /// The map is on a projected display, which always uses the built-in template.
    case cannotSetDelegateOnCarPlayScreen = 2

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .cannotSetDelegateWhileNavigationEnabled:
            "cannot set a layout delegate while navigation is enabled: disable navigation on the map first"
        case .cannotSetDelegateOnCarPlayScreen:
            "cannot set a layout delegate on a projected display: it always uses the built-in layout"
        }
    }
}
