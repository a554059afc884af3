/// How the expression of a ``Constraint`` relates to zero.
@frozen
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual

    /// The operator, such as `<=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// The priority of a constraint, from just above 0 to 1000 (``required``).
///
/// Priorities are **lexicographic**: the solver first satisfies every required constraint, then
/// minimises the total error of the highest optional priority in use, then, without giving any of
/// that back, the next one, and so on. No amount of error at a lower priority can buy any error at
/// a higher one. Within one priority the errors add up (the L1 norm), as in Auto Layout.
@frozen
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value, in `0 < rawValue <= 1000`.
    public let rawValue: Float

    /// Creates a priority, or `nil` when `rawValue` is not in `0 < rawValue <= 1000`.
    @inlinable
    public init?(_ rawValue: Float) {
        guard rawValue > 0, rawValue <= 1000 else { return nil }
        self.rawValue = rawValue
    }

    @inlinable
    init(unchecked rawValue: Float) {
        self.rawValue = rawValue
    }

    /// 1000: the constraint must hold.
    public static let required = Priority(unchecked: 1000)
    /// 750, UIKit's `defaultHigh`.
    public static let high = Priority(unchecked: 750)
    /// 500.
    public static let medium = Priority(unchecked: 500)
    /// 250, UIKit's `defaultLow`.
    public static let low = Priority(unchecked: 250)

    /// Whether the constraint must hold (priority 1000).
    @inlinable
    public var isRequired: Bool { rawValue == 1000 }

    /// Orders priorities by value.
    @inlinable
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value, such as `750`.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

/// A linear constraint `expression (relation) 0` at a priority.
public struct Constraint: Sendable {
    /// The left-hand side; the right-hand side is 0.
    public var expression: Expression
    /// How the expression relates to 0.
    public var relation: Relation
    /// How strongly the constraint must hold.
    public var priority: Priority

    /// Creates the constraint `expression (relation) 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Creates the constraint `lhs (relation) rhs`, stored as `lhs - rhs (relation) 0`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// Creates the constraint `lhs (relation) rhs` for a constant `rhs`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }
}

/// The caller's name for a constraint in a ``Solver``: errors and conflict reports use it.
@frozen
public struct ConstraintID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The caller's number for the constraint.
    public var rawValue: UInt64

    /// Creates an identifier from the caller's number.
    @inlinable
    public init(_ rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a literal.
    @inlinable
    public init(integerLiteral value: UInt64) {
        self.rawValue = value
    }

    /// `#` and the number.
    public var description: String { "#\(rawValue)" }
}
