import LayoutSolver

/// A constraint as the solver takes it, `Σ terms + constant (relation) 0`, with its terms in the
/// context's ``SolverFormContext/termStorage`` until the next translation.
struct SolverForm {
    var termCount: Int
    var constant: Double
    var relation: LayoutSolver.Relation
    var priority: Priority

    /// The most terms a constraint has: two per item, two for the left edge of the items' common
    /// ancestor when a position is multiplied, and the map's width for items measured from its
    /// right edge (``ItemVariables``).
    static let maximumTermCount = 7
}

/// What translating constraints for one solver needs: the map's layout engine, or the solve of a
/// view's fitting size (``FittingSolve``).
@MainActor
protocol SolverFormContext: AnyObject {
    /// Whether leading and trailing are mirrored (right to left).
    var isRightToLeft: Bool { get }
    /// Where a translation writes its terms: room for ``SolverForm/maximumTermCount``.
    var termStorage: UnsafeMutablePointer<Term> { get }
    /// The item's variables in this context's solver, made the first time they are asked for,
    /// for a constraint that names `attribute` of the item (the first to place it horizontally
    /// chooses how its `x` measures: ``ItemVariables``).
    func variables(of state: LayoutItemState, placedBy attribute: LayoutAttribute) -> ItemVariables
    /// The width from whose right edge items placed by leading or trailing edges right to left
    /// are measured: the map's, or the fitted root's.
    var referenceWidth: Variable { get }
    /// The view a multiplied position is measured from: the nearest that holds both items.
    func commonAncestor(of first: LayoutItemState, _ second: LayoutItemState) -> UIView
}

extension NSLayoutConstraint {
    /// The constraint as the solver holds it, `first - multiplier × second - constant (relation) 0`,
    /// or nil once an item is freed or if the priority is out of range. The items must be in the
    /// context's map (or fitted subtree); this makes their variables if they have none yet.
    ///
    /// In a right-to-left context, constraints that mention leading or trailing are written in a
    /// coordinate that grows toward the trailing edge: the whole horizontal expression is mirrored
    /// (notes/solver.md §3).
    ///
    /// The terms are written into the context's ``SolverFormContext/termStorage``, which the solver
    /// reads without keeping (``Solver/add(terms:constant:relation:priority:id:)``): an array per
    /// constraint, or one array emptied and refilled, each cost a few percent of building a screen.
    ///
    /// Generic, not over `any SolverFormContext`: the engine's calls are specialized, as they were
    /// when this took the engine itself.
    func solverForm<Context: SolverFormContext>(in context: Context) -> SolverForm? {
        let first = firstItemState
        guard first.itemExists, let priority = Priority(priority.rawValue) else { return nil }
        let second = secondItemState
        guard secondLayoutAttribute == nil || second?.itemExists == true else { return nil }
        let mirrored = isDirectional && context.isRightToLeft
        let firstVariables = context.variables(of: first, placedBy: firstLayoutAttribute)
        // Not `second.map { … }`: a closure made in main-actor code checks the executor when called.
        var secondVariables: ItemVariables?
        if let secondLayoutAttribute, let second {
            secondVariables = context.variables(of: second, placedBy: secondLayoutAttribute)
        }
        let terms = context.termStorage
        var reference = 0.0
        var count = firstVariables.writeTerms(
            of: firstLayoutAttribute, mirrored: mirrored, scale: 1, to: terms, reference: &reference)
        if let secondLayoutAttribute, let secondVariables, let second {
            count += secondVariables.writeTerms(
                of: secondLayoutAttribute, mirrored: mirrored, scale: -Double(multiplier), to: terms + count,
                reference: &reference)
            if multipliesPosition {
                // UIKit measures a multiplied position from the origin O of the nearest view that
                // holds both items: first - O == m × (second - O) + c, O its top-left corner in
                // either direction (mirrored, the whole expression is negated). Only constraints
                // made from items multiply positions.
                let corner: LayoutAttribute = secondLayoutAttribute.isHorizontal ? .left : .top
                let origin = context.variables(
                    of: context.commonAncestor(of: first, second).layoutState, placedBy: corner)
                count += origin.writeTerms(
                    of: corner, mirrored: mirrored, scale: Double(multiplier) - 1, to: terms + count,
                    reference: &reference)
            }
        }
        // Between two items measured from the right edge the map's width cancels.
        if reference != 0 {
            terms[count] = Term(context.referenceWidth, reference)
            count += 1
        }
        assert(count <= SolverForm.maximumTermCount, "\(summary) has \(count) terms")
        return SolverForm(termCount: count, constant: -Double(constant), relation: solverRelation, priority: priority)
    }

    private var solverRelation: LayoutSolver.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
