import Foundation
import NavigationLayout
import NavigationPluginABI
import Testing

@testable import NavigationHost

/// The plugin boundary with real files: the BasicLayout plugin built by this package, loaded with
/// dlopen, and the daemon's binary (SPEC §2, §9).
@MainActor
@Suite("Plugin libraries")
struct PluginLibraryTests {
    /// The directory the package's products are built into (the test runner lives there).
    static let buildDirectory: URL = {
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("libBasicLayout.so").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    static var basicLayoutPath: String { buildDirectory.appendingPathComponent("libBasicLayout.so").path }

    @Test func basicLayoutLoadsAndSharesTheHostsSDKTypes() throws {
        let plugin = try PluginLibrary.load(path: Self.basicLayoutPath)
        #expect(plugin.name == "BasicLayout")
        #expect(plugin.version == "1.0.0")

        let map = GMSMapView()
        map.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let delegate = plugin.factory.makeDelegate()
        try map.setLayoutDelegate(delegate)
        delegate.enableNavigationUI(navMap: map, newState: map.components.readyState())

        // The stack view and the layout guide are made by the plugin's code: with two copies of
        // the SDK in the process, these casts would fail silently.
        let stack = try #require(map.subviews.compactMap { $0 as? GMSNavigationHidingStackView }.first)
        #expect(ObjectIdentifier(type(of: stack)) == ObjectIdentifier(GMSNavigationHidingStackView.self))
        #expect(map.layoutGuides.count == 1)
        #expect(map.subviews.contains { $0 === map.components.readyState().googleLogo })
        let layout = map.resolveLayout()
        #expect(layout.view("googleLogo")?.frame == CGRect(x: 0, y: 820, width: 64, height: 24))
    }

    @Test func loadingTheSamePathTwiceGivesTheSameImage() throws {
        // glibc returns the loaded image for a path it has seen: the same delegate type, not a copy
        // (which is why the hot swap copies every new version to its own path, SPEC §9).
        let first = try PluginLibrary.load(path: Self.basicLayoutPath).factory.makeDelegate()
        let second = try PluginLibrary.load(path: Self.basicLayoutPath).factory.makeDelegate()
        #expect(ObjectIdentifier(type(of: first)) == ObjectIdentifier(type(of: second)))
        #expect(first !== second)
    }

    @Test func aFileThatIsNotALibraryIsRefusedWithDlerror() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-plugin-\(getpid()).so").path
        try Data("not an ELF file".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: HostError.self) { try PluginLibrary.load(path: path) }
        #expect(error?.code == .pluginLoadFailed)
        #expect(error?.message.contains("not-a-plugin") == true)
    }

    @Test func aLibraryWithoutTheEntryPointIsNotAPlugin() throws {
        let sdk = Self.buildDirectory.appendingPathComponent("libNavigationLayout.so").path
        let error = #expect(throws: HostError.self) { try PluginLibrary.load(path: sdk) }
        #expect(error?.code == .notAPlugin)
    }

    @Test func anotherABIVersionIsRefusedBeforeAnySwiftValueIsRead() throws {
        // The factory pointer is garbage: the check must stop before reading it.
        var descriptor = navlayout_plugin_descriptor(
            abi_version: NavigationPlugin.runtimeABIVersion + 1,
            descriptor_size: UInt32(MemoryLayout<navlayout_plugin_descriptor>.size), name: nil, version: nil,
            factory: UnsafeRawPointer(bitPattern: 0xDEAD))
        let error = #expect(throws: HostError.self) {
            try withUnsafePointer(to: &descriptor) { try PluginLibrary.read($0, path: "old.so") }
        }
        #expect(error?.code == .pluginABIMismatch)
        #expect(error?.message.contains("rebuild the plugin") == true)
    }

    @Test func theDaemonLinksTheSDKDynamically() throws {
        let daemon = Self.buildDirectory.appendingPathComponent("navlayoutd").path
        let readelf = Process()
        readelf.executableURL = URL(fileURLWithPath: "/usr/bin/readelf")
        readelf.arguments = ["-d", daemon]
        let output = Pipe()
        readelf.standardOutput = output
        try readelf.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        readelf.waitUntilExit()
        #expect(text.contains("(NEEDED)") && text.contains("[libNavigationLayout.so]"), "\(text)")
    }

    /// Runs `navlayoutd` with `arguments`: its exit status, standard output and standard error.
    private func runDaemon(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let daemon = Process()
        daemon.executableURL = Self.buildDirectory.appendingPathComponent("navlayoutd")
        daemon.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        daemon.standardOutput = output
        daemon.standardError = error
        try daemon.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        daemon.waitUntilExit()
        return (daemon.terminationStatus, text, errorText)
    }

    @Test func theDaemonProbesAPluginThroughTheWholeMatrix() throws {
        let run = try runDaemon(["--probe", Self.basicLayoutPath])
        #expect(run.status == 0, "\(run.error)")
        let report = try JSONDecoder().decode(ProbeReport.self, from: Data(run.output.utf8))
        #expect(report.ok && report.name == "BasicLayout" && report.version == "1.0.0")
        #expect(report.outcomes.map(\.scenario) == (try ScenarioMatrix.standard().scenarios.map(\.name)))
        #expect(report.outcomes.allSatisfy { $0.clean && $0.failures.isEmpty && $0.errorDiagnostics.isEmpty })
    }

    @Test func theDaemonRefusesToProbeWhatIsNotAPlugin() throws {
        // The SDK's own library: a real ELF library, without the plugin entry point.
        let sdk = Self.buildDirectory.appendingPathComponent("libNavigationLayout.so").path
        let run = try runDaemon(["--probe", sdk])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("<3>probe failed: "), "\(run.error)")
        #expect(run.error.contains("navlayout_plugin"), "names the missing entry point: \(run.error)")
    }
}
