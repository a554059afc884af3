import Testing

@testable import NavigationLayout

/// Baselines in stack views, as UIKit documents them for views without text: a view's first
/// baseline is its top edge, its last its bottom edge, and a vertical stack's are its first and
/// last arranged views'.
///
/// Views here are plain `UIView`s with an intrinsic content size (no text), placed with their
/// stack's leading and top edges 20 from the map's, as in `UIStackViewTests`.
@MainActor
@Suite struct StackBaselineTests {
    /// A plain view named `id` whose content asks for `width` × `height`.
    private func sized(_ id: String, _ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = id
        view.externalContentSize = CGSize(width: width, height: height)
        return view
    }

    /// Puts `stack` in `map`, named `id`, with its leading and top edges 20 from the map's.
    private func place(_ stack: UIStackView, _ id: String, in map: GMSMapView) {
        add(stack, as: id, to: map)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
        ])
    }

    /// UIKit: a constraint on a view's first baseline uses the baseline of its
    /// `viewForFirstBaselineLayout` (the view itself for a plain `UIView`), and "if that view does not
    /// have a baseline, Auto Layout uses the view's top edge" (UIView.forFirstBaselineLayout; the
    /// last baseline of such a view is its bottom edge, UIView.forLastBaselineLayout). A horizontal
    /// stack with `.firstBaseline` alignment constrains its views' first baselines equal, so views
    /// without text line up by their tops, exactly as with `.top`.
    ///
    /// a 40 × 20, b 60 × 30, c 80 × 10, spacing 5: along, a 20…60, b 65…125, c 130…210; across,
    /// every top at 20 and the stack as tall as b, 30 (its canvas starts at the first view's top
    /// and spans down to the lowest bottom, 20 + 30 = 50).
    @Test func firstBaselineAlignmentLinesUpTheTopsOfViewsWithoutText() {
        let map = makeMap()
        let stack = UIStackView(arrangedSubviews: [sized("a", 40, 20), sized("b", 60, 30), sized("c", 80, 10)])
        stack.alignment = .firstBaseline
        stack.spacing = 5
        place(stack, "stack", in: map)
        let layout = map.resolveLayout()
        expectFrame(layout, "stack", CGRect(x: 20, y: 20, width: 190, height: 30))
        expectFrame(layout, "a", CGRect(x: 20, y: 20, width: 40, height: 20))
        expectFrame(layout, "b", CGRect(x: 65, y: 20, width: 60, height: 30))
        expectFrame(layout, "c", CGRect(x: 130, y: 20, width: 80, height: 10))
    }

    /// UIKit: `firstBaselineAnchor` of a view without text is its top edge (forFirstBaselineLayout:
    /// "If that view does not have a baseline, Auto Layout uses the view's top edge"); its
    /// `lastBaselineAnchor` is its bottom edge.
    ///
    /// `v` is pinned at (20, 100), 40 × 20; `w`, 30 × 10, sits 10 after it with
    /// `w.firstBaseline == v.firstBaseline`: both tops, so `w` is at y 100.
    @Test func aViewsFirstBaselineAnchorIsItsTopEdge() {
        let map = makeMap()
        let v = addView("v", to: map)
        pin(v, to: map, x: 20, y: 100, width: 40, height: 20)
        let w = addView("w", to: map)
        NSLayoutConstraint.activate([
            w.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 10),
            w.widthAnchor.constraint(equalToConstant: 30),
            w.heightAnchor.constraint(equalToConstant: 10),
            w.firstBaselineAnchor.constraint(equalTo: v.firstBaselineAnchor),
        ])
        expectFrame(map.resolveLayout(), "w", CGRect(x: 70, y: 100, width: 30, height: 10))
    }

    /// UIKit (UIStackView.h): "A vertical UIStackView will return its first view for
    /// -viewForFirstBaselineLayout and its last view for -viewForLastBaselineLayout" (a horizontal
    /// one its tallest view). A column's last baseline is therefore its last arranged view's (a
    /// plain view's: its bottom edge), not the column's own bottom edge; they differ when the
    /// column arranges within its margins.
    ///
    /// The column arranges x and y (40 × 20 each, spacing 5) within a bottom margin of 8; a row
    /// with `.lastBaseline` alignment lines the column up with c (30 × 10) by last baselines, so
    /// c's bottom is level with y's bottom, 8 above the column's.
    @Test func aColumnsLastBaselineIsItsLastArrangedViews() {
        let map = makeMap()
        let x = sized("x", 40, 20)
        let y = sized("y", 40, 20)
        let column = UIStackView(arrangedSubviews: [x, y])
        column.axis = .vertical
        column.spacing = 5
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 0)
        column.accessibilityIdentifier = "column"
        let row = UIStackView(arrangedSubviews: [column, sized("c", 30, 10)])
        row.alignment = .lastBaseline
        row.spacing = 10
        place(row, "row", in: map)
        // The column: 20 + 5 + 20 + 8 = 53 high, the row's tallest, so at the row's top, 20; y's
        // bottom at 20 + 45 = 65, and c's too: c at 55, 40 + 10 = 50 after the column's x of 20.
        var layout = map.resolveLayout()
        expectFrame(layout, "row", CGRect(x: 20, y: 20, width: 80, height: 53))
        expectFrame(layout, "y", CGRect(x: 20, y: 45, width: 40, height: 20))
        expectFrame(layout, "c", CGRect(x: 70, y: 55, width: 30, height: 10))

        // z added last: the column's last view, and so its baseline; the row arranges again. The
        // column is 53 + 5 + 20 = 78 high; z's bottom, and c's, at 20 + 70 = 90.
        let z = sized("z", 40, 20)
        column.addArrangedSubview(z)
        layout = map.resolveLayout()
        expectFrame(layout, "row", CGRect(x: 20, y: 20, width: 80, height: 78))
        expectFrame(layout, "c", CGRect(x: 70, y: 80, width: 30, height: 10))

        // z and y hidden: the column's last shown view, x, is its baseline now.
        // The column is 20 + 8 = 28 high; x's bottom, and c's, at 40.
        z.isHidden = true
        y.isHidden = true
        layout = map.resolveLayout()
        expectFrame(layout, "row", CGRect(x: 20, y: 20, width: 80, height: 28))
        expectFrame(layout, "c", CGRect(x: 70, y: 30, width: 30, height: 10))
    }

    /// A column inside a column: the row follows the innermost first view, and arranges again
    /// when the inner column's first view changes.
    @Test func aRowFollowsTheFirstBaselineOfAColumnNestedInAColumn() {
        let map = makeMap()
        let inner = UIStackView(arrangedSubviews: [sized("x", 40, 20)])
        inner.axis = .vertical
        let middle = UIStackView(arrangedSubviews: [inner])
        middle.axis = .vertical
        let row = UIStackView(arrangedSubviews: [sized("c", 30, 10), middle])
        row.alignment = .firstBaseline
        place(row, "row", in: map)
        expectFrame(map.resolveLayout(), "c", CGRect(x: 20, y: 20, width: 30, height: 10))

        // z, 40 × 30, becomes the inner column's first view and so the row's baseline: c's top
        // level with z's, at 20 (x moves down to 50).
        inner.insertArrangedSubview(sized("z", 40, 30), at: 0)
        let layout = map.resolveLayout()
        expectFrame(layout, "z", CGRect(x: 50, y: 20, width: 40, height: 30))
        expectFrame(layout, "c", CGRect(x: 20, y: 20, width: 30, height: 10))
    }
}
