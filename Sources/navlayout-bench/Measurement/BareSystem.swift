import LayoutSolver
@_spi(Benchmarks) import NavigationLayout

/// The system an SDK map's engine installed (``SolverSystem``), ready to be rebuilt on a bare
/// ``Solver``: the baseline of the `sdk-` scenarios, "the same system without the SDK".
///
/// As in ``LinearSystem``, the ``Constraint`` values are made once from a template solver's
/// handles, which every fresh solver hands out again in the same order, so that building them
/// stays outside the timed region.
struct BareSystem {
    let system: SolverSystem
    /// `variables[i]` is the system's variable `i`.
    private let variables: [Variable]
    /// `constraints[i]` is `system.constraints[i]` in solver form.
    private let constraints: [Constraint]

    init(_ system: SolverSystem) {
        self.system = system
        let template = Solver()
        let variables = (0..<system.variableCount).map { _ in template.makeVariable() }
        self.variables = variables
        constraints = system.constraints.map { installed in
            let terms = installed.terms.map { Term(variables[$0.variable], $0.coefficient) }
            return Constraint(
                LayoutSolver.Expression(terms, constant: installed.constant), installed.relation,
                priority: installed.priority)
        }
    }

    /// The timed build: `Solver()`, every variable, every constraint under the engine's id in the
    /// engine's order, `updateVariables`. Unlike kiwi_bench.py's builds, making the variables is
    /// timed: the SDK's time includes making them, and it is solver work either way.
    func build() throws(SolverError) -> Solver {
        let solver = Solver()
        for expected in variables {
            let made = solver.makeVariable()
            precondition(
                made == expected,
                "a fresh Solver made \(made) where the template made \(expected): variable handles are no longer"
                    + " deterministic, so the bare system must be rebuilt per solver")
        }
        for index in constraints.indices {
            try solver.add(constraints[index], id: system.constraints[index].id)
        }
        solver.updateVariables()
        return solver
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
