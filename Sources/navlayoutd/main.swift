import Foundation
import NavigationHost
import NavigationLayout

// navlayoutd: the layout daemon. This version answers --version and probes a plugin
// (--probe PATH): loads it, plays it through the standard scenario matrix and prints the report as
// JSON; the bus service is added next.
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("<3>\(message)\n".utf8))
    exit(status)
}

switch arguments.first {
case "--version":
    print("navlayoutd \(NavigationHostVersion.current) (plugin ABI \(NavigationPlugin.runtimeABIVersion))")
case "--probe":
    guard arguments.count == 2 else { fail("usage: navlayoutd --probe PLUGIN.so", status: 64) }
    let report: ProbeReport
    do {
        report = try ProbeReport.probe(try PluginLibrary.load(path: arguments[1]))
    } catch {
        fail("probe failed: \(error)", status: 1)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let json = try? encoder.encode(report) else { fail("probe failed: the report cannot be encoded", status: 1) }
    print(String(decoding: json, as: UTF8.self))
    exit(report.ok ? 0 : 1)
default:
    fail("usage: navlayoutd --version | --probe PLUGIN.so", status: 64)
}
