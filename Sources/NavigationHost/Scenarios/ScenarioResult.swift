public import NavigationLayout

/// What playing a scenario did: every event the host published and every input that failed, each
/// with the index of the step it came from, the diagnostics that appeared on the way, and the
/// expectations that did not hold.
public struct ScenarioResult: Sendable {
    /// An event and the step during which it was published (an input, or a pause whose animation
    /// completions changed a layout).
    public struct RecordedEvent: Sendable, Hashable {
        /// The index of the step in the scenario's `steps`.
        public var step: Int
        /// The event.
        public var event: HostEvent
    }

    /// An input the host refused or failed.
    public struct InputError: Sendable, CustomStringConvertible {
        /// The index of the input's step.
        public var step: Int
        /// The input.
        public var input: ScenarioInput
        /// The host's error.
        public var error: HostError

        /// `steps[4] ShowPrompt("traffic"): InvalidState: …`.
        public var description: String { "steps[\(step)] \(input): \(error)" }
    }

    /// A diagnostic as it first appeared in a map's published diagnostics.
    public struct SeenDiagnostic: Sendable, Hashable, CustomStringConvertible {
        /// The index of the step during which it was published.
        public var step: Int
        /// The map.
        public var map: String
        /// The diagnostic.
        public var diagnostic: LayoutDiagnostic

        /// `steps[7] main: error leftover-views [prompt.traffic.1]: …`.
        public var description: String { "steps[\(step)] \(map): \(diagnostic)" }
    }

    /// Something the scenario expected that did not happen, or an input error nobody expected.
    public struct Failure: Sendable, Hashable, CustomStringConvertible {
        /// The index of the step that found it.
        public var step: Int
        /// What was expected and what was found.
        public var message: String

        /// `steps[12]: main is guidance, want guidance+prompt`.
        public var description: String { "steps[\(step)]: \(message)" }
    }

    /// The scenario that was played.
    public var scenario: Scenario
    /// Every event, in the order published.
    public var events: [RecordedEvent] = []
    /// Every input that failed, in order (expected or not).
    public var inputErrors: [InputError] = []
    /// Every diagnostic when it first appeared in a `Diagnostics` event of its map.
    public var diagnostics: [SeenDiagnostic] = []
    /// The expectations that did not hold and the unexpected input errors, in step order.
    public var failures: [Failure] = []

    /// The error-level diagnostics that appeared (SPEC §9: any of these rejects a plugin).
    public var errorDiagnostics: [SeenDiagnostic] {
        diagnostics.filter { $0.diagnostic.severity == .error }
    }

    /// Whether every expectation held and every input error was expected.
    public var passed: Bool { failures.isEmpty }

    /// Whether the scenario passed and no error-level diagnostic appeared at any point, even
    /// between expectations (what the plugin probe asks).
    public var isClean: Bool { passed && errorDiagnostics.isEmpty }

    /// Several lines: the failures and the error-level diagnostics, each with its step, or
    /// `<name>: passed`.
    public var summary: String {
        guard !isClean else {
            return "\(scenario.name): passed (\(scenario.steps.count) steps, \(events.count) events)"
        }
        let lines =
            failures.map { "  \($0) [\(step($0.step))]" } + errorDiagnostics.map { "  \($0) [\(step($0.step))]" }
        return "\(scenario.name): \(failures.count) failure(s), \(errorDiagnostics.count) error diagnostic(s)\n"
            + lines.joined(separator: "\n")
    }

    private func step(_ index: Int) -> String {
        scenario.steps.indices.contains(index) ? scenario.steps[index].description : "setup"
    }
}
