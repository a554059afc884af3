/// What playing a plugin through the standard scenario matrix found (SPEC §9 "Probe before use"):
/// the plugin is accepted only if every scenario passed with no error-level diagnostic. Encoded as
/// JSON, it is what `navlayoutd --probe` prints.
public struct ProbeReport: Sendable, Hashable, Codable {
    /// One scenario of the matrix.
    public struct Outcome: Sendable, Hashable, Codable {
        /// The scenario's name (`390x844-ltr`, …).
        public var scenario: String
        /// Whether it passed with no error-level diagnostic.
        public var clean: Bool
        /// The expectations that did not hold and the unexpected input errors, each with its step.
        public var failures: [String]
        /// The error-level diagnostics that appeared, each with its step and map.
        public var errorDiagnostics: [String]
    }

    /// Whether the plugin may be used: every scenario clean.
    public var ok: Bool
    /// The plugin's name, from its descriptor.
    public var name: String
    /// The plugin's version, from its descriptor.
    public var version: String
    /// Every scenario of the matrix, in order.
    public var outcomes: [Outcome]

    /// Plays `plugin` through the standard matrix, a new delegate per map.
    ///
    /// - Throws: ``ScenarioError/invalidMatrix(_:)`` if the matrix shipped with the host is invalid.
    @MainActor
    public static func probe(_ plugin: LoadedPlugin) throws(ScenarioError) -> ProbeReport {
        let runner = ScenarioRunner(plugin: plugin)
        let outcomes = try ScenarioMatrix.standard().scenarios.map { scenario in
            let result = runner.run(scenario)
            return Outcome(
                scenario: scenario.name, clean: result.isClean, failures: result.failures.map(\.description),
                errorDiagnostics: result.errorDiagnostics.map(\.description))
        }
        return ProbeReport(
            ok: outcomes.allSatisfy(\.clean), name: plugin.name, version: plugin.version, outcomes: outcomes)
    }
}
