import Testing

@testable import NavigationLayout

/// A map's engine keeps the views and guides it last published and, when only frames moved,
/// refreshes their frames instead of reading every view again. Each published attribute that is
/// not a frame must still reach the next layout, however little else changed. (Debug builds also
/// compare every reuse with a fresh reading.)
@MainActor
@Suite struct PublishedLayoutTests {
    /// A map with a card (and an icon in it) pinned 10 from the top left, and a guide below.
    private func makeScreen() -> (map: GMSMapView, card: UIView, icon: UIView, guide: UILayoutGuide) {
        let map = makeMap()
        let card = addView("card", to: map)
        let icon = addView("icon", to: card)
        pin(card, to: map, x: 10, y: 10, width: 100, height: 50)
        pin(icon, to: card, x: 5, y: 5, width: 20, height: 20)
        let guide = UILayoutGuide()
        guide.identifier = "below"
        map.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            guide.topAnchor.constraint(equalTo: map.topAnchor),
            guide.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ])
        _ = map.resolveLayout()
        return (map, card, icon, guide)
    }

    @Test func aResizeMovesTheFramesOfTheKeptViews() {
        let (map, _, _, _) = makeScreen()
        map.resize(width: 800, height: 400)
        let layout = map.resolveLayout()
        expectFrame(layout, "card", CGRect(x: 10, y: 10, width: 100, height: 50))
        expectFrame(layout, "icon", CGRect(x: 15, y: 15, width: 20, height: 20))
        #expect(layout.guide("below")?.frame == CGRect(x: 0, y: 0, width: 800, height: 400))
        #expect(layout.size == CGSize(width: 800, height: 400))
    }

    /// A kept reading that does not fit the tree (a change the engine failed to note) is read
    /// afresh: the frames are never written past the kept lists.
    @Test func aKeptReadingOfAnotherTreeIsReadAfresh() {
        let (map, _, _, _) = makeScreen()
        let other = makeMap()
        for id in ["a", "b", "c", "d"] { pin(addView(id, to: other), to: other, x: 0, y: 0, width: 10, height: 10) }
        _ = other.resolveLayout()
        map.engine.publishedItems = other.engine.publishedItems
        map.resize(width: 500, height: 900)
        let layout = map.resolveLayout()
        #expect(layout.views.map(\.id) == ["card", "icon"])
        expectFrame(layout, "card", CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(layout.guides.map(\.id) == ["below"] && layout.guides.first?.frame.width == 500)
    }

    @Test func aNewAccessibilityIdentifierIsPublished() {
        let (map, card, _, _) = makeScreen()
        card.accessibilityIdentifier = "sheet"
        let layout = map.resolveLayout()
        #expect(layout.view("card") == nil)
        expectFrame(layout, "sheet", CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test func hidingAViewHidesWhatItContains() {
        let (map, card, _, _) = makeScreen()
        card.isHidden = true
        var layout = map.resolveLayout()
        #expect(layout.view("card")?.hidden == true && layout.view("icon")?.hidden == true)
        card.isHidden = false
        layout = map.resolveLayout()
        #expect(layout.view("card")?.hidden == false && layout.view("icon")?.hidden == false)
    }

    /// Outside an animation too: the map asks to be published, and the layout has the opacity.
    @Test func aNewOpacityIsPublished() {
        let (map, _, icon, _) = makeScreen()
        #expect(!map.engine.takeNeedsPublish())
        icon.alpha = 0.5
        #expect(map.engine.needsPublish)
        #expect(map.resolveLayout().view("icon")?.opacity == 0.5)
    }

    @Test func aRenamedGuideIsPublished() {
        let (map, _, _, guide) = makeScreen()
        guide.identifier = "content"
        let layout = map.resolveLayout()
        #expect(layout.guide("below") == nil && layout.guide("content") != nil)
    }

    /// A guide made without an id is published as `guide.<n>`, n counting such guides only: the
    /// margins and safe-area guides have ids of their own (`map.safeArea`) and take no number.
    @Test func guidesWithoutAnIdAreNumberedAmongThemselves() {
        let map = makeMap()
        let first = UILayoutGuide()
        _ = (map.safeAreaLayoutGuide, map.layoutMarginsGuide, UIView().layoutMarginsGuide)
        let second = UILayoutGuide()
        let number = { (guide: UILayoutGuide) in Int(guide.identifier.dropFirst("guide.".count)) }
        #expect(first.identifier.hasPrefix("guide.") && second.identifier.hasPrefix("guide."))
        #expect(number(second).map { $0 - 1 } == number(first))
        #expect(map.safeAreaLayoutGuide.identifier == "map.safeArea")
        #expect(map.layoutMarginsGuide.identifier == "map.layoutMargins")
    }

    @Test func newCornersOfAPromptArePublished() {
        let (map, _, _, _) = makeScreen()
        let prompt = map.components.makePrompt(kind: .traffic)
        map.addSubview(prompt)
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let all: CACornerMask = top.union([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(map.resolveLayout().view(prompt.accessibilityIdentifier ?? "")?.roundedCorners == top)
        prompt.roundedCorners = all
        #expect(map.resolveLayout().view(prompt.accessibilityIdentifier ?? "")?.roundedCorners == all)
    }

    @Test func reorderingAndRemovingViewsIsPublished() {
        let (map, card, icon, _) = makeScreen()
        let badge = addView("badge", to: map)
        pin(badge, to: map, x: 0, y: 0, width: 1, height: 1)
        var layout = map.resolveLayout()
        // Drawing order: the icon above its card, both below the card's later sibling.
        #expect(layout.views.map(\.id) == ["card", "icon", "badge"])
        map.sendSubviewToBack(badge)
        layout = map.resolveLayout()
        #expect(layout.views.map(\.id) == ["badge", "card", "icon"])
        #expect(layout.view("card")?.zOrder == 1)
        icon.removeFromSuperview()
        card.removeFromSuperview()
        #expect(map.resolveLayout().views.map(\.id) == ["badge"])
    }

    /// The layout ends at the map: hiding a view that contains the map changes nothing published.
    @Test func hidingAViewThatContainsTheMapLeavesItsLayoutAlone() {
        let container = UIView()
        let (map, _, _, _) = makeScreen()
        container.addSubview(map)
        _ = map.resolveLayout()
        container.isHidden = true
        #expect(map.resolveLayout().view("card")?.hidden == false)
        map.isHidden = true
        #expect(map.resolveLayout().view("card")?.hidden == true)
    }

    /// Nothing published is not a number: an alpha outside 0…1 is clamped, as UIKit reads it,
    /// and NaN is published as opaque.
    @Test func anOpacityIsPublishedWithin0And1() {
        let (map, card, icon, _) = makeScreen()
        card.alpha = .nan
        icon.alpha = 1.5
        var layout = map.resolveLayout()
        #expect(layout.view("card")?.opacity == 1 && layout.view("icon")?.opacity == 1)
        card.alpha = -0.5
        layout = map.resolveLayout()
        #expect(layout.view("card")?.opacity == 0)
    }

    /// A map inside another map's tree lays itself out: the outer map publishes neither it nor
    /// what it holds, and a change inside it is the inner map's to publish.
    @Test func aMapInsideAnotherMapIsLeftToItself() {
        let (outer, _, _, _) = makeScreen()
        let inner = makeMap(width: 100, height: 100)
        outer.addSubview(inner)
        let tile = addView("tile", to: inner)
        pin(tile, to: inner, x: 10, y: 10, width: 20, height: 20)
        expectFrame(inner.resolveLayout(), "tile", CGRect(x: 10, y: 10, width: 20, height: 20))
        var layout = outer.resolveLayout()
        #expect(layout.view("tile") == nil && !layout.views.contains { $0.kind == "map" })
        tile.alpha = 0.5
        layout = outer.resolveLayout()
        #expect(layout.view("tile") == nil)
        #expect(inner.resolveLayout().view("tile")?.opacity == 0.5)
    }

    /// A map taken out of a view that held it keeps its layout, and lays out what is added next.
    @Test func aMapTakenOutOfAContainerKeepsItsLayout() {
        let container = UIView()
        let (map, _, _, _) = makeScreen()
        container.addSubview(map)
        _ = map.resolveLayout()
        map.removeFromSuperview()
        #expect(map.hostingMap === map)
        let late = addView("late", to: map)
        pin(late, to: map, x: 50, y: 50, width: 20, height: 20)
        let layout = map.resolveLayout()
        expectFrame(layout, "card", CGRect(x: 10, y: 10, width: 100, height: 50))
        expectFrame(layout, "late", CGRect(x: 50, y: 50, width: 20, height: 20))
    }

    /// A map lays itself out with its own engine, so a hiding stack of another map cannot arrange
    /// it: the stack leaves it out of its list, and arranges and hides the other views as if it
    /// were not there (no room, no spacing).
    @Test func aHidingStackLeavesAMapOutOfItsArrangement() {
        let (outer, _, _, _) = makeScreen()
        let inner = makeMap(width: 100, height: 50)
        // Enough items that the inner map's variables are handles the outer solver also has.
        for index in 0..<20 { pin(addView("pad\(index)", to: inner), to: inner, x: 0, y: 0, width: 1, height: 1) }
        _ = inner.resolveLayout()
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .leading)
        stack.accessibilityIdentifier = "stack"
        outer.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
            stack.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
            stack.heightAnchor.constraint(equalToConstant: 48),
        ])
        let button = UIView()
        button.accessibilityIdentifier = "button"
        button.externalContentSize = CGSize(width: 48, height: 48)
        stack.arrangedSubviews = [inner, button]
        #expect(stack.arrangedSubviews == [button])
        #expect(inner.superview == nil)
        let layout = outer.resolveLayout()
        #expect(!button.isHidden)
        // The stack: 48 high on the map's bottom (844 − 48), 48 + 2 × 16 wide; the button 16 in.
        expectFrame(layout, "stack", CGRect(x: 0, y: 796, width: 80, height: 48))
        expectFrame(layout, "button", CGRect(x: 16, y: 796, width: 48, height: 48))
    }
}
