extension UIView {
    /// Whether the SDK decides this view's `attribute` (a width or height of a component, SPEC §5):
    /// constraints the delegate puts on it are ignored and reported (SPEC §8 rule 2).
    func sdkFixes(_ attribute: LayoutAttribute) -> Bool {
        sdkFixedSize?.fixes(attribute) ?? false
    }
}

/// The SDK's required width and height constraints of a component, kept in step with the map's
/// geometry by changing their constants.
@MainActor
final class FixedSize {
    @exclusivity(unchecked) private(set) var width: CGFloat?
    @exclusivity(unchecked) private(set) var height: CGFloat?

    /// Whether this size decides `attribute`.
    func fixes(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .width: width != nil
        case .height: height != nil
        default: false
        }
    }
    @exclusivity(unchecked) private var widthConstraint: NSLayoutConstraint?
    @exclusivity(unchecked) private var heightConstraint: NSLayoutConstraint?

    func set(width newWidth: CGFloat?, height newHeight: CGFloat?, of view: UIView) {
        width = newWidth
        height = newHeight
        widthConstraint = update(widthConstraint, to: newWidth, attribute: .width, of: view, name: "sdk.width")
        heightConstraint = update(heightConstraint, to: newHeight, attribute: .height, of: view, name: "sdk.height")
        view.frameStorage.size = CGSize(
            width: newWidth ?? view.frameStorage.width, height: newHeight ?? view.frameStorage.height)
    }

    private func update(
        _ constraint: NSLayoutConstraint?, to value: CGFloat?, attribute: LayoutAttribute, of view: UIView,
        name: String
    ) -> NSLayoutConstraint? {
        guard let value else {
            constraint?.isActive = false
            return nil
        }
        if let constraint {
            constraint.constant = value
            return constraint
        }
        let made = (attribute == .width ? view.widthAnchor : view.heightAnchor).constraint(equalToConstant: value)
        made.isSystemConstraint = true
        made.identifier = name
        made.isActive = true
        return made
    }
}
