import Foundation
import Testing

/// ARCHITECTURE.md's may-import table, enforced: each module may import only what its row allows.
/// A new module fails this test until it has a row here and in ARCHITECTURE.md.
@Suite("Import rules") struct ImportRulesTests {
    static let toolchain: Set<String> = ["Foundation", "Dispatch", "Glibc"]

    /// Module directory (relative to the repository) → the modules its sources may import.
    static let allowed: [String: Set<String>] = [
        "SDK/Sources/LayoutSolver": [],
        "SDK/Sources/NavigationPluginABI": [],
        "SDK/Sources/NavigationLayout": ["LayoutSolver", "NavigationPluginABI", "Foundation"],
        "Sources/NavigationHost": toolchain.union(["NavigationLayout", "LayoutSolver", "NavigationPluginABI"]),
        "Sources/CDBus": [],
        "Sources/DBus": toolchain.union(["CDBus"]),
        "Sources/navlayoutd": toolchain.union(["NavigationHost", "NavigationLayout", "LayoutSolver", "DBus"]),
        "Sources/navlayoutctl": toolchain.union(["DBus"]),
        "Sources/navlayout-bench": toolchain.union(["LayoutSolver", "NavigationLayout", "NavigationHost", "DBus"]),
        "Plugins": ["NavigationLayout"],
    ]

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under relativePath: String) -> [URL] {
        let root = repository.appendingPathComponent(relativePath)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The modules a source file imports, whatever the access level or attributes in front.
    static func imports(of file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            guard let position = words.firstIndex(of: "import"), position <= 1, position + 1 < words.count else {
                return nil
            }
            if position == 1, !["public", "internal", "package", "private", "fileprivate"].contains(words[0]) {
                return nil
            }
            return String(words[position + 1].split(separator: ".")[0])
        }
    }

    @Test(arguments: allowed.keys.sorted())
    func moduleImportsOnlyWhatItMay(directory: String) throws {
        for file in Self.swiftFiles(under: directory) {
            let forbidden = try Self.imports(of: file).filter { !Self.allowed[directory, default: []].contains($0) }
            #expect(forbidden.isEmpty, "\(file.lastPathComponent) imports \(forbidden), not allowed for \(directory)")
        }
    }

    @Test func everyModuleHasARule() throws {
        for parent in ["Sources", "SDK/Sources"] {
            let directory = Self.repository.appendingPathComponent(parent)
            for module in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                #expect(Self.allowed["\(parent)/\(module)"] != nil, "\(parent)/\(module) has no import rule")
            }
        }
    }

    @Test func theRuleReaderSeesEveryForm() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(getpid()).swift")
        try "import A\npublic import B\n@preconcurrency internal import C.D\n// import E\nlet importance = 1\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try Self.imports(of: file) == ["A", "B", "C"])
    }
}
