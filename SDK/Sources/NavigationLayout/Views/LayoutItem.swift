/// What views and layout guides share: four edges the engine solves for, and the constraints
/// that mention them.
@MainActor
protocol LayoutItem: AnyObject {
    var layoutState: LayoutItemState { get }
    /// The item's id in diagnostics and on the bus.
    var layoutIdentifier: String { get }
}

extension LayoutItem {
    /// The map view whose tree holds the item, if any.
    var hostingMap: GMSMapView? { layoutState.hostingMap }
}

/// The engine's bookkeeping for one view or layout guide, and the handle by which constraints
/// refer to their items.
///
/// Constraints hold the state, not the item, and reach the item through ``item``: a weak
/// reference to every view would put each one on the runtime's slow reference-counting path (a
/// side table), which cost more than anything else when laying out a screen. Not isolated to the
/// main actor: the item's deinit, which is not isolated (UIKit's is not), clears it.
final class LayoutItemState {
    /// The view or guide, until it is freed: its deinit calls ``itemWasFreed()`` first, so this
    /// never refers to a freed object.
    @exclusivity(unchecked) private(set) unowned(unsafe) var item: (any LayoutItem)?
    /// The item if it is a map view, typed (cleared with ``item``). Other items refer to their map
    /// through its state (``hostingMapState``), so that maps need no weak references either.
    var map: GMSMapView? { mapReference?.takeUnretainedValue() }
    /// ``map``, not retained (Engine/Unretained.swift).
    @exclusivity(unchecked) private var mapReference: Unmanaged<GMSMapView>?
    /// The solver variables of the item's frame, made by its map's engine when the first
    /// constraint that mentions the item reaches the solver, released when the item leaves the
    /// tree (those of a freed map's tree are dropped when the item joins another map).
    @exclusivity(unchecked) var variables: ItemVariables?
    /// The state of the map whose tree holds the item: set by its engine when the item joins the
    /// tree.
    @exclusivity(unchecked) var hostingMapState: LayoutItemState?
    /// The map whose tree holds the item, while it exists.
    var hostingMap: GMSMapView? { hostingMapState?.map }

    /// Calls `body` with the engine of the map whose tree holds the item; returns false outside a
    /// map. The engine is reached without retains (Engine/Unretained.swift): the item's state holds
    /// the map's state, whose map holds its engine; `body` must not free the map.
    @inline(__always) @discardableResult
    func withHostingEngine(_ body: (LayoutEngine) -> Void) -> Bool {
        hostingMapState.unretained?._withUnsafeGuaranteedRef { $0.withEngine(body) } ?? false
    }

    /// Calls `body` with the map's engine, for a map's own state; returns false for other items. As
    /// ``withHostingEngine(_:)``, without retains.
    @inline(__always) @discardableResult
    func withEngine(_ body: (LayoutEngine) -> Void) -> Bool {
        guard let map = mapReference else { return false }
        map._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.engine)._withUnsafeGuaranteedRef(body) }
        return true
    }
    /// Set on every item of a subtree that is leaving its superview, to tell its constraints apart.
    @exclusivity(unchecked) var subtreeMark: UInt64 = 0
    /// Active constraints that mention the item, installed or waiting for a common map.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    /// The frame from the last layout pass, in map coordinates.
    @exclusivity(unchecked) var frameInMap: CGRect = .zero

    /// Whether the item exists (UIView's or UILayoutGuide's deinit has not run; a subclass's
    /// deinit runs before, with the flag still set): a plain flag, so that the hot paths that ask
    /// do not take references to the item as reading ``item`` does.
    @exclusivity(unchecked) private(set) var itemExists = false

    /// Whether this is a map view's state (``map`` names the map while it exists): a plain flag, as
    /// ``itemExists``, since reading ``map`` to test it takes a reference to the map.
    @exclusivity(unchecked) private(set) var isMapState = false

    /// Called by the item once it exists.
    func attach(to item: any LayoutItem) {
        self.item = item
        itemExists = true
    }

    /// Called by a map view once it exists, after ``attach(to:)``.
    func attach(toMap map: GMSMapView) {
        mapReference = Unmanaged.passUnretained(map)
        isMapState = true
    }

    /// Called first by the item's deinit: constraints that still refer to the state see no item,
    /// and the state lets go of the active constraints that referred back to it.
    func itemWasFreed() {
        item = nil
        itemExists = false
        mapReference = nil
        isMapState = false
        // A map registers itself in its own engine: its state names itself here.
        hostingMapState = nil
        constraints = []
    }

    /// Lists an activated constraint that mentions the item. The items of a navigation screen hold
    /// four to eleven each (the map and its safe-area guide the most): room for sixteen at the
    /// first, so that a list is made once and not grown (each growth copied it, a few percent of
    /// building the screen).
    func noteActivated(_ constraint: NSLayoutConstraint) {
        if constraints.capacity == 0 { constraints.reserveCapacity(16) }
        constraints.append(constraint)
    }

    /// Drops one mention of a deactivated constraint, unless the item was freed (a constraint
    /// between an item and itself is listed twice, and forgotten once per item).
    func forgetIfItemExists(_ constraint: NSLayoutConstraint) {
        guard itemExists else { return }
        constraints.removeFirst(identicalTo: constraint)
    }
}
