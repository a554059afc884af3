import Testing

@testable import NavigationLayout

/// Counts its `layoutSubviews()` calls.
private final class CountingView: UIView {
    var layoutPasses = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }
}

/// A progress track as iOS code writes one: a fill placed by its frame in `layoutSubviews()`,
/// half as wide as the track's margins.
private final class ProgressTrackView: UIView {
    let fill = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        fill.accessibilityIdentifier = "fill"
        addSubview(fill)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let track = layoutMarginsGuide.layoutFrame
        fill.frame = CGRect(x: track.minX, y: track.minY, width: track.width / 2, height: track.height)
    }
}

/// Frame-based code inside Auto Layout, as UIKit runs it: a view's guides have their frames as soon
/// as they are first asked for, and a superview lays out again when a pass moves one of its subviews
/// (UIKit applies a view's frame from its superview's layout).
@MainActor
@Suite struct GuideFramesAndSuperviewLayoutTests {
    @Test func systemGuidesHaveTheirFramesWhenFirstAskedForAfterAPass() {
        // A strip at the bottom of a phone: it reaches 844 − 810 = 34 into the home indicator's
        // inset, so its safe area is (0, 0, 390, 60 − 34 = 26), and its margins 8 inside that.
        let map = makeMap(insets: phoneInsets)
        let strip = addView("strip", to: map)
        pin(strip, to: map, x: 0, y: 784, width: 390, height: 60)
        _ = map.resolveLayout()
        #expect(map.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(map.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 747))
        #expect(strip.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 26))
        #expect(strip.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 10))
        // The next pass agrees.
        _ = map.resolveLayout()
        #expect(strip.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 374, height: 10))
    }

    @Test func aFillPlacedFromTheMarginsGuideInLayoutSubviewsIsPlacedInTheFirstPass() {
        // The track's margins as above: (8, 8, 374, 10); the fill half of it, at (8, 792) in the map.
        let map = makeMap(insets: phoneInsets)
        let track = add(ProgressTrackView(), as: "track", to: map)
        pin(track, to: map, x: 0, y: 784, width: 390, height: 60)
        expectFrame(map.resolveLayout(), "fill", CGRect(x: 8, y: 792, width: 187, height: 10))
    }

    @Test(arguments: ["move", "resize"])
    func aSuperviewIsLaidOutWhenAPassMovesOrResizesASubview(change: String) {
        let map = makeMap()
        let box = add(CountingView(), as: "box", to: map)
        pin(box, to: map, x: 0, y: 0, width: 200, height: 200)
        let child = addView("child", to: box)
        let place = pin(child, to: box, x: 0, y: 10, width: 20, height: 20)
        _ = map.resolveLayout()
        let before = box.layoutPasses
        if change == "move" { place[1].constant = 50 } else { place[2].constant = 80 }
        map.layoutIfNeeded()
        #expect(box.layoutPasses == before + 1)
        // A pass that moves nothing lays nothing out.
        map.setNeedsLayout()
        map.layoutIfNeeded()
        #expect(box.layoutPasses == before + 1)
    }
}
