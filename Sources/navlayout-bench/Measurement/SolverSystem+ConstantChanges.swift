import LayoutSolver
@_spi(Benchmarks) import NavigationLayout

extension SolverSystem {
    /// The constant changes that turn this system into `next`: what a bare solver must replay to
    /// follow the SDK through a resize.
    ///
    /// - Throws: ``BenchError/setup(scenario:_:)`` when the two systems differ in anything but
    ///   constants (then replaying constants would not be the same work), or when a constant that
    ///   is not one of the SDK's geometry constraints moved (the delegate reacted to the resize,
    ///   which BasicLayout never does).
    func constantChanges(
        to next: SolverSystem, scenario: String, context: String
    ) throws(BenchError) -> [(id: ConstraintID, constant: Double)] {
        guard variableNames == next.variableNames, constraints.count == next.constraints.count else {
            throw .setup(
                scenario: scenario,
                "\(context): the SDK's system changed shape (\(variableCount) → \(next.variableCount) variables,"
                    + " \(constraints.count) → \(next.constraints.count) constraints); a bare replay of constant"
                    + " changes would not be the same work")
        }
        var changes: [(id: ConstraintID, constant: Double)] = []
        for (old, new) in zip(constraints, next.constraints) {
            guard old.id == new.id, old.terms == new.terms, old.relation == new.relation, old.priority == new.priority
            else {
                throw .setup(
                    scenario: scenario,
                    "\(context): the SDK replaced \(old.summary) with \(new.summary); a bare replay of constant"
                        + " changes would not be the same work")
            }
            guard old.constant != new.constant else { continue }
            guard new.geometryRole != nil else {
                throw .setup(
                    scenario: scenario,
                    "\(context): \(new.summary) changed its constant but is not one of the SDK's geometry"
                        + " constraints; the bare baseline only replays those")
            }
            changes.append((new.id, new.constant))
        }
        return changes
    }
}
