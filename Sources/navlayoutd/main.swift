import Foundation
import NavigationHost
import NavigationLayout

// navlayoutd: the layout daemon. This first version answers --version and loads a plugin in
// probe mode (--probe PATH) to check that it can run here; the bus service is added next.
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
    do {
        let plugin = try PluginLibrary.load(path: arguments[1])
        print("{\"ok\": true, \"name\": \"\(plugin.name)\", \"version\": \"\(plugin.version)\"}")
    } catch {
        fail("probe failed: \(error)", status: 1)
    }
default:
    fail("usage: navlayoutd --version | --probe PLUGIN.so", status: 64)
}
