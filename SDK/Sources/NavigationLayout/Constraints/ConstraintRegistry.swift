/// Activation and deactivation of constraints: keeps each item's list of active constraints and
/// installs a constraint in the engine of the map whose tree holds both of its items.
@MainActor
enum ConstraintRegistry {
    @exclusivity(unchecked) private static var serial: UInt64 = 0

    static func activated(_ constraint: NSLayoutConstraint) {
        serial += 1
        constraint.activationSerial = serial
        let first = constraint.firstItemState
        if first.itemExists { first.noteActivated(constraint) }
        if let second = constraint.secondItemState, second.itemExists { second.noteActivated(constraint) }
        install(constraint)
    }

    static func deactivated(_ constraint: NSLayoutConstraint) {
        constraint.engine?.uninstall(constraint)
        let first = constraint.firstItemState
        if first.itemExists { first.forget(constraint) }
        if let second = constraint.secondItemState, second.itemExists { second.forget(constraint) }
        constraint.isBroken = false
        constraint.priorityCrossedRequired = false
        constraint.holderState = nil
    }

    /// Installs an active constraint if both of its items now share a map; otherwise it waits.
    static func install(_ constraint: NSLayoutConstraint) {
        guard constraint.isActive, constraint.isInstalledNowhere, let map = constraint.sharedMap else { return }
        map.engine.install(constraint)
    }
}

extension NSLayoutConstraint {
    /// The items the constraint mentions (one or two), while they exist.
    var items: [any LayoutItem] {
        [firstLayoutItem, secondLayoutItem].compactMap { $0 }
    }

    /// The map view that holds every item of the constraint, if there is one. Compared by their
    /// states, without reaching for the items themselves (the hot path of every activation).
    var sharedMap: GMSMapView? {
        guard let mapState = firstItemState.hostingMapState, hasItems(in: mapState) else { return nil }
        return mapState.map
    }

    /// Whether every item of the constraint exists and is in the tree of the map with `mapState`.
    func hasItems(in mapState: LayoutItemState) -> Bool {
        guard firstItemState.itemExists, firstItemState.hostingMapState === mapState else { return false }
        guard secondLayoutAttribute != nil else { return true }
        guard let second = secondItemState else { return false }
        return second.itemExists && second.hostingMapState === mapState
    }
}
