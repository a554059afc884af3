import Foundation
import Testing

@testable import NavigationLayout

// What the animation suites share: a sheet that slides, and a check of one published animation.

/// A 390 × 100 sheet at the map's left edge whose top is `map.top + 700`, laid out once.
@MainActor
func makeSheet(
    _ id: String = "sheet", in map: GMSMapView? = nil
) -> (map: GMSMapView, sheet: UIView, top: NSLayoutConstraint) {
    let map = map ?? makeMap()
    let sheet = addView(id, to: map)
    let top = sheet.topAnchor.constraint(equalTo: map.topAnchor, constant: 700)
    NSLayoutConstraint.activate([
        top,
        sheet.leftAnchor.constraint(equalTo: map.leftAnchor),
        sheet.widthAnchor.constraint(equalToConstant: 390),
        sheet.heightAnchor.constraint(equalToConstant: 100),
    ])
    _ = map.resolveLayout()
    return (map, sheet, top)
}

/// Checks every field of one published animation (a spring's parameters only with `spring`).
@MainActor
func expectAnimation(
    _ animation: ViewAnimation?, of id: String, from: CGRect, to: CGRect, opacity: (CGFloat, CGFloat) = (1, 1),
    start: UInt64, duration: TimeInterval, curve: String = "easeInOut", spring: ViewAnimation.Spring? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let animation else {
        Issue.record("no animation of \(id)", sourceLocation: sourceLocation)
        return
    }
    #expect(animation.viewID == id, sourceLocation: sourceLocation)
    #expect(isClose(animation.fromFrame, from), "from \(animation.fromFrame)", sourceLocation: sourceLocation)
    #expect(isClose(animation.toFrame, to), "to \(animation.toFrame)", sourceLocation: sourceLocation)
    #expect(animation.fromOpacity == opacity.0 && animation.toOpacity == opacity.1, sourceLocation: sourceLocation)
    #expect(animation.startMicroseconds == start, sourceLocation: sourceLocation)
    #expect(animation.duration == duration, sourceLocation: sourceLocation)
    #expect(animation.curve == curve, sourceLocation: sourceLocation)
    #expect(animation.spring == spring, sourceLocation: sourceLocation)
}

/// The sheet's frame at `y` (``makeSheet(_:in:)``: 390 × 100 at the map's left edge).
func sheetFrame(y: CGFloat) -> CGRect {
    CGRect(x: 0, y: y, width: 390, height: 100)
}

/// A block that moves a sheet to `y` and lays the map out: the animation most tests record.
@MainActor
func slide(_ top: NSLayoutConstraint, to y: CGFloat, in map: GMSMapView, over duration: TimeInterval) {
    UIView.animate(withDuration: duration) {
        top.constant = y
        map.layoutIfNeeded()
    }
}
