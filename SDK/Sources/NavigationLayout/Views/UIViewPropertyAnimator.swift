/// UIKit's property animator: animations added to it run when it starts, are published as
/// animations as `UIView.animate`'s are (SPEC §4), and its completions run when its duration has
/// elapsed, or when it is stopped and finished.
///
/// What a renderer plays cannot be scrubbed from here: pausing, reversing and
/// `fractionComplete` are not offered. Stopping publishes the layout again without the
/// animator's animations (at the next layout, never in the middle of a delegate callback), so
/// renderers show the views where the layout has them (UIKit leaves them where they were drawn,
/// until the next layout pass moves them there). `UIView.animate` blocks run by its animations
/// stop with it, and their completions are told `false`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// How long the animations run, from when they start.
    open var duration: TimeInterval { animationDuration }
    /// How long the last start waited before the animations began.
    open var delay: TimeInterval { startDelay }
    /// Whether it is waiting to start (or has ended), running, or stopped.
    open var state: UIViewAnimatingState { animatorState }
    /// Accepted as on iOS; animators here are always interruptible.
    open var isInterruptible = true
    /// Accepted as on iOS: renderers decide what touches do.
    open var isUserInteractionEnabled = true

    private let animationDuration: TimeInterval
    private let curve: PublishedCurve
    private var startDelay: TimeInterval = 0
    private var animatorState = UIViewAnimatingState.inactive
    /// Animations added before the start, with their delay factors.
    private var waitingAnimations: [(animation: @MainActor () -> Void, delayFactor: CGFloat)] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    /// The blocks the animator has run since it started.
    private var blocks: [AnimationContext] = []
    /// When the animations began (or begin, after a delay) on the timer's clock.
    private var begins: TimeInterval = 0
    /// Counts starts and stops, so that animations that stop or restart their own animator are
    /// told apart from the start that ran them.
    private var generation = 0
    /// The end the last start scheduled, cancelled by a stop so that the timer no longer keeps the
    /// animator alive.
    private var scheduledEnd: OneShot<Void>?

    /// An animator with one of UIKit's curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        animationDuration = duration.publishedSeconds
        self.curve = curve.published
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring: 1 settles without passing the end, lower ratios bounce
    /// (published as ``UIView/animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)``'s are).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        animationDuration = duration.publishedSeconds
        curve = PublishedCurve(springDamping: ratio, initialVelocity: 0)
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator that has already started, after `delay`, with the curve `options` ask for;
    /// `completion` runs as one added with ``addCompletion(_:)``. It is a `UIViewPropertyAnimator`
    /// whatever class it is called on (UIKit's returns `Self`).
    @discardableResult
    open class func runningPropertyAnimator(
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
    open var isRunning: Bool { animatorState == .active }

    /// Adds animations. Before the start they wait for it; while the animator runs they start at
    /// once (or when a start delay ends) and run for the time that is left, as in UIKit.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0…1) of the way through the time that is left and
    /// run to the end.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, delayFactor)) : 0
        guard animatorState == .active else {
            waitingAnimations.append((animation, factor))
            return
        }
        let now = LayoutTiming.timer.now
        let from = max(now, begins)
        runBlock(animation, delayFactor: factor, from: from, over: max(0, begins + animationDuration - from))
    }

    /// Adds a block to run when the animations end, told where they ended; completions run in the
    /// order they were added.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations now.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay`: they are recorded now and published starting then.
    /// Does nothing while the animator runs or waits to be finished.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard animatorState == .inactive else { return }
        let timer = LayoutTiming.timer
        startDelay = delay.publishedSeconds
        begins = timer.now + startDelay
        animatorState = .active
        generation += 1
        let started = generation
        let waiting = waitingAnimations
        waitingAnimations = []
        // Animations that stop the animator leave the rest unrun.
        for (animation, factor) in waiting where generation == started {
            runBlock(animation, delayFactor: factor, from: begins, over: animationDuration)
        }
        guard generation == started else { return }
        let ending = OneShot<Void> { [self] _ in
            // From the timer, as a `UIView.animate` completion: the maps publish now.
            GMSMapView.layOutChangedMaps(endingAnimationsOf: end(at: .end))
        }
        scheduledEnd = ending
        timer.schedule(after: startDelay + animationDuration) { ending.fire(()) }
    }

    /// Stops the animations. With `withoutFinishing` true the animator is done and its completions
    /// never run; otherwise it waits for ``finishAnimation(at:)``. Either way the maps publish again,
    /// on the timer's next turn, without its animations: renderers show its views where the layout
    /// has them (decided here; UIKit leaves them where they were drawn).
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard animatorState == .active else { return }
        generation += 1
        scheduledEnd?.cancel()
        scheduledEnd = nil
        animatorState = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
        let stopped = blocks
        blocks = []
        for block in stopped { block.cancel() }
        Self.layOutChangedMapsSoon()
    }

    /// Ends a stopped animator: its completions run, told `finalPosition`. Does nothing unless it
    /// was stopped with `stopAnimation(false)`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard animatorState == .stopped else { return }
        // A stop cancelled every block: no map is left to lay out for them alone.
        _ = end(at: finalPosition)
        Self.layOutChangedMapsSoon()
    }

    /// Runs one closure of animations as a block of the animator's curve, `delayFactor` of the way
    /// through `length` from `start`.
    private func runBlock(
        _ animations: @MainActor () -> Void, delayFactor: CGFloat, from start: TimeInterval, over length: TimeInterval
    ) {
        let offset = length * delayFactor
        let started = generation
        guard
            let block = AnimationContext.run(
                start: start + offset, duration: length - offset, curve: curve, stopsWithOuterBlock: false, animations)
        else { return }
        guard generation == started else {
            // The animations stopped the animator: their own block stops too.
            block.cancel()
            return
        }
        blocks.append(block)
    }

    /// Lays out and publishes the maps a stop or a finish changed once the code that called it
    /// has returned: a delegate callback that stops its animator is still changing the layout.
    private static func layOutChangedMapsSoon() {
        LayoutTiming.timer.schedule(after: 0) { GMSMapView.layOutChangedMaps(endingAnimationsOf: []) }
    }

    /// The animator is done: the views its blocks collapsed are published hidden and its
    /// completions run. Returns the maps it animated, for the caller to lay out and publish.
    private func end(at position: UIViewAnimatingPosition) -> [GMSMapView] {
        animatorState = .inactive
        scheduledEnd = nil
        let ended = blocks
        let toRun = completions
        blocks = []
        completions = []
        for block in ended { block.endCollapses() }
        for completion in toRun { completion(position) }
        return ended.flatMap { $0.animatedMaps.compactMap(\.map) }
    }
}
