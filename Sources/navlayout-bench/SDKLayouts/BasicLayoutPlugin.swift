import Glibc
import NavigationHost

/// The BasicLayout plugin, loaded the way the daemon loads plugins (`PluginLibrary.load(path:)`:
/// `dlopen`, then the ABI check before any Swift type crosses), from the directory the benchmark
/// itself was built into, so that plugin, SDK and benchmark come from one build.
///
/// Loaded once per process, before any timing: `dlopen` of a path it has seen returns the same
/// image anyway, and each call of the entry point would make another descriptor.
@MainActor
enum BasicLayoutPlugin {
    static let fileName = "libBasicLayout.so"
    private static var loaded: LoadedPlugin?

    /// The plugin, loaded on first use.
    ///
    /// - Throws: ``BenchError/setup(scenario:_:)`` naming the path and the build command when the
    ///   library is missing, or carrying the loader's reason when it refuses it.
    static func load(for scenario: String) throws(BenchError) -> LoadedPlugin {
        if let loaded { return loaded }
        let path = try executableDirectory(for: scenario) + "/" + fileName
        guard access(path, F_OK) == 0 else {
            throw .setup(
                scenario: scenario,
                "the BasicLayout plugin is missing: expected \(path), next to navlayout-bench. Build it into"
                    + " the same directory with `swift build -c release --product BasicLayout` (plus the"
                    + " --scratch-path navlayout-bench was built with, if any)")
        }
        do {
            let plugin = try PluginLibrary.load(path: path)
            loaded = plugin
            return plugin
        } catch {
            throw .setup(scenario: scenario, "cannot use the BasicLayout plugin: \(error)")
        }
    }

    /// The directory of the running executable, from `/proc/self/exe` (symbolic links resolved by
    /// the kernel), whatever the current directory or the name the benchmark was started by.
    private static func executableDirectory(for scenario: String) throws(BenchError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else {
            throw .setup(
                scenario: scenario,
                "cannot find the benchmark's own directory (readlink /proc/self/exe: \(String(cString: strerror(errno))))"
                    + ", which is where \(fileName) is looked for")
        }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
