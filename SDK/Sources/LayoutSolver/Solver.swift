/// An incremental constraint solver of the Cassowary family with lexicographic priorities.
///
/// Add and remove linear constraints at any time, move edit variables with ``suggest(_:for:)``,
/// change a constraint's constant or optional priority in place, then call ``updateVariables()``
/// and read ``value(of:)``. Every change re-optimises from the current solution; nothing is
/// rebuilt.
///
/// Guarantees:
/// - every required constraint holds, or the call that would break one throws
///   ``SolverError/unsatisfiable(_:conflicts:)`` naming the whole contradiction;
/// - optional constraints are satisfied level by level (see ``Priority``);
/// - a call that throws leaves the solver exactly as it was;
/// - values are finite; coefficients, constants and suggestions that are not are refused.
///
/// A solver is not thread-safe; confine it to one actor or thread.
public final class Solver {
    // Every public call makes exactly one access to `state`, and none of them re-enters the solver,
    // so accesses cannot overlap: the dynamic check (~140 instructions a call) buys nothing.
    @exclusivity(unchecked) var state = SolverState()

    /// Creates an empty solver.
    public init() {}

    /// The number of constraints added with ``add(_:id:)`` and not removed.
    public var constraintCount: Int { state.recordOfID.count }

    /// The number of variables made and not released.
    public var variableCount: Int { state.liveVariables }

    // MARK: Variables

    /// Makes a new variable. Its value is 0 until constraints or an edit decide it.
    public func makeVariable() -> Variable {
        state.makeVariable()
    }

    /// Releases a variable that no constraint and no edit mentions, so that a long-running solver
    /// does not grow with every view it has ever laid out.
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)`` for a released or foreign variable,
    ///   ``SolverError/variableInUse(_:)`` while a constraint or an edit mentions it.
    public func releaseVariable(_ variable: Variable) throws(SolverError) {
        try state.releaseVariable(variable)
    }

    // MARK: Constraints

    /// Adds a constraint under the caller's identifier.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if `id` is in use,
    ///   ``SolverError/nonFiniteValue(_:)`` for a NaN or infinite coefficient or constant,
    ///   ``SolverError/unknownVariable(_:)`` for a variable that is not live,
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` for a required constraint that contradicts the
    ///   required constraints already added. The solver is unchanged after any of them.
    public func add(_ constraint: Constraint, id: ConstraintID) throws(SolverError) {
        let expression = constraint.expression
        try expression.terms.withUnsafeBufferPointer { terms throws(SolverError) in
            try state.add(
                terms: terms, constant: expression.constant, relation: constraint.relation,
                priority: constraint.priority, id: id)
        }
    }

    /// Adds the constraint `Σ terms + constant (relation) 0` under the caller's identifier, reading
    /// its terms from a buffer the solver keeps nothing of: for callers that translate constraints
    /// of their own into one reused buffer rather than an ``Expression`` (an array) each, as the
    /// SDK's layout engine does. Otherwise the same as ``add(_:id:)``, errors included.
    public func add(
        terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, priority: Priority, id: ConstraintID
    ) throws(SolverError) {
        try state.add(terms: terms, constant: constant, relation: relation, priority: priority, id: id)
    }

    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if no constraint has this identifier.
    public func remove(_ id: ConstraintID) throws(SolverError) {
        try state.remove(id)
    }

    /// Whether a constraint with this identifier is in the solver.
    public func contains(_ id: ConstraintID) -> Bool {
        state.recordOfID[id] != nil
    }

    /// Sets the constant of a live constraint's expression, moving the solution without removing
    /// and re-adding the constraint (the cheap path Auto Layout documents for `constant`).
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue(_:)``, or
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` when the new constant makes the required
    ///   constraints contradict each other; the constant is then unchanged.
    public func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        try state.setConstant(constant, of: id)
    }

    /// Changes the priority of a live optional constraint in place.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, or ``SolverError/requiredPriorityChange(_:)``
    ///   when the constraint is required or `priority` is: remove it and add it again instead.
    public func setPriority(_ priority: Priority, of id: ConstraintID) throws(SolverError) {
        try state.setPriority(priority, of: id)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a variable whose value the caller suggests
    /// (a window size, an animated offset), held at `priority` against the other constraints.
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)``, ``SolverError/duplicateEditVariable(_:)``, or
    ///   ``SolverError/requiredEditPriority(_:)`` for priority 1000.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try state.addEditVariable(variable, priority: priority)
    }

    /// Stops editing `variable`; its value is decided by the constraints alone again.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try state.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        (try? state.editRecord(of: variable)) != nil
    }

    /// Suggests a value for an edit variable; the solution moves there as far as the constraints
    /// of higher priority allow (dual simplex from the current solution).
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``.
    public func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
        try state.suggest(value, for: variable)
    }

    // MARK: Queries

    /// The constraints the current value of `variable` depends on: every equality and every
    /// inequality or optional constraint at its limit that takes part in deciding it. Answers
    /// "why is this view here?" (an explain query).
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)``.
    public func constraintsDetermining(_ variable: Variable) throws(SolverError) -> [ConstraintID] {
        try state.constraintsDetermining(variable)
    }

    /// The constraints that decide the value of `Σ terms` (an edge measured from two variables,
    /// say), as ``constraintsDetermining(_:)-(Variable)`` does for one variable: parts of the sum
    /// that cancel are decided by nothing.
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)`` for a variable this solver does not know.
    public func constraintsDetermining(_ terms: [Term]) throws(SolverError) -> [ConstraintID] {
        try terms.withUnsafeBufferPointer { (buffer) throws(SolverError) in try state.constraintsDetermining(buffer) }
    }

    /// Whether `variable` could take another value with every required constraint holding and no
    /// priority level worse off: the constraints do not pin it down (Auto Layout's ambiguity).
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)``.
    public func isAmbiguous(_ variable: Variable) throws(SolverError) -> Bool {
        try state.isAmbiguous(variable)
    }

    // MARK: Values

    /// Computes the value of every variable from the current solution.
    public func updateVariables() {
        state.tableau.updateValues()
    }

    /// The value of `variable` as of the last ``updateVariables()``.
    ///
    /// - Precondition: `variable` was made by this solver and not released.
    public func value(of variable: Variable) -> Double {
        state.value(of: variable)
    }
}
