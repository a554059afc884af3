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
        update(&widthConstraint, to: newWidth, attribute: .width, of: view, name: "sdk.width")
        update(&heightConstraint, to: newHeight, attribute: .height, of: view, name: "sdk.height")
        view.frameStorage.size = CGSize(
            width: newWidth ?? view.frameStorage.width, height: newHeight ?? view.frameStorage.height)
    }

    /// Moves, makes or takes down one of the two constraints, in place: the common case, a new
    /// constant, copies no reference.
    private func update(
        _ constraint: inout NSLayoutConstraint?, to value: CGFloat?, attribute: LayoutAttribute, of view: UIView,
        name: String
    ) {
        guard let value else {
            constraint?.isActive = false
            constraint = nil
            return
        }
        guard constraint == nil else {
            constraint?.constant = value
            return
        }
        let made = (attribute == .width ? view.widthAnchor : view.heightAnchor).constraint(equalToConstant: value)
        made.isSystemConstraint = true
        made.identifier = name
        made.isActive = true
        constraint = made
    }
}
