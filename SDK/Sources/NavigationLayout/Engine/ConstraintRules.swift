/// Constraints the engine refuses to install, each with the diagnostic that says why.
@MainActor
enum ConstraintRules {
    /// The largest constant, in points, a constraint may have: far beyond any screen, and small
    /// enough that sums of them stay exact in the solver.
    static let maximumConstant: CGFloat = 1e9
    /// The smallest and largest magnitudes of a non-zero multiplier: the solver divides by a
    /// multiplier, and a coefficient below its tolerance (1e-8) would be lost.
    static let minimumMultiplier: CGFloat = 1e-6
    static let maximumMultiplier: CGFloat = 1e6

    /// Whether the constant and multiplier are finite and within range: one test on every install,
    /// written so that a NaN fails it too.
    @inline(__always)
    private static func isInRange(_ constraint: NSLayoutConstraint) -> Bool {
        let multiplier = abs(constraint.multiplier)
        return abs(constraint.constant) <= maximumConstant && multiplier <= maximumMultiplier
            && (multiplier >= minimumMultiplier || multiplier == 0)
    }

    /// Runs on every install: the checks are cheap and the diagnostic is only built for a refusal.
    static func refusal(of constraint: NSLayoutConstraint) -> LayoutDiagnostic? {
        var ids: [String] { constraint.items.map(\.layoutIdentifier) }
        if let problem = constraint.itemForm?.problem {
            return LayoutDiagnostic(
                severity: .error, code: "invalid-item-constraint", viewIDs: ids,
                message: "\(constraint.summary) cannot be laid out: \(problem). UIKit raises an exception for it;"
                    + " here the constraint is ignored.")
        }
        if let holder = constraint.holderState, let problem = holderProblem(of: constraint, holder: holder) {
            return LayoutDiagnostic(
                severity: .error, code: "constraint-outside-holder", viewIDs: ids,
                message: "\(constraint.summary) was added to \(problem); UIKit raises an exception for it (the view"
                    + " hierarchy is not prepared for the constraint). Add it to a view that contains both items,"
                    + " or activate it with isActive. The constraint is ignored.")
        }
        let priority = constraint.priority.rawValue
        if !(priority > 0 && priority <= 1000) || !priority.isFinite {
            return LayoutDiagnostic(
                severity: .error, code: "invalid-priority", viewIDs: ids,
                message: "\(constraint.summary) has priority \(priority); priorities must be above 0 and at most 1000"
                    + " (UILayoutPriority.required). The constraint is ignored.")
        }
        if constraint.priorityCrossedRequired {
            let side = constraint.priority == .required ? "optional to required" : "required to optional"
            return LayoutDiagnostic(
                severity: .error, code: "required-priority-changed", viewIDs: ids,
                message: "The priority of \(constraint.summary) changed from \(side) while it was active, which"
                    + " UIKit refuses with an exception. Deactivate it, change its priority and activate it"
                    + " again, or move between optional priorities (999 instead of required). The constraint"
                    + " is ignored until its priority is back on the side it was activated with.")
        }
        if !isInRange(constraint) {
            if !constraint.multiplier.isFinite || !constraint.constant.isFinite {
                return LayoutDiagnostic(
                    severity: .error, code: "non-finite-constraint", viewIDs: ids,
                    message:
                        "\(constraint.summary) has a multiplier or constant that is not a finite number; it is ignored."
                )
            }
            let problem =
                abs(constraint.constant) > maximumConstant
                ? "the constant \(constraint.constant.formatted)" : "the multiplier \(constraint.multiplier.formatted)"
            return LayoutDiagnostic(
                severity: .error, code: "out-of-range-constraint", viewIDs: ids,
                message: "\(constraint.summary) has \(problem); the solver cannot hold it exactly. Constants"
                    + " are at most \(maximumConstant.formatted) points and multipliers between"
                    + " \(minimumMultiplier.formatted) and \(maximumMultiplier.formatted) (or 0). The constraint is"
                    + " ignored.")
        }
        if let second = constraint.secondLayoutAttribute, !constraint.firstLayoutAttribute.isCompatible(with: second) {
            return LayoutDiagnostic(
                severity: .error, code: "incompatible-anchors", viewIDs: ids,
                message:
                    "\(constraint.summary) relates anchors of different kinds (a position and a size, or positions on"
                    + " two axes), which UIKit refuses with an exception; only constraints made from type-erased"
                    + " anchors (firstAnchor, secondAnchor) can be written so. The constraint is ignored.")
        }
        if let second = constraint.secondLayoutAttribute,
            (constraint.firstLayoutAttribute.isDirectional && second.isAbsoluteEdge)
                || (constraint.firstLayoutAttribute.isAbsoluteEdge && second.isDirectional)
        {
            return LayoutDiagnostic(
                severity: .error, code: "mixed-direction-anchors", viewIDs: ids,
                message:
                    "\(constraint.summary) relates a leading/trailing anchor to a left/right one, which UIKit refuses;"
                    + " use leading/trailing on both sides. The constraint is ignored.")
        }
        // Only the constrained item counts: `sheet.width == etaCard.width` sizes the sheet.
        let attribute = constraint.firstLayoutAttribute
        if attribute.isDimension && !constraint.isSystemConstraint,
            let component = constraint.firstLayoutItem as? UIView, component.sdkFixes(attribute)
        {
            return LayoutDiagnostic(
                severity: .warning, code: "fixed-size-component", viewIDs: ids,
                message:
                    "\(constraint.summary) constrains the \(attribute) of \(component.layoutIdentifier), whose"
                    + " size the SDK decides; the constraint is ignored. Position the component with its edges"
                    + " instead.")
        }
        return nil
    }

    /// The constraint that gives way in a contradiction of required constraints (SPEC §4): the
    /// delegate's before the SDK's own, and of those the most recently activated.
    static func yielding(among conflicting: [NSLayoutConstraint]) -> NSLayoutConstraint? {
        guard let yielding = conflicting.map(\.origin).min() else { return nil }
        return conflicting.filter { $0.origin == yielding }.max { $0.activationSerial < $1.activationSerial }
    }

    /// Why the view `holder` (``UIView/addConstraint(_:)``) cannot hold the constraint, or nil: it
    /// must contain the views of both of its items.
    private static func holderProblem(of constraint: NSLayoutConstraint, holder: LayoutItemState) -> String? {
        guard let view = holder.item as? UIView else { return nil }
        for state in [constraint.firstItemState, constraint.secondItemState].compactMap({ $0 }) {
            guard let item = state.item, let itemView = UIView.view(of: state) else { continue }
            if !itemView.isDescendant(of: view) {
                return "\(view.layoutIdentifier), which does not contain \(item.layoutIdentifier)"
            }
        }
        return nil
    }
}
