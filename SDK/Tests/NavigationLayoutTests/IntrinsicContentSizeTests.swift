import Testing

@testable import NavigationLayout

/// SPEC §4: a view with an intrinsic content size gets, per axis, `size <= intrinsic` at its
/// hugging priority (250) and `size >= intrinsic` at its compression resistance (750).
@MainActor
@Suite struct IntrinsicContentSizeTests {
    @Test func anExternalContentSizeBecomesTheIntrinsicSize() {
        let map = makeMap()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.accessibilityIdentifier = "label"
        // Set before the view joins a map: its size constraints wait and install with it.
        label.externalContentSize = CGSize(width: 120, height: 30)
        #expect(label.intrinsicContentSize == CGSize(width: 120, height: 30))
        map.addSubview(label)
        NSLayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
        ])
        expectFrame(map.resolveLayout(), "label", CGRect(x: 10, y: 20, width: 120, height: 30))

        label.externalContentSize = CGSize(width: 80, height: 44)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 10, y: 20, width: 80, height: 44))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func clearingTheExternalContentSizeRemovesItsConstraints() {
        let map = makeMap()
        let label = addView("label", to: map)
        label.externalContentSize = CGSize(width: 120, height: 30)
        NSLayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: map.leftAnchor),
            label.topAnchor.constraint(equalTo: map.topAnchor),
            prioritized(label.widthAnchor.constraint(equalToConstant: 300), 200),
            prioritized(label.heightAnchor.constraint(equalToConstant: 60), 200),
        ])
        // Hugging (250) beats the 200s: 120 × 30.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 120, height: 30))

        label.externalContentSize = nil
        #expect(label.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        // Nothing but the 200s left: 300 × 60.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 300, height: 60))
    }

    @Test func aDimensionWithoutIntrinsicMetricGetsNoConstraints() {
        let map = makeMap()
        let label = addView("label", to: map)
        label.externalContentSize = CGSize(width: 120, height: UIView.noIntrinsicMetric)
        NSLayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: map.leftAnchor),
            label.topAnchor.constraint(equalTo: map.topAnchor),
            prioritized(label.widthAnchor.constraint(equalToConstant: 300), 200),
            prioritized(label.heightAnchor.constraint(equalToConstant: 60), 200),
        ])
        // Width hugs at 120 (250 > 200); height has no intrinsic metric, so the 200 decides: 60.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 120, height: 60))
    }

    @Test func huggingKeepsTheIntrinsicWidthAgainstAWeakerStretch() {
        let map = makeMap()
        let label = addView("label", to: map)
        label.externalContentSize = CGSize(width: 100, height: 40)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
            prioritized(label.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -10), 249),
        ])
        // Hugging 250 > 249: the label keeps its 100.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 10, y: 10, width: 100, height: 40))

        label.setContentHuggingPriority(248, for: .horizontal)
        // 249 > 248: stretched to 390 − 10 − 10 = 370.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 10, y: 10, width: 370, height: 40))
    }

    @Test func compressionResistanceHoldsAgainstAWeakerSqueezeOnly() {
        let map = makeMap()
        let label = addView("label", to: map)
        label.externalContentSize = CGSize(width: 300, height: 40)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        let squeeze = prioritized(
            label.trailingAnchor.constraint(lessThanOrEqualTo: map.trailingAnchor, constant: -200), 700)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
            squeeze,
        ])
        // The squeeze wants right <= 390 − 200 = 190, i.e. width <= 180; compression 750 > 700 keeps 300.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 10, y: 10, width: 300, height: 40))

        label.setContentCompressionResistancePriority(650, for: .horizontal)
        // 700 > 650: width 190 − 10 = 180.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 10, y: 10, width: 180, height: 40))

        label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        // Made required as UIKit allows: deactivated first.
        squeeze.isActive = false
        squeeze.priority = .required
        squeeze.isActive = true
        // A required edge beats compression resistance at any optional priority: 180 again.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 10, y: 10, width: 180, height: 40))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func huggingPrioritiesApplyPerAxis() {
        let map = makeMap()
        let label = addView("label", to: map)
        label.externalContentSize = CGSize(width: 100, height: 40)
        NSLayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: map.leftAnchor),
            label.topAnchor.constraint(equalTo: map.topAnchor),
            prioritized(label.rightAnchor.constraint(equalTo: map.rightAnchor), 300),
            prioritized(label.bottomAnchor.constraint(equalTo: map.bottomAnchor), 300),
        ])
        // 300 > hugging 250 on both axes: the label fills the map.
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 390, height: 844))

        label.setContentHuggingPriority(301, for: .vertical)
        // Only the height hugs now.
        #expect(label.contentHuggingPriority(for: .vertical) == 301)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 390, height: 40))

        label.setContentHuggingPriority(301, for: .horizontal)
        expectFrame(map.resolveLayout(), "label", CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    /// Two labels between the map's edges: `title.leading == map.leading`,
    /// `detail.leading == title.trailing`, `detail.trailing == map.trailing`.
    private func makeRow(in map: GMSMapView, title: CGFloat, detail: CGFloat) -> (UIView, UIView) {
        let titleLabel = addView("title", to: map)
        let detailLabel = addView("detail", to: map)
        titleLabel.externalContentSize = CGSize(width: title, height: 20)
        detailLabel.externalContentSize = CGSize(width: detail, height: 20)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: map.topAnchor),
            detailLabel.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        return (titleLabel, detailLabel)
    }

    @Test func betweenRequiredEdgesTheLowerCompressionResistanceIsSqueezed() {
        let map = makeMap()
        let (title, detail) = makeRow(in: map, title: 250, detail: 200)
        title.setContentCompressionResistancePriority(751, for: .horizontal)
        // 250 + 200 = 450 > 390: 60 must go. The title resists at 751 > 750, so the detail gives it:
        // title 250 wide, detail 390 − 250 = 140.
        var layout = map.resolveLayout()
        expectFrame(layout, "title", CGRect(x: 0, y: 0, width: 250, height: 20))
        expectFrame(layout, "detail", CGRect(x: 250, y: 0, width: 140, height: 20))

        title.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        detail.setContentCompressionResistancePriority(751, for: .horizontal)
        // Now the title gives: 390 − 200 = 190.
        layout = map.resolveLayout()
        expectFrame(layout, "title", CGRect(x: 0, y: 0, width: 190, height: 20))
        expectFrame(layout, "detail", CGRect(x: 190, y: 0, width: 200, height: 20))
        #expect(map.takeDiagnostics() == [])
    }

    @Test func betweenRequiredEdgesTheLowerHuggingIsStretched() {
        let map = makeMap()
        let (_, detail) = makeRow(in: map, title: 100, detail: 150)
        detail.setContentHuggingPriority(251, for: .horizontal)
        // 100 + 150 = 250 < 390: 140 to spare. The detail hugs at 251 > 250, so the title takes it:
        // title 100 + 140 = 240 wide, detail 150 at x = 240.
        let layout = map.resolveLayout()
        expectFrame(layout, "title", CGRect(x: 0, y: 0, width: 240, height: 20))
        expectFrame(layout, "detail", CGRect(x: 240, y: 0, width: 150, height: 20))
    }
}
