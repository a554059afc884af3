/// A ``LayoutTimer`` whose clock moves only when told: scenario replays and tests use it so that
/// animation completions run at exact, repeatable moments.
@MainActor
public final class ManualLayoutTimer: LayoutTimer {
    private var pending: [(due: TimeInterval, order: Int, action: @MainActor () -> Void)] = []
    private var scheduled = 0

    /// The current time, in seconds.
    public private(set) var now: TimeInterval

    /// Creates a timer that starts at `start` seconds.
    public init(start: TimeInterval = 0) {
        now = start
    }

    /// Queues `action` for `now + delay`.
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        scheduled += 1
        pending.append((now + max(0, delay), scheduled, action))
    }

    /// How many actions wait.
    public var pendingCount: Int { pending.count }

    /// Moves the clock forward, running every action that falls due, in time order (actions
    /// scheduled by them run too if they fall due in the same stretch).
    public func advance(by interval: TimeInterval) {
        let end = now + max(0, interval)
        while let next = pending.filter({ $0.due <= end }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            pending.removeAll { $0.order == next.order }
            now = max(now, next.due)
            next.action()
        }
        now = end
    }
}
