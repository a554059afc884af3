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
        // executor lookup), which made the engine's hot loops, reaching each item through
        // `Unmanaged._withUnsafeGuaranteedRef` without retaining it, slower than the retains they
        // save. The libraries' closures are all called on the spot, from their own main-actor
        // code, and their API keeps Swift 6 callers on the main actor. What is lost: code in the
        // Swift 5 language mode calling them from another thread used to trap at some of those
        // closures; it now races, and unretained references make such a race a use after free.
        // Debug builds check instead where every tree change, activation and pass goes through
        // (`Engine/ActorChecks.swift`). A closure that may be called on another thread must check
        // for itself, as `DispatchLayoutTimer` does (ARCHITECTURE.md, "The hot paths reach
        // objects without reference counting").
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
