extension LayoutEngine {
    /// UIKit's safe area of the views inside the map: a view's safe-area guide is inset by how far
    /// the view reaches outside the map's safe area, and its margins guide by that plus its
    /// margins (which, set by direction, depend on the map's). The solved frames decide the reach,
    /// so a pass moves the guides of views whose reach or margins changed and returns whether any
    /// did (the pass then solves again). Only views whose guides were asked for are looked at.
    func followSafeArea() -> Bool {
        guard viewsMayHaveGuides else { return false }
        var safeArea: CGRect?
        var moved = false
        for view in descendants where view.safeAreaGuideIfMade != nil || view.marginsGuideIfMade != nil {
            let area = safeArea ?? solvedFrame(of: mapState).inset(by: map.displaySafeAreaInsets)
            safeArea = area
            let insets = solvedFrame(of: view.layoutState).insets(outside: area)
            if !insets.isClose(to: view.insetsOutsideSafeArea) {
                view.insetsOutsideSafeArea = insets
                view.safeAreaGuideIfMade?.updateInsets(insets)
                moved = true
            }
            if view.marginsGuideIfMade?.updateInsets(view.marginsGuideInsets) == true { moved = true }
        }
        return moved
    }
}
