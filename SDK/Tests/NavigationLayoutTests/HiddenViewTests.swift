import Testing

@testable import NavigationLayout

/// SPEC §4: a hidden view still takes part in layout, as in UIKit, and is published with
/// `hidden = true`; so are the views inside a hidden view.
@MainActor
@Suite struct HiddenViewTests {
    @Test func aHiddenViewKeepsItsPlaceAndIsPublishedHidden() {
        let map = makeMap()
        let banner = addView("banner", to: map)
        let content = addView("content", to: map)
        pin(banner, to: map, x: 0, y: 0, width: 390, height: 50)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            content.leftAnchor.constraint(equalTo: map.leftAnchor),
            content.widthAnchor.constraint(equalToConstant: 390),
            content.heightAnchor.constraint(equalToConstant: 100),
        ])
        banner.isHidden = true
        // The banner still holds the content down: 50 + 8 = 58 (it does not collapse).
        let layout = map.resolveLayout()
        expectFrame(layout, "banner", CGRect(x: 0, y: 0, width: 390, height: 50))
        expectFrame(layout, "content", CGRect(x: 0, y: 58, width: 390, height: 100))
        #expect(layout.view("banner")?.hidden == true)
        #expect(layout.view("content")?.hidden == false)
    }

    @Test func aHiddenSuperviewHidesItsDescendantsInThePublishedLayout() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        let row = addView("row", to: panel)
        let icon = addView("icon", to: row)
        pin(panel, to: map, x: 10, y: 10, width: 200, height: 100)
        pin(row, to: panel, x: 0, y: 0, width: 200, height: 40)
        pin(icon, to: row, x: 4, y: 4, width: 32, height: 32)

        panel.isHidden = true
        var layout = map.resolveLayout()
        #expect(layout.view("panel")?.hidden == true)
        #expect(layout.view("row")?.hidden == true)
        #expect(layout.view("icon")?.hidden == true)
        // The descendants' own flags are untouched, and they are still laid out.
        #expect(!row.isHidden && !icon.isHidden)
        expectFrame(layout, "icon", CGRect(x: 14, y: 14, width: 32, height: 32))

        panel.isHidden = false
        layout = map.resolveLayout()
        #expect(layout.views.allSatisfy { !$0.hidden })
    }

    @Test func hidingAViewIsAChangeToPublishWithoutMovingAnything() {
        let map = makeMap()
        let banner = addView("banner", to: map)
        pin(banner, to: map, x: 0, y: 0, width: 390, height: 50)
        let before = map.resolveLayout()
        #expect(!map.hasUnpublishedChanges)

        banner.isHidden = true
        #expect(map.hasUnpublishedChanges)
        let after = map.resolveLayout()
        #expect(after.view("banner")?.frame == before.view("banner")?.frame)
        #expect(after.view("banner")?.hidden == true)
    }
}
