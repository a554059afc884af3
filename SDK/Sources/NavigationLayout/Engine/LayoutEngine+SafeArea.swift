extension LayoutEngine {
    /// UIKit's safe area of the views inside the map: a view's safe-area guide is inset by how far
    /// the view reaches outside the map's safe area, and its margins guide by that plus its
    /// margins. The solved frames decide the reach, so a pass moves the guides of views whose reach
    /// changed and returns whether any did (the pass then solves again). Only views whose guides
    /// were asked for are looked at.
    func followSafeArea() -> Bool {
        var safeArea: CGRect?
        var moved = false
        for view in descendants where view.safeAreaGuideIfMade != nil || view.marginsGuideIfMade != nil {
            let area = safeArea ?? solvedFrame(of: mapState).inset(by: map.safeAreaInsets)
            safeArea = area
            let insets = solvedFrame(of: view.layoutState).insets(outside: area)
            guard !insets.isClose(to: view.insetsOutsideSafeArea) else { continue }
            view.insetsOutsideSafeArea = insets
            view.safeAreaGuideIfMade?.updateInsets(insets)
            view.marginsGuideIfMade?.updateInsets(view.marginsGuideInsets)
            moved = true
        }
        return moved
    }
}
