/// A change of frame or opacity made by animation blocks (``UIView/animate(withDuration:delay:options:animations:completion:)``,
/// its spring forms, ``UIViewPropertyAnimator``): the daemon publishes the end points and the
/// timing; renderers interpolate (SPEC §4).
public struct ViewAnimation: Hashable, Sendable {
    /// The id of the view that moves.
    public var viewID: String
    /// Where the animation starts, in map coordinates: the published frame minus what the blocks
    /// changed (after a move without animation since, not where the view was when they began).
    public var fromFrame: CGRect
    /// Where the view ends, in map coordinates.
    public var toFrame: CGRect
    /// The opacity the animation starts at (the published one minus what the blocks changed).
    public var fromOpacity: CGFloat
    /// The opacity at the end.
    public var toOpacity: CGFloat
    /// When the animation starts, in microseconds of the monotonic clock.
    public var startMicroseconds: UInt64
    /// How long it runs, in seconds.
    public var duration: TimeInterval
    /// The timing curve: `easeInOut` (UIKit's default), `easeIn`, `easeOut` or `linear`, as the
    /// block's ``UIView/AnimationOptions`` asked, or `spring` (``spring`` says which).
    public var curve: String
    /// The spring's parameters when ``curve`` is `spring`; nil for the other curves.
    public var spring: Spring?

    /// Creates an animation.
    public init(
        viewID: String, fromFrame: CGRect, toFrame: CGRect, fromOpacity: CGFloat, toOpacity: CGFloat,
        startMicroseconds: UInt64, duration: TimeInterval, curve: String = "easeInOut", spring: Spring? = nil
    ) {
        self.viewID = viewID
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.fromOpacity = fromOpacity
        self.toOpacity = toOpacity
        self.startMicroseconds = startMicroseconds
        self.duration = duration
        self.curve = curve
        self.spring = spring
    }
}

extension ViewAnimation {
    /// How a spring animation moves, as UIKit's spring animations take it. The view's progress from
    /// `fromFrame` (0) to `toFrame` (1) is that of a damped spring of mass 1 whose natural period is
    /// the animation's ``ViewAnimation/duration`` (stiffness (2π ÷ duration)², the "perceptual
    /// duration" of UIKit's `animate(springDuration:bounce:…)`): ahead of 1 and back again when the
    /// spring bounces. At the end of the duration renderers show `toFrame`, where the spring has
    /// all but settled (98.6% of the way at a damping ratio of 1).
    public struct Spring: Hashable, Sendable {
        /// 1 reaches the end without passing it; lower values bounce (0 never settles), higher
        /// ones approach it more slowly.
        public var dampingRatio: CGFloat
        /// The speed at the start, in whole distances per second (1: at the pace that would cover
        /// the distance in one second), as UIKit's `initialSpringVelocity`.
        public var initialVelocity: CGFloat

        /// Creates a spring's parameters.
        public init(dampingRatio: CGFloat, initialVelocity: CGFloat) {
            self.dampingRatio = dampingRatio
            self.initialVelocity = initialVelocity
        }
    }
}

/// How a block's animations move: the curve's published name, and a spring's parameters.
struct PublishedCurve: Sendable {
    let name: String
    let spring: ViewAnimation.Spring?

    /// UIKit's default.
    static let easeInOut = PublishedCurve(name: "easeInOut")
    /// Slow at the start.
    static let easeIn = PublishedCurve(name: "easeIn")
    /// Slow at the end.
    static let easeOut = PublishedCurve(name: "easeOut")
    /// At an even pace.
    static let linear = PublishedCurve(name: "linear")

    init(name: String) {
        self.name = name
        spring = nil
    }

    /// A spring: a damping ratio below 0, or a ratio or velocity that is not a finite number, is
    /// published as the nearest one renderers can play (0; 1 and 0), so that what reaches the bus
    /// is always a number.
    init(springDamping dampingRatio: CGFloat, initialVelocity: CGFloat) {
        name = "spring"
        spring = ViewAnimation.Spring(
            dampingRatio: dampingRatio.isFinite ? max(0, dampingRatio) : 1,
            initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
    }
}

extension ViewAnimation {
    /// Whether it changes the view's frame or opacity.
    var changesSomething: Bool { !fromFrame.hasSameEdges(as: toFrame) || fromOpacity != toOpacity }

    /// The view jumped from `old` to `frame` without animation while the block that recorded this
    /// was open: both ends move by the jump, so that what the block changes stays its own (UIKit's
    /// view animations are additive). Sizes may go below 0 here; only what is published is kept
    /// within bounds.
    mutating func shift(from old: CGRect, to frame: CGRect) {
        let (dx, dy) = (frame.origin.x - old.origin.x, frame.origin.y - old.origin.y)
        let (dw, dh) = (frame.size.width - old.size.width, frame.size.height - old.size.height)
        for keyPath in [\ViewAnimation.fromFrame, \ViewAnimation.toFrame] {
            self[keyPath: keyPath].origin.x += dx
            self[keyPath: keyPath].origin.y += dy
            self[keyPath: keyPath].size.width += dw
            self[keyPath: keyPath].size.height += dh
        }
    }
}
