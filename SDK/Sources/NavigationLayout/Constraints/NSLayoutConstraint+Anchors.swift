extension NSLayoutConstraint {
    /// The anchor the constraint relates (UIKit's `firstAnchor`): equal (`==`) to the typed anchor
    /// it was made from, such as `view.topAnchor`; for a margin attribute, the anchor of the view's
    /// ``UIView/layoutMarginsGuide``.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(state: firstItemState, attribute: firstLayoutAttribute)
    }

    /// The anchor the first one is related to, or nil for a constraint to a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let secondItemState, let secondLayoutAttribute else { return nil }
        return NSLayoutAnchor(state: secondItemState, attribute: secondLayoutAttribute)
    }
}
