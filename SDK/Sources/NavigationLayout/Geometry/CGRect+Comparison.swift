import Foundation

extension CGRect {
    /// Whether both rectangles have the same origin and size, compared field by field in line:
    /// Foundation's `==` is a call into Foundation, and a pass compares every frame it reads.
    @inline(__always)
    func hasSameEdges(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }

    /// Whether every field is a finite number (constraints whose sums overflow solve to infinities).
    @inline(__always)
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
