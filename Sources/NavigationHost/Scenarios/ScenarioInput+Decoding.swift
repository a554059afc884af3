import NavigationLayout

/// The bus methods a scenario may call: which interface each belongs to and its parameters, in
/// SPEC §10's order. Decoding checks an input's map, argument count and argument types here.
enum ScenarioCallTable {
    struct Signature {
        var name: String
        /// `Map1` methods take a map; `Host1` methods (the host's and the navigator's) do not.
        var onMap: Bool
        var parameters: [String]
    }

    static let signatures: [Signature] = [
        Signature(name: "CreateMap", onMap: false, parameters: ["name", "kind"]),
        Signature(name: "RemoveMap", onMap: false, parameters: ["name"]),
        Signature(name: "StartGuidance", onMap: false, parameters: []),
        Signature(name: "StopGuidance", onMap: false, parameters: []),
        Signature(name: "ShowPrompt", onMap: false, parameters: ["kind"]),
        Signature(name: "HidePrompt", onMap: false, parameters: []),
        Signature(name: "SetSpeedWidget", onMap: false, parameters: ["display"]),
        Signature(name: "SetShouldDisplayPrompts", onMap: false, parameters: ["display"]),
        Signature(name: "EnableNavigation", onMap: true, parameters: []),
        Signature(name: "DisableNavigation", onMap: true, parameters: []),
        Signature(
            name: "SetGeometry", onMap: true,
            parameters: ["width", "height", "insetTop", "insetLeft", "insetBottom", "insetRight"]),
        Signature(name: "SetLayoutDirection", onMap: true, parameters: ["direction"]),
        Signature(name: "SetViewContentSize", onMap: true, parameters: ["viewId", "width", "height"]),
        Signature(name: "SetSetting", onMap: true, parameters: ["name", "value"]),
    ]

    static func signature(named name: String) throws(ScenarioFormatProblem) -> Signature {
        if let signature = signatures.first(where: { $0.name == name }) { return signature }
        let names = signatures.map(\.name).joined(separator: ", ")
        if let near = signatures.first(where: { $0.name.lowercased() == name.lowercased() }) {
            throw ScenarioFormatProblem(
                "unknown call \"\(name)\"; did you mean \"\(near.name)\"? (names are case-sensitive)")
        }
        throw ScenarioFormatProblem("unknown call \"\(name)\"; the calls are \(names)")
    }
}

/// Reads the arguments of one call, each checked for its type, with errors that name the call,
/// the argument's position and name, and what was given.
struct ScenarioArguments {
    let signature: ScenarioCallTable.Signature
    let values: [ScenarioValue]

    init(_ signature: ScenarioCallTable.Signature, _ values: [ScenarioValue]) throws(ScenarioFormatProblem) {
        guard values.count == signature.parameters.count else {
            let parameters = signature.parameters
            let takes =
                parameters.isEmpty
                ? "no arguments"
                : "\(parameters.count) argument\(parameters.count == 1 ? "" : "s") (\(parameters.joined(separator: ", ")))"
            throw ScenarioFormatProblem("\(signature.name) takes \(takes), got \(values.count)")
        }
        self.signature = signature
        self.values = values
    }

    private func mismatch(_ index: Int, _ expected: String) -> ScenarioFormatProblem {
        ScenarioFormatProblem(
            "argument \(index + 1) of \(signature.name) (\(signature.parameters[index])) must be \(expected),"
                + " got \(values[index].kindDescription)")
    }

    func number(_ index: Int) throws(ScenarioFormatProblem) -> Double {
        guard case .number(let number) = values[index] else { throw mismatch(index, "a number") }
        return number
    }

    func string(_ index: Int) throws(ScenarioFormatProblem) -> String {
        guard case .string(let text) = values[index] else { throw mismatch(index, "a string") }
        return text
    }

    func bool(_ index: Int) throws(ScenarioFormatProblem) -> Bool {
        guard case .bool(let flag) = values[index] else { throw mismatch(index, "true or false") }
        return flag
    }

    /// A string that must be one of `choices` (by their names).
    func choice<Choice>(_ index: Int, _ choices: [(String, Choice)]) throws(ScenarioFormatProblem) -> Choice {
        let names = choices.map { "\"\($0.0)\"" }.joined(separator: ", ")
        guard case .string(let text) = values[index] else { throw mismatch(index, "one of \(names)") }
        guard let chosen = choices.first(where: { $0.0 == text }) else { throw mismatch(index, "one of \(names)") }
        return chosen.1
    }

    /// A setting's value: a flag, a number or a string (the setting's type is checked by the host).
    func setting(_ index: Int) throws(ScenarioFormatProblem) -> SettingValue {
        switch values[index] {
        case .bool(let flag): .bool(flag)
        case .number(let number): .double(number)
        case .string(let text): .string(text)
        case .null, .array, .object: throw mismatch(index, "true, false, a number or a string")
        }
    }
}

extension ScenarioInput {
    static let directions: [(String, UIUserInterfaceLayoutDirection)] = [("ltr", .leftToRight), ("rtl", .rightToLeft)]
    static let promptKinds = PromptKind.allCases.map { ($0.rawValue, $0) }
    static let speedWidgets = SpeedWidgetDisplay.allCases.map { ($0.rawValue, $0) }
    static let mapKinds: [(String, GMSMapView.Kind)] = [("display", .display), ("projection", .projection)]

    /// The input `call` names, on `map` (only for `Map1` methods; `main` if not given), with
    /// `arguments`.
    ///
    /// - Throws: ``ScenarioFormatProblem`` for an unknown call, a map given to a host method, or
    ///   arguments of the wrong number or type.
    init(call: String, map: String?, arguments: [ScenarioValue]) throws(ScenarioFormatProblem) {
        let signature = try ScenarioCallTable.signature(named: call)
        if !signature.onMap, map != nil {
            throw ScenarioFormatProblem(
                "\(call) is a method of the host (org.navlayout.Host1), not of a map: remove \"map\" from this step")
        }
        let map = map ?? "main"
        let read = try ScenarioArguments(signature, arguments)
        switch call {
        case "CreateMap": self = .createMap(name: try read.string(0), kind: try read.choice(1, Self.mapKinds))
        case "RemoveMap": self = .removeMap(name: try read.string(0))
        case "StartGuidance": self = .startGuidance
        case "StopGuidance": self = .stopGuidance
        case "ShowPrompt": self = .showPrompt(try read.choice(0, Self.promptKinds))
        case "HidePrompt": self = .hidePrompt
        case "SetSpeedWidget": self = .setSpeedWidget(try read.choice(0, Self.speedWidgets))
        case "SetShouldDisplayPrompts": self = .setShouldDisplayPrompts(try read.bool(0))
        case "EnableNavigation": self = .enableNavigation(map: map)
        case "DisableNavigation": self = .disableNavigation(map: map)
        case "SetGeometry":
            let insets = UIEdgeInsets(
                top: CGFloat(try read.number(2)), left: CGFloat(try read.number(3)),
                bottom: CGFloat(try read.number(4)), right: CGFloat(try read.number(5)))
            self = .setGeometry(map: map, width: try read.number(0), height: try read.number(1), insets: insets)
        case "SetLayoutDirection": self = .setLayoutDirection(map: map, try read.choice(0, Self.directions))
        case "SetViewContentSize":
            self = .setViewContentSize(
                map: map, viewID: try read.string(0), width: try read.number(1), height: try read.number(2))
        case "SetSetting": self = .setSetting(map: map, name: try read.string(0), value: try read.setting(1))
        default: preconditionFailure("ScenarioCallTable lists \(call) but ScenarioInput cannot make it")
        }
    }
}
