import Glibc
import LayoutSolver

/// `--dump-systems`: the systems as JSON in kiwi_bench.py's `--dump-systems` schema, so a script
/// can check that both programs build the same variables and constraints in the same order.
enum SystemDump {
    /// kiwi_bench.py's dump list: navscreen, the three chains, the grid.
    static var systems: [LinearSystem] {
        [NavscreenSystem.make()] + ChainSystem.lengths.map { ChainSystem.make(length: $0) } + [GridSystem.make()]
    }

    /// Writes every system to `path`.
    ///
    /// - Throws: ``BenchError/output(_:)`` naming the path and the system's reason.
    static func write(to path: String) throws(BenchError) {
        let text = JSONValue.object([("systems", .array(systems.map(json)))]).text + "\n"
        guard let file = fopen(path, "w") else {
            throw .output("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let written = fputs(text, file)
        let closed = fclose(file)
        guard written >= 0, closed == 0 else {
            throw .output("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    private static func json(_ system: LinearSystem) -> JSONValue {
        .object([
            ("name", .string(system.name)),
            ("variables", .array(system.variableNames.map(JSONValue.string))),
            ("constraints", .array(system.constraints.map { json($0, in: system) })),
            (
                "edits",
                .array(
                    system.edits.map {
                        .object([("var", .string(system.name(of: $0.variable))), ("strength", strength($0.priority))])
                    })
            ),
            (
                "suggest",
                .array(
                    system.suggestions.map {
                        .object([("var", .string(system.name(of: $0.variable))), ("value", .number($0.value))])
                    })
            ),
            (
                "expect",
                .object([
                    ("values", .object(system.expected.map { ($0.name, .number($0.value)) })),
                    ("tolerance", .number(Expectation.tolerance)),
                ])
            ),
        ])
    }

    /// The terms as recorded: already merged and free of zeros, as kiwi_bench.py writes them.
    private static func json(_ constraint: Constraint, in system: LinearSystem) -> JSONValue {
        let terms = constraint.expression.terms.map { term -> JSONValue in
            .array([.number(term.coefficient), .string(system.name(of: term.variable))])
        }
        return .object([
            ("terms", .array(terms)),
            ("constant", .number(constraint.expression.constant)),
            ("op", .string(constraint.relation.description)),
            ("strength", strength(constraint.priority)),
        ])
    }

    private static func strength(_ priority: Priority) -> JSONValue {
        guard let strength = Strength(priority) else { preconditionFailure("no kiwi strength for \(priority)") }
        return .string(strength.rawValue)
    }
}
