/// What views and layout guides share: four edges the engine solves for, and the constraints
/// that mention them.
@MainActor
protocol LayoutItem: AnyObject {
    var layoutState: LayoutItemState { get }
    /// The item's id in diagnostics and on the bus.
    var layoutIdentifier: String { get }
    /// The map view whose tree holds the item, if any.
    var hostingMap: GMSMapView? { get }
}

/// The engine's bookkeeping for one view or layout guide.
@MainActor
final class LayoutItemState {
    /// The solver variables of the item's frame while it is in a map's tree.
    var variables: ItemVariables?
    /// Active constraints that mention the item, installed or waiting for a common map.
    var constraints: [NSLayoutConstraint] = []
    /// The frame from the last layout pass, in map coordinates.
    var frameInMap: CGRect = .zero

    func forget(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
    }
}
