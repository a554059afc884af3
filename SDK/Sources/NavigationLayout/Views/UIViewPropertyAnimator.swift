/// UIKit's property animator: animations added to it run when it starts, are published as
/// animations as `UIView.animate`'s are (SPEC §4), and its completions run when its duration has
/// elapsed, or when it is stopped and finished.
///
/// What a renderer plays cannot be scrubbed from here: pausing, reversing and
/// `fractionComplete` are not offered. Stopping publishes the layout again without the
/// animator's animations, so renderers show the views where the layout has them (UIKit leaves
/// them where they were drawn, until the next layout pass moves them there).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// How long the animations run, from when they start.
    public let duration: TimeInterval
    /// How long the last start waited before the animations began.
    public private(set) var delay: TimeInterval = 0
    /// Whether it is waiting to start (or has ended), running, or stopped.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Accepted as on iOS; animators here are always interruptible.
    public var isInterruptible = true
    /// Accepted as on iOS: renderers decide what touches do.
    public var isUserInteractionEnabled = true

    private let curve: PublishedCurve
    /// Animations added before the start, with their delay factors.
    private var waitingAnimations: [(animations: @MainActor () -> Void, delayFactor: CGFloat)] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    /// The blocks the animator has run since it started.
    private var blocks: [AnimationContext] = []
    /// When the animations began (or begin, after a delay) on the timer's clock.
    private var begins: TimeInterval = 0
    /// Counts starts and stops, so that the end scheduled by a start that was stopped since does
    /// nothing.
    private var runs = 0

    /// An animator with one of UIKit's curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.curve = curve.published
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring: 1 settles without passing the end, lower ratios bounce
    /// (published as ``UIView/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``'s are).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        curve = PublishedCurve(springDamping: ratio, initialVelocity: 0)
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator that has already started, after `delay`, with the curve `options` ask for;
    /// `completion` runs as one added with ``addCompletion(_:)``.
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether its animations are running.
    public var isRunning: Bool { state == .active }

    /// Adds animations. Before the start they wait for it; while the animator runs they start at
    /// once and run for the time that is left, as in UIKit.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0…1) of the way through the time that is left and
    /// run to the end.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, delayFactor)) : 0
        guard state == .active else {
            waitingAnimations.append((animation, factor))
            return
        }
        let now = LayoutTiming.timer.now
        let from = max(now, begins)
        run(animation, delayFactor: factor, from: from, over: max(0, begins + duration - from))
    }

    /// Adds a block to run when the animations end, told where they ended; completions run in the
    /// order they were added.
    public func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations now.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay`: they are recorded now and published starting then.
    /// Does nothing while the animator runs or waits to be finished.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        let timer = LayoutTiming.timer
        self.delay = delay.isFinite ? max(0, delay) : 0
        begins = timer.now + self.delay
        state = .active
        runs += 1
        let run = runs
        let waiting = waitingAnimations
        waitingAnimations = []
        for (animation, factor) in waiting {
            self.run(animation, delayFactor: factor, from: begins, over: duration)
        }
        timer.schedule(after: self.delay + duration) { [self] in
            guard runs == run, state == .active else { return }
            end(at: .end)
        }
    }

    /// Stops the animations where they are. With `withoutFinishing` true the animator is done and
    /// its completions never run; otherwise it waits for ``finishAnimation(at:)``. Either way the
    /// maps publish again without its animations.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        runs += 1
        let stopped = blocks
        blocks = []
        for block in stopped { block.cancel() }
        GMSMapView.layOutChangedMaps(endingAnimationsOf: stopped.flatMap { $0.animatedMaps.compactMap(\.map) })
        if withoutFinishing {
            state = .inactive
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: its completions run, told `finalPosition`. Does nothing unless it
    /// was stopped with `stopAnimation(false)`.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        end(at: finalPosition)
    }

    /// Runs one closure of animations as a block of the animator's curve, `delayFactor` of the way
    /// through `length` from `start`.
    private func run(
        _ animations: @MainActor () -> Void, delayFactor: CGFloat, from start: TimeInterval, over length: TimeInterval
    ) {
        let offset = length * delayFactor
        if let block = AnimationContext.run(start: start + offset, duration: length - offset, curve: curve, animations)
        {
            blocks.append(block)
        }
    }

    /// The animator is done: the views its blocks collapsed are published hidden, its completions
    /// run, and the maps it animated are laid out and published.
    private func end(at position: UIViewAnimatingPosition) {
        state = .inactive
        let ended = blocks
        let toRun = completions
        blocks = []
        completions = []
        for block in ended { block.endCollapses() }
        for completion in toRun { completion(position) }
        GMSMapView.layOutChangedMaps(endingAnimationsOf: ended.flatMap { $0.animatedMaps.compactMap(\.map) })
    }
}
