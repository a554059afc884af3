extension LayoutEngine {
    /// UIKit's safe area of the views inside the map: a view's safe-area guide is inset by its
    /// safe-area insets (``UIView/safeArea(framedBy:)``), and its margins guide by those plus its
    /// margins (which, set by direction, depend on the map's), and, for a view that
    /// ``UIView/preservesSuperviewLayoutMargins``, at least as far as its superview's margins
    /// reach into it. The solved frames decide the reach, so a pass moves the guides of views
    /// whose reach or margins changed and returns whether any did (the pass then solves again).
    /// Only views whose guides were asked for, or that preserve their superview's margins, are
    /// looked at; superviews come first, so a view measures its superview's margins as this
    /// round has them. `guessing` says whether a guide moved with an inset guessed beyond the
    /// frame (``InsetsFollowed/guessed``), which the next solve confirms or takes back.
    func followSafeArea() -> (moved: Bool, guessing: Bool) {
        guard viewsMayHaveGuides else { return (false, false) }
        var moved = false
        var guessing = false
        for view in descendants
        where view.safeAreaGuideIfMade != nil || view.marginsGuideIfMade != nil || view.preservesSuperviewLayoutMargins
        {
            let followed = view.followInsets(framedBy: solvedFrame(of:), extrapolating: true)
            var guideMoved = false
            if followed != .unchanged, view.safeAreaGuideIfMade?.updateInsets(view.insetsOutsideSafeArea) == true {
                guideMoved = true
            }
            if view.marginsGuideIfMade?.updateInsets(view.marginsGuideInsets) == true { guideMoved = true }
            if guideMoved {
                moved = true
                if followed == .guessed { guessing = true }
            }
        }
        return (moved, guessing)
    }

    /// The view's frame as this round solved it (map coordinates).
    private func solvedFrame(of view: UIView) -> CGRect {
        solvedFrame(of: view.layoutState)
    }

    /// Notes that a view of the map now preserves its superview's margins (or no longer does):
    /// the next pass follows them.
    func marginsMayBePreserved() {
        viewsMayHaveGuides = true
        setNeedsLayout()
    }
}
