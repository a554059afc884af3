import LayoutSolver

/// Why the benchmark stopped. Every case names the scenario (or the option) at fault.
enum BenchError: Error, CustomStringConvertible {
    /// The command line is wrong; the message says how.
    case usage(String)
    /// The solver threw while a scenario built or drove its system.
    case refused(scenario: String, step: String, SolverError)
    /// The solution differs from the one kiwi_bench.py expects; `details` lists variable, got, want.
    case mismatch(scenario: String, context: String, details: [String])
    /// An output file could not be written.
    case output(String)
    /// Something a scenario needs outside the benchmark is missing or unusable (the BasicLayout
    /// plugin, an SDK call that refused); the message names it and the fix.
    case setup(scenario: String, String)

    var description: String {
        switch self {
        case .usage(let message):
            "\(message) (see --help)"
        case .refused(let scenario, let step, let error):
            "\(scenario): the solver refused while \(step): \(error)"
        case .mismatch(let scenario, let context, let details):
            "\(scenario)\(context.isEmpty ? "" : " \(context)"): wrong solution: "
                + details.joined(separator: "; ")
        case .output(let message):
            message
        case .setup(let scenario, let message):
            "\(scenario): \(message)"
        }
    }

    /// The process exit status: 2 for usage errors, as argument parsers do, 1 otherwise.
    var exitStatus: Int32 {
        if case .usage = self { 2 } else { 1 }
    }
}
