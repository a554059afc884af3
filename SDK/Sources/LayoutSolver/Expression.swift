/// One term of a linear expression: `coefficient × variable`.
@frozen
public struct Term: Sendable {
    /// The variable this term multiplies.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with the arithmetic operators: `left + 0.5 * width - 8`.
@frozen
public struct Expression: Sendable {
    /// The terms; a variable may appear more than once (the solver adds the coefficients up).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from its terms and constant.
    @inlinable
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression made of one variable.
    @inlinable
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Whether every coefficient and the constant are finite numbers.
    @inlinable
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension Expression {
    /// The sum of two expressions.
    @inlinable
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    @inlinable
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + (-1 * rhs)
    }

    /// The expression multiplied by a factor.
    @inlinable
    public static func * (factor: Double, expression: Expression) -> Expression {
        Expression(
            expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor)
    }

    /// The expression multiplied by a factor.
    @inlinable
    public static func * (expression: Expression, factor: Double) -> Expression {
        factor * expression
    }

    /// The expression with a constant added.
    @inlinable
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression with a constant subtracted.
    @inlinable
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// An expression plus a variable.
    @inlinable
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    /// An expression minus a variable.
    @inlinable
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }
}

extension Variable {
    /// The variable as an expression plus a constant.
    @inlinable
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + rhs
    }

    /// The variable as an expression minus a constant.
    @inlinable
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - rhs
    }

    /// The variable multiplied by a factor.
    @inlinable
    public static func * (factor: Double, variable: Variable) -> Expression {
        Expression([Term(variable, factor)])
    }

    /// The sum of two variables.
    @inlinable
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression([Term(lhs), Term(rhs)])
    }

    /// The difference of two variables.
    @inlinable
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression([Term(lhs), Term(rhs, -1)])
    }

    /// A variable plus an expression.
    @inlinable
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// A variable minus an expression.
    @inlinable
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }
}
