import LayoutSolver
@_spi(Benchmarks) import NavigationLayout

/// The system an SDK map's engine installed (``SolverSystem``), ready to be rebuilt on a bare
/// ``Solver``: the baseline of the `sdk-` scenarios, "the same system without the SDK".
///
/// The engine makes an item's four variables just before adding the first constraint that
/// mentions it; the bare build makes them at the same points (``variablesBefore``), so that both
/// solvers receive the same calls in the same order, through the same entry: the engine hands
/// each constraint's terms over in a buffer (`Solver.add(terms:…)`), and so does this. As in
/// ``LinearSystem``, the terms are made once, from the handles of a template solver that went
/// through that sequence (every fresh solver hands out the same handles again), so that building
/// them stays outside the timed region.
struct BareSystem {
    let system: SolverSystem
    /// `variables[i]` is the system's variable `i`.
    private let variables: [Variable]
    /// Every constraint's terms, one after the other, with variables of the template solver.
    private let terms: [Term]
    /// `constraints[i]` is `system.constraints[i]` with its terms at `terms[range]`, so that the
    /// timed loop copies nothing (reading `system.constraints[i]` copied the whole description,
    /// terms and summary included, and a `Constraint` from another module is copied through its
    /// value witnesses).
    private let constraints: [BareConstraint]
    /// `variablesBefore[i]`: how many variables exist when `constraints[i]` is added (those up to
    /// the last of its items' fours, and all made before).
    private let variablesBefore: [Int]

    init(_ system: SolverSystem, scenario: String) throws(BenchError) {
        self.system = system
        var needed = 0
        variablesBefore = system.constraints.map { installed in
            for term in installed.terms { needed = max(needed, (term.variable / 4 + 1) * 4) }
            return min(needed, system.variableCount)
        }
        let template = Solver()
        var variables: [Variable] = []
        var terms: [Term] = []
        var constraints: [BareConstraint] = []
        for (index, installed) in system.constraints.enumerated() {
            while variables.count < variablesBefore[index] { variables.append(template.makeVariable()) }
            let start = terms.count
            terms += installed.terms.map { Term(variables[$0.variable], $0.coefficient) }
            let constraint = BareConstraint(
                id: installed.id, terms: start..<terms.count, constant: installed.constant,
                relation: installed.relation, priority: installed.priority)
            constraints.append(constraint)
            do {
                try terms.withUnsafeBufferPointer { all throws(SolverError) in
                    try constraint.add(to: template, from: all)
                }
            } catch {
                throw .refused(scenario: scenario, step: "rebuilding the SDK's system on a template solver", error)
            }
        }
        while variables.count < system.variableCount { variables.append(template.makeVariable()) }
        self.variables = variables
        self.terms = terms
        self.constraints = constraints
    }

    /// The timed build: `Solver()`, every constraint under the engine's id in the engine's order,
    /// each preceded by the variables the engine made just before it, then `updateVariables`.
    /// Unlike kiwi_bench.py's builds, making the variables is timed: the SDK's time includes
    /// making them, and it is solver work either way.
    func build() throws(SolverError) -> Solver {
        let solver = Solver()
        // The count lives inside the closure: a variable it captured would be checked for
        // exclusive access at run time on every use, inside the timed region.
        try terms.withUnsafeBufferPointer { all throws(SolverError) in
            var made = 0
            for index in constraints.indices {
                made = makeVariables(in: solver, made: made, upTo: variablesBefore[index])
                try constraints[index].add(to: solver, from: all)
            }
            _ = makeVariables(in: solver, made: made, upTo: variables.count)
        }
        solver.updateVariables()
        return solver
    }

    /// Makes the variables from `made` up to `count` and returns `count`.
    private func makeVariables(in solver: Solver, made: Int, upTo count: Int) -> Int {
        for index in made..<max(made, count) {
            let variable = solver.makeVariable()
            precondition(
                variable == variables[index],
                "a fresh Solver made \(variable) where the template made \(variables[index]): variable"
                    + " handles are no longer deterministic, so the bare system must be rebuilt per solver")
        }
        return max(made, count)
    }

    /// Every variable's value, as whoever draws the bare system's frames reads them. Timed with
    /// the bare side, since the SDK's time includes reading every frame into its layout.
    func values(in solver: Solver) -> [Double] {
        variables.map { solver.value(of: $0) }
    }

    /// ``build()`` for scenarios that verify before they time.
    ///
    /// - Throws: ``BenchError/refused(scenario:step:_:)`` with the solver's reason.
    func makeBuiltSolver(scenario: String) throws(BenchError) -> Solver {
        do {
            return try build()
        } catch {
            throw .refused(scenario: scenario, step: "rebuilding the SDK's system on a bare solver", error)
        }
    }

    /// Checks that the bare solver holds what the SDK's engine held: every variable's value equal
    /// to `values` (a ``SolverSystem/values`` captured from the map).
    ///
    /// - Throws: ``BenchError/mismatch(scenario:context:details:)`` naming the first eight
    ///   variables that differ by more than ``Expectation/tolerance``.
    func verify(_ solver: Solver, against values: [Double], scenario: String, context: String) throws(BenchError) {
        var details: [String] = []
        var wrong = 0
        for (index, variable) in variables.enumerated() {
            let got = solver.value(of: variable)
            // Written so that a NaN value counts as wrong.
            if abs(got - values[index]) <= Expectation.tolerance { continue }
            wrong += 1
            if details.count < 8 {
                details.append("bare \(system.variableNames[index]): got \(got), the SDK has \(values[index])")
            }
        }
        if wrong > details.count { details.append("and \(wrong - details.count) more") }
        guard details.isEmpty else { throw .mismatch(scenario: scenario, context: context, details: details) }
    }
}

/// One constraint of a ``BareSystem``: its terms are a range of the system's terms.
private struct BareConstraint {
    var id: ConstraintID
    var terms: Range<Int>
    var constant: Double
    var relation: Relation
    var priority: Priority

    func add(to solver: Solver, from all: UnsafeBufferPointer<Term>) throws(SolverError) {
        try solver.add(
            terms: UnsafeBufferPointer(rebasing: all[terms]), constant: constant, relation: relation,
            priority: priority, id: id)
    }
}
