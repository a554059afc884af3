import Testing

@testable import NavigationLayout

/// Constraints written as UIKit's oldest API writes them, from items and attributes, and the
/// view calls that go with them (`addConstraint`, `removeConstraint`, `constraints`): code ported
/// from iOS that predates anchors builds and lays out as it did there.
@MainActor
@Suite struct ItemConstraintTests {
    private func constraint(
        _ first: Any, _ firstAttribute: NSLayoutConstraint.Attribute, _ second: Any?,
        _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: .equal, toItem: second,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
    }

    @Test func itemsAndAttributesLayOutAsAnchorsDo() {
        let map = makeMap(insets: phoneInsets)
        let panel = addView("panel", to: map)
        let leading = constraint(panel, .leading, map, .leading, constant: 20)
        let width = constraint(panel, .width, nil, .notAnAttribute, constant: 200)
        NSLayoutConstraint.activate([
            leading,
            constraint(panel, .top, map.safeAreaLayoutGuide, .top, constant: 10),
            width,
            constraint(panel, .height, panel, .width, multiplier: 0.5),
        ])
        // x 20, y 47 + 10, width 200, height 0.5 × 200.
        expectFrame(map.resolveLayout(), "panel", CGRect(x: 20, y: 57, width: 200, height: 100))
        #expect(leading.firstItem === panel && leading.secondItem === map)
        #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leading)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        // Anchors report the same attributes.
        let anchored = panel.trailingAnchor.constraint(equalTo: map.centerXAnchor)
        #expect(anchored.firstAttribute == .trailing && anchored.secondAttribute == .centerX)
        #expect(panel.heightAnchor.constraint(equalToConstant: 1).secondAttribute == .notAnAttribute)
        // UIKit's raw values.
        #expect(
            [
                NSLayoutConstraint.Attribute.leading, .firstBaseline, .leadingMargin, .centerYWithinMargins,
                .notAnAttribute,
            ]
            .map(\.rawValue) == [5, 12, 17, 20, 0])

        map.layoutDirection = .rightToLeft
        // Leading is the right edge: 390 − 20 = 370, so x = 170.
        expectFrame(map.resolveLayout(), "panel", CGRect(x: 170, y: 57, width: 200, height: 100))
        #expect(map.takeDiagnostics().isEmpty)
    }

    /// UIKit measures a multiplied position from the origin of the nearest view that holds both
    /// items, whatever that view's own position.
    @Test func aMultipliedPositionIsMeasuredFromTheCommonAncestor() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 100, y: 200, width: 200, height: 100)
        let dot = addView("dot", to: panel)
        let bar = addView("bar", to: panel)
        let mark = addView("mark", to: panel)
        pin(bar, to: panel, x: 10, y: 0, width: 30, height: 10)
        NSLayoutConstraint.activate([
            constraint(dot, .width, nil, .notAnAttribute, constant: 20),
            constraint(dot, .height, nil, .notAnAttribute, constant: 10),
            constraint(dot, .centerX, panel, .centerX, multiplier: 0.5),
            constraint(dot, .centerY, panel, .centerY, multiplier: 1.5),
            constraint(mark, .width, nil, .notAnAttribute, constant: 20),
            constraint(mark, .height, nil, .notAnAttribute, constant: 10),
            constraint(mark, .left, bar, .right, multiplier: 2),
            constraint(mark, .top, panel, .top),
        ])
        let layout = map.resolveLayout()
        // In the panel's coordinates its centre is (100, 50): the dot's centre is at
        // (0.5 × 100, 1.5 × 50) = (50, 75), its origin (40, 70), in the map (140, 270).
        expectFrame(layout, "dot", CGRect(x: 140, y: 270, width: 20, height: 10))
        // The bar's right edge is at 10 + 30 = 40 in the panel: the mark's left at 2 × 40 = 80,
        // in the map 100 + 80 = 180.
        expectFrame(layout, "mark", CGRect(x: 180, y: 200, width: 20, height: 10))
    }

    /// Right to left, UIKit swaps leading and trailing but measures a multiplied position from the
    /// ancestor's left edge all the same (it does not mirror the way constants do).
    @Test func aMultipliedLeadingPositionIsMeasuredFromTheLeftEdgeInRightToLeft() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 100, y: 200, width: 200, height: 100)
        let dot = addView("dot", to: panel)
        NSLayoutConstraint.activate([
            constraint(dot, .width, nil, .notAnAttribute, constant: 20),
            constraint(dot, .height, nil, .notAnAttribute, constant: 10),
            constraint(dot, .top, panel, .top),
            constraint(dot, .leading, panel, .trailing, multiplier: 0.5),
        ])
        // Half the panel's width from its leading edge: x 100 + 100 = 200.
        expectFrame(map.resolveLayout(), "dot", CGRect(x: 200, y: 200, width: 20, height: 10))
        map.layoutDirection = .rightToLeft
        // The panel's trailing edge is its left edge, 0 in its own coordinates, and half of 0 is 0:
        // the dot's leading (right) edge at the panel's left edge, 100.
        expectFrame(map.resolveLayout(), "dot", CGRect(x: 80, y: 200, width: 20, height: 10))
    }

    /// A multiplied position in a right-to-left map where each left edge (the dot's trailing, the
    /// panel's trailing, the common ancestor's origin) is two solver terms, because each item is
    /// measured from the map's right edge (the leading edge its first constraint names:
    /// ``ItemVariables``), whose width cancels. Six terms overran the engine's room for five.
    @Test func aMultipliedTrailingPositionOfViewsPlacedByLeadingEdgesFollowsEachDirection() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let panel = addView("panel", to: map)
        let dot = addView("dot", to: panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 90),
            panel.topAnchor.constraint(equalTo: map.topAnchor, constant: 200),
            panel.widthAnchor.constraint(equalToConstant: 200),
            panel.heightAnchor.constraint(equalToConstant: 100),
            dot.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            constraint(dot, .height, nil, .notAnAttribute, constant: 10),
            constraint(dot, .top, panel, .top),
            constraint(dot, .trailing, panel, .trailing, multiplier: 0.5),
        ])
        // Right to left the panel's right edge is 390 − 90 = 300, so it spans 100…300; the dot's
        // leading (right) edge is 300 − 10 = 290. Trailing is the left edge, measured from the
        // panel's left edge: dot.left − 100 = 0.5 × (100 − 100), so the dot's left edge is at 100.
        expectFrame(map.resolveLayout(), "dot", CGRect(x: 100, y: 200, width: 190, height: 10))
        map.layoutDirection = .leftToRight
        // Left to right the panel spans 90…290 and the dot's left edge is 90 + 10 = 100; trailing
        // is the right edge: dot.right − 90 = 0.5 × (290 − 90) = 100, so it is at 190.
        expectFrame(map.resolveLayout(), "dot", CGRect(x: 100, y: 200, width: 90, height: 10))
        map.layoutDirection = .rightToLeft
        expectFrame(map.resolveLayout(), "dot", CGRect(x: 100, y: 200, width: 190, height: 10))
        #expect(map.takeDiagnostics().isEmpty)
    }

    /// Seven terms, the most a constraint has: a multiplied position between a view placed by its
    /// centre (measured from the left) and one placed by its leading edge inside a container
    /// placed by its leading edge, right to left. The two right-measured items each bring two
    /// terms and a multiple of the map's width that does not cancel (``ItemVariables``).
    @Test func aMultipliedPositionMixingLeftAndRightMeasuredItemsFollowsEachDirection() {
        let map = makeMap()
        map.layoutDirection = .rightToLeft
        let container = addView("container", to: map)
        let b = addView("b", to: container)
        let a = addView("a", to: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 40),
            container.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            b.topAnchor.constraint(equalTo: container.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 100),
            b.heightAnchor.constraint(equalToConstant: 10),
            constraint(a, .centerX, b, .trailing, multiplier: 0.5),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        // Right to left the container spans 50…350 and b 230…330 (its leading, right, edge 20 in);
        // b's trailing edge is its left, 230. From the container's left edge: a.centerX − 50 =
        // 0.5 × (230 − 50) = 90, so a's centre is at 140 and its left edge at 120.
        expectFrame(map.resolveLayout(), "a", CGRect(x: 120, y: 150, width: 40, height: 10))
        map.layoutDirection = .leftToRight
        // Left to right the container spans 40…340 and b 60…160, its trailing edge 160:
        // a.centerX − 40 = 0.5 × (160 − 40) = 60, so a's centre is at 100, its left edge at 80.
        expectFrame(map.resolveLayout(), "a", CGRect(x: 80, y: 150, width: 40, height: 10))
        map.layoutDirection = .rightToLeft
        expectFrame(map.resolveLayout(), "a", CGRect(x: 120, y: 150, width: 40, height: 10))
        #expect(map.takeDiagnostics().isEmpty)
    }

    @Test func marginAttributesNameTheMarginsGuide() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 20, y: 100, width: 200, height: 120)
        let content = addView("content", to: panel)
        let leading = constraint(content, .leading, panel, .leadingMargin)
        NSLayoutConstraint.activate([
            leading,
            constraint(content, .trailing, panel, .trailingMargin),
            constraint(content, .top, panel, .topMargin),
            constraint(content, .bottom, panel, .bottomMargin),
        ])
        // Inset 8 on every side: (20 + 8, 100 + 8, 200 − 16, 120 − 16).
        expectFrame(map.resolveLayout(), "content", CGRect(x: 28, y: 108, width: 184, height: 104))
        #expect(leading.secondItem === panel && leading.secondAttribute == .leadingMargin)

        let badge = addView("badge", to: panel)
        NSLayoutConstraint.activate([
            constraint(badge, .centerX, panel, .centerXWithinMargins),
            constraint(badge, .firstBaseline, panel, .bottomMargin),
            constraint(badge, .width, nil, .notAnAttribute, constant: 40),
            constraint(badge, .height, nil, .notAnAttribute, constant: 20),
        ])
        // Centred at 20 + 100 = 120; a view without text has its first baseline at its top:
        // 100 + 120 − 8 = 212.
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 100, y: 212, width: 40, height: 20))
        let last = constraint(badge, .lastBaseline, panel, .bottomMargin)
        #expect(last.firstAttribute == .lastBaseline && last.firstItem === badge)
    }

    /// Where UIKit raises an exception, the constraint is reported and ignored; the rest of the
    /// layout holds.
    @Test func aConstraintUIKitWouldRefuseIsReportedAndIgnored() throws {
        let map = makeMap()
        let box = addView("box", to: map)
        pin(box, to: map, x: 10, y: 20, width: 100, height: 40)
        let guide = UILayoutGuide()
        map.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            constraint(box, .leading, map, .top),
            constraint(box, .top, nil, .notAnAttribute, constant: 5),
            constraint(box, .width, map, .centerX),
            constraint(box, .centerX, map, .centerX, multiplier: 0),
            constraint(guide, .leadingMargin, map, .leading),
            constraint(box, .width, map, .notAnAttribute, constant: 5),
            constraint(box, .width, "map", .width),
            constraint("box", .width, nil, .notAnAttribute, constant: 5),
        ])
        let layout = map.resolveLayout()
        expectFrame(layout, "box", CGRect(x: 10, y: 20, width: 100, height: 40))
        expectFiniteFrames(layout)
        let refused = map.takeDiagnostics(code: "invalid-item-constraint")
        // The one whose first item is a string is in no map.
        #expect(refused.count == 7)
        #expect(refused.allSatisfy { $0.severity == .error })
        let messages = refused.map(\.message).joined(separator: "\n")
        #expect(messages.contains("box.leading == map.top cannot be laid out"))
        #expect(messages.contains("invalid pairing of layout attributes"))
        #expect(messages.contains("equal to a constant"))
        #expect(messages.contains("has no .leadingMargin"))
        #expect(messages.contains("its second attribute is .notAnAttribute"))
        #expect(messages.contains("String is neither a UIView nor a UILayoutGuide"))
        // A margin attribute on the delegate's own guide names the guide.
        #expect(constraint(guide, .leadingMargin, map, .leading).firstItem === guide)
    }

    @Test func viewsHoldTheConstraintsOfTheirSubtree() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        let content = addView("content", to: panel)
        let contentLeading = constraint(content, .leading, panel, .leading, constant: 8)
        let panelWidth = constraint(panel, .width, nil, .notAnAttribute, constant: 200)
        let panelTop = constraint(panel, .top, map, .top, constant: 30)
        let contentWidth = constraint(content, .width, nil, .notAnAttribute, constant: 50)
        panel.addConstraint(contentLeading)
        panel.addConstraints([panelWidth])
        map.addConstraint(panelTop)
        content.addConstraint(contentWidth)
        #expect(panel.constraints == [contentLeading, panelWidth])
        #expect(content.constraints == [contentWidth])
        // The SDK's own constraints (the map's geometry, its guides) are not listed.
        #expect(map.constraints == [panelTop])

        // Only the view that holds a constraint removes it, as in UIKit.
        panel.removeConstraint(panelTop)
        #expect(panelTop.isActive)
        map.removeConstraints([panelTop, contentLeading])
        #expect(!panelTop.isActive && contentLeading.isActive)
        panel.removeConstraint(contentLeading)
        #expect(!contentLeading.isActive && panel.constraints == [panelWidth])

        // Added to a view further up, the constraint is that view's to list and remove.
        let contentHeight = constraint(content, .height, nil, .notAnAttribute, constant: 44)
        map.addConstraint(contentHeight)
        #expect(map.constraints == [contentHeight] && content.constraints == [contentWidth])
        content.removeConstraint(contentHeight)
        #expect(contentHeight.isActive)
        map.removeConstraint(contentHeight)
        #expect(!contentHeight.isActive)
        // Activated again another way, it is held where UIKit would put it.
        contentHeight.isActive = true
        #expect(content.constraints == [contentWidth, contentHeight] && map.constraints.isEmpty)
    }

    @Test func settingTheCentreMovesAFramePlacedView() {
        let map = makeMap()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        badge.accessibilityIdentifier = "badge"
        map.addSubview(badge)
        badge.center = CGPoint(x: 200, y: 300)
        #expect(badge.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 150, y: 275, width: 100, height: 50))
    }

    /// As in UIKit, removing a subtree removes the constraints a view outside it holds that
    /// mention a view inside, even between two views inside.
    @Test func removingASubtreeRemovesTheConstraintsAnOutsideViewHoldsOnIt() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 0, y: 0, width: 200, height: 200)
        let top = addView("top", to: panel)
        pin(top, to: panel, x: 0, y: 0, width: 50, height: 20)
        let below = addView("below", to: panel)
        NSLayoutConstraint.activate([
            below.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50),
            below.heightAnchor.constraint(equalToConstant: 20),
            prioritized(below.topAnchor.constraint(equalTo: panel.topAnchor, constant: 100), .defaultLow),
        ])
        let spacing = constraint(below, .top, top, .bottom, constant: 10)
        map.addConstraint(spacing)
        expectFrame(map.resolveLayout(), "below", CGRect(x: 0, y: 30, width: 50, height: 20))

        panel.removeFromSuperview()
        #expect(!spacing.isActive)
        map.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            panel.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        let layout = map.resolveLayout()
        expectFrame(layout, "below", CGRect(x: 0, y: 100, width: 50, height: 20))
        #expect(map.takeDiagnostics().filter { $0.severity == .error }.isEmpty)
    }

    /// UIKit raises an exception for a constraint added to a view that does not contain its items.
    @Test func aConstraintAddedToAViewThatDoesNotContainItsItemsIsReported() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 0, y: 0, width: 200, height: 200)
        let badge = addView("badge", to: panel)
        pin(badge, to: panel, x: 10, y: 10, width: 20, height: 20)
        badge.addConstraint(constraint(badge, .leading, map, .leading, constant: 50))
        expectFrame(map.resolveLayout(), "badge", CGRect(x: 10, y: 10, width: 20, height: 20))
        let reported = map.takeDiagnostics(code: "constraint-outside-holder")
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("was added to badge, which does not contain map") == true)
    }
}
