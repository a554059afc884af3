/// The width and height the SDK decides for a component, and the records that hold them in the
/// solver of the map whose tree holds it (``GeometryRecord``): made when the component joins
/// the map's tree, kept in step with the map's geometry, taken out when it leaves. A component
/// outside a map has only its values (a state's components that the delegate leaves out, a speed
/// widget or a trip progress bar, cost no solver anything).
///
/// A value stored in its view (``FixedSizeView``), not an object of its own: a screen's six
/// components each made one more allocation for it.
@MainActor
struct FixedSize {
    private(set) var width: CGFloat?
    private(set) var height: CGFloat?
    /// The number of the engine whose table holds ``widthSlot`` and ``heightSlot`` (0: none):
    /// records of a freed map's engine are gone with it, and a number is never reused.
    private var engineNumber: UInt64 = 0
    private var widthSlot = -1
    private var heightSlot = -1
    /// Set when the view first joins a map: from then on an unchanged size is not set again.
    private var hasJoinedMap = false

    /// Whether this size decides `attribute`.
    func fixes(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .width: width != nil
        case .height: height != nil
        default: false
        }
    }

    /// The size's constraints as they would be made now, not activated (a fitting solve's own,
    /// ``FittingSolve``).
    func fittingConstraints(of view: UIView) -> [NSLayoutConstraint] {
        [(LayoutAttribute.width, width, "sdk.width"), (.height, height, "sdk.height")].compactMap {
            attribute, value, name in
            value.map { NSLayoutConstraint.sdk(.sdkGeometry, name, view.layoutState, attribute, constant: $0) }
        }
    }

    mutating func set(width newWidth: CGFloat?, height newHeight: CGFloat?, of view: UIView) {
        // A resize sets every component's size; most keep theirs (the logo, the buttons).
        if hasJoinedMap && newWidth == width && newHeight == height { return }
        width = newWidth
        height = newHeight
        view.frameStorage.size = CGSize(
            width: newWidth ?? view.frameStorage.width, height: newHeight ?? view.frameStorage.height)
        updateRecords(of: view)
    }

    /// Makes the records in the engine that took the view in (the engine calls this as it does).
    mutating func viewJoinedMap(_ view: UIView) {
        hasJoinedMap = true
        updateRecords(of: view)
    }

    /// Takes the records out of the engine the view is leaving, before its variables go.
    mutating func viewLeftMap(_ view: UIView) {
        let number = engineNumber
        let (width, height) = (widthSlot, heightSlot)
        view.layoutState.withHostingEngine { engine in
            guard engine.number == number else { return }
            engine.removeGeometryRecord(at: width)
            engine.removeGeometryRecord(at: height)
        }
        (engineNumber, widthSlot, heightSlot) = (0, -1, -1)
    }

    /// Brings the records in the engine that holds the view (if it took it in) to the size.
    private mutating func updateRecords(of view: UIView) {
        var (number, width, height) = (engineNumber, widthSlot, heightSlot)
        let (newWidth, newHeight) = (self.width, self.height)
        let state = view.layoutState
        let inMap = state.withHostingEngine { engine in
            if engine.number != number { (number, width, height) = (engine.number, -1, -1) }
            width = engine.updateComponentSize(in: width, of: state, .width, to: newWidth)
            height = engine.updateComponentSize(in: height, of: state, .height, to: newHeight)
        }
        (engineNumber, widthSlot, heightSlot) = inMap ? (number, width, height) : (0, -1, -1)
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
    override final func sdkSizeLeftMap() { fixedSize.viewLeftMap(self) }
    override final var sdkSizeFittingConstraints: [NSLayoutConstraint] { fixedSize.fittingConstraints(of: self) }
}
