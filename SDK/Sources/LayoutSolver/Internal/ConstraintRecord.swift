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
    /// The external symbols the constraint mentions, once each.
    var variables: [Int]

    /// The coefficient of the marker in the constraint's own row (`expression + … = 0`).
    var markerSign: Double {
        switch relation {
        case .equal: priority.isRequired ? 1 : -1
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        }
    }

    /// The coefficient of `other` in the constraint's own row.
    var otherSign: Double { -markerSign }

    /// The error symbols weighed in the objective.
    var errorSymbols: [Int] {
        guard !priority.isRequired else { return [] }
        return relation == .equal ? [marker, other] : [other]
    }
}
