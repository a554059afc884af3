import Foundation
import Glibc
import NavigationLayout
import NavigationPluginABI
import Testing

@testable import NavigationHost

/// Tests for the mutants of the plugin boundary (PluginLibrary.swift, NavigationPlugin.swift,
/// navlayoutd's --probe) that survived the root suite. Each names the mutant it catches. The
/// built plugin libraries are found the way `PluginLibraryTests` finds them.
@MainActor
@Suite struct PluginMutationGapTests {
    static var buildDirectory: URL { PluginLibraryTests.buildDirectory }

    /// A descriptor with a real factory; the factory is retained once, as `describe` does.
    private static func descriptor(
        abi: UInt32 = NavigationPlugin.runtimeABIVersion,
        size: UInt32 = UInt32(MemoryLayout<navlayout_plugin_descriptor>.size),
        factory: AnyObject = NavigationPluginFactory { BuiltInLayout() }
    ) -> navlayout_plugin_descriptor {
        let name: StaticString = "Gap"
        let version: StaticString = "0.1"
        return navlayout_plugin_descriptor(
            abi_version: abi, descriptor_size: size,
            name: UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self),
            version: UnsafeRawPointer(version.utf8Start).assumingMemoryBound(to: CChar.self),
            factory: UnsafeRawPointer(Unmanaged.passRetained(factory).toOpaque()))
    }

    private static func read(_ descriptor: navlayout_plugin_descriptor) throws(HostError) -> LoadedPlugin {
        var descriptor = descriptor
        return try withUnsafePointer(to: &descriptor) { (pointer) throws(HostError) in
            try PluginLibrary.read(pointer, path: "gap.so")
        }
    }

    /// The descriptor helper itself is accepted: the refusals below are about one field each.
    @Test func aCompleteDescriptorIsAccepted() throws {
        let plugin = try Self.read(Self.descriptor())
        #expect(plugin.name == "Gap" && plugin.version == "0.1")
    }

    /// Catches a mutant, PluginLibrary.read: `abi == runtimeABIVersion` weakened to `abi <=`. SPEC §9:
    /// an ABI mismatch rejects the plugin, in either direction; a plugin built against an older SDK
    /// interface or an older compiler is as foreign as a newer one. The factory pointer is garbage:
    /// nothing past the ABI version may be read.
    @Test func anOlderABIVersionIsRefusedToo() {
        var descriptor = navlayout_plugin_descriptor(
            abi_version: NavigationPlugin.runtimeABIVersion - 1,
            descriptor_size: UInt32(MemoryLayout<navlayout_plugin_descriptor>.size), name: nil, version: nil,
            factory: UnsafeRawPointer(bitPattern: 0xDEAD))
        let error = #expect(throws: HostError.self) {
            try withUnsafePointer(to: &descriptor) { try PluginLibrary.read($0, path: "older.so") }
        }
        #expect(error?.code == .pluginABIMismatch)
    }

    /// Catches a mutant, PluginLibrary.read: the `descriptor_size` check dropped (`>= 0`). A descriptor
    /// shorter than the host's cannot hold the fields the host reads, even if they happen to be set.
    @Test func aDescriptorShorterThanTheHostsIsRefused() {
        let error = #expect(throws: HostError.self) { try Self.read(Self.descriptor(size: 8)) }
        #expect(error?.code == .notAPlugin)
        #expect(error?.message.contains("incomplete") == true)
    }

    /// Catches a mutant, PluginLibrary.read: a factory that is not the host's `NavigationPluginFactory`
    /// reported as `.notAPlugin`. The documented meaning (notes/plugins.md §1.5, the message
    /// itself): the plugin linked its own copy of the SDK, an ABI mismatch.
    @Test func aFactoryOfAnotherClassIsAnABIMismatch() {
        final class SomethingElse {}
        let error = #expect(throws: HostError.self) { try Self.read(Self.descriptor(factory: SomethingElse())) }
        #expect(error?.code == .pluginABIMismatch)
        #expect(error?.message.contains("own copy of the NavigationLayout SDK") == true)
    }

    /// Catches a mutant, PluginLibrary.load: dlerror()'s text dropped from the message. The existing
    /// test only finds the path (which the message names anyway); the reason must be there too.
    @Test func aLoadFailureCarriesDlerrorsReason() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gap-not-elf-\(getpid()).so").path
        try Data("not an ELF file".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // What glibc says about this file (not a library: nothing is mapped).
        #expect(dlopen(path, RTLD_NOW | RTLD_LOCAL) == nil)
        let reason = try #require(dlerror().map { String(cString: $0) })
        let error = #expect(throws: HostError.self) { try PluginLibrary.load(path: path) }
        #expect(error?.code == .pluginLoadFailed)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "") lacks \(reason)")
    }

    /// Catches a mutant, PluginLibrary.load: `RTLD_LOCAL` turned into `RTLD_GLOBAL`. SPEC §9 loads with
    /// RTLD_LOCAL: two versions of one plugin share every symbol name, and a global image would
    /// resolve the next one's symbols to the first. After a load, the plugin's entry point must not
    /// be visible in the global scope.
    @Test func aLoadedPluginStaysOutOfTheGlobalScope() throws {
        _ = try PluginLibrary.load(path: PluginLibraryTests.basicLayoutPath)
        #expect(dlsym(nil, NAVLAYOUT_PLUGIN_ENTRY_NAME) == nil)  // nil is RTLD_DEFAULT
    }

    /// Catches a mutant, PluginLibrary.read: the factory taken `takeRetainedValue()`. The descriptor owns
    /// its factory for the life of the process (NavigationPlugin.describe); reading it must not
    /// consume that reference, or the factory dies with the first LoadedPlugin and a second read of
    /// the same descriptor (a plugin that caches it) uses freed memory.
    @Test func readingADescriptorLeavesItsFactoryAlive() throws {
        let descriptor = NavigationPlugin.describe(name: "Gap", version: "0.2") { BuiltInLayout() }
            .assumingMemoryBound(to: navlayout_plugin_descriptor.self)
        weak var factory: NavigationPluginFactory?
        do {
            let first = try PluginLibrary.read(descriptor, path: "gap.so")
            factory = first.factory
        }
        try #require(factory != nil, "the descriptor's factory was released by read(_:path:)")
        let second = try PluginLibrary.read(descriptor, path: "gap.so")
        #expect(second.factory === factory)
    }

    /// Catches a mutant, NavigationPlugin.abiVersion: `revision * 100_000` turned into `* 10_000`. The
    /// daemon's own message documents the encoding ("SDK interface × 100000 + Swift compiler"); with
    /// 10 000 it is no longer one-to-one (revision 4 + 6.3.1 == revision 5 + 5.3.1).
    @Test func theABIVersionIsTheDocumentedEncoding() {
        #expect(
            NavigationPlugin.runtimeABIVersion == NavigationPlugin.interfaceRevision * 100_000
                + NavigationPlugin.compilerTag)
        #expect(NavigationPlugin.abiVersion(revision: 4, compiler: 60301) == 460_301)
        #expect(
            NavigationPlugin.abiVersion(revision: 4, compiler: 60301)
                != NavigationPlugin.abiVersion(revision: 5, compiler: 50301))
    }

    /// Catches a mutant, NavigationPlugin.compilerTag: the 6.3.1 branch returning 60300. Within one build
    /// both sides agree, but then a plugin built by Swift 6.3.0 would pass the check of SPEC §9. The
    /// truth is the compiler SwiftPM recorded for this build (`swift-version-*.txt` next to the
    /// products: "Swift version 6.3.1 (…)").
    @Test func theCompilerTagIsTheCompilerThatBuiltThePackage() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.buildDirectory.path)
        let name = try #require(files.first { $0.hasPrefix("swift-version-") && $0.hasSuffix(".txt") })
        let text = try String(contentsOf: Self.buildDirectory.appendingPathComponent(name), encoding: .utf8)
        let match = try #require(text.firstMatch(of: #/Swift version (\d+)\.(\d+)(?:\.(\d+))?/#))
        let tag = UInt32(match.1)! * 10_000 + UInt32(match.2)! * 100 + UInt32(match.3.map { String($0) } ?? "0")!
        #expect(NavigationPlugin.compilerTag == tag, "\(text)")
        #expect(NavigationPlugin.runtimeABIVersion % 100_000 == tag)
    }

    /// Catches two mutants: `describe` passing `runtimeABIVersion`, and `compiledABIVersion` using
    /// `interfaceRevision`. Both make the plugin report the ABI of whatever SDK it is loaded with,
    /// so the check of SPEC §9 always passes. In one build both sides agree, so only the binary
    /// tells: the plugin must carry its ABI version as a constant, not import it from the SDK.
    @Test func aPluginCarriesItsOwnABIVersion() throws {
        let nm = Process()
        nm.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        nm.arguments = ["-D", "--undefined-only", PluginLibraryTests.basicLayoutPath]
        let output = Pipe()
        nm.standardOutput = output
        try nm.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        nm.waitUntilExit()
        #expect(nm.terminationStatus == 0)
        #expect(text.contains("makeDescriptor"), "nm lists the SDK symbols the plugin imports: \(text)")
        #expect(!text.contains("runtimeABIVersion"), "\(text)")
        #expect(!text.contains("interfaceRevision"), "\(text)")
    }

    /// Catches a mutant, navlayoutd: `arguments.count == 2` weakened to `>= 2`. Extra arguments are a
    /// usage error (status 64), not silently ignored.
    @Test func theDaemonRefusesExtraProbeArguments() throws {
        let daemon = Process()
        daemon.executableURL = Self.buildDirectory.appendingPathComponent("navlayoutd")
        daemon.arguments = ["--probe", PluginLibraryTests.basicLayoutPath, "extra"]
        let output = Pipe()
        let error = Pipe()
        daemon.standardOutput = output
        daemon.standardError = error
        try daemon.run()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 64)
        #expect(errorText.contains("usage"), "\(errorText)")
    }
    /// Catches a mutant, navlayoutd: `exit(report.ok ? 0 : 1)` turned into `exit(0)`. SPEC §9: a plugin
    /// that fails the probe is rejected, and the daemon's exit status is how the parent learns
    /// it. No plugin built by the package fails the probe, so the test compiles one (a delegate that
    /// places nothing: missing-required-component errors) with the toolchain against the built SDK.
    @Test func theDaemonExitsWithFailureWhenAPluginFailsTheProbe() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gap-idle-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Idle.swift")
        try Data(
            """
            import NavigationLayout
            final class IdleDelegate: NavigationLayoutDelegate {}
            @_cdecl("navlayout_plugin")
            public func navlayoutPlugin() -> UnsafeRawPointer {
                NavigationPlugin.describe(name: "Idle", version: "0") { IdleDelegate() }
            }
            """.utf8
        ).write(to: source)
        let library = directory.appendingPathComponent("libIdle.so").path
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = [
            "swiftc", "-emit-library", "-module-name", "IdleLayout",
            "-I", Self.buildDirectory.appendingPathComponent("Modules").path,
            "-L", Self.buildDirectory.path, "-lNavigationLayout", source.path, "-o", library,
        ]
        try swiftc.run()
        swiftc.waitUntilExit()
        try #require(swiftc.terminationStatus == 0, "the fixture plugin does not compile")

        let daemon = Process()
        daemon.executableURL = Self.buildDirectory.appendingPathComponent("navlayoutd")
        daemon.arguments = ["--probe", library]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        daemon.waitUntilExit()
        let report = try JSONDecoder().decode(ProbeReport.self, from: data)
        #expect(report.name == "Idle" && !report.ok)
        #expect(daemon.terminationStatus == 1)
    }
}
