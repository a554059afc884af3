import NavigationLayout
import Testing

// Written as iOS codebases in the Swift 5 language mode write layout helpers: free functions that
// are not isolated to the main actor. Against UIKit they build without a word (its types are
// imported as `@preconcurrency`); so they must against the SDK. This file building is half the
// test.

func makeBadge(in parent: UIView, side: CGFloat) -> UIView {
    let badge = UIView()
    badge.accessibilityIdentifier = "badge"
    badge.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(badge)
    NSLayoutConstraint.activate([
        badge.widthAnchor.constraint(equalToConstant: side),
        NSLayoutConstraint(
            item: badge, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: side),
        badge.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
        badge.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor),
    ])
    return badge
}

/// How tall `view` is at `width`, as iOS code measures a sheet before it slides it in.
func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
    view.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
}

final class BadgeDelegate: NavigationLayoutDelegate {
    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        _ = makeBadge(in: navMap, side: 24)
    }
}

@MainActor
@Suite struct NonisolatedHelperTests {
    @Test func aSwift5HelperBuildsAndLaysOut() throws {
        let map = GMSMapView()
        map.setGeometry(
            size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let delegate = BadgeDelegate()
        try map.setLayoutDelegate(delegate)
        delegate.enableNavigationUI(navMap: map, newState: map.components.readyState())
        let badge = try #require(map.resolveLayout().views.first { $0.id == "badge" })
        // Trailing margin at 390 − 8 = 382, so x = 382 − 24; top at the safe area, 47.
        #expect(badge.frame == CGRect(x: 358, y: 47, width: 24, height: 24))
        let badgeView = try #require(map.subviews.first { $0.accessibilityIdentifier == "badge" })
        #expect(fittingHeight(of: badgeView, width: 24) == 24)
    }
}
