import LayoutSolver

/// The solver variables of one view or guide's frame, in map coordinates.
///
/// The horizontal variable ``x`` is the item's left edge, or, for an item that a leading or
/// trailing edge first places in a right-to-left map, its right edge's distance from the right
/// edge of the map (``measuresFromRight``; the map's width is the variable ``reference`` of
/// ``writeTerms(of:mirrored:scale:to:reference:)``). Right to left, leading and trailing
/// constraints are then written exactly as left to right: the same variables with the same
/// coefficients (the map's width cancels between two such items), so a right-to-left layout is
/// the mirror image of the left-to-right one, in what it costs the solver and in how it breaks
/// ties and places what the constraints leave free. With the left edge in both directions, a
/// right-to-left leading edge was `left + width`: views nested a few hundred deep, each pinned to
/// its superview's leading and trailing edges, made every row of the solver name every level
/// above it and took seconds to lay out or to flip (the first constraint used both of a new
/// view's variables, leaving none for the next one to define without expanding rows:
/// notes/solver.md §2.5).
///
/// Either measure solves to the same frames where the constraints decide them, provided the
/// constraints in the solver were written for the measure the variables have: it is chosen while
/// no constraint in the solver places the item horizontally, when the first one is translated
/// (``placeHorizontally(by:rightToLeft:isReference:)``), and again for an item a leading or
/// trailing edge placed after a direction change, which reinstalls the constraints that place it
/// (``forgetHorizontalMeasure()``).
struct ItemVariables {
    /// The left edge, or the right edge's distance from the map's right edge.
    let x: Variable
    /// The top edge.
    let y: Variable
    let width: Variable
    let height: Variable
    /// Whether ``x`` is the right edge's distance from the map's right edge.
    private(set) var measuresFromRight = false
    /// Whether a constraint has chosen ``measuresFromRight``.
    private(set) var hasChosenHorizontalMeasure = false
    /// Whether a leading or trailing edge chose it: the measure changes with the direction.
    private(set) var isPlacedByDirectionalEdge = false
    /// The position of these variables among those the engine made (the first item's are 0),
    /// which numbers them in the benchmark's copy of the system (``SolverSystem``).
    let order: Int

    init(solver: Solver, order: Int) {
        self.order = order
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    func release(from solver: Solver) {
        // The engine removes an item's constraints before its variables: nothing can refer to them.
        try? solver.releaseVariable(x)
        try? solver.releaseVariable(y)
        try? solver.releaseVariable(width)
        try? solver.releaseVariable(height)
    }

    /// Whether a constraint on `attribute` chooses how ``x`` measures: the first that places the
    /// item horizontally.
    @inline(__always)
    func isChoosingHorizontalMeasure(_ attribute: LayoutAttribute) -> Bool {
        !hasChosenHorizontalMeasure && attribute.isHorizontalPosition
    }

    /// Chooses how ``x`` measures for a constraint on `attribute` (``isChoosingHorizontalMeasure(_:)``):
    /// from the map's right edge for a leading or trailing edge in a right-to-left map, except
    /// for the map itself (or the root of a fitting solve), whose width is the reference.
    mutating func placeHorizontally(by attribute: LayoutAttribute, rightToLeft: Bool, isReference: Bool) {
        isPlacedByDirectionalEdge = attribute.isDirectional && !isReference
        measuresFromRight = rightToLeft && isPlacedByDirectionalEdge
        hasChosenHorizontalMeasure = true
    }

    /// Lets the next constraint that places the item horizontally choose again; only while no
    /// constraint in the solver does.
    mutating func forgetHorizontalMeasure() {
        measuresFromRight = false
        hasChosenHorizontalMeasure = false
        isPlacedByDirectionalEdge = false
    }

    /// The frame these variables hold after `solver.updateVariables()`, `reference` being the
    /// map's width (read only for an item that ``measuresFromRight``). Adding 0 turns a -0 (which
    /// the solver can produce by negating) into 0, so that no frame prints as "-0".
    func frame(in solver: Solver, reference: Variable?) -> CGRect {
        let width = solver.value(of: width)
        var left = solver.value(of: x)
        if measuresFromRight, let reference { left = solver.value(of: reference) - left - width }
        return CGRect(x: left + 0, y: solver.value(of: y) + 0, width: width + 0, height: solver.value(of: height) + 0)
    }

    /// The left edge as terms: `x`, or `reference - x - width` for an item that
    /// ``measuresFromRight`` (`reference` the map's width).
    func leftEdgeTerms(reference: Variable?) -> [Term] {
        guard measuresFromRight, let reference else { return [Term(x)] }
        return [Term(reference), Term(x, -1), Term(width, -1)]
    }

    /// Writes `scale ×` an attribute's expression at `terms` and returns how many terms it wrote
    /// (one or two); the multiple of the map's width it needs (an item that
    /// ``measuresFromRight``) is added to `reference` instead, for the caller to write once.
    /// `mirrored` for a constraint that mentions leading or trailing in a right-to-left map:
    /// leading is the right edge, trailing the left, and horizontal positions are negated so that
    /// they grow toward the trailing edge.
    @inline(__always)
    func writeTerms(
        of attribute: LayoutAttribute, mirrored: Bool, scale: Double, to terms: UnsafeMutablePointer<Term>,
        reference: inout Double
    ) -> Int {
        // How far along the item the edge is: 0 at its left (top), 1 at its right (bottom).
        let fraction: Double
        switch attribute {
        case .width: return write(width, scale, to: terms)
        case .height: return write(height, scale, to: terms)
        case .top: return write(y, scale, to: terms)
        case .bottom: return write(y, scale, height, scale, to: terms)
        case .centerY: return write(y, scale, height, 0.5 * scale, to: terms)
        case .left: fraction = 0
        case .right: fraction = 1
        case .centerX: fraction = 0.5
        // Mirrored (right to left), leading is the right edge and trailing the left.
        case .leading: fraction = mirrored ? 1 : 0
        case .trailing: fraction = mirrored ? 0 : 1
        }
        let scale = mirrored ? -scale : scale
        guard measuresFromRight else {
            // left + fraction × width
            return fraction == 0 ? write(x, scale, to: terms) : write(x, scale, width, fraction * scale, to: terms)
        }
        // mapWidth − x − (1 − fraction) × width
        reference += scale
        return fraction == 1
            ? write(x, -scale, to: terms) : write(x, -scale, width, (fraction - 1) * scale, to: terms)
    }

    @inline(__always)
    private func write(
        _ variable: Variable, _ coefficient: Double, _ next: Variable? = nil, _ nextCoefficient: Double = 0,
        to terms: UnsafeMutablePointer<Term>
    ) -> Int {
        terms[0] = Term(variable, coefficient)
        guard let next else { return 1 }
        terms[1] = Term(next, nextCoefficient)
        return 2
    }
}
