/// Something about a layout that its author should change (SPEC §8): a severity, a stable code,
/// the ids of the views involved and a sentence that says what to change. Diagnostics are values
/// returned with a layout, never thrown.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Worth knowing; the layout is as intended.
        case info
        /// The layout works but breaks a documented rule or loses something.
        case warning
        /// The layout is not what the delegate asked for.
        case error

        private var rank: Int {
            switch self {
            case .info: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders by badness.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How bad it is.
    public var severity: Severity
    /// A stable name for the rule, such as `unsatisfiable-constraints`.
    public var code: String
    /// The ids of the views and guides involved.
    public var viewIDs: [String]
    /// What is wrong and what to change.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Severity, code: String, viewIDs: [String], message: String) {
        self.severity = severity
        self.code = code
        self.viewIDs = viewIDs
        self.message = message
    }

    /// `severity code [ids]: message`.
    public var description: String { "\(severity) \(code) [\(viewIDs.joined(separator: ", "))]: \(message)" }
}
