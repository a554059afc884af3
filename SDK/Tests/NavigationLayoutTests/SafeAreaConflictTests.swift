import Testing

@testable import NavigationLayout

/// Constraints broken while a view reached into the unsafe area are tried again once the safe
/// area moves (SPEC §4: after every pass the published frames equal those of a new map with the
/// same views, settings and active constraints, activated in the same order, laid out once), as
/// `ContainerDifferentialFuzzTests` found they were not.
@MainActor @Suite struct SafeAreaConflictTests {
    /// `c` at the map's top-left corner, 100 wide, its top 20 above the map's safe area; `k` fills
    /// `c`'s margins guide (margins 8, measured from `c`'s safe area), at least 50 high and pulled
    /// to 50 at 500. Activated in order: `c.leading == map.leading`, `c.width == 100`,
    /// `c.top == map.safe.top − 20`, k's four edges on `c.margins`, `k.height >= 50`,
    /// `k.height == 50` @500, and last `c.height == 70`.
    private func notchedContainer(in map: GMSMapView) {
        let c = addView("c", to: map)
        let k = addView("k", to: c)
        NSLayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            c.widthAnchor.constraint(equalToConstant: 100),
            c.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor, constant: -20),
            k.leadingAnchor.constraint(equalTo: c.layoutMarginsGuide.leadingAnchor),
            k.trailingAnchor.constraint(equalTo: c.layoutMarginsGuide.trailingAnchor),
            k.topAnchor.constraint(equalTo: c.layoutMarginsGuide.topAnchor),
            k.bottomAnchor.constraint(equalTo: c.layoutMarginsGuide.bottomAnchor),
            k.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
            prioritized(k.heightAnchor.constraint(equalToConstant: 50), UILayoutPriority(500)),
            c.heightAnchor.constraint(equalToConstant: 70),
        ])
    }

    /// A constraint broken while a view reached under the notch holds again when the notch goes
    /// away (fuzzer seed 357).
    ///
    /// First pass, portrait phone (top inset 47): c's top is at 47 − 20 = 27, 20 under the notch,
    /// so its margins guide starts 20 + 8 = 28 down and k (≥ 50) needs c to be 28 + 50 + 8 = 86
    /// high: `c.height == 70`, the last activated, is broken; the pull holds k at 50: c (0, 27, 100,
    /// 86), k (8, 55, 84, 50).
    ///
    /// Then `map.setGeometry(size: 390 × 844, safeAreaInsets: .zero)`. Fresh build with no insets:
    /// c's top is at −20, and with the map's safe area all of the map c has no inset (each side at
    /// most as far as the superview's, docs/porting.md); 8 + 50 + 8 = 66 ≤ 70, so `c.height == 70`
    /// holds and k is 70 − 16 = 54 high (≥ 50; the @500 pull gives way): c (0, −20, 100, 70),
    /// k (8, −12, 84, 54). Every required constraint holds; nothing is ambiguous.
    ///
    /// (Retried only at the start of the pass, against c's old inset of 20, 28 + 50 + 8 = 86 > 70,
    /// it stayed broken: c (0, −20, 100, 66), k (8, −12, 84, 50). It is tried again once the
    /// guides move.)
    @Test func aConstraintBrokenUnderTheNotchHoldsWhenTheNotchGoes() {
        let map = makeMap(insets: phoneInsets)
        notchedContainer(in: map)
        let first = map.resolveLayout()
        expectFrame(first, "c", CGRect(x: 0, y: 27, width: 100, height: 86))
        expectFrame(first, "k", CGRect(x: 8, y: 55, width: 84, height: 50))

        map.setGeometry(size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
        let layout = map.resolveLayout()

        let fresh = makeMap()
        notchedContainer(in: fresh)
        let freshLayout = fresh.resolveLayout()
        expectFrame(freshLayout, "c", CGRect(x: 0, y: -20, width: 100, height: 70))
        expectFrame(freshLayout, "k", CGRect(x: 8, y: -12, width: 84, height: 54))

        expectFrame(layout, "c", CGRect(x: 0, y: -20, width: 100, height: 70))
        expectFrame(layout, "k", CGRect(x: 8, y: -12, width: 84, height: 54))
    }

    /// A constraint that no layout satisfies, because holding it moves its view under the notch,
    /// stays broken: the pass settles and publishes the same frames at every pass.
    ///
    /// Portrait phone (map 390 × 844, top inset 47). Activated in order: `c.leading ==
    /// map.leading`, `c.width == 100`, `c.height == 100`, `c.top == map.top + 60` @750,
    /// `c.top >= map.top`, and last `C: c.safeArea.top == map.top + 20`.
    ///
    /// No layout satisfies C: c's top inset is 47 − t for a top t in 0…47 (the part of c inside
    /// the map's unsafe area, at most the map's 47), so c.safeArea.top = t + 47 − t = 47 ≠ 20; for
    /// t > 47 it is t > 20; and t < 0 breaks `c.top >= map.top`. The one consistent layout breaks C
    /// (the most recently activated of the conflict) and the @750 pull puts c at (0, 60, 100, 100),
    /// at every pass. (Retried at every round after the guides moved, C held against the old
    /// inset, broke against the new one, and so on until the rounds ran out: a frame flipping
    /// between y 60 and y 20 from pass to pass.)
    @Test func aConstraintThatOnlyHoldsOutsideTheNotchDoesNotFlipEveryPass() {
        let map = makeMap(insets: phoneInsets)
        let c = addView("c", to: map)
        NSLayoutConstraint.activate([
            c.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            c.widthAnchor.constraint(equalToConstant: 100),
            c.heightAnchor.constraint(equalToConstant: 100),
            prioritized(c.topAnchor.constraint(equalTo: map.topAnchor, constant: 60), .defaultHigh),
            c.topAnchor.constraint(greaterThanOrEqualTo: map.topAnchor),
            c.safeAreaLayoutGuide.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
        ])
        let first = map.resolveLayout()
        expectFrame(first, "c", CGRect(x: 0, y: 60, width: 100, height: 100))
        #expect(!map.layoutDiagnostics().contains { $0.code == "layout-not-settled" }, "first pass did not settle")

        map.view(withID: "c")?.setNeedsLayout()
        let second = map.resolveLayout()
        expectFrame(second, "c", CGRect(x: 0, y: 60, width: 100, height: 100))
        #expect(!map.layoutDiagnostics().contains { $0.code == "layout-not-settled" }, "second pass did not settle")
    }
}
