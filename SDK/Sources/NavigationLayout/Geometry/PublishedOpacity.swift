import Foundation

extension CGFloat {
    /// An alpha as published: within 0…1, as UIKit reads it, and 1 for NaN, so that nothing
    /// published is not a number.
    var publishedOpacity: CGFloat { isNaN ? 1 : Swift.min(Swift.max(self, 0), 1) }
}
