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

/// The engine's bookkeeping for one view or layout guide.
@MainActor
final class LayoutItemState {
    /// The solver variables of the item's frame while it is in a map's tree.
    var variables: ItemVariables?
    /// The map whose tree holds the item: set by its engine when it gives the item variables.
    weak var hostingMap: GMSMapView?
    /// Set on every item of a subtree that is leaving its superview, to tell its constraints apart.
    var subtreeMark: UInt64 = 0
    /// Active constraints that mention the item, installed or waiting for a common map.
    var constraints: [NSLayoutConstraint] = []
    /// The frame from the last layout pass, in map coordinates.
    var frameInMap: CGRect = .zero

    /// Drops one mention of a deactivated constraint (a constraint between an item and itself is
    /// listed twice, and forgotten once per item).
    func forget(_ constraint: NSLayoutConstraint) {
        constraints.removeFirst(identicalTo: constraint)
    }
}

extension [UIView] {
    /// The bookkeeping of each view, each followed by its layout guides'. An array for plain loops:
    /// see Array.removeFirst(identicalTo:) for why the engine avoids closures here.
    @MainActor
    var itemStates: [LayoutItemState] {
        var states: [LayoutItemState] = []
        states.reserveCapacity(count)
        for view in self {
            states.append(view.layoutState)
            for guide in view.allGuides { states.append(guide.layoutState) }
        }
        return states
    }
}
