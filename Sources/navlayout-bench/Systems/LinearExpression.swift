import LayoutSolver

/// `Σ coefficient × variable + constant`, with kiwi_bench.py's `Lin` arithmetic: terms merge per
/// variable in order of first mention.
///
/// The systems are written in this type rather than in LayoutSolver's ``Expression`` so that they
/// match kiwi_bench.py term for term whatever operators and literals the SDK offers; each
/// constraint becomes an ``Expression`` once, when it is recorded.
struct LinearExpression: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    private(set) var terms: [(variable: Variable, coefficient: Double)] = []
    private(set) var constant: Double = 0

    init(_ variable: Variable) {
        terms = [(variable, 1)]
    }

    init(integerLiteral value: Int) {
        constant = Double(value)
    }

    init(floatLiteral value: Double) {
        constant = value
    }

    /// The SDK expression, without the terms whose coefficients cancelled to 0 (kiwi_bench.py
    /// drops those too).
    var expression: Expression {
        Expression(terms.filter { $0.coefficient != 0 }.map { Term($0.variable, $0.coefficient) }, constant: constant)
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        for term in rhs.terms {
            if let index = sum.terms.firstIndex(where: { $0.variable == term.variable }) {
                sum.terms[index].coefficient += term.coefficient
            } else {
                sum.terms.append(term)
            }
        }
        sum.constant += rhs.constant
        return sum
    }

    static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        var product = expression
        for index in product.terms.indices { product.terms[index].coefficient *= factor }
        product.constant *= factor
        return product
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -1 * rhs
    }
}
