import Testing

@testable import LayoutSolver
@testable import NavigationLayout

/// A right-to-left map costs the solver what a left-to-right one does, whichever edges place the
/// views. Views nested inside each other, each pinned to its superview's leading and trailing
/// edges, kept the solver's rows short left to right only: right to left, every row came to name
/// every level above it, and a few hundred levels took seconds to lay out and to flip. These
/// tests count the tableau's cells, not time, so they are exact on any machine (as the solver's
/// own scaling tests are).
@MainActor
@Suite struct DirectionScalingTests {
    /// How a level is placed in its superview: 2 in from one side, 1 from the other, 1 from the
    /// top and bottom.
    enum Placement: CaseIterable {
        /// 2 from the leading edge, 1 from the trailing edge.
        case leadingAndTrailing
        /// 2 from the left edge, 1 from the right edge.
        case leftAndRight
        /// A frame 2 from the left and 1 from the right, with a flexible width and height.
        case autoresizingMask
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
                let horizontal =
                    placement == .leadingAndTrailing
                    ? [
                        view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 2),
                        view.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -1),
                    ]
                    : [
                        view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 2),
                        view.rightAnchor.constraint(equalTo: superview.rightAnchor, constant: -1),
                    ]
                NSLayoutConstraint.activate(
                    horizontal + [
                        view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 1),
                        view.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -1),
                    ])
            }
            superview = view
        }
    }

    /// Cells in the map's solver rows: a few per constraint while rows stay short, about
    /// `depth²` when each row names the levels above it (42 404 here before the fix).
    private func tableauCells(of map: GMSMapView) -> Int {
        map.engine.solver.state.tableau.rows.reduce(0) { $0 + $1.cells.count }
    }

    /// Eight cells for each of the four constraints of a level.
    private let cellBound = 8 * 4 * depth

    /// Level `n` (from 0): each level 3 narrower and 2 shorter than its superview, 1 lower. Its
    /// left edge moves 2 per level, except right to left under leading and trailing, where the
    /// right edge moves 2 toward the left and the left edge by the trailing inset of 1.
    private func expectedFrame(ofLevel level: Int, _ placement: Placement, rightToLeft: Bool) -> CGRect {
        let inset = CGFloat(level + 1)
        let left = placement == .leadingAndTrailing && rightToLeft ? inset : 2 * inset
        return CGRect(x: left, y: inset, width: Self.mapSide - 3 * inset, height: Self.mapSide - 2 * inset)
    }

    private func expectLevels(
        of map: GMSMapView, _ placement: Placement, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let layout = map.resolveLayout()
        let rightToLeft = map.layoutDirection == .rightToLeft
        for level in [0, 1, Self.depth / 2, Self.depth - 1] {
            expectFrame(
                layout, "level\(level)", expectedFrame(ofLevel: level, placement, rightToLeft: rightToLeft),
                sourceLocation: sourceLocation)
        }
        #expect(tableauCells(of: map) <= cellBound, sourceLocation: sourceLocation)
    }

    @Test(arguments: Placement.allCases)
    func nestedViewsInARightToLeftMapKeepTheRowsShort(_ placement: Placement) {
        let map = makeMap(width: Self.mapSide, height: Self.mapSide)
        map.layoutDirection = .rightToLeft
        makeNestedViews(in: map, placement)
        expectLevels(of: map, placement)
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
