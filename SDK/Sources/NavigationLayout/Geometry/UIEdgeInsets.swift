public import Foundation

/// Insets from the edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// No inset on any side, as the C struct UIKit imports starts.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets from their four values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `{top, left, bottom, right}`, as UIKit prints them.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}
