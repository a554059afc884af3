/// A ``LayoutTimer`` whose clock moves only when told: scenario replays and tests use it so that
/// animation completions run at exact, repeatable moments.
@MainActor
public final class ManualLayoutTimer: LayoutTimer {
    /// The actions waiting, each with its time, the order it was queued in, and how many actions
    /// queued for their own moment lead to it within the current advance (its link in a chain).
    private var pending: [(due: TimeInterval, order: Int, link: Int, action: @MainActor () -> Void)] = []
    private var scheduled = 0
    /// The link of the action running in ``advance(by:)``, or nil outside it.
    private var runningLink: Int?

    /// How many links of a chain of actions, each queuing the next for its own moment (a
    /// completion starting a zero-length animation), one advance runs; the rest wait for the next
    /// advance. UIKit runs each link on a later turn of its run loop; here the chain would
    /// otherwise never let the advance return.
    public static let linksPerAdvance = 100

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
        let link = runningLink.map { due <= now ? $0 + 1 : 0 } ?? 0
        pending.append((due, scheduled, link, action))
    }

    /// How many actions wait.
    public var pendingCount: Int { pending.count }

    /// Moves the clock forward, running every action that falls due, in time order (and in the
    /// order they were queued at one moment), those they queue too if they fall due in the same
    /// stretch; of a chain of actions queued for their own moment, ``linksPerAdvance`` links.
    public func advance(by interval: TimeInterval) {
        let end = now + max(0, interval)
        defer {
            runningLink = nil
            for index in pending.indices { pending[index].link = 0 }
        }
        while let next = pending.filter({ $0.due <= end && $0.link < Self.linksPerAdvance })
            .min(by: { ($0.due, $0.order) < ($1.due, $1.order) })
        {
            pending.removeAll { $0.order == next.order }
            now = max(now, next.due)
            runningLink = next.link
            next.action()
        }
        now = end
    }
}
