import Testing

@testable import NavigationLayout

/// A `UIStackView` whose arranged views are all hidden: UIKit ties only shown views to the stack's
/// edges along its axis, so with none shown the stack is as long as its other constraints make it.
@MainActor
@Suite struct AllHiddenStackTests {
    nonisolated static let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]
    nonisolated static let distributions: [UIStackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]

    /// A view named `id` whose content asks for `width` × `height`.
    private func sized(_ id: String, _ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = id
        view.externalContentSize = CGSize(width: width, height: height)
        return view
    }

    @Test(arguments: axes, distributions)
    func aPinnedStackKeepsItsLengthWhenEveryViewHides(
        axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution
    ) {
        let map = makeMap()
        let views =
            axis == .horizontal
            ? [sized("a", 40, 20), sized("b", 60, 30), sized("c", 80, 10)]
            : [sized("a", 20, 40), sized("b", 30, 60), sized("c", 10, 80)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.spacing = 5
        add(stack, as: "stack", to: map)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
            axis == .horizontal
                ? stack.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -20)
                : stack.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -20),
        ])
        _ = map.resolveLayout()

        for view in views { view.isHidden = true }
        let layout = map.resolveLayout()
        #expect(map.takeDiagnostics() == [])
        // The delegate's pins alone: 390 − 40 = 350 wide, or 844 − 40 = 804 high.
        let frame = layout.view("stack")?.frame
        #expect(frame?.origin == CGPoint(x: 20, y: 20))
        if axis == .horizontal { #expect(frame?.width == 350) } else { #expect(frame?.height == 804) }
    }

    @Test func anEmptiedStackDoesNotSquashItsShownSiblings() {
        let map = makeMap()
        let x = sized("x", 40, 20)
        let y = sized("y", 40, 20)
        let inner = UIStackView(arrangedSubviews: [x, y])
        inner.axis = .vertical
        inner.spacing = 5
        inner.accessibilityIdentifier = "inner"
        let c = sized("c", 80, 30)
        let row = UIStackView(arrangedSubviews: [inner, c])
        row.spacing = 10
        add(row, as: "row", to: map)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
        ])
        _ = map.resolveLayout()

        x.isHidden = true
        y.isHidden = true
        let layout = map.resolveLayout()
        // `inner` is free along its axis, so the row's fill alignment makes it as high as c, whose
        // content (compression resistance 750) keeps it 30 high.
        #expect(layout.view("c")?.frame.size == CGSize(width: 80, height: 30))
        #expect(layout.view("c")?.frame.minY == 20)
        #expect(layout.view("row")?.frame.height == 30)
        #expect(map.takeDiagnostics() == [])
    }
}
