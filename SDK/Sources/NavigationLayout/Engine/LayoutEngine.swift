import LayoutSolver

/// The Auto Layout engine of one map view: its solver, the variables of every view and guide in
/// the map's tree, and the active constraints installed in it.
///
/// Nothing is rebuilt between passes: a size change moves the constants of the map's own
/// constraints, a constant change moves one constraint, and the solver re-optimises from where it
/// was (SPEC §4).
@MainActor
final class LayoutEngine {
    unowned let map: GMSMapView
    let solver = Solver()
    private var nextID: UInt64 = 0
    /// Installed constraints by solver id.
    private(set) var installed: [UInt64: NSLayoutConstraint] = [:]
    /// Active constraints the engine had to break, retried on later passes.
    private(set) var broken: [NSLayoutConstraint] = []
    var needsLayout = true
    /// Set when something published changed (a frame, hidden, opacity, the tree).
    private(set) var needsPublish = true
    /// Diagnostics gathered since the host last took them (a log of what happened).
    var diagnostics: [LayoutDiagnostic] = []
    /// The diagnostic of each active constraint the engine broke or refused, while it stays so.
    var constraintReports: [ObjectIdentifier: ConstraintReport] = [:]
    /// Animations recorded since the host last took them.
    var animations: [ViewAnimation] = []
    /// When the last animation recorded for each view ends, on the layout timer's clock.
    var animationEnds: [ObjectIdentifier: TimeInterval] = [:]

    private var treeCache: (views: [UIView], stacks: [GMSNavigationHidingStackView])?

    init(map: GMSMapView) {
        self.map = map
    }

    /// The views inside the map (not the map itself), depth first, back to front; kept between
    /// passes until the tree changes. The map is left out so that the cache does not keep it alive.
    var descendants: [UIView] { cachedTree().views }

    /// The hiding stack views of the tree.
    var stacks: [GMSNavigationHidingStackView] { cachedTree().stacks }

    private func cachedTree() -> (views: [UIView], stacks: [GMSNavigationHidingStackView]) {
        if let treeCache { return treeCache }
        let views = Array(map.subtree.dropFirst())
        var stacks: [GMSNavigationHidingStackView] = []
        for view in views {
            if let stack = view as? GMSNavigationHidingStackView { stacks.append(stack) }
        }
        treeCache = (views, stacks)
        return (views, stacks)
    }

    /// Views were added, removed or reordered under the map.
    func treeChanged() {
        treeCache = nil
        setNeedsLayout()
        setNeedsPublish()
    }

    func setNeedsLayout() {
        needsLayout = true
    }

    func setNeedsPublish() {
        needsPublish = true
    }

    /// Clears the publish flag; returns whether it was set.
    func takeNeedsPublish() -> Bool {
        defer { needsPublish = false }
        return needsPublish
    }

    // MARK: Items

    /// Gives every view and guide of a subtree its variables, then installs the active constraints
    /// that now have both of their items in this map.
    func attach(_ view: UIView) {
        treeChanged()
        let items = view.subtreeItems
        for item in items { register(item) }
        for subview in view.subtree { subview.invalidateIntrinsicContentSize() }
        installWaitingConstraints(of: items)
    }

    /// Adds one guide to the map's layout.
    func attach(_ guide: UILayoutGuide) {
        register(guide)
        installWaitingConstraints(of: [guide])
    }

    private func register(_ item: any LayoutItem) {
        guard item.layoutState.variables == nil else { return }
        item.layoutState.variables = ItemVariables(solver: solver)
        setNeedsLayout()
        setNeedsPublish()
    }

    private func installWaitingConstraints(of items: [any LayoutItem]) {
        for item in items {
            for constraint in item.layoutState.constraints where constraint.engine == nil && !constraint.isBroken {
                ConstraintRegistry.install(constraint)
            }
        }
    }

    /// Takes a subtree out of the map's layout: its constraints are uninstalled (they stay active
    /// if both items leave together) and its variables released.
    func detach(_ view: UIView) {
        treeChanged()
        detach(items: view.subtreeItems)
    }

    func detach(_ guide: UILayoutGuide) {
        detach(items: [guide])
    }

    private func detach(items: [any LayoutItem]) {
        for item in items {
            for constraint in item.layoutState.constraints where constraint.engine === self { uninstall(constraint) }
            broken.removeAll { constraint in constraint.items.contains { $0 === item } }
        }
        for item in items {
            item.layoutState.variables?.release(from: solver)
            item.layoutState.variables = nil
        }
        setNeedsLayout()
        setNeedsPublish()
    }

    // MARK: Constraints

    /// Installs an active constraint whose items are both in this map; a required constraint that
    /// contradicts the others breaks the most recently activated one of the contradiction.
    func install(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = solverConstraint(for: constraint) else { return }
        nextID += 1
        constraint.solverID = nextID
        constraint.engine = self
        constraint.isBroken = false
        installed[nextID] = constraint
        constraintReports[ObjectIdentifier(constraint)] = nil
        addResolvingConflicts(constraint, solverConstraint)
        setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self else { return }
        if !constraint.isBroken { try? solver.remove(ConstraintID(constraint.solverID)) }
        installed[constraint.solverID] = nil
        broken.removeAll { $0 === constraint }
        constraint.engine = nil
        constraint.isBroken = false
        setNeedsLayout()
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self, !constraint.isBroken else { return }
        guard constraint.constant.isFinite else {
            // The solver refuses a NaN or infinite constant, which would trap below (SPEC §4: never
            // crash): leave the constraint out as activation does, with ConstraintRules' diagnostic.
            // NSLayoutConstraint.constant installs it again once the constant is finite.
            uninstall(constraint)
            install(constraint)
            return
        }
        let id = ConstraintID(constraint.solverID)
        // One new constant (a map resize) can contradict several independent groups of constraints:
        // break one constraint per contradiction until the constant holds or is itself broken.
        // Retrying only once left the map's own size at its old value when two groups conflicted
        // (SPEC §4). Each round removes one constraint from the solver, so the loop ends.
        while true {
            do {
                try solver.setConstant(-Double(constraint.constant), of: id)
                break
            } catch .unsatisfiable(_, let conflicts) {
                let conflicting = conflicts.compactMap { installed[$0.rawValue] }
                precondition(!conflicting.isEmpty, "a conflict of the solver names no installed constraint")
                breakOne(of: conflicting, reason: "its constant changed to \(constraint.constant.formatted)")
                if constraint.isBroken { break }
            } catch {
                preconditionFailure("setConstant of an installed constraint failed: \(error)")
            }
        }
        setNeedsLayout()
    }

    func priorityChanged(_ constraint: NSLayoutConstraint, from oldPriority: UILayoutPriority) {
        guard constraint.engine === self, !constraint.isBroken else { return }
        if let priority = Priority(constraint.priority.rawValue), !priority.isRequired, oldPriority != .required,
            (try? solver.setPriority(priority, of: ConstraintID(constraint.solverID))) != nil
        {
            setNeedsLayout()
            return
        }
        // Between required and optional (UIKit refuses this on an installed constraint): reinstall.
        uninstall(constraint)
        install(constraint)
    }

    private func addResolvingConflicts(_ constraint: NSLayoutConstraint, _ solverConstraint: Constraint) {
        while true {
            do {
                try solver.add(solverConstraint, id: ConstraintID(constraint.solverID))
                return
            } catch .unsatisfiable(_, let conflicts) {
                let set = conflicts.compactMap { installed[$0.rawValue] }
                breakOne(of: set, reason: "it was activated")
                if constraint.isBroken { return }
            } catch {
                preconditionFailure("adding a checked constraint failed: \(error)")
            }
        }
    }

    /// Breaks the most recently activated constraint of a contradiction that is not the SDK's own
    /// (SPEC §4) and reports the whole contradiction by view and anchor.
    private func breakOne(of conflicting: [NSLayoutConstraint], reason: String) {
        let victim =
            conflicting.filter { !$0.isSystemConstraint }.max { $0.activationSerial < $1.activationSerial }
            ?? conflicting.max { $0.activationSerial < $1.activationSerial }
        guard let victim else { return }
        if victim.engine === self, !victim.isBroken {
            try? solver.remove(ConstraintID(victim.solverID))
        }
        victim.isBroken = true
        if !broken.contains(where: { $0 === victim }) { broken.append(victim) }
        let ids = Array(Set(conflicting.flatMap { $0.items.map(\.layoutIdentifier) })).sorted()
        let report = LayoutDiagnostic(
            severity: .error, code: "unsatisfiable-constraints", viewIDs: ids,
            message: "Unable to simultaneously satisfy constraints ("
                + conflicting.map(\.summary).joined(separator: "; ")
                + ") when \(reason); breaking \(victim.summary). Lower the priority of one of them"
                + " or remove it.")
        diagnostics.append(report)
        constraintReports[ObjectIdentifier(victim)] = ConstraintReport(constraint: victim, diagnostic: report)
    }

    /// Tries again the constraints broken earlier; those that still conflict stay broken and are
    /// reported again.
    func retryBrokenConstraints() {
        let retry = broken
        broken.removeAll()
        for constraint in retry where constraint.engine === self {
            guard let solverConstraint = solverConstraint(for: constraint) else { continue }
            constraint.isBroken = false
            addResolvingConflicts(constraint, solverConstraint)
        }
    }

    /// The solver's form of a constraint, or nil (with a diagnostic) for one the SDK ignores.
    private func solverConstraint(for constraint: NSLayoutConstraint) -> Constraint? {
        guard let firstItem = constraint.firstLayoutItem, let firstVariables = firstItem.layoutState.variables else {
            return nil
        }
        if let refusal = ConstraintRules.refusal(of: constraint) {
            diagnostics.append(refusal)
            constraintReports[ObjectIdentifier(constraint)] = ConstraintReport(
                constraint: constraint, diagnostic: refusal)
            return nil
        }
        let direction: Double = constraint.isDirectional && map.layoutDirection == .rightToLeft ? -1 : 1
        var expression = firstVariables.expression(constraint.firstAttribute, direction: direction)
        if let secondAttribute = constraint.secondAttribute {
            guard let secondVariables = constraint.secondLayoutItem?.layoutState.variables else { return nil }
            expression =
                expression - Double(constraint.multiplier)
                * secondVariables.expression(secondAttribute, direction: direction)
        }
        expression = expression - Double(constraint.constant)
        guard let priority = Priority(constraint.priority.rawValue) else { return nil }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(expression, relation, priority: priority)
    }

    /// Reinstalls every constraint that mentions leading or trailing (the layout direction changed).
    func directionChanged() {
        let directional = installed.values.filter {
            $0.isDirectional
        }
        for constraint in directional.sorted(by: { $0.activationSerial < $1.activationSerial }) {
            uninstall(constraint)
            install(constraint)
        }
        setNeedsLayout()
    }
}
