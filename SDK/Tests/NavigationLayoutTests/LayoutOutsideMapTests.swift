import Testing

@testable import NavigationLayout

/// A view that counts its `layoutSubviews()` calls and may move a constraint in one.
private final class CountingSheet: UIView {
    var passes = 0
    var inLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        inLayout?()
    }
}

/// Counts the `layoutSubviews()` calls of every ``InsistentView`` made with it.
@MainActor
private final class CallCounter {
    var calls = 0
}

/// A view whose `layoutSubviews()` always asks for layout again and lays out at once.
private final class InsistentView: UIView {
    var counter: CallCounter?

    override func layoutSubviews() {
        super.layoutSubviews()
        counter?.calls += 1
        setNeedsLayout()
        layoutIfNeeded()
    }
}

/// A root 100 × 100 with a chain of `depth` insistent views, each filling its superview's margins.
@MainActor
private func insistentTree(depth: Int, counter: CallCounter) -> InsistentView {
    let root = InsistentView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.counter = counter
    var parent: UIView = root
    for index in 0..<depth {
        let view = InsistentView()
        view.counter = counter
        add(view, as: "insistent\(index)", to: parent)
        pinEdges(of: view, to: parent.layoutMarginsGuide)
        parent = view
    }
    return root
}

/// UIKit lays out a subtree off screen: `layoutIfNeeded()` on a view outside any map places its
/// subviews within its bounds and runs their `layoutSubviews()`, publishing nothing.
@MainActor
@Suite(.serialized) struct LayoutOutsideMapTests {
    /// A sheet 200 × 100 with its content inset by 10 and a badge in the content's corner.
    private func makeSheet() -> (sheet: CountingSheet, content: UIView, badge: UIView) {
        let sheet = CountingSheet(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
        let content = addView("content", to: sheet)
        let badge = addView("badge", to: content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: sheet.bottomAnchor, constant: -10),
            badge.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            badge.topAnchor.constraint(equalTo: content.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (sheet, content, badge)
    }

    @Test func aSubtreeOutsideAMapIsLaidOutWithinItsRootsBounds() {
        let (sheet, content, badge) = makeSheet()
        sheet.setNeedsLayout()
        sheet.layoutIfNeeded()
        // The sheet keeps its frame; content (10, 10, 180, 80) in it, the badge in the content's
        // top-right corner: (180 − 20, 0).
        #expect(sheet.frame == CGRect(x: 0, y: 300, width: 200, height: 100))
        #expect(content.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(badge.frame == CGRect(x: 160, y: 0, width: 20, height: 20))
        #expect(sheet.passes == 1)
        // Nothing changed: nothing runs again.
        sheet.layoutIfNeeded()
        #expect(sheet.passes == 1)
    }

    @Test func whatLayoutSubviewsChangesIsLaidOutInTheSameCall() {
        let (sheet, _, badge) = makeSheet()
        let width = badge.constraints(forAttribute: .width)
        sheet.inLayout = { width?.constant = 40 }
        sheet.setNeedsLayout()
        sheet.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 140, y: 0, width: 40, height: 20))
    }

    @Test func theSheetJoinsAMapAndIsLaidOutThere() {
        let (sheet, content, _) = makeSheet()
        sheet.layoutIfNeeded()
        let map = makeMap()
        map.addSubview(sheet)
        sheet.frame = CGRect(x: 0, y: 600, width: 390, height: 200)
        let layout = map.resolveLayout()
        expectFrame(layout, "content", CGRect(x: 10, y: 610, width: 370, height: 180))
        #expect(content.frame == CGRect(x: 10, y: 10, width: 370, height: 180))
    }

    @Test func aFramePlacedSubviewKeepsItsFrame() {
        let sheet = CountingSheet(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let placed = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        sheet.addSubview(placed)
        sheet.layoutIfNeeded()
        #expect(placed.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    /// A view that asks for layout from its own `layoutSubviews()` is laid out by the running
    /// call's next round, as in a pass: nested calls each ran five rounds, four deep, and four
    /// such views took 25,000 calls (340 in a map).
    @Test func viewsThatAskAgainCostNoMoreOutsideAMapThanInOne() {
        let outside = CallCounter()
        let offscreen = insistentTree(depth: 3, counter: outside)
        offscreen.setNeedsLayout()
        offscreen.layoutIfNeeded()

        let inMap = CallCounter()
        let onscreen = insistentTree(depth: 3, counter: inMap)
        let map = makeMap()
        map.addSubview(onscreen)
        onscreen.setNeedsLayout()
        _ = map.resolveLayout()

        #expect(outside.calls <= inMap.calls, "outside a map \(outside.calls) calls, in a map \(inMap.calls)")
    }

    /// A guide's `layoutFrame` is where the constraints placed it, as UIKit's is after layout.
    @Test func aLayoutGuideTakesItsFrame() {
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let guide = UILayoutGuide()
        sheet.addLayoutGuide(guide)
        let badge = addView("badge", to: sheet)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalToConstant: 50),
            badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            badge.topAnchor.constraint(equalTo: guide.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 5),
            badge.heightAnchor.constraint(equalToConstant: 5),
        ])
        sheet.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 60, y: 60, width: 5, height: 5))
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }
}

extension UIView {
    /// The first active constraint the view is the first item of with `attribute`, for tests.
    fileprivate func constraints(forAttribute attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? {
        layoutState.constraints.first { $0.firstItem === self && $0.firstAttribute == attribute }
    }
}
