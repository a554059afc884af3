/// What the solver keeps about a live constraint (or the constraint behind an edit variable).
struct ConstraintRecord: Sendable {
    /// The caller's identifier; nil for the constraint of an edit variable.
    var id: ConstraintID?
    var relation: Relation
    var priority: Priority
    /// The constant of the constraint's expression now.
    var constant: Double
    /// The marker symbol: the dummy of a required equality, the slack of an inequality, the
    /// positive error of an optional equality. Its coefficient in every row tells how much of
    /// the constraint the row contains, which is what removal, constant changes and conflict
    /// reports read.
    var marker: Int
    /// The negative error of an optional equality or the error of an optional inequality, or -1.
    var other: Int
    /// The variable of each of the constraint's terms as the caller gave them (a variable may
    /// appear more than once); those past the inline four are in ``SolverState``'s overflow.
    var termSymbols: TermSymbols

    /// The coefficient of the marker in the constraint's own row (`expression + … = 0`); the
    /// other symbol has the opposite sign.
    static func markerSign(relation: Relation, priority: Priority) -> Double {
        switch relation {
        case .equal: priority.isRequired ? 1 : -1
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        }
    }

    var markerSign: Double { Self.markerSign(relation: relation, priority: priority) }

    /// The error symbols weighed in the objective.
    var errorSymbols: [Int] {
        guard !priority.isRequired else { return [] }
        return relation == .equal ? [marker, other] : [other]
    }
}
