import Foundation
import Testing

@testable import NavigationLayout

/// A custom view as delegates write them for iOS: it overrides UIKit's designated initializer
/// and implements the archive one, and is made with the inherited `init()`.
private final class MuteButton: UIView {
    private(set) var setUpWith: CGRect?

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpWith = frame
        accessibilityIdentifier = "mute"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A custom view that watches the properties iOS code commonly overrides.
private final class WatchingView: UIView {
    var changes: [String] = []

    override var isHidden: Bool {
        didSet { changes.append("hidden \(isHidden)") }
    }

    override var alpha: CGFloat {
        didSet { changes.append("alpha \(alpha)") }
    }

    override var frame: CGRect {
        didSet { changes.append("frame \(frame.minX)") }
    }
}

/// A delegate in the spelling of Google's reference and Xcode's stubs: the states, buttons and
/// prompt views are protocol types, written with `any`.
@MainActor
private final class ReferenceSpellingDelegate: NavigationLayoutDelegate {
    var log: [String] = []

    func enableNavigationUI(navMap mapView: GMSMapView, newState: any NavigationReadyUIState) {
        let buttons: [any NavigationUIButton] = newState.buttons
        log.append("enable \(buttons.map(\.type.rawValue))")
    }

    func sizeChanged(navMap mapView: GMSMapView, newState: any NavigationUIState) {
        log.append(newState is any ActiveGuidanceUIState ? "size guidance" : "size ready")
    }

    func showPrompt(navMap mapView: GMSMapView, newPrompt: any UIView & NavigationRoundedCornerView) {
        newPrompt.roundedCorners = []
        log.append("show \(newPrompt.layoutIdentifier)")
    }
}

/// UIKit idioms that code ported from iOS relies on, beyond the anchors and constraints: the
/// initializers of view subclasses, and inserting a view below or above a sibling.
@MainActor
@Suite struct UIKitIdiomTests {
    /// Written with `any` as Google's reference declares the callbacks, a delegate's methods are
    /// the protocol's, not methods of its own that nothing calls.
    @Test func aDelegateSpelledAsGooglesReferenceIsCalled() {
        let map = makeMap()
        let delegate = ReferenceSpellingDelegate()
        let asCalled: any NavigationLayoutDelegate = delegate
        asCalled.enableNavigationUI(navMap: map, newState: map.components.readyState())
        asCalled.sizeChanged(navMap: map, newState: map.components.guidanceState())
        let prompt = map.components.makePrompt(kind: .traffic)
        asCalled.showPrompt(navMap: map, newPrompt: prompt)
        #expect(delegate.log == ["enable [0]", "size guidance", "show prompt.traffic.1"])
        #expect(prompt.roundedCorners == [])
    }

    /// The overrides run, and the SDK still sees what changed.
    @Test func overridesOfHiddenAlphaAndFrameRunAndTheLayoutFollows() {
        let map = makeMap()
        let view = WatchingView()
        view.accessibilityIdentifier = "watching"
        map.addSubview(view)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        view.isHidden = true
        view.alpha = 0.5
        #expect(view.changes == ["frame 10.0", "hidden true", "alpha 0.5"])
        let published = map.resolveLayout().view("watching")
        #expect(published?.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(published?.hidden == true && published?.opacity == 0.5)
    }

    @Test func aSubclassMadeWithInitRunsItsOverrideOfInitFrame() {
        let button = MuteButton()
        #expect(button.setUpWith == .zero)
        #expect(button.layoutIdentifier == "mute")
    }

    @Test func aViewMadeWithAFrameIsPlacedThereByDefault() {
        let map = makeMap()
        let button = MuteButton(frame: CGRect(x: 300, y: 60, width: 48, height: 48))
        #expect(button.setUpWith == CGRect(x: 300, y: 60, width: 48, height: 48))
        #expect(button.translatesAutoresizingMaskIntoConstraints)
        map.addSubview(button)
        expectFrame(map.resolveLayout(), "mute", CGRect(x: 300, y: 60, width: 48, height: 48))
    }

    /// A map with subviews a, b, c, back to front.
    private func makeThreeViews() -> (map: GMSMapView, views: [UIView]) {
        let map = makeMap()
        return (map, ["a", "b", "c"].map { addView($0, to: map) })
    }

    private func ids(_ view: UIView) -> [String] {
        view.subviews.map(\.layoutIdentifier)
    }

    @Test func aViewInsertedBelowOrAboveASiblingLandsNextToIt() {
        let (map, views) = makeThreeViews()
        let prompt = UIView()
        prompt.accessibilityIdentifier = "prompt"
        // Google's advice: slide a prompt in from behind a card.
        map.insertSubview(prompt, belowSubview: views[1])
        #expect(ids(map) == ["a", "prompt", "b", "c"])
        map.insertSubview(prompt, aboveSubview: views[2])
        #expect(ids(map) == ["a", "b", "c", "prompt"])
        map.insertSubview(prompt, belowSubview: views[0])
        #expect(ids(map) == ["prompt", "a", "b", "c"])
        map.insertSubview(prompt, aboveSubview: views[0])
        #expect(ids(map) == ["a", "prompt", "b", "c"])
        // Published back to front.
        let layout = map.resolveLayout()
        let order = ["a", "prompt", "b", "c"].compactMap { layout.view($0)?.zOrder }
        #expect(order.count == 4 && order == order.sorted())
    }

    @Test func aSiblingFromElsewhereInsertsOnTop() {
        let (map, views) = makeThreeViews()
        let stranger = addView("stranger", to: views[0])
        let prompt = addView("prompt", to: views[1])
        map.insertSubview(prompt, belowSubview: stranger)
        #expect(ids(map) == ["a", "b", "c", "prompt"])
        #expect(views[1].subviews.isEmpty)
        // Beside itself: nowhere else to go.
        map.insertSubview(views[1], aboveSubview: views[1])
        #expect(ids(map) == ["a", "b", "c", "prompt"])
    }

    @Test func viewsAreFoundByTagAndPointsConvertBetweenThem() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 20, y: 100, width: 200, height: 120)
        let content = addView("content", to: panel)
        pin(content, to: panel, x: 8, y: 8, width: 50, height: 50)
        content.tag = 7
        #expect(map.viewWithTag(7) === content && panel.viewWithTag(0) === panel && map.viewWithTag(9) == nil)

        _ = map.resolveLayout()
        // content's (1, 2) is the panel's (9, 10) and the map's (29, 110).
        #expect(content.convert(CGPoint(x: 1, y: 2), to: panel) == CGPoint(x: 9, y: 10))
        #expect(content.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 29, y: 110))
        #expect(content.convert(CGPoint(x: 29, y: 110), from: map) == CGPoint(x: 1, y: 2))
        #expect(panel.convert(content.frame, to: map) == CGRect(x: 28, y: 108, width: 50, height: 50))
        #expect(
            map.convert(CGRect(x: 28, y: 108, width: 5, height: 5), to: content)
                == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(content.convert(CGRect(x: 9, y: 10, width: 1, height: 1), from: panel).origin == CGPoint(x: 1, y: 2))
    }

    @Test func subviewsCanBeExchanged() {
        let map = makeMap()
        let back = addView("back", to: map)
        let front = addView("front", to: map)
        pin(back, to: map, x: 0, y: 0, width: 10, height: 10)
        pin(front, to: map, x: 0, y: 0, width: 10, height: 10)
        func zOrders() -> [String] {
            map.resolveLayout().views.filter { $0.id != "map" }.sorted { $0.zOrder < $1.zOrder }.map(\.id)
        }
        #expect(zOrders() == ["back", "front"])
        map.exchangeSubview(at: 0, withSubviewAt: 1)
        map.exchangeSubview(at: 0, withSubviewAt: 7)  // out of range: nothing
        #expect(zOrders() == ["front", "back"])
    }

    /// UIKit's debugging aids: whether a frame is pinned down, and by which constraints.
    @Test func ambiguityAndTheConstraintsThatDecideAFrameCanBeAsked() {
        let map = makeMap()
        let box = addView("box", to: map)
        let left = box.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([left, width, box.topAnchor.constraint(equalTo: map.topAnchor)])
        // The height is free.
        #expect(box.hasAmbiguousLayout)
        let height = box.heightAnchor.constraint(equalToConstant: 20)
        height.isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .horizontal).contains { $0 === left })
        #expect(box.constraintsAffectingLayout(for: .horizontal).contains { $0 === width })
        #expect(box.constraintsAffectingLayout(for: .vertical).contains { $0 === height })
        #expect(!box.constraintsAffectingLayout(for: .vertical).contains { $0 === width })
        #expect(!UIView().hasAmbiguousLayout && UIView().constraintsAffectingLayout(for: .vertical).isEmpty)
    }

    @Test func aGuidesAmbiguityAndDecidingConstraintsCanBeAsked() {
        let map = makeMap()
        let guide = UILayoutGuide()
        map.addLayoutGuide(guide)
        let top = guide.topAnchor.constraint(equalTo: map.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, guide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 40),
        ])
        // The height is free.
        #expect(guide.hasAmbiguousLayout)
        guide.heightAnchor.constraint(equalToConstant: 20).isActive = true
        #expect(!guide.hasAmbiguousLayout)
        #expect(guide.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
        #expect(
            !UILayoutGuide().hasAmbiguousLayout && UILayoutGuide().constraintsAffectingLayout(for: .vertical).isEmpty)
    }

    /// Google's reference names the hiding stack's enums by their Objective-C names.
    @Test func theHidingStacksEnumsGoByTheirObjectiveCNamesToo() {
        let position: GMSNavigationHidingStackPosition = .bottom
        let alignment: GMSNavigationHidingStackViewAlignment = .trailing
        let stack = GMSNavigationHidingStackView(position: position, alignment: alignment)
        #expect(stack.position == .bottom && stack.alignment == .trailing)
    }
}
