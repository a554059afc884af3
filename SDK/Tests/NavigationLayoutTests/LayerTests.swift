import Testing

@testable import NavigationLayout

/// `view.layer.cornerRadius` and `maskedCorners`, as iOS delegates round their own cards, reach
/// the published layout; SDK components keep their corners there and can be changed the same way.
@MainActor
@Suite struct LayerTests {
    private let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    private let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// A map with a 100 × 50 sheet, laid out once.
    private func makeSheetScreen() -> (map: GMSMapView, sheet: UIView) {
        let map = makeMap()
        let sheet = addView("sheet", to: map)
        pin(sheet, to: map, x: 0, y: 700, width: 390, height: 144)
        _ = map.resolveLayout()
        return (map, sheet)
    }

    @Test func aRoundedBusinessViewIsPublishedWithItsRadiusAndCorners() {
        let (map, sheet) = makeSheetScreen()
        let plain = addView("plain", to: map)
        pin(plain, to: map, x: 0, y: 0, width: 10, height: 10)
        sheet.layer.cornerRadius = 12
        sheet.layer.maskedCorners = top
        var layout = map.resolveLayout()
        #expect(layout.view("sheet")?.cornerRadius == 12 && layout.view("sheet")?.roundedCorners == top)
        // No layer asked for, or a layer without a radius: square corners.
        #expect(layout.view("plain")?.cornerRadius == 0 && layout.view("plain")?.roundedCorners == [])
        _ = plain.layer
        #expect(map.resolveLayout().view("plain")?.roundedCorners == [])

        // A radius alone rounds all four corners, Core Animation's default; each change is
        // published though nothing moved.
        sheet.layer.maskedCorners = all
        sheet.layer.cornerRadius = 20
        layout = map.resolveLayout()
        #expect(layout.view("sheet")?.cornerRadius == 20 && layout.view("sheet")?.roundedCorners == all)
        sheet.layer.cornerRadius = 0
        #expect(map.resolveLayout().view("sheet")?.roundedCorners == [])
    }

    @Test(arguments: [-4, CGFloat.nan, .infinity])
    func aRadiusThatIsNotAPositiveNumberIsPublishedAsSquareCorners(_ radius: CGFloat) {
        let (map, sheet) = makeSheetScreen()
        sheet.layer.cornerRadius = radius
        let published = map.resolveLayout().view("sheet")
        #expect(published?.cornerRadius == 0 && published?.roundedCorners == [])
    }

    /// The SDK's corners (SPEC §5) are the components' layers' own, which a delegate may change as
    /// on iOS; a prompt's `roundedCorners` are its layer's masked corners.
    @Test func componentsStartWithTheSDKsCornersOnTheirLayers() {
        let map = makeMap()
        let state = map.components.guidanceState()
        let prompt = map.components.makePrompt(kind: .traffic)
        #expect(state.turnCard.layer.cornerRadius == 16 && state.turnCard.layer.maskedCorners == all)
        #expect(state.buttons.allSatisfy { $0.view.layer.cornerRadius == 24 && $0.view.layer.maskedCorners == all })
        #expect(prompt.layer.cornerRadius == 16 && prompt.layer.maskedCorners == top)
        #expect(state.googleLogo.layer.cornerRadius == 0)

        // Placed by their corner: their sizes are the SDK's.
        for component in [state.turnCard, prompt] {
            map.addSubview(component)
            NSLayoutConstraint.activate([
                component.leftAnchor.constraint(equalTo: map.leftAnchor),
                component.topAnchor.constraint(equalTo: map.topAnchor),
            ])
        }
        state.turnCard.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        prompt.layer.maskedCorners = all
        let layout = map.resolveLayout()
        #expect(layout.view("turnCard")?.roundedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(prompt.roundedCorners == all)
        #expect(layout.view(prompt.accessibilityIdentifier ?? "")?.roundedCorners == all)
    }

    @Test func clipsToBoundsIsTheLayersMasksToBounds() {
        let view = UIView()
        #expect(!view.clipsToBounds && view.layerIfMade == nil)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
    }

    /// A layer kept after its view is freed can still be set: nothing is published for it.
    @Test func aLayerOutlivesItsView() {
        let map = makeMap()
        var layer: CALayer?
        do {
            let view = addView("gone", to: map)
            layer = view.layer
            view.removeFromSuperview()
        }
        layer?.cornerRadius = 8
        #expect(layer?.cornerRadius == 8)
        #expect(map.resolveLayout().view("gone") == nil)
    }
}
