import NavigationLayout

extension CGRect {
    /// Whether the frame is `expected` within ``Expectation/tolerance`` on each of its origin and
    /// size; a NaN counts as wrong.
    func isClose(to expected: CGRect) -> Bool {
        let pairs = [
            (minX, expected.minX), (minY, expected.minY), (width, expected.width), (height, expected.height),
        ]
        return pairs.allSatisfy { abs(Double($0.0 - $0.1)) <= Expectation.tolerance }
    }
}
