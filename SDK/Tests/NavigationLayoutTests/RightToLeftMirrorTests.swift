import Testing

@testable import NavigationLayout

/// SPEC §4: a layout of views placed by leading and trailing constraints is, right to left, the
/// mirror image of the same layout left to right, including what the constraints leave to the
/// solver: where two equal optional constraints conflict, and where nothing decides a position.
/// The solver holds such views by their distance from the map's right edge right to left, with
/// the coefficients it has left to right (ItemVariables). Views that nothing places horizontally
/// rest at the left edge in either direction, as before, and so do views placed first by their
/// centre (porting.md).
@MainActor
@Suite struct RightToLeftMirrorTests {
    /// Directional layouts on a 390-wide map, each making views "v" and "w".
    enum Layout: String, CaseIterable {
        /// v 10 from the leading edge and 100 from the trailing edge at one optional priority,
        /// 50 wide: the two cannot both hold.
        case leadingAgainstTrailing
        /// The same, activated trailing first.
        case trailingAgainstLeading
        /// v centred, and 10 from the leading edge, at one optional priority.
        case centreAgainstLeading
        /// v pinned to the leading and trailing edges of a 100-wide guide that nothing places.
        case pinnedToAFreeGuide
        /// v 10 after w (its leading edge on w's trailing edge); nothing places w.
        case followingAFreeView
        /// w 16 from the trailing edge, v 8 before w: fully decided.
        case rowFromTheTrailingEdge

        /// The views leading, trailing or centre constraints place ("w" rests where nothing
        /// places it, at the left edge in either direction).
        var placedViews: [String] {
            switch self {
            case .followingAFreeView, .rowFromTheTrailingEdge: ["v", "w"]
            default: ["v"]
            }
        }

        @MainActor
        func build(in map: GMSMapView) {
            let v = addView("v", to: map)
            let w = addView("w", to: map)
            var constraints = [
                v.topAnchor.constraint(equalTo: map.topAnchor), v.heightAnchor.constraint(equalToConstant: 20),
                w.topAnchor.constraint(equalTo: map.topAnchor, constant: 40),
                w.heightAnchor.constraint(equalToConstant: 20),
                w.widthAnchor.constraint(equalToConstant: 60),
            ]
            func optional(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
                constraint.priority = UILayoutPriority(500)
                return constraint
            }
            let leading = optional(v.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10))
            let trailing = optional(v.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -100))
            switch self {
            case .leadingAgainstTrailing:
                constraints += [leading, trailing, v.widthAnchor.constraint(equalToConstant: 50)]
            case .trailingAgainstLeading:
                constraints += [trailing, leading, v.widthAnchor.constraint(equalToConstant: 50)]
            case .centreAgainstLeading:
                constraints += [
                    optional(v.centerXAnchor.constraint(equalTo: map.centerXAnchor)), leading,
                    v.widthAnchor.constraint(equalToConstant: 50),
                ]
            case .pinnedToAFreeGuide:
                let guide = UILayoutGuide()
                map.addLayoutGuide(guide)
                constraints += [
                    guide.widthAnchor.constraint(equalToConstant: 100),
                    v.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                ]
            case .followingAFreeView:
                constraints += [
                    v.leadingAnchor.constraint(equalTo: w.trailingAnchor, constant: 10),
                    v.widthAnchor.constraint(equalToConstant: 30),
                ]
            case .rowFromTheTrailingEdge:
                constraints += [
                    w.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -16),
                    v.trailingAnchor.constraint(equalTo: w.leadingAnchor, constant: -8),
                    v.widthAnchor.constraint(equalToConstant: 30),
                ]
            }
            NSLayoutConstraint.activate(constraints)
        }
    }

    /// `frame` mirrored across the middle of a map `width` wide.
    private func mirrored(_ frame: CGRect, width: CGFloat) -> CGRect {
        CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    @Test(arguments: Layout.allCases)
    func aRightToLeftLayoutMirrorsTheLeftToRightOne(_ layout: Layout) {
        let leftToRight = makeMap()
        layout.build(in: leftToRight)
        let rightToLeft = makeMap()
        rightToLeft.layoutDirection = .rightToLeft
        layout.build(in: rightToLeft)
        let expected = leftToRight.resolveLayout()
        let resolved = rightToLeft.resolveLayout()
        for id in layout.placedViews {
            guard let frame = expected.view(id)?.frame else {
                Issue.record("\(layout.rawValue): no \(id) left to right")
                continue
            }
            expectFrame(resolved, id, mirrored(frame, width: 390))
        }
    }

    /// The mirror, worked out: v matches a free 100-wide guide, which rests at the leading edge.
    @Test func aViewPinnedToAFreeGuideRestsAtTheLeadingEdge() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        Layout.pinnedToAFreeGuide.build(in: map)
        // 390 − 100 = 290: the guide's right edge on the map's right (leading) edge.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 290, y: 0, width: 100, height: 20))
        map.layoutDirection = .leftToRight
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    /// A view with a height, a top and a width but nothing that places it horizontally rests at
    /// the map's left edge in either direction, and a flip leaves it there.
    @Test func aViewNothingPlacesHorizontallyRestsAtTheLeftEdge() {
        let map = makeMap()
        let view = addView("v", to: map)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 10, width: 50, height: 20))
        map.layoutDirection = .rightToLeft
        expectFrame(map.resolveLayout(), "v", CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(!map.layoutDiagnostics().contains { $0.code == "outside-map" })
    }

    /// The same for a view whose intrinsic size is all that sizes it.
    @Test func aViewWithOnlyAnIntrinsicSizeRestsAtTheLeftEdgeRightToLeft() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let label = add(IntrinsicSizeView(CGSize(width: 50, height: 20)), as: "label", to: map)
        _ = label
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 50, height: 20))
    }
}

extension RightToLeftMirrorTests {
    /// v 50 × 20 at the top, 10 from the map's leading edge; returns that leading constraint.
    private func addLeadingView(to map: GMSMapView) -> NSLayoutConstraint {
        let view = addView("v", to: map)
        let leading = view.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: map.topAnchor), view.heightAnchor.constraint(equalToConstant: 20),
            view.widthAnchor.constraint(equalToConstant: 50), leading,
        ])
        return leading
    }

    /// A view that loses the only constraint that placed it horizontally rests at the leading edge,
    /// as the mirror of a left-to-right view that rests at the left edge (decided here: its
    /// measure stays until the direction changes; a map built without the constraint has the view
    /// at the left edge, where nothing ever placed it).
    @Test func aViewWhoseOnlyLeadingConstraintGoesRestsAtTheLeadingEdge() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let leading = addLeadingView(to: map)
        // Right edge 390 − 10 = 380: x = 330.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 330, y: 0, width: 50, height: 20))
        leading.isActive = false
        // Free, measured from the right edge: right edge at 390, x = 340.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 340, y: 0, width: 50, height: 20))
        #expect(!map.layoutDiagnostics().contains { $0.code == "outside-map" })
    }

    /// A container that loses its own placement while it still measures a multiplied position
    /// between two of its subviews (their nearest common ancestor) rests at the leading edge, and
    /// the multiplied position still holds, measured from its left edge.
    @Test func aContainerThatStillMeasuresAMultipliedPositionKeepsItsMeasure() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let container = addView("container", to: map)
        let b = addView("b", to: container)
        let a = addView("a", to: container)
        let placing = container.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 40)
        NSLayoutConstraint.activate([
            placing, container.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 60),
            b.topAnchor.constraint(equalTo: container.topAnchor), b.widthAnchor.constraint(equalToConstant: 100),
            b.heightAnchor.constraint(equalToConstant: 10),
            NSLayoutConstraint(
                item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .trailing, multiplier: 0.5,
                constant: 0),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        // The container spans 50…350; b's right edge is 390 − 60 = 330, its left 230:
        // a.centerX − 50 = 0.5 × (230 − 50) = 90, so a spans 120…160.
        expectFrame(map.resolveLayout(), "a", CGRect(x: 120, y: 150, width: 40, height: 10))
        placing.isActive = false
        // Nothing places the container now: measured from the right edge, it rests against it,
        // 90…390. b stays at 230…330; a.centerX − 90 = 0.5 × (230 − 90) = 70: a spans 140…180.
        let layout = map.resolveLayout()
        expectFrame(layout, "container", CGRect(x: 90, y: 100, width: 300, height: 100))
        expectFrame(layout, "a", CGRect(x: 140, y: 150, width: 40, height: 10))
    }

    /// A broken constraint retried at the next pass breaks a newer one, the only one in the
    /// solver that placed v (from the map's right edge): the retried constraint is added as it
    /// was translated, for the measure v still has. (Releasing v's measure when the newer one
    /// broke added it written for the wrong one.)
    @Test func aRetriedConstraintThatBreaksTheOnlyPlacingOneKeepsItsItemsMeasure() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let first = addLeadingView(to: map)
        guard let v = map.view(withID: "v") else {
            Issue.record("no v in the map")
            return
        }
        let trailing = v.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -20)
        trailing.isActive = true
        // trailing (newer) conflicts with first and the width: broken. Right edge 390 − 10 = 380.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 330, y: 0, width: 50, height: 20))
        v.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10).isActive = true
        expectFrame(map.resolveLayout(), "v", CGRect(x: 330, y: 0, width: 50, height: 20))
        first.isActive = false
        // The pass retries trailing, which conflicts with the second leading constraint (newer):
        // that one breaks and trailing holds, v's left (trailing) edge 20 from the map's.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 20, y: 0, width: 50, height: 20))
    }

    /// The same through a constraint left out for a non-finite constant, which comes back when
    /// its constant does and breaks the newer constraint that placed v.
    @Test func aConstraintBackFromANonFiniteConstantKeepsItsItemsMeasure() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let v = addView("v", to: map)
        let trailing = v.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: .nan)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: map.topAnchor), v.heightAnchor.constraint(equalToConstant: 20),
            v.widthAnchor.constraint(equalToConstant: 50), trailing,
        ])
        _ = map.resolveLayout()
        v.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10).isActive = true
        expectFrame(map.resolveLayout(), "v", CGRect(x: 330, y: 0, width: 50, height: 20))
        trailing.constant = -20
        // trailing (activated first) is added again; the leading one (newer) breaks: v at 20…70.
        expectFrame(map.resolveLayout(), "v", CGRect(x: 20, y: 0, width: 50, height: 20))
    }

    /// Right to left, a view 10 from the map's leading edge is placed by the map's width: its left
    /// edge is 390 − 10 − 50. `explainFrame` and `constraintsAffectingLayout` name the map's width
    /// constraint, as left to right they name the map's left edge.
    @Test func theMapsWidthExplainsAViewPlacedFromTheLeadingEdgeRightToLeft() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        _ = addLeadingView(to: map)
        expectFrame(map.resolveLayout(), "v", CGRect(x: 330, y: 0, width: 50, height: 20))
        guard let view = map.view(withID: "v") else {
            Issue.record("no v in the map")
            return
        }
        let horizontal = map.explainFrame(of: view).horizontal
        #expect(horizontal.contains("'map.geometry' map.width == 390"), "\(horizontal)")
        #expect(
            view.constraintsAffectingLayout(for: .horizontal).contains {
                $0.identifier == "map.geometry" && $0.firstAttribute == .width && $0.constant == 390
            })
    }

    /// The converse: v's leading edge on the trailing (left) edge of w, which its left edge
    /// places 100 from the map's: v spans 70…100 whatever the map's width, which the explanation
    /// does not name (v's distance from the right edge depends on it, its frame does not).
    @Test func theMapsWidthDoesNotExplainAViewPlacedFromALeftPlacedView() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let w = addView("w", to: map)
        let v = addView("v", to: map)
        NSLayoutConstraint.activate([
            w.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 100),
            w.topAnchor.constraint(equalTo: map.topAnchor), w.heightAnchor.constraint(equalToConstant: 20),
            w.widthAnchor.constraint(equalToConstant: 50),
            v.leadingAnchor.constraint(equalTo: w.trailingAnchor),
            v.topAnchor.constraint(equalTo: map.topAnchor, constant: 40),
            v.heightAnchor.constraint(equalToConstant: 20),
            v.widthAnchor.constraint(equalToConstant: 30),
        ])
        expectFrame(map.resolveLayout(), "v", CGRect(x: 70, y: 40, width: 30, height: 20))
        let horizontal = map.explainFrame(of: v).horizontal
        #expect(!horizontal.contains("'map.geometry' map.width == 390"), "\(horizontal)")
        #expect(horizontal.contains { $0.contains("w.left") }, "\(horizontal)")
    }
}

/// A view with a fixed intrinsic content size.
private final class IntrinsicSizeView: UIView {
    private let size: CGSize

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        size = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { size }
}
