import Testing

@testable import NavigationLayout

@MainActor
@Suite struct SmokeTests {
    @Test func aViewPinnedToTheSafeArea() {
        let map = GMSMapView()
        map.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        map.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.accessibilityIdentifier = "card"
        map.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            card.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            card.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        let layout = map.resolveLayout()
        #expect(layout.view("card")?.frame == CGRect(x: 8, y: 710, width: 374, height: 100))
        map.layoutDirection = .rightToLeft
        #expect(map.resolveLayout().view("card")?.frame == CGRect(x: 8, y: 710, width: 374, height: 100))
        #expect(map.takeDiagnostics() == [])
    }

    /// The revision compiled into plugins (`compiledABIVersion`, a literal emitted into the
    /// plugin) is the SDK's own: a bump of one without the other would refuse every plugin.
    @Test func pluginsAreCompiledWithTheSDKsInterfaceRevision() {
        #expect(NavigationPlugin.compiledABIVersion == NavigationPlugin.runtimeABIVersion)
    }
}
