/// A ``LayoutTimer`` whose clock moves only when told: scenario replays and tests use it so that
/// animation completions run at exact, repeatable moments.
@MainActor
public final class ManualLayoutTimer: LayoutTimer {
    private var pending: [(due: TimeInterval, order: Int, action: @MainActor () -> Void)] = []
    private var scheduled = 0
    /// The actions queued during ``advance(by:)`` for the moment they were queued at: they wait
    /// for the next advance, as UIKit runs them on a later turn of the run loop (a chain of
    /// zero-length animations, each started by the last one's completion, would otherwise never
    /// let the advance return).
    private var laterTurns: Set<Int> = []
    private var isAdvancing = false

    /// The current time, in seconds.
    public private(set) var now: TimeInterval

    /// Creates a timer that starts at `start` seconds.
    public init(start: TimeInterval = 0) {
        now = start
    }

    /// Queues `action` for `now + delay`.
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        scheduled += 1
        let due = now + max(0, delay)
        if isAdvancing && due <= now { laterTurns.insert(scheduled) }
        pending.append((due, scheduled, action))
    }

    /// How many actions wait.
    public var pendingCount: Int { pending.count }

    /// Moves the clock forward, running every action that falls due, in time order; actions they
    /// queue run too if they fall due later in the same stretch, and at the next advance if they
    /// are due at once.
    public func advance(by interval: TimeInterval) {
        let end = now + max(0, interval)
        isAdvancing = true
        defer {
            isAdvancing = false
            laterTurns.removeAll()
        }
        while let next = pending.filter({ $0.due <= end && !laterTurns.contains($0.order) })
            .min(by: { ($0.due, $0.order) < ($1.due, $1.order) })
        {
            pending.removeAll { $0.order == next.order }
            now = max(now, next.due)
            next.action()
        }
        now = end
    }
}
