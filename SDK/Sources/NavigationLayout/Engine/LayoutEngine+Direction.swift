/// The layout direction: what a change of direction reinstalls, and how the items that leading
/// and trailing edges place right to left are measured (``ItemVariables``).
extension LayoutEngine {
    /// Reinstalls the constraints the direction decides (the layout direction changed): those
    /// that mention leading or trailing, which swap edges, and those that place an item whose `x`
    /// a leading or trailing edge chose, which now measures from the other side
    /// (``ItemVariables``). Constraints among items placed by left, right and centerX stay as
    /// they are.
    func directionChanged() {
        isRightToLeft = map.layoutDirection == .rightToLeft
        let mirroredStates = map.subtreeItems.map(\.layoutState).filter {
            $0.hostingMapState === mapState && $0.variables?.isPlacedByDirectionalEdge == true
        }
        let mirroredItems = Set(mirroredStates.map(ObjectIdentifier.init))
        func mentionsMirroredItem(_ constraint: NSLayoutConstraint) -> Bool {
            mirroredItems.contains(ObjectIdentifier(constraint.firstItemState))
                || constraint.secondItemState.map { mirroredItems.contains(ObjectIdentifier($0)) } == true
        }
        // A multiplied position also mentions its items' common ancestor: always written anew.
        let affected = installed.all.filter {
            $0.isDirectional || $0.placesHorizontally && ($0.multipliesPosition || mentionsMirroredItem($0))
        }.sorted { $0.activationSerial < $1.activationSerial }
        for constraint in affected { uninstall(constraint) }
        // No constraint in the solver places these items horizontally now: the first to come back
        // chooses how each one's x measures in the new direction.
        for state in mirroredStates { state.variables?.forgetHorizontalMeasure() }
        for constraint in affected { install(constraint) }
        // Views that place subviews by frame from effectiveUserInterfaceLayoutDirection are laid
        // out again, even where no frame changes (UIKit lays out again on a trait change).
        if map.runsOwnCallbacks { map.layoutSubviewsPending = true }
        for view in descendants where view.runsOwnCallbacks { view.layoutSubviewsPending = true }
        setNeedsLayout()
    }
}
