import NavigationLayout

/// Views nested `depth` deep in a 1000 × 1000 map, each 2 in from its superview's leading edge,
/// 1 from its trailing edge and 1 from its top and bottom: the shape whose right-to-left layout
/// once took quadratic time (ItemVariables in the SDK).
@MainActor
enum NestedViews {
    static let mapSide: CGFloat = 1000

    /// A new map in `direction` with the nested views, not laid out yet.
    static func make(depth: Int, direction: UIUserInterfaceLayoutDirection) -> GMSMapView {
        let map = GMSMapView()
        map.setGeometry(size: CGSize(width: mapSide, height: mapSide), safeAreaInsets: .zero)
        map.layoutDirection = direction
        var superview: UIView = map
        for level in 0..<depth {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.accessibilityIdentifier = "level\(level)"
            superview.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 2),
                view.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -1),
                view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 1),
                view.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -1),
            ])
            superview = view
        }
        return map
    }

    /// The innermost view's frame: each level is 3 narrower and 2 shorter than its superview and
    /// 1 lower; its left edge moves 2 per level left to right, 1 (the trailing inset) right to left.
    static func innermostFrame(depth: Int, direction: UIUserInterfaceLayoutDirection) -> CGRect {
        let inset = CGFloat(depth)
        return CGRect(
            x: direction == .rightToLeft ? inset : 2 * inset, y: inset, width: mapSide - 3 * inset,
            height: mapSide - 2 * inset)
    }

    /// Checks the innermost view of a resolved layout.
    ///
    /// - Throws: ``BenchError/mismatch(scenario:context:details:)`` when it is missing or elsewhere.
    static func verify(
        _ layout: ResolvedLayout, depth: Int, direction: UIUserInterfaceLayoutDirection, scenario: String,
        context: String
    ) throws(BenchError) {
        let expected = innermostFrame(depth: depth, direction: direction)
        guard let view = layout.view("level\(depth - 1)") else {
            throw .mismatch(scenario: scenario, context: context, details: ["level\(depth - 1): not in the layout"])
        }
        guard view.frame.isClose(to: expected) else {
            throw .mismatch(
                scenario: scenario, context: context,
                details: ["level\(depth - 1): got \(view.frame), want \(expected)"])
        }
    }
}
