/// One output line: a scenario's result, with kiwi_bench.py's keys in kiwi_bench.py's order, so
/// the two programs' lines can be compared key by key.
struct BenchRecord {
    private(set) var fields: [(String, JSONValue)] = []

    init(scenario: String, op: String) {
        fields = [("scenario", .string(scenario)), ("op", .string(op))]
    }

    mutating func set(_ key: String, _ value: JSONValue) {
        if let index = fields.firstIndex(where: { $0.0 == key }) {
            fields[index].1 = value
        } else {
            fields.append((key, value))
        }
    }

    /// Sets `key` to a time given in nanoseconds, printed in microseconds as kiwi_bench.py does.
    mutating func setMicroseconds(_ key: String, nanoseconds: Double) {
        set(key, .number(Samples.microseconds(nanoseconds)))
    }

    /// The JSON line, with the fields every record ends with (kiwi_bench.py adds its version and
    /// Python's the same way).
    var line: String {
        var all = fields
        all.append(("solver", .string("navlayout")))
        all.append(("configuration", .string(Self.configuration)))
        return JSONValue.object(all).text
    }

    /// Debug builds are an order of magnitude slower; the line says which one ran.
    private static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }
}
