/// A view whose width, height or both the SDK decides (SPEC §5); constraints the delegate puts on
/// those dimensions are ignored and reported (SPEC §8 rule 2).
@MainActor
protocol FixedSizeComponent: UIView {
    var fixedSize: FixedSize { get }
}

extension FixedSizeComponent {
    func fixes(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .width: fixedSize.width != nil
        case .height: fixedSize.height != nil
        default: false
        }
    }
}

/// The SDK's required width and height constraints of a component, kept in step with the map's
/// geometry by changing their constants.
@MainActor
final class FixedSize {
    private(set) var width: CGFloat?
    private(set) var height: CGFloat?
    private var widthConstraint: NSLayoutConstraint?
    private var heightConstraint: NSLayoutConstraint?

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
