import Foundation
import NavigationLayout
import Testing

// Code in the Swift 5 language mode can call the SDK from any thread: its types are imported as
// `@preconcurrency`. The SDK's libraries are built without SE-0423's dynamic checks (their hot
// loops reach objects unretained, SDK/Package.swift), so debug builds check instead where every
// change to the tree, every activation and every pass goes through (Engine/ActorChecks.swift).

/// Activates a constraint from whatever thread runs it, as a Swift 5 helper may. Nothing else on
/// this path checks the thread: activating a constraint between views outside a map runs no
/// closure and no pass.
func activateFromAnyThread() {
    let view = UIView()
    view.widthAnchor.constraint(equalToConstant: 10).isActive = true
}

@Suite struct OffMainActorTests {
    #if DEBUG
        /// A debug build stops a helper that activates a constraint off the main actor.
        @Test func activatingOffTheMainActorStopsADebugBuild() async {
            await #expect(processExitsWith: .failure) {
                let done = DispatchSemaphore(value: 0)
                Thread {
                    activateFromAnyThread()
                    done.signal()
                }.start()
                done.wait()
            }
        }
    #endif
}
