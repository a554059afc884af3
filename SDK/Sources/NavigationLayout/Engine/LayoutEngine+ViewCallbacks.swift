/// The parts of UIKit's layout cycle that run the views' own code: ``UIView/updateConstraints()``
/// before a pass commits, ``UIView/layoutSubviews()`` once it has placed every view.
extension LayoutEngine {
    /// A view of the map's tree asked for ``UIView/updateConstraints()``.
    func viewConstraintsNeedUpdate() {
        viewsMayNeedConstraintUpdates = true
        setNeedsLayout()
    }

    /// Calls ``UIView/updateConstraints()`` on the views that wait for it, subviews before their
    /// superviews and the map last, as UIKit does.
    func updateConstraintsOfViews() {
        viewsMayNeedConstraintUpdates = false
        for view in descendants.reversed() { view.updateConstraintsIfPending() }
        map.updateConstraintsIfPending()
    }

    /// Calls ``UIView/layoutSubviews()`` on the map and then its views (those that
    /// ``UIView/runsOwnCallbacks``), superviews first, where a pass changed the size or moved a
    /// subview by constraints, the view asked, or it gained or lost a subview; returns whether any
    /// ran. A size one of them sets reaches its subviews' turn in the same walk; a view one of them
    /// took out of the map is skipped. A pass that one of them runs (``UIView/layoutIfNeeded()``)
    /// calls the rest; passes nested four deep call none.
    func layOutSubviews() -> Bool {
        guard layoutCallbackDepth < 4, viewsRunOwnCallbacks || map.runsOwnCallbacks else { return false }
        layoutCallbackDepth += 1
        defer { layoutCallbackDepth -= 1 }
        var ran = map.runsOwnCallbacks && map.layoutSubviewsIfPending()
        for view in descendants
        where view.runsOwnCallbacks && view.layoutState.hostingMapState === mapState && view.layoutSubviewsIfPending() {
            ran = true
        }
        return ran
    }
}

extension UIView {
    /// Calls ``safeAreaInsetsDidChange()`` and ``layoutSubviews()`` if the view waits for them;
    /// returns whether it did.
    @discardableResult
    func layoutSubviewsIfPending() -> Bool {
        guard layoutSubviewsPending else { return false }
        layoutSubviewsPending = false
        if safeAreaInsetsChanged {
            safeAreaInsetsChanged = false
            safeAreaInsetsDidChange()
        }
        layoutSubviews()
        return true
    }
}
