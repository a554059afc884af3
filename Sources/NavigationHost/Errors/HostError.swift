/// Why the host refused or failed an operation: a code clients can match (published on the bus
/// as `org.navlayout.Error.<code>`), a message that says what was wrong and what to do, and the
/// underlying error if there is one.
public struct HostError: Error, Sendable, CustomStringConvertible {
    /// A stable name for the kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String {
            case pluginLoadFailed = "PluginLoadFailed"
            case notAPlugin = "NotAPlugin"
            case pluginABIMismatch = "PluginABIMismatch"
            case invalidState = "InvalidState"
            case unknownMap = "UnknownMap"
            case mapExists = "MapExists"
            case invalidArgument = "InvalidArgument"
            case delegateRefused = "DelegateRefused"
            case unknownView = "UnknownView"
        }

        private let value: Value

        /// `dlopen` refused the file (missing, not a shared library, unresolved symbols).
        public static let pluginLoadFailed = Code(value: .pluginLoadFailed)
        /// The library has no usable `navlayout_plugin` entry point.
        public static let notAPlugin = Code(value: .notAPlugin)
        /// The plugin was built against another SDK interface or another Swift compiler.
        public static let pluginABIMismatch = Code(value: .pluginABIMismatch)
        /// The input makes no sense in the current state (SPEC §6); nothing changed.
        public static let invalidState = Code(value: .invalidState)
        /// No map has that name.
        public static let unknownMap = Code(value: .unknownMap)
        /// A map with that name exists already.
        public static let mapExists = Code(value: .mapExists)
        /// An argument is malformed (not finite, negative, unknown name).
        public static let invalidArgument = Code(value: .invalidArgument)
        /// The map refused the delegate (`setLayoutDelegate(_:)`'s errors).
        public static let delegateRefused = Code(value: .delegateRefused)
        /// The map's tree has no view with that id.
        public static let unknownView = Code(value: .unknownView)

        /// The name used in the bus error `org.navlayout.Error.<name>`.
        public var description: String { value.rawValue }
    }

    /// What kind of failure it is.
    public var code: Code
    /// What was wrong and what to do.
    public var message: String
    /// Where the host raised it.
    public var file: String
    public var line: Int

    /// Creates an error.
    public init(_ code: Code, _ message: String, file: String = #fileID, line: Int = #line) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
    }

    /// `Code: message`.
    public var description: String { "\(code): \(message)" }
}
