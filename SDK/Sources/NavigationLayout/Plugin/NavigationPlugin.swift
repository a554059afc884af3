internal import NavigationPluginABI

/// The plugin boundary (SPEC §9): a plugin's entry point describes the plugin in a C-layout
/// descriptor whose first field is the ABI version it was built against. Write it as
///
/// ```swift
/// @_cdecl("navlayout_plugin")
/// public func navlayoutPlugin() -> UnsafeRawPointer {
///     NavigationPlugin.describe(name: "BasicLayout", version: "1.0.0") { BasicLayoutDelegate() }
/// }
/// ```
///
/// Build plugins with exactly the Swift toolchain that built the daemon: the ABI version folds
/// the compiler version in, and the daemon refuses any other.
public enum NavigationPlugin {
    /// The version of the SDK's interface; bumped with every change a plugin could notice.
    public static let interfaceRevision: UInt32 = 4

    /// The ABI version of the SDK in this process (compiled into the SDK library).
    public static let runtimeABIVersion: UInt32 = abiVersion(revision: interfaceRevision, compiler: compilerTag)

    /// The ABI version of the SDK a plugin was compiled against: the body is compiled into the
    /// plugin, so it records the plugin's SDK interface and compiler.
    @_alwaysEmitIntoClient
    public static var compiledABIVersion: UInt32 {
        abiVersion(revision: 4, compiler: compilerTag)
    }

    /// The Swift compiler that compiles the calling code, as major × 10000 + minor × 100 + patch.
    @_alwaysEmitIntoClient
    public static var compilerTag: UInt32 {
        #if compiler(>=7.0)
            return 70000
        #elseif compiler(>=6.5)
            return 60500
        #elseif compiler(>=6.4)
            return 60400
        #elseif compiler(>=6.3.2)
            return 60302
        #elseif compiler(>=6.3.1)
            return 60301
        #elseif compiler(>=6.3)
            return 60300
        #else
            return 60000
        #endif
    }

    /// The ABI version for an interface revision and a compiler tag.
    @_alwaysEmitIntoClient
    public static func abiVersion(revision: UInt32, compiler: UInt32) -> UInt32 {
        revision * 100_000 + compiler
    }

    /// The descriptor a plugin's entry point returns: its name, its version, the ABI it was built
    /// against and a factory for its delegate (called on the main actor, once per map that uses
    /// the plugin). The descriptor lives as long as the process; plugins are never unloaded.
    @_alwaysEmitIntoClient
    public static func describe(
        name: StaticString, version: StaticString,
        makeDelegate: @escaping @MainActor @Sendable () -> any NavigationLayoutDelegate
    ) -> UnsafeRawPointer {
        makeDescriptor(
            abiVersion: compiledABIVersion, name: name.utf8Start, version: version.utf8Start,
            factory: NavigationPluginFactory(makeDelegate))
    }

    @usableFromInline
    static func makeDescriptor(
        abiVersion: UInt32, name: UnsafePointer<UInt8>, version: UnsafePointer<UInt8>,
        factory: NavigationPluginFactory
    ) -> UnsafeRawPointer {
        let descriptor = UnsafeMutablePointer<navlayout_plugin_descriptor>.allocate(capacity: 1)
        descriptor.initialize(
            to: navlayout_plugin_descriptor(
                abi_version: abiVersion,
                descriptor_size: UInt32(MemoryLayout<navlayout_plugin_descriptor>.size),
                name: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self),
                version: UnsafeRawPointer(version).assumingMemoryBound(to: CChar.self),
                factory: UnsafeRawPointer(Unmanaged.passRetained(factory).toOpaque())))
        return UnsafeRawPointer(descriptor)
    }
}

/// Makes a plugin's delegate. Crosses the plugin boundary as an unmanaged object, read by the host
/// only after the ABI versions match.
public final class NavigationPluginFactory: Sendable {
    private let make: @MainActor @Sendable () -> any NavigationLayoutDelegate

    /// Wraps a delegate factory.
    public init(_ make: @escaping @MainActor @Sendable () -> any NavigationLayoutDelegate) {
        self.make = make
    }

    /// A new delegate.
    @MainActor
    public func makeDelegate() -> any NavigationLayoutDelegate {
        make()
    }
}
