public import Foundation

/// A scenario: inputs to play against a host, pauses for animations, and what to expect on the
/// way, as a JSON object (docs/scenarios.md):
///
/// ```json
/// { "name": "prompt-390x844",
///   "description": "a traffic prompt over guidance",
///   "steps": [
///     { "call": "SetGeometry", "args": [390, 844, 47, 0, 34, 0] },
///     { "call": "EnableNavigation" },
///     { "call": "StartGuidance" },
///     { "call": "ShowPrompt", "args": ["traffic"] },
///     { "wait": 1 },
///     { "expect": { "state": "guidance+prompt", "noErrorDiagnostics": true } },
///     { "call": "SetGeometry", "args": [-1, 844, 0, 0, 0, 0] },
///     { "expect": { "error": "InvalidArgument" } } ] }
/// ```
///
/// The steps are ``ScenarioStep``s. ``ScenarioRunner`` plays a scenario; ``ScenarioMatrix``
/// makes the standard ones. A scenario file is input: reading one never traps, and every problem
/// is a ``ScenarioError`` naming the step and what was expected.
public struct Scenario: Sendable, Hashable, Codable {
    /// A short name, for reports.
    public var name: String
    /// What the scenario is about, if said.
    public var description: String?
    /// The steps, in order.
    public var steps: [ScenarioStep]

    /// Creates a scenario.
    public init(name: String, description: String? = nil, steps: [ScenarioStep]) {
        self.name = name
        self.description = description
        self.steps = steps
    }

    private static let keys = ["name", "description", "steps"]

    /// Reads a scenario from JSON.
    ///
    /// - Throws: ``ScenarioError/invalidDocument(_:)`` for text that is not JSON, a missing or
    ///   mistyped `name` or `steps`, or an unknown key; ``ScenarioError/invalidStep(index:_:)`` for
    ///   the first step that is not valid.
    public static func decode(from data: Data) throws(ScenarioError) -> Scenario {
        try ScenarioError.decode(Scenario.self, from: data, reportedAs: ScenarioError.invalidDocument)
    }

    /// Reads a scenario file.
    ///
    /// - Throws: ``ScenarioError/unreadable(path:reason:)``, or what ``decode(from:)`` throws.
    public static func load(contentsOf url: URL) throws(ScenarioError) -> Scenario {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        return try decode(from: data)
    }

    /// The scenario as JSON (pretty-printed, keys sorted), as ``decode(from:)`` reads it.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            preconditionFailure("a scenario of finite numbers always encodes: \(error)")
        }
    }

    /// Decodes a scenario, each step with its index in the errors.
    public init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<ScenarioCodingKey>
        do {
            container = try decoder.container(keyedBy: ScenarioCodingKey.self)
        } catch {
            throw ScenarioFormatProblem("a scenario is a JSON object with \"name\" and \"steps\"")
        }
        try container.rejectUnknownKeys(Self.keys, in: "a scenario")
        name = try ScenarioStep.field(String.self, "name", in: container, "a string")
        description = try ScenarioStep.optionalField(String.self, "description", in: container, "a string")
        guard container.contains(ScenarioCodingKey("steps")) else {
            throw ScenarioFormatProblem("\"steps\" is missing: it must be a list of steps")
        }
        var list: any UnkeyedDecodingContainer
        do {
            list = try container.nestedUnkeyedContainer(forKey: ScenarioCodingKey("steps"))
        } catch {
            throw ScenarioFormatProblem("\"steps\" must be a list of steps")
        }
        var steps: [ScenarioStep] = []
        while !list.isAtEnd {
            let index = list.currentIndex
            do {
                steps.append(try list.decode(ScenarioStep.self))
            } catch let problem as ScenarioFormatProblem {
                throw ScenarioError.invalidStep(index: index, problem.message)
            } catch let error as DecodingError {
                throw ScenarioError.invalidStep(index: index, error.scenarioMessage)
            }
        }
        self.steps = steps
    }

    /// Encodes the scenario in the form it is read in.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ScenarioCodingKey.self)
        try container.encode(name, forKey: ScenarioCodingKey("name"))
        try container.encodeIfPresent(description, forKey: ScenarioCodingKey("description"))
        try container.encode(steps, forKey: ScenarioCodingKey("steps"))
    }
}
