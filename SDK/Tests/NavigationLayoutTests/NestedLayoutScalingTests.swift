import Testing

@testable import LayoutSolver
@testable import NavigationLayout

/// Views nested inside each other cost the solver a few cells per constraint in a right-to-left
/// map as in a left-to-right one, and across direction changes (ItemVariables). Each level's
/// horizontal variable was its left edge in both directions: right to left, views pinned to
/// their superview's leading and trailing edges made every row of the solver name every level
/// above them, and a few hundred levels took seconds to lay out and to flip. These tests count
/// the tableau's cells, not time, so they are exact on any machine (as the solver's own scaling
/// tests are).
///
/// Still quadratic: views nested by their trailing or bottom edge first, or by their centre, in
/// either direction (right to left, trailing first was the cheap order while leading first was
/// the dear one; now both directions cost what left to right does: porting.md).
@MainActor
@Suite struct NestedLayoutScalingTests {
    /// How a level is placed in its superview: 3 narrower and 2 shorter, 1 lower.
    enum Placement: CaseIterable {
        /// 2 from the leading edge, 1 from the trailing edge, 1 from the top and bottom.
        case leadingAndTrailing
        /// 2 from the left edge, 1 from the right edge, 1 from the top and bottom.
        case leftAndRight
        /// A frame 2 from the left, 1 from the right, 1 from the top and bottom, with a flexible
        /// width and height.
        case autoresizingMask

        /// The view's left edge in the map, `inset` = its level + 1: 2 per level, or 1 per level
        /// where right to left the right edge moves 2 and the left edge by the trailing inset.
        func left(inset: CGFloat, rightToLeft: Bool) -> CGFloat {
            self == .leadingAndTrailing && rightToLeft ? inset : 2 * inset
        }
    }

    private static let depth = 200
    private static let mapSide: CGFloat = 1000

    /// `depth` views, each inside the previous (the first in the map).
    private func makeNestedViews(in map: GMSMapView, _ placement: Placement) {
        var superview: UIView = map
        for level in 0..<Self.depth {
            let view: UIView
            if placement == .autoresizingMask {
                let inset = CGFloat(level + 1)
                view = UIView(
                    frame: CGRect(x: 2, y: 1, width: Self.mapSide - 3 * inset, height: Self.mapSide - 2 * inset))
                view.accessibilityIdentifier = "level\(level)"
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                superview.addSubview(view)
            } else {
                view = addView("level\(level)", to: superview)
                NSLayoutConstraint.activate(constraints(placing: view, in: superview, placement))
            }
            superview = view
        }
    }

    private func constraints(placing view: UIView, in superview: UIView, _ placement: Placement) -> [NSLayoutConstraint]
    {
        let top = view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 1)
        let bottom = view.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -1)
        switch placement {
        case .leadingAndTrailing:
            return [
                view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 2),
                view.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -1), top, bottom,
            ]
        case .leftAndRight:
            return [
                view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 2),
                view.rightAnchor.constraint(equalTo: superview.rightAnchor, constant: -1), top, bottom,
            ]
        case .autoresizingMask:
            return []
        }
    }

    /// Cells in the map's solver rows: a few per constraint while rows stay short, about
    /// `depth²` when each row names the levels above it (42,404 for leading and trailing right to
    /// left at b21b418).
    private func tableauCells(of map: GMSMapView) -> Int {
        map.engine.solver.state.tableau.rows.reduce(0) { $0 + $1.cells.count }
    }

    /// Eight cells for each of the four constraints of a level.
    private let cellBound = 8 * 4 * depth

    private func expectLevels(
        of map: GMSMapView, _ placement: Placement, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let layout = map.resolveLayout()
        let rightToLeft = map.layoutDirection == .rightToLeft
        for level in [0, 1, Self.depth / 2, Self.depth - 1] {
            let inset = CGFloat(level + 1)
            let frame = CGRect(
                x: placement.left(inset: inset, rightToLeft: rightToLeft), y: inset, width: Self.mapSide - 3 * inset,
                height: Self.mapSide - 2 * inset)
            expectFrame(layout, "level\(level)", frame, sourceLocation: sourceLocation)
        }
        #expect(tableauCells(of: map) <= cellBound, sourceLocation: sourceLocation)
    }

    @Test(arguments: Placement.allCases)
    func nestedViewsKeepTheRowsShortInEitherDirection(_ placement: Placement) {
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            let map = makeMap(width: Self.mapSide, height: Self.mapSide)
            map.layoutDirection = direction
            makeNestedViews(in: map, placement)
            expectLevels(of: map, placement)
        }
    }

    @Test(arguments: Placement.allCases)
    func flippingTheDirectionOfNestedViewsKeepsTheRowsShort(_ placement: Placement) {
        let map = makeMap(width: Self.mapSide, height: Self.mapSide)
        makeNestedViews(in: map, placement)
        expectLevels(of: map, placement)
        map.layoutDirection = .rightToLeft
        expectLevels(of: map, placement)
        map.layoutDirection = .leftToRight
        expectLevels(of: map, placement)
    }
}
