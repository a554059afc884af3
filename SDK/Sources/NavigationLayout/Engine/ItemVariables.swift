import LayoutSolver

/// The solver variables of one view or guide's frame, in map coordinates.
///
/// The horizontal position variable measures from the edge that places the item
/// (``HorizontalOrigin``): its leading edge (right to left, the right edge negated, so that it
/// grows toward the trailing edge), or its left edge where left and right place it. A constraint
/// on that edge then has one variable of the item, and the next one on it (the opposite edge)
/// finds the width still unused, which the solver defines by that constraint's row without
/// expanding anything (notes/solver.md §2.5). With the left edge in both directions, a
/// right-to-left leading edge was `left + width`: views nested a few hundred deep, each pinned to
/// its superview's leading and trailing edges, made every row of the solver name every level
/// above it, and took seconds to lay out or to flip.
///
/// Which edge is only a matter of cost: any choice solves to the same frames, provided the
/// constraints in the solver were written for the edge the variables have (the engine reinstalls
/// every constraint that places an item horizontally before it changes an item's origin).
struct ItemVariables {
    /// The horizontal position variable: ``origin`` says which edge it is.
    let position: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// The edge ``position`` measures.
    var origin: HorizontalOrigin
    /// The position of these variables among those the engine made (the first item's are 0),
    /// which numbers them in the benchmark's copy of the system (``SolverSystem``).
    let order: Int

    init(solver: Solver, origin: HorizontalOrigin, order: Int) {
        self.order = order
        self.origin = origin
        position = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    func release(from solver: Solver) {
        // The engine removes an item's constraints before its variables: nothing can refer to them.
        try? solver.releaseVariable(position)
        try? solver.releaseVariable(top)
        try? solver.releaseVariable(width)
        try? solver.releaseVariable(height)
    }

    /// The frame these variables hold after `solver.updateVariables()`. Adding 0 turns a -0
    /// (which the solver can produce by negating) into 0, so that no frame prints as "-0".
    func frame(in solver: Solver) -> CGRect {
        let position = solver.value(of: position)
        let width = solver.value(of: width)
        let left = origin == .leftEdge ? position : -(position + width)
        return CGRect(x: left + 0, y: solver.value(of: top) + 0, width: width + 0, height: solver.value(of: height) + 0)
    }

    /// Writes `scale ×` an attribute's expression at `terms` and returns how many terms it wrote
    /// (one or two). `mirrored` for a constraint that mentions leading or trailing in a
    /// right-to-left map: leading is the right edge, trailing the left, and horizontal positions
    /// are negated so that they grow toward the trailing edge.
    func writeTerms(
        of attribute: LayoutAttribute, mirrored: Bool, scale: Double, to terms: UnsafeMutablePointer<Term>
    ) -> Int {
        let edge: HorizontalEdge
        switch attribute {
        case .top: return write(top, scale, to: terms)
        case .bottom: return write(top, scale, height, scale, to: terms)
        case .centerY: return write(top, scale, height, 0.5 * scale, to: terms)
        case .width: return write(width, scale, to: terms)
        case .height: return write(height, scale, to: terms)
        case .left: edge = .left
        case .right: edge = .right
        case .centerX: edge = .center
        // Mirrored (right to left), leading is the right edge and trailing the left.
        case .leading: edge = mirrored ? .right : .left
        case .trailing: edge = mirrored ? .left : .right
        }
        // From the left edge: `position`, `position + width`, `position + width / 2`; from the
        // right edge: `-position - width`, `-position`, `-position - width / 2`.
        let (positionFactor, widthFactor): (Double, Double) =
            switch (edge, origin) {
            case (.left, .leftEdge): (1, 0)
            case (.right, .leftEdge): (1, 1)
            case (.center, .leftEdge): (1, 0.5)
            case (.left, .negatedRightEdge): (-1, -1)
            case (.right, .negatedRightEdge): (-1, 0)
            case (.center, .negatedRightEdge): (-1, -0.5)
            }
        let scale = mirrored ? -scale : scale
        guard widthFactor != 0 else { return write(position, positionFactor * scale, to: terms) }
        return write(position, positionFactor * scale, width, widthFactor * scale, to: terms)
    }

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

/// A horizontal edge or the centre, in map coordinates.
private enum HorizontalEdge {
    case left, right, center
}

/// The edge an item's horizontal position variable measures (``ItemVariables``).
enum HorizontalOrigin {
    /// The left edge: `left`.
    case leftEdge
    /// The right edge, negated: `-right`, which grows toward the left (the trailing edge of a
    /// right-to-left map).
    case negatedRightEdge

    /// The edge that keeps the solver's rows short for an item of a map of the given direction:
    /// the left edge left to right; right to left, the right edge (the leading one), unless the
    /// item's active constraints place it by its left and right edges more than by its leading
    /// and trailing ones (an autoresizing mask, which UIKit reads from the left in either
    /// direction, or left and right anchors).
    @MainActor
    init(of state: LayoutItemState, rightToLeft: Bool) {
        guard rightToLeft else {
            self = .leftEdge
            return
        }
        func weight(_ attribute: LayoutAttribute?) -> Int {
            switch attribute {
            case .left, .right: 1
            case .leading, .trailing: -1
            default: 0
            }
        }
        var absoluteOverDirectional = 0
        for constraint in state.constraints {
            if constraint.firstItemState === state {
                absoluteOverDirectional += weight(constraint.firstLayoutAttribute)
            }
            if constraint.secondItemState === state {
                absoluteOverDirectional += weight(constraint.secondLayoutAttribute)
            }
        }
        self = absoluteOverDirectional > 0 ? .leftEdge : .negatedRightEdge
    }
}
