extension UIView {
    /// Whether the SDK decides this view's `attribute` (a width or height of a component, SPEC §5):
    /// constraints the delegate puts on it are ignored and reported (SPEC §8 rule 2).
    func sdkFixes(_ attribute: LayoutAttribute) -> Bool {
        sdkFixedSize?.fixes(attribute) ?? false
    }
}

/// The SDK's required width and height constraints of a component, kept in step with the map's
/// geometry by changing their constants. They are made when the component first joins a map's
/// tree: until then they could not reach a solver, and a state's components that the delegate
/// leaves out (a speed widget, a trip progress bar) never need them.
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
    /// Whether `constraint` is one this size made.
    func made(_ constraint: NSLayoutConstraint) -> Bool {
        constraint === widthConstraint || constraint === heightConstraint
    }

    /// The size's constraints as they would be made now, not activated (a fitting solve's own,
    /// ``FittingSolve``: a component outside a map has none yet).
    func fittingConstraints(of view: UIView) -> [NSLayoutConstraint] {
        [(LayoutAttribute.width, width, "sdk.width"), (.height, height, "sdk.height")].compactMap {
            attribute, value, name in
            value.map { NSLayoutConstraint.sdk(.sdkGeometry, name, view.layoutState, attribute, constant: $0) }
        }
    }

    @exclusivity(unchecked) private var widthConstraint: NSLayoutConstraint?
    @exclusivity(unchecked) private var heightConstraint: NSLayoutConstraint?

    /// Set when the view first joins a map; from then on the constraints follow the size (one is
    /// taken down while its dimension is not decided).
    @exclusivity(unchecked) private var constraintsMade = false

    func set(width newWidth: CGFloat?, height newHeight: CGFloat?, of view: UIView) {
        // A resize sets every component's size; most keep theirs (the logo, the buttons).
        if constraintsMade && newWidth == width && newHeight == height { return }
        width = newWidth
        height = newHeight
        view.frameStorage.size = CGSize(
            width: newWidth ?? view.frameStorage.width, height: newHeight ?? view.frameStorage.height)
        if constraintsMade { updateConstraints(of: view) }
    }

    /// Makes the constraints, if not yet made: the engine calls this when the view joins a map.
    func viewJoinedMap(_ view: UIView) {
        guard !constraintsMade else { return }
        constraintsMade = true
        updateConstraints(of: view)
    }

    private func updateConstraints(of view: UIView) {
        // The common case moves a constant; each field is read or written whole, never held
        // across the engine code that a constraint's change runs.
        // The fields hold the constraints while their constants move.
        if let constraint = widthConstraint.unretained, let width {
            constraint._withUnsafeGuaranteedRef { $0.constant = width }
        } else {
            widthConstraint = remade(widthConstraint, to: width, attribute: .width, of: view, name: "sdk.width")
        }
        if let constraint = heightConstraint.unretained, let height {
            constraint._withUnsafeGuaranteedRef { $0.constant = height }
        } else {
            heightConstraint = remade(heightConstraint, to: height, attribute: .height, of: view, name: "sdk.height")
        }
    }

    /// Takes down `constraint` if the size no longer decides `attribute` (`value` nil), or makes
    /// the constraint that holds it at `value`.
    private func remade(
        _ constraint: NSLayoutConstraint?, to value: CGFloat?, attribute: LayoutAttribute, of view: UIView,
        name: String
    ) -> NSLayoutConstraint? {
        constraint?.isActive = false
        guard let value else { return nil }
        let made = NSLayoutConstraint.sdk(.sdkGeometry, name, view.layoutState, attribute, constant: value)
        made.isActive = true
        return made
    }
}
