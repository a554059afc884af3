import Testing

@testable import NavigationLayout

/// A container that places its badge by frame at its trailing corner, read from its layout
/// direction, as iOS code does in `layoutSubviews()`.
private final class DirectionalBadgeHost: UIView {
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.accessibilityIdentifier = "badge"
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? 16 : bounds.width - 16 - 8
        badge.frame = CGRect(x: x, y: 6, width: 8, height: 8)
    }
}

/// SPEC §4: leading and trailing follow the map's layout direction. In a right-to-left map,
/// leading is the right edge, constants along leading/trailing count toward the left, and
/// inequalities flip with them; centerX and left/right stay where they are.
@MainActor
@Suite struct LayoutDirectionTests {
    /// A 100 × 30 badge 20 from the leading edge, and a 60 × 30 tag 30 from the trailing edge.
    @discardableResult
    private func makeBadgeAndTag(in map: GMSMapView) -> (badge: UIView, tag: UIView) {
        let badge = addView("badge", to: map)
        let tag = addView("tag", to: map)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 30),
            tag.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -30),
            tag.topAnchor.constraint(equalTo: map.topAnchor, constant: 50),
            tag.widthAnchor.constraint(equalToConstant: 60),
            tag.heightAnchor.constraint(equalToConstant: 30),
        ])
        return (badge, tag)
    }

    @Test func leadingAndTrailingEdgesAndTheirConstantsFlipInRightToLeft() {
        let map = makeMap()
        makeBadgeAndTag(in: map)
        var layout = map.resolveLayout()
        // LTR: badge left 20; tag right 390 − 30 = 360, so x = 300.
        expectFrame(layout, "badge", CGRect(x: 20, y: 10, width: 100, height: 30))
        expectFrame(layout, "tag", CGRect(x: 300, y: 50, width: 60, height: 30))

        map.layoutDirection = .rightToLeft
        #expect(map.hasUnpublishedChanges)
        layout = map.resolveLayout()
        // RTL: badge right 390 − 20 = 370, x = 270; tag left 30.
        expectFrame(layout, "badge", CGRect(x: 270, y: 10, width: 100, height: 30))
        expectFrame(layout, "tag", CGRect(x: 30, y: 50, width: 60, height: 30))
        #expect(map.subviews.allSatisfy { $0.effectiveUserInterfaceLayoutDirection == .rightToLeft })

        map.layoutDirection = .leftToRight
        layout = map.resolveLayout()
        // Back to the LTR frames.
        expectFrame(layout, "badge", CGRect(x: 20, y: 10, width: 100, height: 30))
        expectFrame(layout, "tag", CGRect(x: 300, y: 50, width: 60, height: 30))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func aConstantBetweenTwoViewsCountsTowardTheTrailingEdge() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let badge = makeBadgeAndTag(in: map).badge
        let follower = addView("follower", to: map)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
            follower.widthAnchor.constraint(equalToConstant: 50),
            follower.heightAnchor.constraint(equalToConstant: 30),
        ])
        // RTL from the start: badge x 270 (its trailing edge is its left, 270); the follower's
        // leading (right) edge is 10 further toward the trailing side: 260, so x = 210.
        expectFrame(map.resolveLayout(), "follower", CGRect(x: 210, y: 10, width: 50, height: 30))

        map.layoutDirection = .leftToRight
        // LTR: badge right 120, follower left 130.
        expectFrame(map.resolveLayout(), "follower", CGRect(x: 130, y: 10, width: 50, height: 30))
    }

    @Test func inequalitiesFlipWithTheDirection() {
        let map = makeMap()
        let badge = makeBadgeAndTag(in: map).badge
        let follower = addView("follower", to: map)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(greaterThanOrEqualTo: badge.trailingAnchor, constant: 10),
            prioritized(follower.leadingAnchor.constraint(equalTo: map.leadingAnchor), .defaultLow),
            follower.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
            follower.widthAnchor.constraint(equalToConstant: 50),
            follower.heightAnchor.constraint(equalToConstant: 30),
        ])
        // LTR: pulled toward x = 0 but at least 120 + 10 = 130.
        expectFrame(map.resolveLayout(), "follower", CGRect(x: 130, y: 10, width: 50, height: 30))

        map.layoutDirection = .rightToLeft
        // RTL: "after the badge" means right <= 270 − 10 = 260; pulled toward the right edge
        // (390), so right = 260 and x = 210.
        expectFrame(map.resolveLayout(), "follower", CGRect(x: 210, y: 10, width: 50, height: 30))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func centerXToCenterXIsTheSameInBothDirections() {
        let map = makeMap()
        let centered = addView("centered", to: map)
        let offset = addView("offset", to: map)
        NSLayoutConstraint.activate([
            centered.centerXAnchor.constraint(equalTo: map.centerXAnchor),
            offset.centerXAnchor.constraint(equalTo: map.centerXAnchor, constant: 20),
            centered.widthAnchor.constraint(equalToConstant: 100),
            offset.widthAnchor.constraint(equalToConstant: 100),
            centered.topAnchor.constraint(equalTo: map.topAnchor),
            offset.topAnchor.constraint(equalTo: map.topAnchor),
            centered.heightAnchor.constraint(equalToConstant: 10),
            offset.heightAnchor.constraint(equalToConstant: 10),
        ])
        // Centre 195: x = 145; with +20 (centerX is not directional): centre 215, x = 165.
        for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
            map.layoutDirection = direction
            let layout = map.resolveLayout()
            expectFrame(layout, "centered", CGRect(x: 145, y: 0, width: 100, height: 10))
            expectFrame(layout, "offset", CGRect(x: 165, y: 0, width: 100, height: 10))
        }
    }

    @Test func leadingRelatedToCenterXIsMirrored() {
        let map = makeMap()
        let half = addView("half", to: map)
        NSLayoutConstraint.activate([
            half.leadingAnchor.constraint(equalTo: map.centerXAnchor, constant: 20),
            half.widthAnchor.constraint(equalToConstant: 50),
            half.topAnchor.constraint(equalTo: map.topAnchor),
            half.heightAnchor.constraint(equalToConstant: 10),
        ])
        // LTR: left = 195 + 20 = 215.
        expectFrame(map.resolveLayout(), "half", CGRect(x: 215, y: 0, width: 50, height: 10))
        map.layoutDirection = .rightToLeft
        // RTL: right = 195 − 20 = 175, x = 125.
        expectFrame(map.resolveLayout(), "half", CGRect(x: 125, y: 0, width: 50, height: 10))
    }

    @Test func leftAndRightIgnoreTheDirection() {
        let map = makeMap()
        let box = addView("box", to: map)
        NSLayoutConstraint.activate([
            box.rightAnchor.constraint(equalTo: map.rightAnchor, constant: -10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: map.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        // right = 380, x = 330 in both directions.
        expectFrame(map.resolveLayout(), "box", CGRect(x: 330, y: 0, width: 50, height: 10))
        map.layoutDirection = .rightToLeft
        expectFrame(map.resolveLayout(), "box", CGRect(x: 330, y: 0, width: 50, height: 10))
    }

    @Test func mixingLeadingWithLeftIsRefusedWithADiagnostic() {
        let map = makeMap()
        let (badge, tag) = makeBadgeAndTag(in: map)
        let mixed = [
            badge.leadingAnchor.constraint(equalTo: map.leftAnchor, constant: 100),
            tag.rightAnchor.constraint(equalTo: map.trailingAnchor, constant: -100),
        ]
        NSLayoutConstraint.activate(mixed)
        // Both ignored: the frames are those of the leading/trailing constraints alone.
        var layout = map.resolveLayout()
        expectFrame(layout, "badge", CGRect(x: 20, y: 10, width: 100, height: 30))
        expectFrame(layout, "tag", CGRect(x: 300, y: 50, width: 60, height: 30))
        let diagnostics = map.takeDiagnostics()
        let refusals = diagnostics.filter { $0.code == "mixed-direction-anchors" }
        #expect(refusals.map(\.viewIDs) == [["badge", "map"], ["tag", "map"]])
        #expect(refusals.allSatisfy { $0.severity == .error })
        #expect(!diagnostics.contains { $0.code == "unsatisfiable-constraints" })

        map.layoutDirection = .rightToLeft
        // Still ignored after the direction changes (and nothing crashes).
        layout = map.resolveLayout()
        expectFrame(layout, "badge", CGRect(x: 270, y: 10, width: 100, height: 30))
        expectFrame(layout, "tag", CGRect(x: 30, y: 50, width: 60, height: 30))
        #expect(!map.takeDiagnostics().contains { $0.code == "unsatisfiable-constraints" })
    }

    /// A direction change reaches views as a trait change in UIKit, which lays them out again: a
    /// view that places a subview by frame from its direction is laid out again, though its own
    /// frame, pinned to both edges, does not change.
    @Test func aViewLaidOutByFrameIsLaidOutAgainWhenTheDirectionFlips() {
        let map = makeMap(insets: phoneInsets)
        let host = add(DirectionalBadgeHost(), as: "badgeHost", to: map)
        NSLayoutConstraint.activate([
            host.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            host.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            host.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            host.heightAnchor.constraint(equalToConstant: 200),
        ])
        // LTR: 390 − 16 − 8 = 366; y 844 − 200 + 6 = 650.
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 366, y: 650, width: 8, height: 8))
        map.layoutDirection = .rightToLeft
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 16, y: 650, width: 8, height: 8))
    }
}
