import Testing

@testable import LayoutSolver

/// Random small systems and random sequences of operations, checked after every step against an
/// independent lexicographic LP (Support/ReferenceLP.swift): every required constraint holds, each
/// priority level's total error is the reference's optimum, refused constraints really conflict,
/// and a refusal leaves the values as they were.
@Suite("Properties") struct SolverPropertyTests {
    /// The model both sides solve: live constraints by identifier, and edit variables with their
    /// suggested values.
    struct Model {
        var constraints: [ConstraintID: RandomConstraint] = [:]
        var edits: [Int: (priority: Priority, value: Double)] = [:]
        var variableCount: Int

        var referenceConstraints: [ReferenceConstraint] {
            var all = constraints.values.map(\.reference)
            for (variable, edit) in edits {
                var coefficients = [Double](repeating: 0, count: variableCount)
                coefficients[variable] = 1
                all.append(
                    ReferenceConstraint(
                        coefficients: coefficients, constant: -edit.value, relation: .equal,
                        priority: Double(edit.priority.rawValue)))
            }
            return all
        }
    }

    final class Harness {
        var generator: SeededGenerator
        let solver = Solver()
        let variables: [Variable]
        var model: Model
        var nextID: UInt64 = 1
        let seed: UInt64

        init(seed: UInt64) {
            self.seed = seed
            generator = SeededGenerator(seed: seed)
            let count = Int.random(in: 1...6, using: &generator)
            variables = solver.makeVariables(count)
            model = Model(variableCount: count)
        }

        func values() -> [Double] {
            solver.updateVariables()
            return variables.map { solver.value(of: $0) }
        }

        /// Checks the solver's current solution against the reference.
        func checkOptimal(after step: String, sourceLocation: SourceLocation = #_sourceLocation) {
            expectSound(solver, sourceLocation: sourceLocation)
            let point = values()
            #expect(point.allSatisfy { $0.isFinite }, "seed \(seed) \(step): \(point)", sourceLocation: sourceLocation)
            let constraints = model.referenceConstraints
            let violation = requiredViolation(of: point, constraints: constraints)
            #expect(
                violation < 1e-6, "seed \(seed) \(step): required violated by \(violation)",
                sourceLocation: sourceLocation)
            guard case .optimal(let best, _) = referenceSolve(variableCount: variables.count, constraints: constraints)
            else {
                Issue.record(
                    "seed \(seed) \(step): the reference finds the model infeasible", sourceLocation: sourceLocation)
                return
            }
            let ours = levelErrors(of: point, constraints: constraints)
            let matches =
                ours.count == best.count
                && zip(ours, best).allSatisfy {
                    $0.priority == $1.priority && abs($0.error - $1.error) <= 1e-6 * max(1, abs($1.error))
                }
            #expect(
                matches, "seed \(seed) \(step): level errors \(ours), optimum \(best)", sourceLocation: sourceLocation)
        }

        /// Checks a refusal: the solver's values did not move and the reported conflict really is one.
        func checkRefusal(
            _ error: SolverError, before: [Double], conflictsWith candidate: RandomConstraint, id: ConstraintID,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(values() == before, "seed \(seed): a refusal moved the solution", sourceLocation: sourceLocation)
            guard case .unsatisfiable(let refused, let conflicts) = error else {
                Issue.record("seed \(seed): unexpected \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(refused == id && conflicts.last == id, sourceLocation: sourceLocation)
            var set = conflicts.dropLast().compactMap { model.constraints[$0]?.reference }
            set.append(candidate.reference)
            #expect(set.allSatisfy { $0.priority == 1000 }, sourceLocation: sourceLocation)
            #expect(
                !requiredConstraintsAreFeasible(variableCount: variables.count, constraints: set),
                "seed \(seed): \(conflicts) is reported as a conflict but is satisfiable",
                sourceLocation: sourceLocation)
            var everything = model.referenceConstraints.filter { $0.priority == 1000 }
            everything.append(candidate.reference)
            #expect(
                !requiredConstraintsAreFeasible(variableCount: variables.count, constraints: everything),
                sourceLocation: sourceLocation)
        }

        func add() {
            let candidate = RandomConstraint.random(variables: variables.count, using: &generator)
            let id = ConstraintID(nextID)
            nextID += 1
            let before = values()
            do {
                try solver.add(candidate.solverConstraint(variables), id: id)
                model.constraints[id] = candidate
                checkOptimal(after: "add \(id)")
            } catch {
                checkRefusal(error, before: before, conflictsWith: candidate, id: id)
            }
        }

        func remove() {
            guard let id = model.constraints.keys.randomElement(using: &generator) else { return }
            expectNoError { try solver.remove(id) }
            model.constraints[id] = nil
            checkOptimal(after: "remove \(id)")
        }

        func changeConstant() {
            guard
                let id = model.constraints.keys.sorted(by: { $0.rawValue < $1.rawValue }).randomElement(
                    using: &generator),
                var changed = model.constraints[id]
            else { return }
            changed.constant = Double(Int.random(in: -20...20, using: &generator))
            let before = values()
            do {
                try solver.setConstant(changed.constant, of: id)
                model.constraints[id] = changed
                checkOptimal(after: "constant of \(id)")
            } catch {
                let original = model.constraints.removeValue(forKey: id)  // the conflict is without it
                checkRefusal(error, before: before, conflictsWith: changed, id: id)
                model.constraints[id] = original
            }
        }

        func changePriority() {
            let optional = model.constraints.filter { !$0.value.priority.isRequired }.keys.sorted {
                $0.rawValue < $1.rawValue
            }
            guard let id = optional.randomElement(using: &generator), var changed = model.constraints[id] else {
                return
            }
            changed.priority = RandomConstraint.randomOptionalPriority(using: &generator)
            expectNoError { try solver.setPriority(changed.priority, of: id) }
            model.constraints[id] = changed
            checkOptimal(after: "priority of \(id)")
        }

        func edit() {
            let variable = Int.random(in: 0..<variables.count, using: &generator)
            let value = Double(Int.random(in: -30...30, using: &generator))
            if let existing = model.edits[variable] {
                if Bool.random(using: &generator) {
                    expectNoError { try solver.suggest(value, for: variables[variable]) }
                    model.edits[variable] = (existing.priority, value)
                } else {
                    expectNoError { try solver.removeEditVariable(variables[variable]) }
                    model.edits[variable] = nil
                }
            } else {
                let priority = RandomConstraint.randomOptionalPriority(using: &generator)
                expectNoError {
                    try solver.addEditVariable(variables[variable], priority: priority)
                    try solver.suggest(value, for: variables[variable])
                }
                model.edits[variable] = (priority, value)
            }
            checkOptimal(after: "edit of v\(variable)")
        }
    }

    /// 1,000 sequences (40 batches of 25 seeds). Seeds 89, 169 and 206 once found a cycle of lazy
    /// references after a removal; seed 18569 (with 7 variables and 40 steps) a redundant equality
    /// that lost its place when the one it restated was removed.
    @Test(arguments: 0..<40)
    func randomOperationSequencesStayOptimal(batch: Int) {
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            let harness = Harness(seed: seed)
            for _ in 0..<Int.random(in: 6...24, using: &harness.generator) {
                switch Int.random(in: 0..<10, using: &harness.generator) {
                case 0..<5: harness.add()
                case 5: harness.remove()
                case 6, 7: harness.changeConstant()
                case 8: harness.changePriority()
                default: harness.edit()
                }
            }
        }
    }
}
