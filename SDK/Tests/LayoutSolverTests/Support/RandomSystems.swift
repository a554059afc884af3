@testable import LayoutSolver

/// A small deterministic generator (SplitMix64), so that a failing case can be replayed by seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A constraint over the variables of a random system, kept as plain numbers so that the solver
/// under test and the reference read the same thing.
struct RandomConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Priority

    func solverConstraint(_ variables: [Variable]) -> Constraint {
        let terms = coefficients.enumerated().filter { $0.element != 0 }.map { Term(variables[$0.offset], $0.element) }
        return Constraint(Expression(terms, constant: constant), relation, priority: priority)
    }

    var reference: ReferenceConstraint {
        let relation: ReferenceConstraint.Relation =
            switch self.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return ReferenceConstraint(
            coefficients: coefficients, constant: constant, relation: relation, priority: Double(priority.rawValue))
    }

    static func random(variables: Int, using generator: inout SeededGenerator) -> RandomConstraint {
        let factors: [Double] = [-2, -1, -0.5, 0.5, 1, 2]
        var coefficients = [Double](repeating: 0, count: variables)
        for _ in 0..<Int.random(in: 1...min(3, variables), using: &generator) {
            coefficients[Int.random(in: 0..<variables, using: &generator)] =
                factors.randomElement(using: &generator) ?? 1
        }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return RandomConstraint(
            coefficients: coefficients,
            constant: Double(Int.random(in: -20...20, using: &generator)),
            relation: relations.randomElement(using: &generator) ?? .equal,
            priority: randomPriority(using: &generator))
    }

    static func randomPriority(using generator: inout SeededGenerator) -> Priority {
        let priorities: [Priority] = [
            .required, .required, .required, .high, .medium, .low, Priority(251)!, Priority(1)!,
        ]
        return priorities.randomElement(using: &generator) ?? .required
    }

    static func randomOptionalPriority(using generator: inout SeededGenerator) -> Priority {
        let priorities: [Priority] = [.high, .medium, .low, Priority(251)!, Priority(999)!]
        return priorities.randomElement(using: &generator) ?? .low
    }
}
