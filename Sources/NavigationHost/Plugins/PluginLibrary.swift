import Glibc
public import NavigationLayout
import NavigationPluginABI

/// A layout plugin loaded into this process: its name, version and delegate factory. The library
/// stays mapped for the life of the process (`dlclose` of a Swift image crashes the next dynamic
/// cast, notes/plugins.md §2).
public struct LoadedPlugin: Sendable {
    /// The file that was loaded.
    public var path: String
    /// The plugin's name, from its descriptor.
    public var name: String
    /// The plugin's version, from its descriptor.
    public var version: String
    /// Makes a delegate for one map.
    public var factory: NavigationPluginFactory
}

/// Loads layout plugins with `dlopen` and checks their ABI as plain C before any Swift value
/// crosses (SPEC §9).
public enum PluginLibrary {
    /// Loads the plugin at `path` with `RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE`.
    ///
    /// - Throws: ``HostError`` `PluginLoadFailed` (with `dlerror()`'s text), `NotAPlugin`, or
    ///   `PluginABIMismatch` (built with another SDK or Swift compiler).
    public static func load(path: String) throws(HostError) -> LoadedPlugin {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            throw HostError(.pluginLoadFailed, "cannot load plugin \(path): \(reason)")
        }
        guard let symbol = dlsym(handle, NAVLAYOUT_PLUGIN_ENTRY_NAME) else {
            throw HostError(
                .notAPlugin,
                "\(path) has no \(NAVLAYOUT_PLUGIN_ENTRY_NAME) entry point: export one with"
                    + " @_cdecl(\"\(NAVLAYOUT_PLUGIN_ENTRY_NAME)\") returning NavigationPlugin.describe(…)")
        }
        let entry = unsafeBitCast(symbol, to: navlayout_plugin_entry.self)
        guard let descriptor = entry() else {
            throw HostError(.notAPlugin, "\(path): \(NAVLAYOUT_PLUGIN_ENTRY_NAME) returned no descriptor")
        }
        return try read(descriptor, path: path)
    }

    /// Reads a plugin descriptor: the ABI version first, and only if it matches, the rest.
    static func read(_ descriptor: UnsafePointer<navlayout_plugin_descriptor>, path: String) throws(HostError)
        -> LoadedPlugin
    {
        let abi = descriptor.pointee.abi_version
        guard abi == NavigationPlugin.runtimeABIVersion else {
            throw HostError(
                .pluginABIMismatch,
                "\(path) was built for plugin ABI \(abi), this daemon speaks \(NavigationPlugin.runtimeABIVersion)"
                    + " (SDK interface × 100000 + Swift compiler): rebuild the plugin with exactly the toolchain and"
                    + " SDK of this daemon")
        }
        let contents = descriptor.pointee
        guard contents.descriptor_size >= UInt32(MemoryLayout<navlayout_plugin_descriptor>.size),
            let name = contents.name, let version = contents.version, let factoryPointer = contents.factory
        else {
            throw HostError(.notAPlugin, "\(path): its plugin descriptor is incomplete")
        }
        // A real dynamic cast: a plugin that linked its own copy of the SDK fails it instead of
        // crashing later (notes/plugins.md §1.5).
        let object = Unmanaged<AnyObject>.fromOpaque(factoryPointer).takeUnretainedValue()
        guard let factory = object as? NavigationPluginFactory else {
            throw HostError(
                .pluginABIMismatch,
                "\(path) carries its own copy of the NavigationLayout SDK: link it against libNavigationLayout.so"
                    + " (depend on the SDK package's product) instead of its targets")
        }
        return LoadedPlugin(
            path: path, name: String(cString: name), version: String(cString: version), factory: factory)
    }
}
