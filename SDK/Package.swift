// swift-tools-version: 6.2
// The plugin SDK: one dynamic library (libNavigationLayout.so) that holds both modules, so that the
// daemon and every plugin share exactly one copy of each type (SPEC §2, notes/plugins.md §1.5).
import PackageDescription

let package = Package(
    name: "SDK",
    products: [
        .library(
            name: "NavigationLayout", type: .dynamic,
            targets: ["NavigationLayout", "LayoutSolver", "NavigationPluginABI"])
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "NavigationPluginABI"),
        .target(name: "NavigationLayout", dependencies: ["LayoutSolver", "NavigationPluginABI"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "NavigationLayoutTests", dependencies: ["NavigationLayout", "LayoutSolver"]),
        .testTarget(name: "Swift5PortTests", dependencies: ["NavigationLayout"]),
    ]
)

for target in package.targets where target.name != "NavigationPluginABI" {
    // SwiftPM keeps only the last `.unsafeFlags` of a target: one list each.
    var unsafeFlags = ["-require-explicit-sendable"]
    if target.type == .regular {
        // Plugins built against one SDK release keep working with the next (notes/plugins.md §5).
        unsafeFlags.append("-enable-library-evolution")
        // SE-0423 checks at each call of a main-actor closure that it runs on the main actor (an
        // executor lookup). The libraries call their closures synchronously from their own
        // main-actor code, which their API keeps on the main actor for Swift 6 callers (a Swift 5
        // caller off it races in code no such check covers anyway). Without the check the
        // engine's hot loops reach each item through `Unmanaged._withUnsafeGuaranteedRef`
        // without retaining it (ARCHITECTURE.md, "Reference counting").
        unsafeFlags += ["-Xfrontend", "-disable-dynamic-actor-isolation"]
    }
    // Code ported from iOS in the Swift 5 language mode, as most older codebases are, builds
    // against the SDK as against UIKit: Swift5PortTests proves it by building that way.
    let isPort = target.name == "Swift5PortTests"
    var settings: [SwiftSetting] = [
        .swiftLanguageMode(isPort ? .v5 : .v6),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .unsafeFlags(unsafeFlags),
    ]
    // Ported code names protocols without `any`, as iOS code does.
    if !isPort { settings.append(.enableUpcomingFeature("ExistentialAny")) }
    target.swiftSettings = settings
}
