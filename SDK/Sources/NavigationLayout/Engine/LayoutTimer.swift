/// The clock and scheduler behind animations: when an animation starts and when its completion
/// runs. The daemon installs its own (so that it can publish the layout a completion changes);
/// tests install a manual one.
@MainActor
public protocol LayoutTimer: AnyObject {
    /// Seconds of a monotonic clock.
    var now: TimeInterval { get }
    /// Runs `action` on the main actor after `delay` seconds.
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
}

/// Where the SDK finds its ``LayoutTimer``.
@MainActor
public enum LayoutTiming {
    /// The timer in use; by default the monotonic clock and the main dispatch queue.
    public static var timer: any LayoutTimer = DispatchLayoutTimer()
}

/// The default timer: `ProcessInfo.systemUptime` and `DispatchQueue.main`.
@MainActor
final class DispatchLayoutTimer: LayoutTimer {
    var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated { action() }
        }
    }
}
