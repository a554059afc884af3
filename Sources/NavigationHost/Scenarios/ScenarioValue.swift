/// One JSON value of a scenario file, as written: the arguments of an input are a list of these,
/// checked against the method's parameters when the step is decoded.
public enum ScenarioValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// `null`.
    case null
    /// A list (never a valid argument; kept so that the error can say what was given).
    case array([ScenarioValue])
    /// An object (never a valid argument; kept so that the error can say what was given).
    case object([String: ScenarioValue])

    /// Decodes whatever JSON value is there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
            return
        }
        if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
            return
        }
        do {
            self = .number(try container.decode(Double.self))
            return
        } catch is DecodingError {
            // Not a number: one of the kinds below.
        } catch {
            // A number JSON allows and no Double holds, such as 1e309.
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "a number out of range (\(error))"))
        }
        if let text = try? container.decode(String.self) {
            self = .string(text)
            return
        }
        do {
            self = .array(try container.decode([ScenarioValue].self))
            return
        } catch DecodingError.typeMismatch {
            // Not a list; a list with an unreadable element fails with that element's error.
        }
        self = .object(try container.decode([String: ScenarioValue].self))
    }

    /// Encodes the value as it was written.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .null: try container.encodeNil()
        case .array(let list): try container.encode(list)
        case .object(let fields): try container.encode(fields)
        }
    }

    /// The value as JSON text would show it (`844`, `"rtl"`, `true`).
    public var description: String {
        switch self {
        case .bool(let flag): "\(flag)"
        case .number(let number): Self.format(number)
        case .string(let text): "\"\(text)\""
        case .null: "null"
        case .array(let list): "[" + list.map(\.description).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// What kind of value it is, with an article, for error messages (`the string "844"`).
    var kindDescription: String {
        switch self {
        case .bool: "\(self)"
        case .number: "the number \(self)"
        case .string: "the string \(self)"
        case .null: "null"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// A number without a fractional part is written without one (`390`, not `390.0`).
    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return "\(Int(number))" }
        return "\(number)"
    }
}
