extension UIView {
    /// Animates the frame and opacity changes made in `animations`: constraint changes followed by
    /// `layoutIfNeeded()` inside the block are published as animations (from-frame, to-frame, start,
    /// duration, curve) rather than jumps, and `completion` runs on the main actor once the
    /// animation has ended; the layout it changes is then published too (SPEC §4). The curve is
    /// `easeInOut`; inside another block, the block takes that one's timing
    /// (``animate(withDuration:delay:options:animations:completion:)``).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: [], animations: animations, completion: completion)
    }

    /// ``animate(withDuration:delay:animations:completion:)`` with UIKit's options: a curve option
    /// chooses the curve published with the animations (`easeInOut` unless one is given).
    ///
    /// As in UIKit, a block run inside another one inherits that one's timing: it starts when the
    /// outer block's animation starts (or after its own delay, if later) and lasts whatever is left
    /// of it then, with the outer block's curve (a spring's too), unless `.overrideInheritedDuration`
    /// or `.overrideInheritedCurve` (or `.overrideInheritedOptions`, both) keeps its own.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: delay, curve: options.curve.published, options: options, animations: animations,
            completion: completion)
    }

    /// Animates the changes made in `animations` with a spring, as
    /// ``animate(withDuration:delay:options:animations:completion:)`` does with a curve: they are
    /// published with the curve `spring` and the spring's parameters (``ViewAnimation/Spring``),
    /// and `completion` runs once `duration` has elapsed. A damping ratio of 1 settles without
    /// passing the end, lower ones bounce; `velocity` is the speed at the start in whole distances
    /// per second. The curve options have no effect: the spring is the curve.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: delay,
            curve: PublishedCurve(springDamping: dampingRatio, initialVelocity: velocity), options: options,
            animations: animations, completion: completion)
    }

    /// The spring animation of iOS 17, described by how long it feels and how much it bounces:
    /// `bounce` 0 settles without passing the end, up to 1 bounces ever more, down to -1 approaches
    /// ever more slowly. Published as a spring of damping ratio 1 − `bounce` (1 ÷ (1 + `bounce`)
    /// below 0), as UIKit converts it; `completion` runs once `duration` has elapsed.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        // Below -1 the spring would never arrive: -1 is the slowest, at a damping ratio of 100.
        let bounce = bounce.isNaN ? 0 : min(1, max(-0.99, bounce))
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        runAnimation(
            duration: duration, delay: delay,
            curve: PublishedCurve(springDamping: dampingRatio, initialVelocity: velocity), options: options,
            animations: animations, completion: completion)
    }

    /// Runs an animation block for every `animate` above: its passes record their changes with
    /// `curve` (or the timing it inherits), and `completion` runs when the duration has elapsed;
    /// with animations off, the changes take effect at once and the completion runs next. A
    /// duration or delay that is not a finite number of seconds counts as 0
    /// (``Swift/Double/publishedSeconds``).
    private static func runAnimation(
        duration: TimeInterval, delay: TimeInterval, curve: PublishedCurve, options: AnimationOptions,
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let timer = LayoutTiming.timer
        let now = timer.now
        var start = now + delay.publishedSeconds
        var (duration, curve) = (duration.publishedSeconds, curve)
        if let outer = AnimationContext.current {
            let keepsOwn = options.contains(.overrideInheritedOptions)
            if !keepsOwn && !options.contains(.overrideInheritedDuration) {
                start = max(start, outer.start)
                duration = max(0, outer.duration - (start - outer.start))
            }
            if !keepsOwn && !options.contains(.overrideInheritedCurve) { curve = outer.curve }
        }
        let block: AnimationContext?
        if duration > 0 {
            block = AnimationContext.run(
                start: start, duration: duration, curve: curve, stopsWithOuterBlock: true, animations)
        } else {
            // UIKit: "If you specify a negative value or 0, the changes are made without animating
            // them", and the completion runs at the beginning of the next turn of the run loop.
            performWithoutAnimation(animations)
            block = nil
        }
        // The completion runs once: at the end, or on the timer's next turn after a property
        // animator whose animations ran the block stopped it (told false, as UIKit tells a
        // removed animation's).
        let ending = OneShot<Bool> { finished in
            block?.endCollapses()
            completion?(finished)
            GMSMapView.layOutChangedMaps(endingAnimationsOf: block?.animatedMaps.compactMap(\.map) ?? [])
        }
        block?.whenCancelled = { timer.schedule(after: 0) { ending.fire(false) } }
        // A block that animated nothing (nothing laid out or faded in it) has nothing to wait for:
        // UIKit runs its completion at once, on the next turn.
        let end = block.map { $0.animatedSomething ? $0.start - now + $0.duration : 0 } ?? 0
        timer.schedule(after: end) { ending.fire(true) }
    }

    /// Whether ``animate(withDuration:delay:options:animations:completion:)`` animates (true until
    /// ``setAnimationsEnabled(_:)`` turns it off).
    @exclusivity(unchecked) public private(set) static var areAnimationsEnabled = true

    /// The duration of the animation block running now, 0 outside one or with animations off, as
    /// in UIKit: a view that lays out its content in ``layoutSubviews()`` reads it to follow the
    /// block it is laid out in.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationContext.recording?.duration ?? 0
    }

    /// Turns animation blocks on or off for every view: off, their changes take effect at once and
    /// their completions still run.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations off, as in UIKit: inside an animation block,
    /// the layout passes it runs and the `alpha` it sets take effect at once, and an animation
    /// block it runs does not animate. A view an open block animated and these actions move keeps
    /// its animation, moved with it (UIKit's animations are additive).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = areAnimationsEnabled
        areAnimationsEnabled = false
        actionsWithoutAnimation()
        areAnimationsEnabled = enabled
    }

    /// UIKit's animation options, with UIKit's raw values. A curve option decides the curve the
    /// animations are published with, and the override options whether a block inside another
    /// keeps its own timing; the others here are accepted as written for iOS and change nothing,
    /// since renderers draw the published end points themselves. Repeating and reversing
    /// animations are not offered: the bus publishes an animation once.
    public struct AnimationOptions: OptionSet, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt

        /// An option set with UIKit's raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lays out subviews during the animation: every pass inside the block is animated here.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user touch views while they animate: renderers decide.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from where an animation in flight has the view: accepted, changes nothing (an
        /// animation here starts from the view's last laid-out frame).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Keeps the block's own duration when it runs inside another block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Keeps the block's own curve when it runs inside another block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the views' content as they animate: accepted, changes nothing (renderers draw
        /// the content).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Keeps the block's own options (here: its duration and curve) inside another block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow at the start and the end (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At an even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// The display's frame rate: accepted, changes nothing (renderers pick their rate).
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// 60 frames a second: accepted, changes nothing.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second: accepted, changes nothing.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve option among these (its bits hold ``UIView/AnimationCurve``'s raw values).
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }
}

extension UIView {
    /// The timing curves of ``UIViewPropertyAnimator`` (UIKit's `UIView.AnimationCurve`, with its
    /// raw values).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// At an even pace.
        case linear

        /// The curve as published.
        var published: PublishedCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
