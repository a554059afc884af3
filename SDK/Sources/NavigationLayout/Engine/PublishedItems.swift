/// The views and guides of a map's last ``ResolvedLayout``, kept by its engine so that a pass
/// that only moved frames (a resize) copies them and refreshes their frames instead of reading
/// every view again. Anything else that is published drops them
/// (``LayoutEngine/publishedAttributesChanged()``): the tree, ids, hidden flags, opacity,
/// corners, guides. Debug builds check each reuse against a fresh reading.
@MainActor
struct PublishedItems: Equatable {
    private(set) var views: [ResolvedLayout.View] = []
    private(set) var guides: [ResolvedLayout.Guide] = []
    /// The state of each view and guide, in the same order, to refresh the frames from.
    private var viewStates: [LayoutItemState] = []
    private var guideStates: [LayoutItemState] = []

    /// Reads every view and guide of the map's tree, back to front, each view before its guides.
    /// Loops rather than closures: see Array.removeFirst(identicalTo:).
    init(of map: GMSMapView) {
        let engine = map.engine
        let descendants = engine.descendants
        views.reserveCapacity(descendants.count)
        viewStates.reserveCapacity(descendants.count)
        appendGuides(of: map)
        for (order, view) in descendants.enumerated() {
            let state = view.layoutState
            views.append(
                ResolvedLayout.View(
                    id: view.layoutIdentifier, kind: view.publishedKind, frame: state.frameInMap,
                    hidden: view.isPublishedHidden(in: engine), opacity: view.opacity.publishedOpacity,
                    zOrder: order,
                    cornerRadius: view.publishedCornerRadius, roundedCorners: view.publishedRoundedCorners))
            viewStates.append(state)
            appendGuides(of: view)
        }
    }

    private mutating func appendGuides(of view: UIView) {
        for guide in view.allGuides where guide.isPublished {
            let state = guide.layoutState
            guides.append(ResolvedLayout.Guide(id: guide.identifier, frame: state.frameInMap))
            guideStates.append(state)
        }
    }

    /// Brings every frame up to date with the last pass.
    mutating func refreshFrames() {
        for index in views.indices { views[index].frame = viewStates[index].frameInMap }
        for index in guides.indices { guides[index].frame = guideStates[index].frameInMap }
    }

    nonisolated static func == (lhs: PublishedItems, rhs: PublishedItems) -> Bool {
        lhs.views == rhs.views && lhs.guides == rhs.guides
    }
}
