// swift-tools-version: 6.2
// The root package: host, bus, daemon, ctl, bench and first-party plugins. The SDK is a separate
// package depended on by path, so that its product is linked dynamically everywhere (SPEC §2).
import PackageDescription

let sdk: Target.Dependency = .product(name: "NavigationLayout", package: "SDK")
// Installed programs find libNavigationLayout.so in the lib directory beside their bin directory
// (`make install`); in the build directory they find it beside themselves ($ORIGIN, SwiftPM's own).
let installedRunpath: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "-rpath=$ORIGIN/../lib"])]

let package = Package(
    name: "navlayout",
    products: [
        .executable(name: "navlayoutd", targets: ["navlayoutd"]),
        .executable(name: "navlayout-bench", targets: ["navlayout-bench"]),
        // Runtime layout plugins (not SwiftPM package plugins): Plugins/README.md.
        .library(name: "BasicLayout", type: .dynamic, targets: ["BasicLayout"]),
    ],
    dependencies: [
        .package(path: "SDK")
    ],
    targets: [
        .target(name: "NavigationHost", dependencies: [sdk]),
        .executableTarget(name: "navlayoutd", dependencies: ["NavigationHost", sdk], linkerSettings: installedRunpath),
        .executableTarget(
            name: "navlayout-bench", dependencies: ["NavigationHost", sdk], linkerSettings: installedRunpath),
        .target(name: "BasicLayout", dependencies: [sdk], path: "Plugins/BasicLayout"),
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "BasicLayoutTests", dependencies: ["BasicLayout", sdk]),
        .testTarget(name: "NavigationHostTests", dependencies: ["NavigationHost", "navlayoutd", "BasicLayout", sdk]),
    ]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    // The ported delegate builds as written for iOS: Google's example names the state protocols
    // without `any`, which this feature would warn about.
    if target.name != "BasicLayout" { settings.append(.enableUpcomingFeature("ExistentialAny")) }
    settings += [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .unsafeFlags(["-require-explicit-sendable"]),
    ]
    target.swiftSettings = settings
}
