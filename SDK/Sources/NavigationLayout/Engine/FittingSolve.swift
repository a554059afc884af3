import LayoutSolver

/// The size a view's own constraints give it, for
/// ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``:
/// the constraints among the view, the views inside it and their layout guides, with the content
/// sizes of those views, solved on a solver of their own while the view is held to the target size
/// at the fitting priorities. The map's solver and the published layout are not touched.
@MainActor
final class FittingSolve: SolverFormContext {
    let isRightToLeft: Bool
    nonisolated(unsafe) let termStorage = UnsafeMutablePointer<Term>.allocate(
        capacity: SolverForm.maximumTermCount)
    private let solver = Solver()
    private let root: UIView
    private var variablesOfItems: [ObjectIdentifier: ItemVariables] = [:]
    /// The constraints added to the solver, each at the index its id there names.
    private var added: [NSLayoutConstraint] = []

    init(root: UIView) {
        ActorChecks.assertOnMainActor()
        self.root = root
        isRightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    deinit {
        termStorage.deallocate()
    }

    func variables(of state: LayoutItemState, placedBy attribute: LayoutAttribute) -> ItemVariables {
        let key = ObjectIdentifier(state)
        var variables = variablesOfItems[key] ?? ItemVariables(solver: solver, order: variablesOfItems.count)
        if variables.isChoosingHorizontalMeasure(attribute) {
            variables.placeHorizontally(
                by: attribute, rightToLeft: isRightToLeft, isReference: state === root.layoutState)
        }
        variablesOfItems[key] = variables
        return variables
    }

    /// The root's width, from whose right edge the items placed by leading or trailing edges
    /// right to left are measured (``ItemVariables``).
    var referenceWidth: Variable { variables(of: root.layoutState, placedBy: .width).width }

    /// The frame the solver holds for an item of the subtree, in the root's solve coordinates
    /// (zero for one no constraint mentions, as its free variables would be).
    private func solvedFrame(of item: some LayoutItem) -> CGRect {
        let reference = variablesOfItems[ObjectIdentifier(root.layoutState)]?.width
        return variablesOfItems[ObjectIdentifier(item.layoutState)]?.frame(in: solver, reference: reference) ?? .zero
    }

    func commonAncestor(of first: LayoutItemState, _ second: LayoutItemState) -> UIView {
        guard let firstView = UIView.view(of: first), let secondView = UIView.view(of: second) else { return root }
        return firstView.nearestCommonAncestor(with: secondView) ?? root
    }

    /// The size nearest `target` that the subtree's constraints allow, each axis held to its
    /// target at its priority (a target or priority no constraint could have leaves its axis free).
    func size(fitting target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        solveSubtree(holdingRoot: [
            targetConstraint(.width, target.width, priority: horizontal),
            targetConstraint(.height, target.height, priority: vertical),
        ])
        // Constraints whose sums overflow solve to infinities: an axis that is not finite gets
        // its target (0 if that is not finite either), so no infinity reaches a frame set from it.
        let size = solvedFrame(of: root).size
        func finite(_ length: CGFloat, _ target: CGFloat) -> CGFloat {
            length.isFinite ? length : target.isFinite ? target : 0
        }
        return CGSize(width: finite(size.width, target.width), height: finite(size.height, target.height))
    }

    /// Where the subtree's constraints place each view and layout guide inside the root, the root
    /// held at the origin with `size` (``UIView/layoutIfNeeded()`` outside a map): every view but
    /// the root, superviews first, with its frame in its superview's coordinates, and every guide
    /// of the subtree's views with its frame in its owning view's. A frame that is not finite (sums
    /// that overflow) is left out.
    func placement(within size: CGSize) -> (views: [(UIView, CGRect)], guides: [(UILayoutGuide, CGRect)]) {
        let views = solveSubtree(holdingRoot: [
            targetConstraint(.left, 0, priority: .required),
            targetConstraint(.top, 0, priority: .required),
            targetConstraint(.width, size.width, priority: .required),
            targetConstraint(.height, size.height, priority: .required),
        ])
        var placedViews: [(UIView, CGRect)] = []
        var placedGuides: [(UILayoutGuide, CGRect)] = []
        for view in views {
            let frame = solvedFrame(of: view)
            if view !== root, let superview = view.superview {
                let placed = frame.offsetBy(from: solvedFrame(of: superview))
                if placed.isFinite { placedViews.append((view, placed)) }
            }
            for guide in view.allGuides {
                let placed = solvedFrame(of: guide).offsetBy(from: frame)
                if placed.isFinite { placedGuides.append((guide, placed)) }
            }
        }
        return (placedViews, placedGuides)
    }

    /// Solves the constraints among the subtree, with `holds` on the root; returns the subtree's
    /// views, the root first.
    @discardableResult
    private func solveSubtree(holdingRoot holds: [NSLayoutConstraint]) -> [UIView] {
        // What the next pass would lay out: the views' own constraint updates, stacks arranged,
        // and margins guides by the margins and layout direction of now.
        root.updateConstraintsIfNeeded()
        for view in root.subtree where view.isArrangingStack {
            (view as? any ArrangingStack)?.arrangeConstraintsIfNeeded()
        }
        let views = root.subtree
        for view in views { view.marginsGuideIfMade?.updateInsets(view.marginsGuideInsets) }

        var items = Set<ObjectIdentifier>()
        for view in views {
            items.insert(ObjectIdentifier(view.layoutState))
            for guide in view.allGuides { items.insert(ObjectIdentifier(guide.layoutState)) }
        }
        var constraints = constraintsInside(views, items: items)
        // In the order they were activated, as the pass adds them; content and SDK sizes are read
        // last (a view's intrinsicContentSize is its own code, which may measure or move views).
        constraints.sort { $0.activationSerial < $1.activationSerial }
        for view in views {
            constraints += view.contentSizeConstraints()
            constraints += view.sdkSizeFittingConstraints
        }
        constraints += holds
        for constraint in constraints { add(constraint) }

        solver.updateVariables()
        return views
    }

    /// The active constraints whose items are all among `items` (the subtree's views and guides),
    /// each once, but for those the fitting makes afresh (content and SDK sizes) or leaves out
    /// (what places the root from outside).
    private func constraintsInside(_ views: [UIView], items: Set<ObjectIdentifier>) -> [NSLayoutConstraint] {
        let outside = root.placementConstraints
        var seen = Set<ObjectIdentifier>()
        var constraints: [NSLayoutConstraint] = []
        func collect(from state: LayoutItemState, of view: UIView) {
            for constraint in state.constraints where constraint.isActive {
                if let second = constraint.secondItemState {
                    guard second.itemExists, items.contains(ObjectIdentifier(second)) else { continue }
                }
                guard items.contains(ObjectIdentifier(constraint.firstItemState)) else { continue }
                guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
                if view.intrinsicConstraints.containsIdentical(constraint) { continue }
                if outside.containsIdentical(constraint) { continue }
                constraints.append(constraint)
            }
        }
        for view in views {
            collect(from: view.layoutState, of: view)
            for guide in view.allGuides { collect(from: guide.layoutState, of: view) }
        }
        return constraints
    }

    /// The root's `attribute` equal to `value` at `priority`; it gives way to any required
    /// constraint it contradicts.
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

    /// Adds the constraint to the solver, unless the pass would ignore it; in a contradiction of
    /// required constraints one gives way as in the pass (SPEC §4), without a diagnostic: the
    /// pass reports the contradictions of the map's layout.
    private func add(_ constraint: NSLayoutConstraint) {
        guard ConstraintRules.refusal(of: constraint) == nil, let form = constraint.solverForm(in: self) else {
            return
        }
        let id = ConstraintID(UInt64(added.count))
        added.append(constraint)
        let terms = UnsafeBufferPointer(start: termStorage, count: form.termCount)
        // Each round takes a constraint out of the solver or gives up this one: the loop ends.
        while true {
            do {
                try solver.add(
                    terms: terms, constant: form.constant, relation: form.relation, priority: form.priority, id: id)
                return
            } catch .unsatisfiable(_, let conflicts) {
                let conflicting = conflicts.compactMap { id in
                    added.indices.contains(Int(id.rawValue)) ? (id, added[Int(id.rawValue)]) : nil
                }
                guard let victim = ConstraintRules.yielding(among: conflicting.map(\.1)), victim !== constraint,
                    let victimID = conflicting.first(where: { $0.1 === victim })?.0,
                    (try? solver.remove(victimID)) != nil
                else { return }
            } catch {
                assertionFailure("adding a translated constraint failed: \(error)")
                return
            }
        }
    }
}
