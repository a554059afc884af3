import Foundation

extension CGFloat {
    /// An alpha as published: within 0…1, as UIKit reads it, and 1 for NaN, so that nothing
    /// published is not a number.
    var publishedOpacity: CGFloat { isNaN ? 1 : Swift.min(Swift.max(self, 0), 1) }
}

extension TimeInterval {
    /// A duration or delay as published: not below 0, and 0 when it is not a finite number, so
    /// that the bus carries numbers.
    var publishedSeconds: TimeInterval { isFinite ? Swift.max(self, 0) : 0 }
}
