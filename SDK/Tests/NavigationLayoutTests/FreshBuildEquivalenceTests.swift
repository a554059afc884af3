import Testing

@testable import NavigationLayout

/// The incremental engine against a fresh build (SPEC §4; ARCHITECTURE.md "Changes reach the
/// solver at the pass": after every pass, frames and broken constraints equal those of a new map
/// with the same views and active constraints, activated in the same order and laid out once):
/// the discrepancies `DifferentialFuzzTests` once found, minimised by hand.
///
/// A fresh build adds the active constraints in activation order; a required constraint that
/// contradicts those already added is broken (it is the most recently activated of the
/// contradiction, `ConstraintRules.yielding`). That is the arithmetic each doc comment works
/// through.
@MainActor @Suite struct FreshBuildEquivalenceTests {
    /// The summaries of the constraints the map reports broken (`breaking <summary>` in its
    /// `unsatisfiable-constraints` diagnostics), sorted.
    private func broken(_ map: GMSMapView) -> [String] {
        map.layoutDiagnostics().filter { $0.code == "unsatisfiable-constraints" }.compactMap { diagnostic in
            guard let start = diagnostic.message.range(of: "; breaking ") else { return nil }
            let rest = diagnostic.message[start.upperBound...]
            return String(rest[..<(rest.range(of: ". Lower the priority")?.lowerBound ?? rest.endIndex)])
        }.sorted()
    }

    /// `v` at the map's top-left corner, 40 high, its width left to the test.
    private func placedView(_ id: String, in map: GMSMapView, y: CGFloat = 0) -> UIView {
        let v = addView(id, to: map)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: map.leftAnchor),
            v.topAnchor.constraint(equalTo: map.topAnchor, constant: y),
            v.heightAnchor.constraint(equalToConstant: 40),
        ])
        return v
    }

    // MARK: A constant moved before an older constraint comes back

    /// A refused constraint that comes back (its constant finite again) in the same pass as
    /// another constraint's constant change: the constant is moved first, against a system that
    /// lacks the older constraint coming back, and breaks a newer constraint that a fresh build
    /// keeps.
    ///
    /// Activated in order: p: v.width == NaN (refused), a: v.width == 100, y: v.width <= 120.
    /// First pass: p refused, a and y hold, 100 wide, nothing broken.
    /// Then, in one callback: a.constant = 150, p.constant = 50.
    /// Fresh build, in activation order: p (50) holds; a (150) contradicts p and is the newer:
    /// broken; y (50 <= 120) holds. 50 wide, broken: {a}.
    /// (Moving a's constant to 150 first meets {a, y} and breaks y, the newer; p coming back then
    /// breaks a: y must be tried again, with nothing left that it contradicts.)
    @Test func aConstantMovedBeforeAnOlderConstraintComesBackBreaksOnlyWhatAFreshBuildBreaks() {
        let map = makeMap()
        let v = placedView("v", in: map)
        let p = v.widthAnchor.constraint(equalToConstant: .nan)
        let a = v.widthAnchor.constraint(equalToConstant: 100)
        let y = v.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
        NSLayoutConstraint.activate([p, a, y])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(broken(map) == [])

        a.constant = 150
        p.constant = 50
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(broken(map) == ["v.width == 150"], "a fresh build breaks only a")
    }

    // MARK: Constants moved one by one meet a contradiction no fresh build has

    /// Two constants changed in one callback are moved into the solver one at a time, in the order
    /// they were changed; the system in between (the first moved, the second not yet) may be
    /// contradictory although the final one is not, and the constraint broken for it is not tried
    /// again in that pass.
    ///
    /// u is 50 × 40 at y = 100, pulled to the map's left edge at priority 250. Activated in order:
    /// w: v.width == 100, m: u.left <= map.left + 150, r: u.left == v.right.
    /// First pass: v 0…100, u.left = v.right = 100 <= 150: u at x = 100, nothing broken.
    /// Then, in one callback: w.constant = 200, m.constant = 250.
    /// Fresh build: w (v 0…200), m (u.left <= 250), r (u.left = 200 <= 250) all hold: u at x = 200,
    /// nothing broken.
    /// (Moving w first meets u.left = v.right = 200 > 150, m's old constant: {w, m, r}, r the
    /// newest, is broken; once m is at 250, r must be tried again, or u follows the pull to x 0.)
    @Test func twoConstantsChangedTogetherDoNotBreakWhatTheirEndStateKeeps() {
        let map = makeMap()
        let v = placedView("v", in: map)
        let u = addView("u", to: map)
        NSLayoutConstraint.activate([
            u.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            u.widthAnchor.constraint(equalToConstant: 50),
            u.heightAnchor.constraint(equalToConstant: 40),
            prioritized(u.leftAnchor.constraint(equalTo: map.leftAnchor), .defaultLow),
        ])
        let w = v.widthAnchor.constraint(equalToConstant: 100)
        let m = u.leftAnchor.constraint(lessThanOrEqualTo: map.leftAnchor, constant: 150)
        let r = u.leftAnchor.constraint(equalTo: v.rightAnchor)
        NSLayoutConstraint.activate([w, m, r])
        expectFrame(map.resolveLayout(), "u", CGRect(x: 100, y: 100, width: 50, height: 40))

        w.constant = 200
        m.constant = 250
        let layout = map.resolveLayout()
        expectFrame(layout, "v", CGRect(x: 0, y: 0, width: 200, height: 40))
        expectFrame(layout, "u", CGRect(x: 200, y: 100, width: 50, height: 40))
        #expect(broken(map) == [], "nothing contradicts in the end state")
    }

    /// The same with a rotation: the display manager resizes the map and, in the same transition,
    /// the delegate changes a constant. The map's new width is moved first, against the old
    /// constant.
    ///
    /// Map 1024 × 768. Activated in order: h: v.height == 250, c: v.height <= map.width × 0.5 + 50
    /// (562). First pass: v 250 high, nothing broken.
    /// Then the map becomes 390 × 844 and h.constant = 0.
    /// Fresh build: the map's size (the SDK's, first), h (0), c (0 <= 245): nothing broken, v 0 high.
    /// (Moving the map's width first, c allows 245 < 250 = h: {map.width, h, c}, and c, the
    /// delegate's newest, is broken until h is at 0 and c is tried again.)
    @Test func aResizeAndAConstantChangedTogetherDoNotBreakWhatTheirEndStateKeeps() {
        let map = makeMap(width: 1024, height: 768)
        let v = addView("v", to: map)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: map.leftAnchor), v.topAnchor.constraint(equalTo: map.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 100),
        ])
        let h = v.heightAnchor.constraint(equalToConstant: 250)
        let c = v.heightAnchor.constraint(lessThanOrEqualTo: map.widthAnchor, multiplier: 0.5, constant: 50)
        NSLayoutConstraint.activate([h, c])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 100, height: 250))

        map.setGeometry(size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
        h.constant = 0
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 100, height: 0))
        #expect(broken(map) == [], "0 <= 390 × 0.5 + 50: nothing contradicts")
    }

    /// The same with a constraint that leaves: the map is resized and, in the same transition, a
    /// constraint's constant becomes NaN (refused). The map's width is moved while the leaving
    /// constraint is still in the solver.
    ///
    /// Map 1024 wide; v pulled toward 1000 wide at priority 500. Activated in order:
    /// a: v.width == 300, b: v.width <= map.width - 100 (924). First pass: 300 wide.
    /// Then the map becomes 390 × 844 and a.constant = NaN.
    /// Fresh build: a refused (non-finite-constraint), b holds: v.width <= 290, the pull takes it
    /// to 290; nothing broken.
    /// (Moving the map's width first, with a still in the solver: 300 > 290, {map.width, a, b},
    /// b the delegate's newest, is broken; once a leaves for its NaN, b must be tried again, or
    /// the pull makes v 1000 wide.)
    @Test func aResizeWithAConstraintLeavingForANaNDoesNotBreakWhatTheEndStateKeeps() {
        let map = makeMap(width: 1024, height: 768)
        let v = addView("v", to: map)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: map.leftAnchor), v.topAnchor.constraint(equalTo: map.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 40),
            prioritized(v.widthAnchor.constraint(equalToConstant: 1000), UILayoutPriority(500)),
        ])
        let a = v.widthAnchor.constraint(equalToConstant: 300)
        let b = v.widthAnchor.constraint(lessThanOrEqualTo: map.widthAnchor, constant: -100)
        NSLayoutConstraint.activate([a, b])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 300, height: 40))

        map.setGeometry(size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
        a.constant = .nan
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 290, height: 40))
        #expect(broken(map) == [], "only a is out, refused; b holds")
    }

    // MARK: A constraint broken for a contradiction another break undid

    /// After a change of layout direction the constraints the direction decides are reinstalled
    /// and added again in activation order, next to constraints that stayed in the solver (as if
    /// added before them). One coming back meets a contradiction that names a newer constraint
    /// still in the solver, which is broken; a second contradiction then breaks another
    /// constraint of the first one: without it, the first victim holds, and a fresh build keeps
    /// it.
    ///
    /// Map 390 wide. c = v2.centerX, w0 = v0.width, w2 = v2.width. Activated in order:
    /// 1 c25: v1.trailing == v2.trailing + 50    2 c20: v2.centerX <= map.leading - 100
    /// 3 c13: v0.width >= 150                     4 c8: v2.centerX == v0.left
    /// 5 c4: v1.leading == v0.centerX - 100       6 c24: v2.right <= map.centerX
    /// 7 c10: v2.width == 250                     8 c6: v1.width == 150
    /// Left to right everything holds: v2.left = c - 125, v1.right = c + 175, v1.left = c + 25
    /// = v0.centerX - 100 = c + w0/2 - 100, so w0 = 250 >= 150; c <= -100 and c + 125 <= 195.
    /// Right to left (leading is the right edge; the directional constraints are mirrored):
    /// c20: c >= 390 + 100 = 490; c25: v1.left = v2.left - 50; c4: v1.right = v0.centerX + 100.
    /// Fresh build, in order: c25, c20, c13, c8, c4, c24 (c + w2/2 <= 195: w2 negative, nothing
    /// forbids it) hold; c10 (w2 = 250) contradicts c20 and c24 (490 + 125 > 195): broken; c6:
    /// v1.right - v1.left = (c + w0/2 + 100) - (c - w2/2 - 50) = 150 gives w2 = -w0, with
    /// c <= 195 + w0/2 and c >= 490: w0 >= 590, feasible: holds. Broken: {c10}.
    /// (c4 coming back breaks c6, whose contradiction holds c10; c24 coming back then breaks c10:
    /// c6 must be tried again.)
    @Test func aConstraintBrokenWhileTheDirectionsConstraintsComeBackIsPutBackIfItHolds() {
        let map = makeMap()
        let v0 = addView("v0", to: map)
        let v1 = addView("v1", to: map)
        let v2 = addView("v2", to: map)
        // Vertically: each one 40 high at the top (no part in the contradiction).
        for view in [v0, v1, v2] {
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: map.topAnchor), view.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        NSLayoutConstraint.activate([
            v1.trailingAnchor.constraint(equalTo: v2.trailingAnchor, constant: 50),
            v2.centerXAnchor.constraint(lessThanOrEqualTo: map.leadingAnchor, constant: -100),
            v0.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
            v2.centerXAnchor.constraint(equalTo: v0.leftAnchor),
            v1.leadingAnchor.constraint(equalTo: v0.centerXAnchor, constant: -100),
            v2.rightAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
            v2.widthAnchor.constraint(equalToConstant: 250),
            v1.widthAnchor.constraint(equalToConstant: 150),
        ])
        _ = map.resolveLayout()
        #expect(broken(map) == [], "left to right everything holds")

        map.layoutDirection = .rightToLeft
        _ = map.resolveLayout()
        #expect(broken(map) == ["v2.width == 250"], "a fresh right-to-left build breaks only c10")
        // A fresh build's frames, for comparison.
        let fresh = makeMap()
        fresh.layoutDirection = .rightToLeft
        let f0 = addView("v0", to: fresh)
        let f1 = addView("v1", to: fresh)
        let f2 = addView("v2", to: fresh)
        for view in [f0, f1, f2] {
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: fresh.topAnchor), view.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        NSLayoutConstraint.activate([
            f1.trailingAnchor.constraint(equalTo: f2.trailingAnchor, constant: 50),
            f2.centerXAnchor.constraint(lessThanOrEqualTo: fresh.leadingAnchor, constant: -100),
            f0.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
            f2.centerXAnchor.constraint(equalTo: f0.leftAnchor),
            f1.leadingAnchor.constraint(equalTo: f0.centerXAnchor, constant: -100),
            f2.rightAnchor.constraint(lessThanOrEqualTo: fresh.centerXAnchor),
            f2.widthAnchor.constraint(equalToConstant: 250),
            f1.widthAnchor.constraint(equalToConstant: 150),
        ])
        let freshLayout = fresh.resolveLayout()
        #expect(broken(fresh) == ["v2.width == 250"])
        let layout = map.resolveLayout()
        // v1's width is pinned down in the fresh build (v1.width == 150 holds there).
        #expect(
            layout.view("v1")?.frame.size.width == freshLayout.view("v1")?.frame.size.width,
            "v1 is \(String(describing: layout.view("v1")?.frame)), fresh \(String(describing: freshLayout.view("v1")?.frame))"
        )
    }
}
