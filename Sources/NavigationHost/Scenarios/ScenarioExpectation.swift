/// What a scenario expects at one point, about one map (`main` unless `map` says otherwise):
///
/// ```json
/// { "expect": { "map": "main", "state": "guidance+prompt",
///               "frames": { "turnCard": [0, 0, 390, 140] }, "hidden": ["button.myLocation"],
///               "noErrorDiagnostics": true, "diagnostics": ["viewport-covered"] } }
/// { "expect": { "error": "InvalidState" } }
/// ```
///
/// - `state`: the map's state, `disabled`, `ready`, `guidance` or `guidance+prompt`.
/// - `error`: the previous input failed with this ``HostError`` code (`InvalidState`,
///   `InvalidArgument`, `UnknownMap`, …). An input that fails without such an expectation after it
///   is a failure of the scenario.
/// - `frames`: views or layout guides by id, each `[x, y, width, height]` in map coordinates,
///   equal within ``ScenarioExpectation/tolerance``.
/// - `hidden`: views that are in the layout and hidden.
/// - `noErrorDiagnostics`: `true` to check that the map has no error-level diagnostic.
/// - `diagnostics`: the codes of the map's diagnostics, exactly (order and repeats aside; `[]`
///   for none).
///
/// Frames, hidden views and diagnostics are the map's as they are at that point (what `GetLayout`
/// would return), not only what was last published. An expectation checks at least one thing.
public struct ScenarioExpectation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A frame as a scenario writes it: `[x, y, width, height]`.
    public struct Frame: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The frame's origin and size.
        public var x, y, width, height: Double

        /// Creates a frame.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// Decodes `[x, y, width, height]`.
        public init(from decoder: any Decoder) throws {
            guard let values = try? decoder.singleValueContainer().decode([Double].self), values.count == 4 else {
                throw ScenarioFormatProblem("a frame is written [x, y, width, height]: a list of 4 numbers")
            }
            self.init(x: values[0], y: values[1], width: values[2], height: values[3])
        }

        /// Encodes `[x, y, width, height]`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode([x, y, width, height])
        }

        /// `[x, y, width, height]`.
        public var description: String {
            "[" + [x, y, width, height].map(ScenarioValue.format).joined(separator: ", ") + "]"
        }
    }

    /// How far a frame's coordinates may be from the expected ones, in points.
    public static let tolerance = 0.001

    /// The map the checks are about.
    public var map: String
    /// The map's state, if checked.
    public var state: MapState?
    /// The ``HostError`` code the previous input failed with, if it is expected to fail.
    public var error: String?
    /// Frames of views or guides by id, if checked.
    public var frames: [String: Frame]?
    /// Views that must be hidden, if checked.
    public var hidden: [String]?
    /// Whether to check that the map has no error-level diagnostic.
    public var noErrorDiagnostics: Bool
    /// The codes the map's diagnostics must have, if checked.
    public var diagnostics: [String]?

    /// Creates an expectation; it must check at least one thing to be of use.
    public init(
        map: String = "main", state: MapState? = nil, error: String? = nil, frames: [String: Frame]? = nil,
        hidden: [String]? = nil, noErrorDiagnostics: Bool = false, diagnostics: [String]? = nil
    ) {
        self.map = map
        self.state = state
        self.error = error
        self.frames = frames
        self.hidden = hidden
        self.noErrorDiagnostics = noErrorDiagnostics
        self.diagnostics = diagnostics
    }

    private static let keys = ["map", "state", "error", "frames", "hidden", "noErrorDiagnostics", "diagnostics"]

    /// Decodes the object inside `"expect"`.
    ///
    /// - Throws: ``ScenarioFormatProblem`` for unknown keys, values of the wrong type, an unknown
    ///   state, `noErrorDiagnostics` other than `true`, or an expectation that checks nothing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ScenarioCodingKey.self)
        try container.rejectUnknownKeys(Self.keys, in: "an expectation")
        map = try ScenarioStep.optionalField(String.self, "map", in: container, "a map's name, a string") ?? "main"
        let states = MapState.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        if let name = try ScenarioStep.optionalField(String.self, "state", in: container, "one of \(states)") {
            guard let state = MapState(rawValue: name) else {
                throw ScenarioFormatProblem("\"state\" must be one of \(states), got \"\(name)\"")
            }
            self.state = state
        }
        error = try ScenarioStep.optionalField(
            String.self, "error", in: container, "a HostError code such as \"InvalidState\"")
        if let written = try ScenarioStep.optionalField(
            [String: ScenarioValue].self, "frames", in: container, "an object of view ids to [x, y, width, height]")
        {
            var frames: [String: Frame] = [:]
            for (id, value) in written {
                guard case .array(let items) = value, items.count == 4 else {
                    throw ScenarioFormatProblem(
                        "\"frames\".\(id) must be [x, y, width, height] (4 numbers), got \(value.kindDescription)")
                }
                var numbers: [Double] = []
                for item in items {
                    guard case .number(let number) = item else {
                        throw ScenarioFormatProblem(
                            "\"frames\".\(id) must be [x, y, width, height] (4 numbers), got \(item.kindDescription) in it"
                        )
                    }
                    numbers.append(number)
                }
                frames[id] = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
            self.frames = frames
        }
        hidden = try ScenarioStep.optionalField([String].self, "hidden", in: container, "a list of view ids")
        let checkDiagnostics = try ScenarioStep.optionalField(Bool.self, "noErrorDiagnostics", in: container, "true")
        guard checkDiagnostics != false else {
            throw ScenarioFormatProblem(
                "\"noErrorDiagnostics\" can only be true (it does not expect errors); leave it out to not check")
        }
        noErrorDiagnostics = checkDiagnostics == true
        diagnostics = try ScenarioStep.optionalField(
            [String].self, "diagnostics", in: container, "a list of diagnostic codes")
        guard state != nil || error != nil || frames != nil || hidden != nil || noErrorDiagnostics || diagnostics != nil
        else {
            throw ScenarioFormatProblem(
                "an expectation must check at least one of \"state\", \"error\", \"frames\", \"hidden\","
                    + " \"noErrorDiagnostics\", \"diagnostics\"")
        }
    }

    /// Encodes the checks that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ScenarioCodingKey.self)
        if map != "main" { try container.encode(map, forKey: ScenarioCodingKey("map")) }
        try container.encodeIfPresent(state?.rawValue, forKey: ScenarioCodingKey("state"))
        try container.encodeIfPresent(error, forKey: ScenarioCodingKey("error"))
        try container.encodeIfPresent(frames, forKey: ScenarioCodingKey("frames"))
        try container.encodeIfPresent(hidden, forKey: ScenarioCodingKey("hidden"))
        if noErrorDiagnostics { try container.encode(true, forKey: ScenarioCodingKey("noErrorDiagnostics")) }
        try container.encodeIfPresent(diagnostics, forKey: ScenarioCodingKey("diagnostics"))
    }

    /// `expect main: state guidance, error InvalidState, 2 frames, no error diagnostics`.
    public var description: String {
        var checks: [String] = []
        if let state { checks.append("state \(state.rawValue)") }
        if let error { checks.append("error \(error)") }
        if let frames { checks.append("\(frames.count) frame\(frames.count == 1 ? "" : "s")") }
        if let hidden { checks.append("hidden \(hidden.joined(separator: ", "))") }
        if noErrorDiagnostics { checks.append("no error diagnostics") }
        if let diagnostics { checks.append("diagnostics [\(diagnostics.joined(separator: ", "))]") }
        return "expect \(map): " + checks.joined(separator: ", ")
    }
}
