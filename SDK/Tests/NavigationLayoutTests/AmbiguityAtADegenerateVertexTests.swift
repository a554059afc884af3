import LayoutSolver
import Testing

@testable import NavigationLayout

// A degenerate vertex, found by a mutation campaign: `Solver.isAmbiguous(_:)` tested one symbol
// at a time and, in two of six activation orders, called a free variable pinned down.
//
// `Solver.isAmbiguous(_:)` (LayoutSolver/Internal/SolverState+Queries.swift: `isAmbiguous` and
// `Tableau.canIncrease`) tested ambiguity one non-basic symbol at a time: a variable counts as
// ambiguous only when its expansion mentions a zero-weight slack or error that can grow *on its
// own* without taking a restricted row below zero. At a degenerate vertex (a restricted row basic at
// value 0) a symbol can be blocked on its own and still be free together with another one, so a
// variable that can move is reported as pinned down. Which vertex the solver ends at depends on the
// order the constraints were added, so the answer does too.
//
// Smallest case: x >= 0, x >= 2y, y <= 0. The solution is (0, 0), but (0, −1) satisfies all three
// (0 >= 0, 0 >= −2, −1 <= 0): y is ambiguous. Added as `x >= 2y`, `y <= 0`, `x >= 0`, the tableau is
//     x  = 2y + s2       (s2: slack of x >= 2y)
//     y  = −s3           (s3: slack of y <= 0)
//     s4 = s2 − 2·s3     (s4: slack of x >= 0, basic at 0: the degenerate row)
// y's expansion is −s3; raising s3 alone would take s4 below 0 (coefficient −2, constant 0), so
// `canIncrease(s3)` is false and `isAmbiguous(y)` is false, although raising s3 by t and s2 by 2t
// keeps s4 at 0 and moves y to −t. The other four orders answer true.
//
// What a user sees: `UIView.hasAmbiguousLayout` (Views/UIView+Debugging.swift →
// `LayoutEngine.ambiguousAxes` → `solver.isAmbiguous`) says false for a view whose width the
// constraints leave free, depending only on the order the delegate activated them in; the
// `ambiguous-layout` diagnostic (LayoutEngine+Diagnostics.swift, `free(_:)`) uses the same query.
// Now, when a zero-weight symbol is blocked, the solver is asked on a copy whether a constraint
// weaker than all others can move the variable (`movesOnOptimalFace`).

/// Every order of activating three constraints.
private let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]

@MainActor
@Suite struct AmbiguityAtADegenerateVertexTests {
    /// The solver alone.
    @Test(arguments: orders)
    func aVariableBoundedOnOneSideIsAmbiguousWhateverTheOrderOfItsConstraints(order: [Int]) throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let constraints = [
            Constraint(Expression(x), .greaterThanOrEqual, 0),  // id 1
            Constraint(Expression(x), .greaterThanOrEqual, 2 * y),  // id 2
            Constraint(Expression(y), .lessThanOrEqual, 0),  // id 3
        ]
        for index in order { try solver.add(constraints[index], id: ConstraintID(UInt64(index + 1))) }
        // The solver's solution: (0, 0).
        solver.updateVariables()
        #expect(solver.value(of: x) == 0 && solver.value(of: y) == 0)
        // y can be −1 (with x = 0) and x can be 1 (with y = 0): both are ambiguous.
        // Orders [1, 2, 0] and [2, 1, 0] end at the degenerate vertex.
        #expect(try solver.isAmbiguous(y), "order \(order)")
        #expect(try solver.isAmbiguous(x), "order \(order)")

        // The witness: pinning y at −1 is accepted, so the constraints did not pin y down.
        try solver.add(Constraint(Expression(y), .equal, -1), id: 4)
        solver.updateVariables()
        #expect(solver.value(of: y) == -1)
    }

    /// A degenerate vertex that does pin its variables: x <= 0, x >= 2y, y >= 0 leave only
    /// 0 >= x >= 2y >= 0, so x = y = 0, and neither is ambiguous in any order (the probe the
    /// blocked symbols call for finds no room).
    @Test(arguments: orders)
    func aVertexThatPinsItsVariablesIsNotAmbiguousWhateverTheOrder(order: [Int]) throws {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let constraints = [
            Constraint(Expression(x), .lessThanOrEqual, 0),
            Constraint(Expression(x), .greaterThanOrEqual, 2 * y),
            Constraint(Expression(y), .greaterThanOrEqual, 0),
        ]
        for index in order { try solver.add(constraints[index], id: ConstraintID(UInt64(index + 1))) }
        #expect(try !solver.isAmbiguous(y), "order \(order)")
        #expect(try !solver.isAmbiguous(x), "order \(order)")
    }

    /// The same through the SDK: a card at least 80 wide and at least twice as wide as its badge,
    /// the badge at most 40 wide. The layout is card 80, badge 40, but a badge 30 wide (card 80)
    /// satisfies every constraint too (80 >= 80, 80 >= 2 × 30 = 60, 30 <= 40): the badge's width is
    /// ambiguous, as UIKit's `hasAmbiguousLayout` would say in any activation order.
    @Test(arguments: orders)
    func aBadgeWhoseWidthOnlyHasAnUpperBoundHasAnAmbiguousLayout(order: [Int]) {
        let map = makeMap()
        let card = addView("card", to: map)
        let badge = addView("badge", to: map)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
            card.heightAnchor.constraint(equalToConstant: 20),
            badge.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: map.topAnchor, constant: 50),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        let widths = [
            card.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
            card.widthAnchor.constraint(greaterThanOrEqualTo: badge.widthAnchor, multiplier: 2),
            badge.widthAnchor.constraint(lessThanOrEqualToConstant: 40),
        ]
        NSLayoutConstraint.activate(order.map { widths[$0] })
        let layout = map.resolveLayout()
        // The vertex the solver settles on: card 80 wide, badge 40 (80 = 2 × 40).
        expectFrame(layout, "card", CGRect(x: 10, y: 10, width: 80, height: 20))
        expectFrame(layout, "badge", CGRect(x: 10, y: 50, width: 40, height: 20))
        // Orders [1, 2, 0] and [2, 1, 0] end at the degenerate vertex.
        #expect(badge.hasAmbiguousLayout, "order \(order)")
        #expect(card.hasAmbiguousLayout, "order \(order)")
    }
}
