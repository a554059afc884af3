/// The direction in which leading-to-trailing runs (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
    /// Leading is the left edge.
    case leftToRight = 0
    /// Leading is the right edge.
    case rightToLeft = 1
}
