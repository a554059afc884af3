import Foundation

extension CGRect {
    /// How far the rectangle reaches outside `area` on each side, each at most the rectangle's own
    /// height or width.
    func insets(outside area: CGRect) -> UIEdgeInsets {
        let unbounded = UIEdgeInsets(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)
        return insets(outside: area, atMost: unbounded)
    }

    /// How far the rectangle reaches outside `area` on each side, each at most `cap`'s side and the
    /// rectangle's own height or width: UIKit's safe-area insets of a view whose frame this is,
    /// for its superview's safe area `area` (same coordinates) and safe-area insets `cap`.
    func insets(outside area: CGRect, atMost cap: UIEdgeInsets) -> UIEdgeInsets {
        let reach = reach(outside: area, atMost: cap)
        return UIEdgeInsets(
            top: Swift.min(reach.top, height), left: Swift.min(reach.left, width),
            bottom: Swift.min(reach.bottom, height), right: Swift.min(reach.right, width))
    }

    /// ``insets(outside:atMost:)`` without the rectangle's own length as a limit.
    func reach(outside area: CGRect, atMost cap: UIEdgeInsets) -> UIEdgeInsets {
        func reach(_ distance: CGFloat, within limit: CGFloat) -> CGFloat { Swift.min(Swift.max(distance, 0), limit) }
        return UIEdgeInsets(
            top: reach(area.minY - minY, within: cap.top), left: reach(area.minX - minX, within: cap.left),
            bottom: reach(maxY - area.maxY, within: cap.bottom), right: reach(maxX - area.maxX, within: cap.right))
    }

    /// The rectangle inset by `insets`, as UIKit's `inset(by:)`: its origin moved by the left and
    /// top insets, its size less both sides' (negative where the insets are larger).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// ``inset(by:)`` never less than empty, for the guides' frames: a width or height the insets
    /// would make negative is 0 (a map not yet given its size is smaller than its insets).
    func clampedInset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: Swift.max(0, width - insets.left - insets.right),
            height: Swift.max(0, height - insets.top - insets.bottom))
    }
}

extension UIEdgeInsets {
    /// Whether every side is within a billionth of a point of `other`'s: what the solver gives may
    /// differ in its last bits from one round of a pass to the next.
    func isClose(to other: UIEdgeInsets) -> Bool {
        abs(top - other.top) <= 1e-9 && abs(left - other.left) <= 1e-9 && abs(bottom - other.bottom) <= 1e-9
            && abs(right - other.right) <= 1e-9
    }

    /// The difference from `other` on each side.
    func minus(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top - other.top, left: left - other.left, bottom: bottom - other.bottom, right: right - other.right)
    }

    /// The larger of the two insets on each side.
    func atLeast(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left), bottom: Swift.max(bottom, other.bottom),
            right: Swift.max(right, other.right))
    }

    /// Both insets added side by side.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
