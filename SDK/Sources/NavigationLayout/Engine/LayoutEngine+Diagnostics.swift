import LayoutSolver

/// The diagnostic of a constraint the engine broke or refused, kept while the constraint stays
/// active and out of the solver.
struct ConstraintReport {
    weak var constraint: NSLayoutConstraint?
    let diagnostic: LayoutDiagnostic
}

extension LayoutEngine {
    /// What is wrong with the map's layout now, as far as Auto Layout can tell (SPEC §8 rules 2, 3,
    /// 7 and 8): broken and refused constraints, hidden flags set on views a hiding stack manages,
    /// left/right anchors, frames the constraints do not pin down or solve to infinities, and
    /// frames outside the map.
    func currentDiagnostics() -> [LayoutDiagnostic] {
        layoutIfNeeded()
        var found: [LayoutDiagnostic] = []
        // A report goes with its constraint's items: one of a subtree that left the map (its
        // constraints stay active, as in UIKit) names views no longer here.
        constraintReports = constraintReports.filter { _, report in
            guard let constraint = report.constraint, constraint.hasItems(in: mapState) else { return false }
            // A geometry record's stand-in is never active: its report lasts while the record is broken.
            guard constraint.isActive else {
                return constraint.isBroken && geometryRecordSlot(ofStandIn: constraint) != nil
            }
            return constraint.isBroken || constraint.isInstalledNowhere
        }
        found += constraintReports.values.map(\.diagnostic).sorted { $0.message < $1.message }
        let views = descendants
        for view in views where view.delegateSetHiddenOnManagedView {
            found.append(
                LayoutDiagnostic(
                    severity: .warning, code: "hidden-in-hiding-stack", viewIDs: [view.layoutIdentifier],
                    message: "\(view.layoutIdentifier) is arranged by a hiding stack view, which decides whether it"
                        + " shows; do not set isHidden on it (remove it from arrangedSubviews instead)."))
        }
        found += absoluteEdgeDiagnostics()
        if let waiting = unsettledLayout { found.append(unsettledDiagnostic(waiting: waiting)) }
        found += keptFrameReports
        for view in views where !view.hiddenFlag && !view.hasHiddenAncestor {
            if let ambiguity = ambiguity(of: view) { found.append(ambiguity) }
            if let outside = outsideMap(view) { found.append(outside) }
        }
        return found
    }

    /// A pass that ran out of rounds: what it published is not what the constraints settle on.
    private func unsettledDiagnostic(waiting: [String]) -> LayoutDiagnostic {
        let cause =
            waiting.isEmpty
            ? "a view's safe-area or margins guide, or a hiding stack, kept moving the layout (is a view"
                + " constrained to its own safeAreaLayoutGuide or layoutMarginsGuide, or are more than"
                + " seven views nested, each following its superview's margins?)"
            : "layoutSubviews() of \(waiting.joined(separator: ", ")) kept changing sizes or constraints"
        return LayoutDiagnostic(
            severity: .warning, code: "layout-not-settled", viewIDs: waiting,
            message: "the layout did not settle in one pass: \(cause). The last round was published; the rest"
                + " waits for the next pass.")
    }

    /// SPEC §8 rule 7: left/right anchors where leading/trailing would keep RTL working.
    private func absoluteEdgeDiagnostics() -> [LayoutDiagnostic] {
        let absolute = installed.all.filter { constraint in
            !constraint.isSystemConstraint
                && (constraint.firstLayoutAttribute.isAbsoluteEdge
                    || (constraint.secondLayoutAttribute?.isAbsoluteEdge ?? false))
        }
        return absolute.sorted { $0.activationSerial < $1.activationSerial }.map { constraint in
            LayoutDiagnostic(
                severity: .warning, code: "absolute-horizontal-anchor",
                viewIDs: constraint.items.map(\.layoutIdentifier),
                message: "\(constraint.summary) uses left/right; use leading/trailing so that the layout mirrors in"
                    + " right-to-left languages.")
        }
    }

    /// SPEC §8 rule 8: a frame the constraints leave free on some axis.
    private func ambiguity(of view: UIView) -> LayoutDiagnostic? {
        let free = ambiguousAxes(of: view.layoutState)
        let axes = [free.horizontal ? "horizontal" : nil, free.vertical ? "vertical" : nil].compactMap { $0 }
        guard !axes.isEmpty else { return nil }
        return LayoutDiagnostic(
            severity: .warning, code: "ambiguous-layout", viewIDs: [view.layoutIdentifier],
            message: "the \(axes.joined(separator: " and ")) position or size of \(view.layoutIdentifier) is not"
                + " pinned down by its constraints (another frame would satisfy them as well); add constraints"
                + " or give one of two competing ones a higher priority.")
    }

    /// On which axes the constraints leave the view's frame free, as of the last pass; both for a
    /// view no constraint in the solver mentions.
    func ambiguousAxes(of item: LayoutItemState) -> (horizontal: Bool, vertical: Bool) {
        guard let variables = item.variables else { return (true, true) }
        func free(_ variable: Variable) -> Bool { (try? solver.isAmbiguous(variable)) == true }
        return (free(variables.x) || free(variables.width), free(variables.y) || free(variables.height))
    }

    /// SPEC §8 rule 8: a visible frame that leaves the map (not while an animation moves it).
    private func outsideMap(_ view: UIView) -> LayoutDiagnostic? {
        let frame = view.layoutState.frameInMap
        let bounds = map.layoutState.frameInMap.insetBy(dx: -0.5, dy: -0.5)
        guard !frame.isEmpty, !bounds.contains(frame), !isAnimating(view) else { return nil }
        return LayoutDiagnostic(
            severity: .warning, code: "outside-map", viewIDs: [view.layoutIdentifier],
            message: "\(view.layoutIdentifier) at \(frame) is not inside the \(map.layoutState.frameInMap.size) map;"
                + " constrain it to the map's edges or safe area.")
    }

    /// The views of a constraint the solver says decide a view's frame, per axis (the explain
    /// query): every equality and every inequality or optional constraint at its limit.
    func explanation(of item: LayoutItemState) -> (horizontal: [NSLayoutConstraint], vertical: [NSLayoutConstraint]) {
        layoutIfNeeded()
        guard item.hostingMapState === mapState, let variables = item.variables else {
            return ([], [])
        }
        func deciding(_ expressions: [[Term]]) -> [NSLayoutConstraint] {
            let ids = expressions.flatMap { (try? solver.constraintsDetermining($0)) ?? [] }
            var seen = Set<UInt64>()
            return constraints(named: ids.filter { seen.insert($0.rawValue).inserted })
                .sorted { $0.activationSerial < $1.activationSerial }
        }
        // The left edge, not x: measured from the map's right edge, x depends on the map's width
        // where the left edge does not, and the other way round.
        let left = variables.leftEdgeTerms(reference: variables.measuresFromRight ? referenceWidth : nil)
        let horizontal = deciding([left, [Term(variables.width)]])
        return (horizontal, deciding([[Term(variables.y)], [Term(variables.height)]]))
    }
}
