/// The checks, in debug builds, that code calling into the SDK runs on the main actor. The SDK's
/// libraries are built without SE-0423's dynamic checks (`-disable-dynamic-actor-isolation`,
/// SDK/Package.swift), which used to catch, here and there, code in the Swift 5 language mode
/// calling them from another thread; these catch it where every change to the tree, every
/// activation and every pass goes through.
enum ActorChecks {
    /// Stops a debug build whose caller is not on the main actor. Compiled out of release builds:
    /// `MainActor.assertIsolated` itself looks the executor up whatever the build.
    @inline(__always)
    static func assertOnMainActor() {
        #if DEBUG
            MainActor.assertIsolated(
                "the SDK is used off the main actor: UIView, NSLayoutConstraint and GMSMapView belong to it")
        #endif
    }
}
