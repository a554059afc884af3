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
    // SwiftPM keeps only the last `.unsafeFlags` of a target: one list each.
    var unsafeFlags = ["-require-explicit-sendable"]
    if target.name == "BasicLayout" {
        // The delegate's closures (`forEach { navMap.addSubview($0) }`) are main-actor closures,
        // and SE-0423 has each call check that it runs on the main actor: an executor lookup, a
        // dozen per screen, about 1% of building one. The daemon calls a delegate only on its main
        // actor and the closures are called on the spot, so the plugin skips the check, as the
        // SDK's libraries do (SDK/Package.swift says what is lost). Optional for any plugin:
        // Plugins/README.md.
        unsafeFlags += ["-Xfrontend", "-disable-dynamic-actor-isolation"]
    }
    settings += [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .unsafeFlags(unsafeFlags),
    ]
    target.swiftSettings = settings
}
