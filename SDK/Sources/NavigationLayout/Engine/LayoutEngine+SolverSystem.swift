public import LayoutSolver

/// The constraint system a map's engine has installed in its solver, as plain data: enough to
/// rebuild exactly that system in a fresh ``Solver`` and time it without the SDK around it
/// (navlayout-bench's `sdk-navscreen` and `sdk-resize` compare the two).
///
/// Variables are numbered `0..<variableCount` in the order the engine made them: four per item
/// (left, top, width, height), when the first constraint that mentions the item reached the
/// solver. A fresh solver that makes, just before adding each of ``constraints`` in order (under
/// its ``InstalledConstraint/id``), the variables up to the last of its items' fours repeats the
/// engine's calls, and holds the same system.
@_spi(Benchmarks)
public struct SolverSystem: Sendable {
    /// What makes a constraint's constant follow the map's geometry.
    public enum GeometryRole: Sendable, Hashable {
        /// The map's own width or height (``UIView/frame``).
        case mapSize
        /// An edge of the map's safe-area guide (``GMSMapView/safeAreaInsets``).
        case safeAreaInset
        /// A width or height the SDK decides for a component from the map's geometry (SPEC §5).
        case componentSize
    }

    /// `coefficient × variable`, the variable given by its number.
    public struct IndexedTerm: Sendable, Hashable {
        /// The variable's number, in `0..<variableCount`.
        public var variable: Int
        /// The factor applied to it.
        public var coefficient: Double
    }

    /// One constraint as the solver holds it: `Σ terms + constant (relation) 0`.
    public struct InstalledConstraint: Sendable {
        /// The identifier the engine added it under.
        public var id: ConstraintID
        /// The terms as the engine built them (a variable may appear more than once).
        public var terms: [IndexedTerm]
        /// The constant of the expression (the negated ``NSLayoutConstraint/constant``).
        public var constant: Double
        /// How the expression relates to 0.
        public var relation: Relation
        /// The constraint's priority.
        public var priority: Priority
        /// Set when a size or safe-area change moves the constant; nil for the delegate's own
        /// constraints and the SDK's fixed ones.
        public var geometryRole: GeometryRole?
        /// The constraint as diagnostics name it, such as `'map.geometry' map.width == 390`.
        public var summary: String
    }

    /// How many variables the solver holds: four (left, top, width, height) per view and guide.
    public var variableCount: Int { variableNames.count }
    /// `variableNames[i]` names variable `i`, such as `turnCard.width`.
    public var variableNames: [String]
    /// The value of every variable as of the map's last layout pass.
    public var values: [Double]
    /// The installed constraints, in the order the engine installed them (ascending install serial); broken
    /// constraints are not in the solver and not here.
    public var constraints: [InstalledConstraint]
}

extension GMSMapView {
    /// A copy of the constraint system this map's engine has installed, for benchmarks that time
    /// the same system on a bare ``Solver``.
    ///
    /// Call it after ``resolveLayout()`` so that ``SolverSystem/values`` are current.
    @_spi(Benchmarks)
    public func solverSystem() -> SolverSystem {
        engine.solverSystem()
    }
}

extension LayoutEngine {
    fileprivate func solverSystem() -> SolverSystem {
        var numberOf: [Variable: Int] = [:]
        var names: [String] = []
        var values: [Double] = []
        // Only the items the engine took in: one waiting to join may hold a freed map's variables.
        let made = map.subtreeItems.compactMap { item in
            item.layoutState.hostingMapState === mapState ? item.layoutState.variables.map { (item, $0) } : nil
        }
        for (item, variables) in made.sorted(by: { $0.1.order < $1.1.order }) {
            let edges = [
                (variables.measuresFromRight ? "fromRight" : "left", variables.x), ("top", variables.y),
                ("width", variables.width), ("height", variables.height),
            ]
            for (edge, variable) in edges {
                numberOf[variable] = names.count
                names.append("\(item.layoutIdentifier).\(edge)")
                values.append(solver.value(of: variable))
            }
        }
        let live = (installed.all.filter(\.isInSolver) + geometryRecordStandInsInSolver)
            .sorted { $0.installSerial < $1.installSerial }
        let constraints = live.map { constraint in
            guard let form = constraint.solverForm(in: self) else {
                preconditionFailure("\(constraint.summary) is in the solver but has no solver form")
            }
            let terms = UnsafeBufferPointer(start: termStorage, count: form.termCount)
            return SolverSystem.InstalledConstraint(
                id: constraint.solverConstraintID,
                terms: terms.map { term in
                    guard let number = numberOf[term.variable] else {
                        preconditionFailure(
                            "\(constraint.summary) mentions \(term.variable), which no item of the map owns")
                    }
                    return SolverSystem.IndexedTerm(variable: number, coefficient: term.coefficient)
                },
                constant: form.constant, relation: form.relation, priority: form.priority,
                geometryRole: geometryRole(of: constraint), summary: constraint.summary)
        }
        precondition(
            names.count == solver.variableCount && constraints.count == solver.constraintCount,
            "the copy has \(names.count) variables and \(constraints.count) constraints, the solver"
                + " \(solver.variableCount) and \(solver.constraintCount): keep this file in step with"
                + " LayoutEngine.variables(of:) and NSLayoutConstraint.solverForm(in:)")
        return SolverSystem(variableNames: names, values: values, constraints: constraints)
    }

    /// The SDK's own constraints whose constants ``GMSMapView`` and ``NavigationComponents`` move
    /// when the geometry changes: the map's width and height, the safe-area guide's edges and the
    /// components' SDK sizes.
    private func geometryRole(of constraint: NSLayoutConstraint) -> SolverSystem.GeometryRole? {
        guard constraint.isSystemConstraint, let item = constraint.firstLayoutItem else { return nil }
        let attribute = constraint.firstLayoutAttribute
        if item === map, constraint.secondLayoutAttribute == nil, attribute.isDimension { return .mapSize }
        if let guide = map.safeAreaGuideIfMade, item === guide, constraint.secondLayoutItem === map {
            return .safeAreaInset
        }
        if let component = item as? UIView, constraint.secondLayoutAttribute == nil, component.sdkFixes(attribute) {
            return .componentSize
        }
        return nil
    }
}
