/// One step of a scenario, in one of three JSON forms:
///
/// - an input, `{ "call": "SetGeometry", "map": "main", "args": [390, 844, 47, 0, 34, 0] }`: a
///   bus method of SPEC §10 by its exact name, with its arguments in order (`args` may be left out
///   for a method without any; `map` is only for `Map1` methods and defaults to `main`);
/// - a pause, `{ "wait": 0.5 }`: the runner's clock moves on that many seconds, and the animation
///   completions that fall due run;
/// - an expectation, `{ "expect": { … } }`: see ``ScenarioExpectation``.
public enum ScenarioStep: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A bus method call.
    case input(ScenarioInput)
    /// Seconds for the clock to move on.
    case wait(seconds: Double)
    /// Checks of the host's state.
    case expect(ScenarioExpectation)

    private static let inputKeys = ["call", "map", "args"]
    private static let forms = "an input {\"call\": …}, a pause {\"wait\": seconds} or an expectation {\"expect\": {…}}"

    /// Decodes one step.
    ///
    /// - Throws: ``ScenarioFormatProblem`` (made into ``ScenarioError/invalidStep(index:_:)`` by
    ///   ``Scenario``) for a step of none or several of the forms, unknown keys, an unknown call,
    ///   arguments of the wrong number or type, or an invalid expectation.
    public init(from decoder: any Decoder) throws {
        let container: KeyedDecodingContainer<ScenarioCodingKey>
        do {
            container = try decoder.container(keyedBy: ScenarioCodingKey.self)
        } catch {
            throw ScenarioFormatProblem("a step must be an object: \(Self.forms)")
        }
        let keys = Set(container.allKeys.map(\.stringValue))
        let forms = ["call", "wait", "expect"].filter { keys.contains($0) }
        guard forms.count == 1, let form = forms.first else {
            let found = keys.isEmpty ? "no keys" : "keys " + keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw ScenarioFormatProblem("a step must be exactly one of \(Self.forms); this one has \(found)")
        }
        switch form {
        case "call":
            try container.rejectUnknownKeys(Self.inputKeys, in: "an input")
            let call = try Self.field(String.self, "call", in: container, "the bus method's name, a string")
            let map = try Self.optionalField(String.self, "map", in: container, "a map's name, a string")
            let arguments =
                try Self.optionalField([ScenarioValue].self, "args", in: container, "a list of arguments") ?? []
            self = .input(try ScenarioInput(call: call, map: map, arguments: arguments))
        case "wait":
            try container.rejectUnknownKeys(["wait"], in: "a pause")
            let seconds = try Self.field(Double.self, "wait", in: container, "a number of seconds")
            guard (0...Self.longestWait).contains(seconds) else {
                throw ScenarioFormatProblem(
                    "\"wait\" must be a number of seconds from 0 to \(Int(Self.longestWait)) (a day), got"
                        + " \(ScenarioValue.format(seconds))")
            }
            self = .wait(seconds: seconds)
        default:
            try container.rejectUnknownKeys(["expect"], in: "an expectation step (its checks go inside \"expect\")")
            do {
                self = .expect(try container.decode(ScenarioExpectation.self, forKey: ScenarioCodingKey("expect")))
            } catch let problem as ScenarioFormatProblem {
                throw ScenarioFormatProblem("expect: \(problem.message)")
            } catch {
                throw ScenarioFormatProblem("\"expect\" must be an object of checks (state, error, frames, …)")
            }
        }
    }

    /// Encodes the step in the form it is read in.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ScenarioCodingKey.self)
        switch self {
        case .input(let input):
            try container.encode(input.call, forKey: ScenarioCodingKey("call"))
            if let map = input.map, map != "main" { try container.encode(map, forKey: ScenarioCodingKey("map")) }
            if !input.arguments.isEmpty { try container.encode(input.arguments, forKey: ScenarioCodingKey("args")) }
        case .wait(let seconds):
            try container.encode(seconds, forKey: ScenarioCodingKey("wait"))
        case .expect(let expectation):
            try container.encode(expectation, forKey: ScenarioCodingKey("expect"))
        }
    }

    /// `main.SetGeometry(390, 844, 47, 0, 34, 0)`, `wait 0.5 s`, `expect main: state guidance, …`.
    public var description: String {
        switch self {
        case .input(let input): input.description
        case .wait(let seconds): "wait \(ScenarioValue.format(seconds)) s"
        case .expect(let expectation): expectation.description
        }
    }

    /// The longest pause a step or the matrix may ask for: a day, which outlasts any animation.
    static let longestWait: Double = 86_400

    static func field<Value: Decodable>(
        _ type: Value.Type, _ key: String, in container: KeyedDecodingContainer<ScenarioCodingKey>, _ expected: String
    ) throws(ScenarioFormatProblem) -> Value {
        guard let value = try optionalField(type, key, in: container, expected) else {
            throw ScenarioFormatProblem("\"\(key)\" is missing: it must be \(expected)")
        }
        return value
    }

    static func optionalField<Value: Decodable>(
        _ type: Value.Type, _ key: String, in container: KeyedDecodingContainer<ScenarioCodingKey>, _ expected: String
    ) throws(ScenarioFormatProblem) -> Value? {
        let codingKey = ScenarioCodingKey(key)
        guard container.contains(codingKey) else { return nil }
        do {
            return try container.decode(type, forKey: codingKey)
        } catch {
            let given: String
            do {
                given = try container.decode(ScenarioValue.self, forKey: codingKey).kindDescription
            } catch let unreadable as DecodingError {
                throw ScenarioFormatProblem("\"\(key)\" cannot be read: \(unreadable.scenarioMessage)")
            } catch {
                given = "something else"
            }
            throw ScenarioFormatProblem("\"\(key)\" must be \(expected), got \(given)")
        }
    }
}
