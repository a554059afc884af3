import Testing

@testable import NavigationLayout

/// A view whose `layoutSubviews()` counts its calls and runs a closure (code written for iOS that
/// sets a constant from the view's bounds there, after `super.layoutSubviews()`).
private final class ConstantSettingView: UIView {
    var layouts = 0
    var onLayout: ((ConstantSettingView) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        onLayout?(self)
    }
}

/// A map view subclass that does the same (iOS code often sizes its sheet in the root view's
/// `layoutSubviews()`).
private final class ConstantSettingMap: GMSMapView {
    var layouts = 0
    var onLayout: ((ConstantSettingMap) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        onLayout?(self)
    }
}

/// A pass settles what views' own `layoutSubviews()` asks for, and a guide of a view outside any map
/// matches the view.
@MainActor
@Suite struct PassSettlingTests {
    private func notSettled(_ map: GMSMapView) -> [[String]] {
        map.layoutDiagnostics().filter { $0.code == "layout-not-settled" }.map(\.viewIDs)
    }

    // MARK: Containers sized in layoutSubviews()

    /// Two nested containers, each sizing its child from its own bounds in `layoutSubviews()` (a
    /// two-column card inside a full-width panel): `outer` (map width × 300) sets `mid`'s width to
    /// half its own; `mid` sets `inner`'s width to half its own.
    ///
    /// UIKit: outer lays out, sets mid 195; mid lays out at its old width, then again at 195 and
    /// sets inner 97.5; the engine moves inner, mid lays out once more, changes nothing: settled.
    /// Rotated to 844 × 390: mid 422, inner 211, settled. No layout-feedback warning in UIKit.
    ///
    /// The inner width mid set moves inner a sweep later, which lays mid out once more (as UIKit
    /// does); that call changes nothing, and the pass settles.
    @Test func aContainerSizedByItsContainersLayoutSubviewsSettles() {
        let map = makeMap()
        let outer = add(ConstantSettingView(), as: "outer", to: map)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            outer.topAnchor.constraint(equalTo: map.topAnchor),
            outer.heightAnchor.constraint(equalToConstant: 300),
        ])
        let mid = add(ConstantSettingView(), as: "mid", to: outer)
        let midWidth = mid.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            mid.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
            mid.topAnchor.constraint(equalTo: outer.topAnchor),
            midWidth,
            mid.heightAnchor.constraint(equalToConstant: 100),
        ])
        let inner = addView("inner", to: mid)
        let innerWidth = inner.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: mid.leadingAnchor),
            inner.topAnchor.constraint(equalTo: mid.topAnchor),
            innerWidth,
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        outer.onLayout = { view in midWidth.constant = view.bounds.width / 2 }
        mid.onLayout = { view in innerWidth.constant = view.bounds.width / 2 }

        // The frames are right …
        expectFrame(map.resolveLayout(), "inner", CGRect(x: 0, y: 0, width: 97.5, height: 10))
        // … and the layout is settled: nothing waits.
        #expect(notSettled(map) == [], "reported not settled after the first pass")
        #expect(!mid.layoutSubviewsPending, "mid's layoutSubviews() still waits after the pass")

        map.resize(width: 844, height: 390)
        expectFrame(map.resolveLayout(), "inner", CGRect(x: 0, y: 0, width: 211, height: 10))
        #expect(notSettled(map) == [], "reported not settled after the rotation")
    }

    /// The same through the map view subclass itself: the map sizes its bottom sheet to 40 % of its
    /// height in `layoutSubviews()`; the sheet sizes its content to its height less a 44-point
    /// header.
    ///
    /// Map 390 × 844: sheet 337.6 high at y 506.4, content 293.6 high below the header (y 550.4).
    /// UIKit settles (the sheet's last call changes nothing), and so does the pass.
    @Test func aMapSubclassThatSizesItsSheetInLayoutSubviewsSettles() {
        let map = ConstantSettingMap(kind: .display)
        map.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let sheet = add(ConstantSettingView(), as: "sheet", to: map)
        let sheetHeight = sheet.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            sheetHeight,
        ])
        let content = addView("content", to: sheet)
        let contentHeight = content.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: sheet.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: sheet.trailingAnchor),
            content.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 44),
            contentHeight,
        ])
        map.onLayout = { map in sheetHeight.constant = map.bounds.height * 0.4 }
        sheet.onLayout = { view in contentHeight.constant = view.bounds.height - 44 }

        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 550.4, width: 390, height: 293.6))
        #expect(notSettled(map) == [], "reported not settled")
        #expect(!sheet.layoutSubviewsPending, "the sheet's layoutSubviews() still waits after the pass")
    }

    // MARK: A guide first asked for on a view taken out of the map

    /// A strip laid out at (0, 784, 390, 60) in a phone map, then taken out of the map (a delegate
    /// keeps it to put back later), and its guides asked for only then.
    ///
    /// The SDK's own rule (UIView.leftSafeArea(): "Outside any map a view has no safe area …: its
    /// guides match its edges and margins again (UIKit's guide of a view outside a window matches
    /// the view)"): the strip keeps its frame, 390 × 60, so its safe-area guide is its bounds
    /// (0, 0, 390, 60) and its margins guide (8, 8, 374, 44); at the very least a guide's frame is
    /// inside its view (not its last map position taken from nothing, (0, −784, 0, 0)).
    @Test func aGuideFirstAskedForOutsideTheMapMatchesTheView() {
        let map = makeMap(insets: phoneInsets)
        let strip = addView("strip", to: map)
        pin(strip, to: map, x: 0, y: 784, width: 390, height: 60)
        _ = map.resolveLayout()

        strip.removeFromSuperview()
        #expect(strip.frame == CGRect(x: 0, y: 784, width: 390, height: 60))
        let safeArea = strip.safeAreaLayoutGuide.layoutFrame
        let margins = strip.layoutMarginsGuide.layoutFrame
        #expect(safeArea == CGRect(x: 0, y: 0, width: 390, height: 60), "safe-area guide: \(safeArea)")
        #expect(margins == CGRect(x: 8, y: 8, width: 374, height: 44), "margins guide: \(margins)")
    }
}
