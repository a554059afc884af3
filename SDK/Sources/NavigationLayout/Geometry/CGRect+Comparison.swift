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
    /// One test instead of four: a field minus itself is 0 when finite and NaN otherwise, and a
    /// NaN makes the sum NaN (the pass asks for every frame it reads).
    @inline(__always)
    var isFinite: Bool {
        let x = Double(origin.x), y = Double(origin.y), width = Double(size.width), height = Double(size.height)
        return (x - x) + (y - y) + (width - width) + (height - height) == 0
    }

    /// The rectangle in the coordinates of `container`, a rectangle in the same space as it, field
    /// by field: a negative width or height stays as it is (Foundation's `offsetBy(dx:dy:)`
    /// standardizes it, moving the origin).
    @inline(__always)
    func offsetBy(from container: CGRect) -> CGRect {
        CGRect(
            x: origin.x - container.origin.x, y: origin.y - container.origin.y, width: size.width,
            height: size.height)
    }
}
