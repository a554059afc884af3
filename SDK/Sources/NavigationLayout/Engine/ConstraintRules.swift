/// Constraints the engine refuses to install, each with the diagnostic that says why.
@MainActor
enum ConstraintRules {
    /// Runs on every install: the checks are cheap and the diagnostic is only built for a refusal.
    static func refusal(of constraint: NSLayoutConstraint) -> LayoutDiagnostic? {
        var ids: [String] { constraint.items.map(\.layoutIdentifier) }
        if let problem = constraint.itemForm?.problem {
            return LayoutDiagnostic(
                severity: .error, code: "invalid-item-constraint", viewIDs: ids,
                message: "\(constraint.summary) cannot be laid out: \(problem). UIKit raises an exception for it;"
                    + " here the constraint is ignored.")
        }
        let priority = constraint.priority.rawValue
        if !(priority > 0 && priority <= 1000) || !priority.isFinite {
            return LayoutDiagnostic(
                severity: .error, code: "invalid-priority", viewIDs: ids,
                message: "\(constraint.summary) has priority \(priority); priorities must be above 0 and at most 1000"
                    + " (UILayoutPriority.required). The constraint is ignored.")
        }
        if !constraint.multiplier.isFinite || !constraint.constant.isFinite {
            return LayoutDiagnostic(
                severity: .error, code: "non-finite-constraint", viewIDs: ids,
                message:
                    "\(constraint.summary) has a multiplier or constant that is not a finite number; it is ignored.")
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
}
