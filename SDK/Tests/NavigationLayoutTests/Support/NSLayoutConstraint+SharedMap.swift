@testable import NavigationLayout

extension NSLayoutConstraint {
    /// The map view that holds every item of the constraint, if there is one: where the engine
    /// should have installed it, worked out from the items' states as the fuzz tests' oracle.
    var sharedMap: GMSMapView? {
        guard let mapState = firstItemState.hostingMapState, hasItems(in: mapState) else { return nil }
        return mapState.map
    }
}
