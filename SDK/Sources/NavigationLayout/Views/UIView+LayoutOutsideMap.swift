extension UIView {
    /// The roots of the ``layOutOutsideMap()`` calls running, outermost first.
    @exclusivity(unchecked) private static var rootsLaidOutOutsideMap: [UIView] = []

    /// UIKit lays out a view's subtree off screen too. Outside a map the subtree is solved on its
    /// own (``FittingSolve``, as ``systemLayoutSizeFitting(_:)`` measures it), the view keeping its
    /// frame: each subview takes the frame the constraints give it, each layout guide its
    /// ``UILayoutGuide/layoutFrame``, and ``layoutSubviews()`` runs, superviews first, where a size
    /// changed or a view asked; what those calls change is laid out again, five rounds at most, as
    /// in a pass. Nothing is published: the map lays the views out again when they join it.
    func layOutOutsideMap() {
        // A view of a subtree being laid out (a layoutSubviews() that asks again) is laid out by the
        // running call's next round, as in a pass; other trees nest three deep at most.
        let running = UIView.rootsLaidOutOutsideMap
        guard running.count < 3, !running.contains(where: { isDescendant(of: $0) }) else { return }
        UIView.rootsLaidOutOutsideMap.append(self)
        defer { UIView.rootsLaidOutOutsideMap.removeLast() }
        for _ in 0..<5 {
            let placement = FittingSolve(root: self).placement(within: bounds.size)
            for (view, frame) in placement.views where !frame.hasSameEdges(as: view.frameStorage) {
                if view.runsOwnCallbacks, frame.size != view.frameStorage.size { view.layoutSubviewsPending = true }
                view.frameStorage = frame
            }
            for (guide, frame) in placement.guides { guide.frameOutsideMap = frame }
            let waiting = subtree.filter { $0.runsOwnCallbacks && $0.layoutSubviewsPending }
            guard !waiting.isEmpty else { return }
            for view in waiting { view.layoutSubviewsIfPending() }
        }
    }
}
