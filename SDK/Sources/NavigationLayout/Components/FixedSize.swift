/// The SDK's required width and height constraints of a component, kept in step with the map's
/// geometry by changing their constants. They are made when the component first joins a map's
/// tree: until then they could not reach a solver, and a state's components that the delegate
/// leaves out (a speed widget, a trip progress bar) never need them.
///
/// A value stored in its view (``FixedSizeView``), not an object of its own: a screen's six
/// components each made one more allocation for it. Its mutating methods run engine code (a
/// constraint's activation, a constant's change) that never reads a view's fixed size.
@MainActor
struct FixedSize {
    private(set) var width: CGFloat?
    private(set) var height: CGFloat?
    private var widthConstraint: NSLayoutConstraint?
    private var heightConstraint: NSLayoutConstraint?
    /// Set when the view first joins a map; from then on the constraints follow the size (one is
    /// taken down while its dimension is not decided).
    private var constraintsMade = false

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

    mutating func set(width newWidth: CGFloat?, height newHeight: CGFloat?, of view: UIView) {
        // A resize sets every component's size; most keep theirs (the logo, the buttons).
        if constraintsMade && newWidth == width && newHeight == height { return }
        width = newWidth
        height = newHeight
        view.frameStorage.size = CGSize(
            width: newWidth ?? view.frameStorage.width, height: newHeight ?? view.frameStorage.height)
        if constraintsMade { updateConstraints(of: view) }
    }

    /// Makes the constraints, if not yet made: the engine calls this when the view joins a map.
    mutating func viewJoinedMap(_ view: UIView) {
        guard !constraintsMade else { return }
        constraintsMade = true
        updateConstraints(of: view)
    }

    private mutating func updateConstraints(of view: UIView) {
        // The common case moves a constant. The fields hold the constraints while their constants
        // move (Engine/Unretained.swift).
        if let constraint = widthConstraint.unretained, let width {
            constraint._withUnsafeGuaranteedRef { $0.constant = width }
        } else {
            widthConstraint = Self.remade(widthConstraint, to: width, attribute: .width, of: view, name: "sdk.width")
        }
        if let constraint = heightConstraint.unretained, let height {
            constraint._withUnsafeGuaranteedRef { $0.constant = height }
        } else {
            heightConstraint = Self.remade(
                heightConstraint, to: height, attribute: .height, of: view, name: "sdk.height")
        }
    }

    /// Takes down `constraint` if the size no longer decides `attribute` (`value` nil), or makes
    /// the constraint that holds it at `value`.
    private static func remade(
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

/// A view whose width or height the SDK decides (SPEC §5): the components and the prompts.
/// Constraints the delegate puts on a decided dimension are ignored and reported (SPEC §8 rule 2).
@MainActor
class FixedSizeView: UIView {
    @exclusivity(unchecked) private var fixedSize = FixedSize()

    /// Sets the size the SDK decides; nil leaves that dimension to the delegate's constraints.
    final func setFixedSize(width: CGFloat?, height: CGFloat?) {
        fixedSize.set(width: width, height: height, of: self)
    }

    override final func sdkFixes(_ attribute: LayoutAttribute) -> Bool { fixedSize.fixes(attribute) }
    override final func sdkSizeJoinedMap() { fixedSize.viewJoinedMap(self) }
    override final func sdkSizeMade(_ constraint: NSLayoutConstraint) -> Bool { fixedSize.made(constraint) }
    override final var sdkSizeFittingConstraints: [NSLayoutConstraint] { fixedSize.fittingConstraints(of: self) }
}
