/// How strongly a constraint must hold, from just above 0 to 1000 (`required`). Higher priorities
/// are satisfied first and completely before any lower one is considered (lexicographic, SPEC §4).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority value.
    public var rawValue: Float

    /// Creates a priority; values outside `0 < value <= 1000` are refused when a constraint using
    /// them is activated (as UIKit refuses them).
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from a value.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority from a literal.
    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    /// Creates a priority from a literal.
    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority with which a view resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: the priority with which a view hugs its content.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority at which a view asks for its smallest fitting size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `value`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }

    /// A priority lowered by `value`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// A priority raised by `lhs`.
    public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
        UILayoutPriority(lhs + rhs.rawValue)
    }

    /// Raises the priority by `rhs`.
    public static func += (lhs: inout UILayoutPriority, rhs: Float) {
        lhs = lhs + rhs
    }

    /// Lowers the priority by `rhs`.
    public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
        lhs = lhs - rhs
    }
}
