// ReferenceLP.swift
//
// An independent, deliberately simple reference solver used only by property tests of the
// layout constraint solver. It does NOT share any code or algorithmic structure with the
// incremental (Cassowary-style) solver under test: it builds a fresh dense linear program in
// standard form and solves it with a textbook two-phase primal simplex (Bland's rule).
//
// Model
// -----
// Every constraint reads  e(x) = sum(coefficients[i] * x[i]) + constant  (relation)  0.
// Required constraints (priority >= 1000) are hard. Each optional constraint contributes its
// L1 violation to the level of its priority:
//     equal              -> |e|
//     lessThanOrEqual    -> max(0, e)
//     greaterThanOrEqual -> max(0, -e)
// Levels are optimised lexicographically from the highest priority down; a higher level
// strictly dominates every lower one.
//
// Method
// ------
// * Free variables are split, x = x⁺ − x⁻ with x⁺, x⁻ >= 0.
// * Inequalities get a slack column; optional constraints get error columns (two for an
//   equality, one for an inequality) so that every row becomes an equality with a
//   non-negative right-hand side.
// * Phase 1 (one artificial column per row) decides feasibility of the required constraints;
//   optional rows can always be satisfied through their error columns.
// * Each level is then minimised in turn on the same tableau. After a level's optimum, every
//   non-basic column with a strictly positive reduced cost is fixed at zero for the remaining
//   levels. Because objective = optimum + Σ d_j y_j over the non-basic columns, this restricts
//   the feasible set to exactly the optimal face of that level (no tolerance slack needed).
//
// Sizes in tests are tiny, so everything is dense and recomputed from scratch where that is
// clearer. The pivot count is capped; hitting the cap is a bug in this file.

/// One linear constraint over dense variables: sum(coefficients[i] * x[i]) + constant  (relation)  0.
struct ReferenceConstraint: Sendable {
    enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
    var coefficients: [Double]  // one per variable
    var constant: Double
    var relation: Relation
    var priority: Double  // 1000 = required; 0 < priority < 1000 = optional
}

enum ReferenceOutcome: Sendable {
    /// The required constraints admit no solution.
    case infeasible
    /// levelErrors: for each distinct optional priority present, in DESCENDING priority order,
    /// the minimal total error at that level given that all higher levels are at their minima
    /// (lexicographic optimum). solution: one optimal point.
    case optimal(levelErrors: [LevelError], solution: [Double])
}

struct LevelError: Sendable, Equatable { var priority: Double; var error: Double }

/// Lexicographic optimum of the system: required constraints are hard; optional constraints at
/// priority p contribute their violation (L1) to level p; level p strictly dominates every lower level.
/// Violation of one constraint: equal -> |e|, lessThanOrEqual -> max(0, e), greaterThanOrEqual -> max(0, -e),
/// where e = sum(coef*x) + constant. Variables are free (any sign).
func referenceSolve(variableCount: Int, constraints: [ReferenceConstraint]) -> ReferenceOutcome {
    referenceLPValidate(variableCount: variableCount, constraints: constraints)
    var program = ReferenceLPProgram(variableCount: variableCount, constraints: constraints)
    return program.solve()
}

/// Errors per level of a given point (same levels and order as referenceSolve), for comparing a
/// candidate solution with the reference.
func levelErrors(of point: [Double], constraints: [ReferenceConstraint]) -> [LevelError] {
    referenceLPValidate(variableCount: point.count, constraints: constraints)
    return referenceLPOptionalLevels(constraints).map { priority in
        var total = 0.0
        for constraint in constraints where !constraint.referenceIsRequired && constraint.priority == priority {
            total += constraint.referenceViolation(at: point)
        }
        return LevelError(priority: priority, error: total)
    }
}

/// Largest violation of any required constraint at the point (0 when all hold).
func requiredViolation(of point: [Double], constraints: [ReferenceConstraint]) -> Double {
    referenceLPValidate(variableCount: point.count, constraints: constraints)
    var worst = 0.0
    for constraint in constraints where constraint.referenceIsRequired {
        worst = max(worst, constraint.referenceViolation(at: point))
    }
    return worst
}

/// Whether the required constraints of the given subset are jointly satisfiable (used to check that a
/// reported conflict set really conflicts).
func requiredConstraintsAreFeasible(variableCount: Int, constraints: [ReferenceConstraint]) -> Bool {
    let required = constraints.filter { $0.referenceIsRequired }
    switch referenceSolve(variableCount: variableCount, constraints: required) {
    case .infeasible: return false
    case .optimal: return true
    }
}

// MARK: - Helpers (file private)

extension ReferenceConstraint {
    fileprivate var referenceIsRequired: Bool { priority >= 1000 }

    fileprivate func referenceValue(at point: [Double]) -> Double {
        var sum = constant
        for index in coefficients.indices { sum += coefficients[index] * point[index] }
        return sum
    }

    fileprivate func referenceViolation(at point: [Double]) -> Double {
        let value = referenceValue(at: point)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

/// Distinct optional priorities, highest first.
private func referenceLPOptionalLevels(_ constraints: [ReferenceConstraint]) -> [Double] {
    var levels: [Double] = []
    for constraint in constraints where !constraint.referenceIsRequired && !levels.contains(constraint.priority) {
        levels.append(constraint.priority)
    }
    return levels.sorted(by: >)
}

private func referenceLPValidate(variableCount: Int, constraints: [ReferenceConstraint]) {
    precondition(variableCount >= 0, "ReferenceLP: negative variable count")
    for constraint in constraints {
        precondition(
            constraint.coefficients.count == variableCount,
            "ReferenceLP: constraint has \(constraint.coefficients.count) coefficients, expected \(variableCount)")
        precondition(
            constraint.coefficients.allSatisfy { $0.isFinite } && constraint.constant.isFinite,
            "ReferenceLP: non-finite coefficient or constant")
        precondition(
            constraint.priority.isFinite && constraint.priority > 0,
            "ReferenceLP: priority must be finite and positive")
    }
}

/// The standard-form program  A y = b, y >= 0  built from the constraints, plus bookkeeping.
private struct ReferenceLPProgram {
    let variableCount: Int
    let levels: [Double]
    /// Level index (into `levels`) of each error column; nil for other columns.
    var columnLevel: [Int?] = []
    var rows: [[Double]] = []
    var rhs: [Double] = []

    init(variableCount: Int, constraints: [ReferenceConstraint]) {
        self.variableCount = variableCount
        self.levels = referenceLPOptionalLevels(constraints)

        // Columns 2i and 2i+1 are x⁺_i and x⁻_i.
        columnLevel = Array(repeating: nil, count: 2 * variableCount)
        var extraColumns: [[(column: Int, sign: Double)]] = []
        for constraint in constraints {
            var extras: [(column: Int, sign: Double)] = []
            func addColumn(sign: Double, level: Int?) {
                extras.append((columnLevel.count, sign))
                columnLevel.append(level)
            }
            // Row:  a·x + (extras) = -constant
            if constraint.referenceIsRequired {
                switch constraint.relation {
                case .equal: break
                case .lessThanOrEqual: addColumn(sign: 1, level: nil)  // a·x + c + s = 0
                case .greaterThanOrEqual: addColumn(sign: -1, level: nil)  // a·x + c - s = 0
                }
            } else {
                let level = levels.firstIndex(of: constraint.priority)!
                switch constraint.relation {
                case .equal:  // a·x + c = e⁺ - e⁻
                    addColumn(sign: -1, level: level)
                    addColumn(sign: 1, level: level)
                case .lessThanOrEqual:  // a·x + c = e⁺ - s
                    addColumn(sign: -1, level: level)
                    addColumn(sign: 1, level: nil)
                case .greaterThanOrEqual:  // a·x + c = s - e⁻
                    addColumn(sign: 1, level: level)
                    addColumn(sign: -1, level: nil)
                }
            }
            extraColumns.append(extras)
        }

        let columnCount = columnLevel.count
        for (constraint, extras) in zip(constraints, extraColumns) {
            var row = Array(repeating: 0.0, count: columnCount)
            for (index, coefficient) in constraint.coefficients.enumerated() {
                row[2 * index] = coefficient
                row[2 * index + 1] = -coefficient
            }
            for extra in extras { row[extra.column] = extra.sign }
            var value = -constraint.constant
            if value < 0 {
                for index in row.indices { row[index] = -row[index] }
                value = -value
            }
            rows.append(row)
            rhs.append(value)
        }
    }

    mutating func solve() -> ReferenceOutcome {
        let structuralCount = columnLevel.count
        let rowCount = rows.count
        var scale = 1.0
        for value in rhs { scale = max(scale, abs(value)) }
        for row in rows { for value in row { scale = max(scale, abs(value)) } }

        // Phase 1: one artificial column per row, initial basis = artificials.
        var matrix = rows
        for rowIndex in 0..<rowCount {
            for artificial in 0..<rowCount { matrix[rowIndex].append(rowIndex == artificial ? 1 : 0) }
        }
        var tableau = ReferenceLPTableau(
            matrix: matrix, rhs: rhs,
            basis: Array(structuralCount..<(structuralCount + rowCount)),
            enabled: Array(repeating: true, count: structuralCount + rowCount),
            feasibilityTolerance: 1e-9 * scale)

        var phaseOneCosts = Array(repeating: 0.0, count: structuralCount + rowCount)
        for artificial in structuralCount..<(structuralCount + rowCount) { phaseOneCosts[artificial] = 1 }
        let infeasibility = tableau.minimize(costs: phaseOneCosts).value
        if infeasibility > tableau.feasibilityTolerance { return .infeasible }

        // Drive the (zero-valued) artificials out of the basis; drop redundant rows.
        var rowIndex = 0
        while rowIndex < tableau.matrix.count {
            if tableau.basis[rowIndex] >= structuralCount {
                var best: Int? = nil
                for column in 0..<structuralCount where tableau.enabled[column] {
                    let magnitude = abs(tableau.matrix[rowIndex][column])
                    if magnitude > ReferenceLPTableau.pivotTolerance,
                        best.map({ magnitude > abs(tableau.matrix[rowIndex][$0]) }) ?? true
                    {
                        best = column
                    }
                }
                tableau.rhs[rowIndex] = 0
                if let column = best {
                    tableau.pivot(row: rowIndex, column: column)
                } else {
                    tableau.removeRow(rowIndex)
                    continue
                }
            }
            rowIndex += 1
        }
        for artificial in structuralCount..<(structuralCount + rowCount) { tableau.enabled[artificial] = false }

        // Phase 2: one level at a time, highest priority first.
        var results: [LevelError] = []
        for (levelIndex, priority) in levels.enumerated() {
            var costs = Array(repeating: 0.0, count: structuralCount + rowCount)
            for column in 0..<structuralCount where columnLevel[column] == levelIndex { costs[column] = 1 }
            let (value, reducedCosts) = tableau.minimize(costs: costs)
            results.append(LevelError(priority: priority, error: max(0, value)))
            // Restrict to this level's optimal face: non-basic columns with positive reduced
            // cost must stay at zero in every optimal solution.
            let basic = Set(tableau.basis)
            for column in 0..<structuralCount
            where tableau.enabled[column] && !basic.contains(column)
                && reducedCosts[column] > ReferenceLPTableau.costTolerance
            {
                tableau.enabled[column] = false
            }
        }

        let values = tableau.columnValues(count: structuralCount + rowCount)
        let solution = (0..<variableCount).map { values[2 * $0] - values[2 * $0 + 1] }
        return .optimal(levelErrors: results, solution: solution)
    }
}

/// Dense simplex tableau kept in canonical form: for each row, `basis[row]` has a unit column.
private struct ReferenceLPTableau {
    static let pivotTolerance = 1e-9
    static let costTolerance = 1e-9
    static let pivotLimit = 20_000

    var matrix: [[Double]]
    var rhs: [Double]
    var basis: [Int]
    /// Disabled columns are fixed at zero: they are never chosen to enter the basis.
    var enabled: [Bool]
    let feasibilityTolerance: Double
    var pivotCount = 0

    mutating func pivot(row pivotRow: Int, column pivotColumn: Int) {
        pivotCount += 1
        if pivotCount > Self.pivotLimit {
            preconditionFailure("ReferenceLP: simplex pivot limit exceeded (cycling or numerical bug)")
        }
        let pivotValue = matrix[pivotRow][pivotColumn]
        precondition(abs(pivotValue) > Self.pivotTolerance, "ReferenceLP: pivot on a (near-)zero element")
        for column in matrix[pivotRow].indices { matrix[pivotRow][column] /= pivotValue }
        matrix[pivotRow][pivotColumn] = 1
        rhs[pivotRow] /= pivotValue
        for row in matrix.indices where row != pivotRow {
            let factor = matrix[row][pivotColumn]
            if factor == 0 { continue }
            for column in matrix[row].indices {
                matrix[row][column] -= factor * matrix[pivotRow][column]
            }
            matrix[row][pivotColumn] = 0
            rhs[row] -= factor * rhs[pivotRow]
        }
        basis[pivotRow] = pivotColumn
        // Round-off can push a right-hand side marginally below zero; clamp it.
        for row in rhs.indices where rhs[row] < 0 {
            precondition(rhs[row] > -feasibilityTolerance * 1e3, "ReferenceLP: lost primal feasibility")
            rhs[row] = 0
        }
    }

    mutating func removeRow(_ row: Int) {
        matrix.remove(at: row)
        rhs.remove(at: row)
        basis.remove(at: row)
    }

    func reducedCosts(_ costs: [Double]) -> [Double] {
        var result = costs
        for (row, basic) in basis.enumerated() where costs[basic] != 0 {
            let weight = costs[basic]
            for column in result.indices { result[column] -= weight * matrix[row][column] }
        }
        for basic in basis { result[basic] = 0 }
        return result
    }

    func objective(_ costs: [Double]) -> Double {
        var value = 0.0
        for (row, basic) in basis.enumerated() { value += costs[basic] * rhs[row] }
        return value
    }

    /// Primal simplex with Bland's rule from the current (feasible) basis.
    /// Returns the optimum and the final reduced costs. Every objective used here is bounded
    /// below (sums of non-negative columns), so unboundedness is a bug.
    mutating func minimize(costs: [Double]) -> (value: Double, reducedCosts: [Double]) {
        while true {
            let reduced = reducedCosts(costs)
            // Bland: lowest-index enabled column with a negative reduced cost enters.
            guard let entering = reduced.indices.first(where: { enabled[$0] && reduced[$0] < -Self.costTolerance })
            else { return (objective(costs), reduced) }

            // Ratio test; ties broken by the lowest basic column index (Bland).
            var leaving: Int? = nil
            var bestRatio = Double.infinity
            for row in matrix.indices where matrix[row][entering] > Self.pivotTolerance {
                let ratio = rhs[row] / matrix[row][entering]
                let tie = 1e-12 * max(1, abs(bestRatio.isFinite ? bestRatio : ratio))
                if let current = leaving, abs(ratio - bestRatio) <= tie {
                    if basis[row] < basis[current] { leaving = row; bestRatio = min(bestRatio, ratio) }
                } else if ratio < bestRatio {
                    leaving = row
                    bestRatio = ratio
                }
            }
            guard let pivotRow = leaving else {
                preconditionFailure("ReferenceLP: unbounded objective (cannot happen for error sums)")
            }
            pivot(row: pivotRow, column: entering)
        }
    }

    func columnValues(count: Int) -> [Double] {
        var values = Array(repeating: 0.0, count: count)
        for (row, basic) in basis.enumerated() { values[basic] = rhs[row] }
        return values
    }
}
