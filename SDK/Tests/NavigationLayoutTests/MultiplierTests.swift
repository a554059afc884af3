import Testing

@testable import NavigationLayout

/// SPEC §3: multipliers on dimensions, `first = multiplier × second + constant`, with every relation.
@MainActor
@Suite struct MultiplierTests {
    /// A 40-high box at the map's top-left corner.
    private func makeBox(_ id: String = "box", in map: GMSMapView) -> UIView {
        let box = addView(id, to: map)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: map.leftAnchor),
            box.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        return box
    }

    @Test func aWidthOfHalfTheMapPlusTenFollowsTheMap() {
        let map = makeMap()
        let box = makeBox(in: map)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: map.widthAnchor, multiplier: 0.5, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        // 0.5 × 390 + 10 = 205
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 205, height: 40))
        map.resize(width: 844, height: 390)
        // 0.5 × 844 + 10 = 432
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 432, height: 40))
    }

    @Test func greaterThanOrEqualWithAMultiplierIsALowerBound() {
        let map = makeMap()
        let box = makeBox(in: map)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(greaterThanOrEqualTo: map.widthAnchor, multiplier: 0.25),
            prioritized(box.widthAnchor.constraint(equalToConstant: 0), .defaultLow),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        // Pulled toward 0 but at least 0.25 × 390 = 97.5.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 97.5, height: 40))
        map.resize(width: 1024, height: 768)
        // 0.25 × 1024 = 256
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 256, height: 40))
    }

    @Test func lessThanOrEqualWithAMultiplierAndConstantIsAnUpperBound() {
        let map = makeMap()
        let box = makeBox(in: map)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(lessThanOrEqualTo: map.widthAnchor, multiplier: 0.1, constant: 5),
            prioritized(box.widthAnchor.constraint(equalToConstant: 1000), .defaultLow),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        // Pulled toward 1000 but at most 0.1 × 390 + 5 = 44.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 44, height: 40))
    }

    @Test func aHeightCanBeAMultipleOfTheSameViewsWidth() {
        let map = makeMap()
        let box = makeBox(in: map)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: map.widthAnchor, multiplier: 0.25),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2),
        ])
        // width 0.25 × 390 = 97.5, height 2 × 97.5 = 195
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 97.5, height: 195))
    }

    @Test func aMultiplierRelatesTwoViewsWithANegativeConstant() {
        let map = makeMap()
        let first = makeBox("first", in: map)
        let second = makeBox("second", in: map)
        NSLayoutConstraint.activate([
            first.widthAnchor.constraint(equalToConstant: 100),
            first.heightAnchor.constraint(equalToConstant: 40),
            second.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 1.5, constant: -20),
            second.heightAnchor.constraint(greaterThanOrEqualTo: first.heightAnchor, multiplier: 0.5, constant: 4),
            prioritized(second.heightAnchor.constraint(equalToConstant: 0), .defaultLow),
        ])
        // width 1.5 × 100 − 20 = 130; height at least 0.5 × 40 + 4 = 24, pulled to it.
        expectFrame(map.resolveLayout(), "second", CGRect(x: 0, y: 0, width: 130, height: 24))
    }
}
