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

/// UIKit lays out a subtree off screen: `layoutIfNeeded()` on a view outside any map places its
/// subviews within its bounds and runs their `layoutSubviews()`, publishing nothing.
@MainActor
@Suite struct LayoutOutsideMapTests {
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
}

extension UIView {
    /// The first active constraint the view is the first item of with `attribute`, for tests.
    fileprivate func constraints(forAttribute attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint? {
        layoutState.constraints.first { $0.firstItem === self && $0.firstAttribute == attribute }
    }
}
