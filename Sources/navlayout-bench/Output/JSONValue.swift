/// The few JSON shapes the benchmark prints, written by hand so the executable needs no
/// Foundation.
enum JSONValue {
    case string(String)
    case int(Int)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    /// Keys keep their order, so lines read like kiwi_bench.py's.
    case object([(String, JSONValue)])

    var text: String {
        switch self {
        case .string(let value): Self.quoted(value)
        case .int(let value): String(value)
        case .number(let value):
            // Every number printed is a measured time or a coefficient; none can be NaN or infinite.
            Self.finite(value)
        case .bool(let value): value ? "true" : "false"
        case .array(let values): "[" + values.map(\.text).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.map { Self.quoted($0.0) + ": " + $0.1.text }.joined(separator: ", ") + "}"
        }
    }

    private static func finite(_ value: Double) -> String {
        precondition(value.isFinite, "JSON cannot hold \(value)")
        return String(value)
    }

    private static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
