import LayoutSolver

/// The size a view's own constraints give it, for
/// ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``:
/// the constraints among the view, the views inside it and their layout guides, with the content
/// sizes of those views, solved on a solver of their own while the view is held to the target size
/// at the fitting priorities. The map's solver and the published layout are not touched.
@MainActor
final class FittingSolve: SolverFormContext {
    let isRightToLeft: Bool
    nonisolated(unsafe) let termStorage = UnsafeMutablePointer<Term>.allocate(capacity: 5)
    private let solver = Solver()
    private let root: UIView
    private var variablesOfItems: [ObjectIdentifier: ItemVariables] = [:]
    /// The constraints given to the solver, each at the index its id there names.
    private var given: [NSLayoutConstraint] = []

    init(root: UIView) {
        self.root = root
        isRightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    deinit {
        termStorage.deallocate()
    }

    func variables(of state: LayoutItemState) -> ItemVariables {
        let key = ObjectIdentifier(state)
        if let variables = variablesOfItems[key] { return variables }
        let variables = ItemVariables(solver: solver, order: variablesOfItems.count)
        variablesOfItems[key] = variables
        return variables
    }

    func commonAncestor(of first: LayoutItemState, _ second: LayoutItemState) -> UIView {
        guard let firstView = UIView.view(of: first), let secondView = UIView.view(of: second) else { return root }
        return firstView.nearestCommonAncestor(with: secondView) ?? root
    }

    /// The size nearest `target` that the subtree's constraints allow, each axis held to its
    /// target at its priority (a target or priority no constraint could have leaves its axis free).
    func size(fitting target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        // What the next pass would lay out: the views' own constraint updates, and stacks arranged.
        root.updateConstraintsIfNeeded()
        for case let stack as any ArrangingStack in root.subtree { stack.arrangeConstraintsIfNeeded() }

        let (mark, views) = root.markSubtree()
        var constraints: [NSLayoutConstraint] = []
        for view in views {
            constraints += view.contentSizeConstraints()
            constraints += view.sdkFixedSize?.fittingConstraints(of: view) ?? []
            collectConstraints(of: view.layoutState, inside: mark, into: &constraints)
            for guide in view.allGuides { collectConstraints(of: guide.layoutState, inside: mark, into: &constraints) }
        }
        // In the order they were activated, as the pass adds them; the target last, to give way.
        constraints.sort { $0.activationSerial < $1.activationSerial }
        constraints += [
            targetConstraint(.width, target.width, priority: horizontal),
            targetConstraint(.height, target.height, priority: vertical),
        ]
        for constraint in constraints { give(constraint) }

        solver.updateVariables()
        let size = variables(of: root.layoutState)
        return CGSize(width: solver.value(of: size.width) + 0, height: solver.value(of: size.height) + 0)
    }

    /// The active constraints `state` is the first item of that stay inside the marked subtree,
    /// but for those the fitting makes afresh (content and SDK sizes) or leaves out (what places
    /// the root from outside).
    private func collectConstraints(
        of state: LayoutItemState, inside mark: UInt64, into constraints: inout [NSLayoutConstraint]
    ) {
        let view = state.item as? UIView
        for constraint in state.constraints where constraint.firstItemState === state {
            guard constraint.isActive, constraint.isInside(mark: mark) else { continue }
            if let second = constraint.secondItemState, !second.itemExists { continue }
            if let view, view.intrinsicConstraints.containsIdentical(constraint) { continue }
            if let view, view.sdkFixedSize?.made(constraint) == true { continue }
            if root.placementConstraints.containsIdentical(constraint) { continue }
            constraints.append(constraint)
        }
    }

    /// The root's `attribute` equal to the target at the fitting priority; it gives way to any
    /// required constraint it contradicts.
    private func targetConstraint(_ attribute: LayoutAttribute, _ value: CGFloat, priority: UILayoutPriority)
        -> NSLayoutConstraint
    {
        let constraint = NSLayoutConstraint(
            root.layoutState, attribute, .equal, nil, nil, multiplier: 1, constant: value)
        constraint.identifier = "fitting.\(attribute)"
        constraint.priority = priority
        constraint.activationSerial = .max
        return constraint
    }

    /// Gives the solver the constraint, unless the pass would ignore it; in a contradiction of
    /// required constraints one gives way as in the pass (SPEC §4), without a diagnostic: the
    /// pass reports the contradictions of the map's layout.
    private func give(_ constraint: NSLayoutConstraint) {
        guard ConstraintRules.refusal(of: constraint) == nil, let form = constraint.solverForm(in: self) else {
            return
        }
        let id = ConstraintID(UInt64(given.count))
        given.append(constraint)
        let terms = UnsafeBufferPointer(start: termStorage, count: form.termCount)
        // Each round takes a constraint out of the solver or gives up this one: the loop ends.
        while true {
            do {
                try solver.add(
                    terms: terms, constant: form.constant, relation: form.relation, priority: form.priority, id: id)
                return
            } catch .unsatisfiable(_, let conflicts) {
                let conflicting = conflicts.compactMap { id in
                    given.indices.contains(Int(id.rawValue)) ? (id, given[Int(id.rawValue)]) : nil
                }
                guard let victim = ConstraintRules.yielding(among: conflicting.map(\.1)), victim !== constraint,
                    let victimID = conflicting.first(where: { $0.1 === victim })?.0,
                    (try? solver.remove(victimID)) != nil
                else { return }
            } catch {
                return
            }
        }
    }
}
