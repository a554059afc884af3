extension UIView {
    /// How many ``layOutOutsideMap()`` calls are running, one inside another's `layoutSubviews()`.
    @exclusivity(unchecked) private static var layoutsOutsideMap = 0

    /// UIKit lays out a view's subtree off screen too. Outside a map the subtree is solved on its
    /// own (``FittingSolve``, as ``systemLayoutSizeFitting(_:)`` measures it), the view keeping its
    /// frame: each subview takes the frame the constraints give it, and ``layoutSubviews()`` runs,
    /// superviews first, where a size changed or a view asked; what those calls change is laid out
    /// again, five rounds at most, as in a pass. Nothing is published: the map lays the views out
    /// again when they join it.
    func layOutOutsideMap() {
        // A layoutIfNeeded() from layoutSubviews() nested four deep does nothing, as in a pass.
        guard UIView.layoutsOutsideMap < 4 else { return }
        UIView.layoutsOutsideMap += 1
        defer { UIView.layoutsOutsideMap -= 1 }
        for _ in 0..<5 {
            for (view, frame) in FittingSolve(root: self).frames(within: bounds.size)
            where !frame.hasSameEdges(as: view.frameStorage) {
                if view.runsOwnCallbacks, frame.size != view.frameStorage.size { view.layoutSubviewsPending = true }
                view.frameStorage = frame
            }
            let waiting = subtree.filter { $0.runsOwnCallbacks && $0.layoutSubviewsPending }
            guard !waiting.isEmpty else { return }
            for view in waiting { view.layoutSubviewsIfPending() }
        }
    }
}
