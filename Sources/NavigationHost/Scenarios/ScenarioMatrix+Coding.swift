import NavigationLayout

/// The matrix's JSON form: names as the bus writes them (`ltr`, `both`, `betterRoute`), sizes as
/// `{ "width", "height", "insets": [top, left, bottom, right] }`, the change pair as
/// `{ "from", "to" }`. Every value is checked; a problem names its key.
extension ScenarioMatrix {
    private static let keys = [
        "description", "sizes", "directions", "speedWidgets", "promptKinds", "promptChange", "settleSeconds",
    ]

    /// Decodes and checks a matrix.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ScenarioCodingKey.self)
        try container.rejectUnknownKeys(Self.keys, in: "the matrix")
        let sizes = try Self.list(
            [[String: ScenarioValue]].self, "sizes", in: container,
            "a list of {\"width\", \"height\", \"insets\": [top, left, bottom, right]}")
        let directions = try Self.names("directions", in: container, ScenarioInput.directions)
        let speedWidgets = try Self.names("speedWidgets", in: container, ScenarioInput.speedWidgets)
        let promptKinds = try Self.names("promptKinds", in: container, ScenarioInput.promptKinds)
        let change = try ScenarioStep.field(
            [String: String].self, "promptChange", in: container, "{\"from\": kind, \"to\": kind}")
        guard let from = change["from"], let to = change["to"], change.count == 2 else {
            throw ScenarioFormatProblem("\"promptChange\" must be {\"from\": kind, \"to\": kind}")
        }
        let settle = try ScenarioStep.field(Double.self, "settleSeconds", in: container, "a number of seconds")
        guard (0...ScenarioStep.longestWait).contains(settle) else {
            throw ScenarioFormatProblem(
                "\"settleSeconds\" must be from 0 to \(Int(ScenarioStep.longestWait)) (a day), got"
                    + " \(ScenarioValue.format(settle))")
        }
        var checkedSizes: [Size] = []
        for (index, fields) in sizes.enumerated() {
            let size = try Self.size(fields, at: index)
            if let earlier = checkedSizes.firstIndex(of: size) {
                throw ScenarioFormatProblem("sizes[\(index)] repeats sizes[\(earlier)] (\(size.label))")
            }
            checkedSizes.append(size)
        }
        if let repeated = Self.firstRepeat(in: directions.map(ScenarioInput.directionName)) {
            throw ScenarioFormatProblem("\"directions\" names \"\(repeated)\" twice")
        }
        self.init(
            sizes: checkedSizes,
            directions: directions, speedWidgets: speedWidgets, promptKinds: promptKinds,
            changeFrom: try Self.name(from, "promptChange.from", ScenarioInput.promptKinds),
            changeTo: try Self.name(to, "promptChange.to", ScenarioInput.promptKinds), settleSeconds: settle)
    }

    /// Encodes the matrix in the form it is read in.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ScenarioCodingKey.self)
        let sizes = sizes.map { size -> [String: ScenarioValue] in
            let insets = [size.insets.top, size.insets.left, size.insets.bottom, size.insets.right]
            return [
                "width": .number(size.width), "height": .number(size.height),
                "insets": .array(insets.map { .number(Double($0)) }),
            ]
        }
        try container.encode(sizes, forKey: ScenarioCodingKey("sizes"))
        try container.encode(directions.map(ScenarioInput.directionName), forKey: ScenarioCodingKey("directions"))
        try container.encode(speedWidgets.map(\.rawValue), forKey: ScenarioCodingKey("speedWidgets"))
        try container.encode(promptKinds.map(\.rawValue), forKey: ScenarioCodingKey("promptKinds"))
        try container.encode(
            ["from": changeFrom.rawValue, "to": changeTo.rawValue], forKey: ScenarioCodingKey("promptChange"))
        try container.encode(settleSeconds, forKey: ScenarioCodingKey("settleSeconds"))
    }

    private static func list<Element>(
        _ type: [Element].Type, _ key: String, in container: KeyedDecodingContainer<ScenarioCodingKey>,
        _ expected: String
    ) throws(ScenarioFormatProblem) -> [Element] where Element: Decodable {
        let values = try ScenarioStep.field(type, key, in: container, expected)
        guard !values.isEmpty else {
            throw ScenarioFormatProblem("\"\(key)\" must not be empty: it must be \(expected)")
        }
        return values
    }

    private static func names<Value>(
        _ key: String, in container: KeyedDecodingContainer<ScenarioCodingKey>, _ choices: [(String, Value)]
    ) throws(ScenarioFormatProblem) -> [Value] {
        let list = try Self.list([String].self, key, in: container, "a list of names")
        var values: [Value] = []
        for (index, name) in list.enumerated() {
            values.append(try Self.name(name, "\(key)[\(index)]", choices))
        }
        return values
    }

    private static func name<Value>(_ name: String, _ key: String, _ choices: [(String, Value)])
        throws(ScenarioFormatProblem) -> Value
    {
        guard let value = choices.first(where: { $0.0 == name })?.1 else {
            throw ScenarioFormatProblem(
                "\(key) must be one of \(choices.map { "\"\($0.0)\"" }.joined(separator: ", ")), got \"\(name)\"")
        }
        return value
    }

    private static func size(_ fields: [String: ScenarioValue], at index: Int) throws(ScenarioFormatProblem) -> Size {
        let key = "sizes[\(index)]"
        let form = "{\"width\": number, \"height\": number, \"insets\": [top, left, bottom, right]}"
        guard Set(fields.keys).isSubset(of: ["width", "height", "insets"]),
            case .number(let width) = fields["width"], case .number(let height) = fields["height"],
            width > 0, height > 0
        else {
            throw ScenarioFormatProblem("\(key) must be \(form) with a width and height > 0")
        }
        var insets: [Double] = [0, 0, 0, 0]
        if let written = fields["insets"] {
            guard case .array(let items) = written, items.count == 4 else {
                throw ScenarioFormatProblem("\(key).insets must be [top, left, bottom, right]: 4 numbers")
            }
            insets = []
            for item in items {
                guard case .number(let inset) = item, inset >= 0 else {
                    throw ScenarioFormatProblem("\(key).insets must be 4 numbers ≥ 0, got \(item.kindDescription)")
                }
                insets.append(inset)
            }
        }
        guard insets[1] + insets[3] <= width, insets[0] + insets[2] <= height else {
            throw ScenarioFormatProblem(
                "\(key).insets [\(insets.map(ScenarioValue.format).joined(separator: ", "))] do not fit a"
                    + " \(ScenarioValue.format(width)) × \(ScenarioValue.format(height)) screen")
        }
        return Size(
            width: width, height: height,
            insets: UIEdgeInsets(
                top: CGFloat(insets[0]), left: CGFloat(insets[1]), bottom: CGFloat(insets[2]),
                right: CGFloat(insets[3])))
    }

    private static func firstRepeat(in names: [String]) -> String? {
        var seen = Set<String>()
        return names.first { !seen.insert($0).inserted }
    }
}
