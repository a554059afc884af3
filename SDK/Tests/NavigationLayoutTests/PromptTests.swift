import Testing

@testable import NavigationLayout

/// SPEC §5: prompts are card width × (kind height + safe-area bottom), have the id
/// `prompt.<kind>.<n>`, and round their top corners unless the delegate says otherwise.
@MainActor
@Suite struct PromptTests {
    @Test func promptsAreNumberedPerMapWithTheirKindInTheID() {
        let map = makeMap()
        let ids = [PromptKind.traffic, .incident, .betterRoute, .traffic].map {
            map.components.makePrompt(kind: $0).accessibilityIdentifier
        }
        #expect(ids == ["prompt.traffic.1", "prompt.incident.2", "prompt.betterRoute.3", "prompt.traffic.4"])
        let other = makeMap()
        #expect(other.components.makePrompt(kind: .safetyCamera).accessibilityIdentifier == "prompt.safetyCamera.1")
    }

    @Test(arguments: [
        (PromptKind.traffic, CGFloat(146)),  // 112 + 34
        (.betterRoute, 186),  // 152 + 34
        (.incident, 146),  // 112 + 34
        (.safetyCamera, 130),  // 96 + 34
    ])
    func aPromptIsCardWideAndItsKindsHeightAboveTheSafeAreaBottom(_ kind: PromptKind, _ height: CGFloat) {
        let map = makeMap(insets: phoneInsets)
        let prompt = map.components.makePrompt(kind: kind)
        map.addSubview(prompt)
        NSLayoutConstraint.activate([
            prompt.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ])
        let layout = map.resolveLayout()
        let id = "prompt.\(kind.rawValue).1"
        // Bottom at 844: y = 844 − height; width = card width 390.
        expectFrame(layout, id, CGRect(x: 0, y: 844 - height, width: 390, height: height))
        #expect(layout.view(id)?.kind == "prompt")
    }

    @Test func aPromptFollowsTheSafeAreaAndWideMode() {
        let map = makeMap(insets: phoneInsets)
        let prompt = map.components.makePrompt(kind: .traffic)
        map.addSubview(prompt)
        NSLayoutConstraint.activate([
            prompt.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            prompt.topAnchor.constraint(equalTo: map.topAnchor),
        ])
        expectSize(map.resolveLayout(), "prompt.traffic.1", CGSize(width: 390, height: 146))

        map.safeAreaInsets = .zero
        // 112 + 0
        expectSize(map.resolveLayout(), "prompt.traffic.1", CGSize(width: 390, height: 112))

        map.resize(width: 844, height: 390)
        map.safeAreaInsets = landscapeInsets
        // Wide: 0.4 × 844 = 337.6 wide; 112 + 21 = 133 high.
        expectSize(map.resolveLayout(), "prompt.traffic.1", CGSize(width: 337.6, height: 133))
    }

    @Test func aPromptRoundsItsTopCornersByDefaultAndTheDelegateMayChangeThat() {
        let map = makeMap()
        let prompt = map.components.makePrompt(kind: .incident)
        map.addSubview(prompt)
        pinEdges(of: prompt, to: map.safeAreaLayoutGuide)
        #expect(prompt.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        var published = map.resolveLayout().view("prompt.incident.1")
        #expect(published?.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        // NavigationStyleValues.defaultCornerRadius.
        #expect(published?.cornerRadius == 16)

        let all: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        (prompt as any NavigationRoundedCornerView).roundedCorners = all
        #expect(map.hasUnpublishedChanges)
        published = map.resolveLayout().view("prompt.incident.1")
        #expect(published?.roundedCorners == all)
    }
}
