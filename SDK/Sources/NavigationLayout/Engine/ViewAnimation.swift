/// A change of frame or opacity made inside ``UIView/animate(withDuration:delay:options:animations:completion:)``:
/// the daemon publishes the end points and the timing; renderers interpolate (SPEC §4).
public struct ViewAnimation: Hashable, Sendable {
    /// The id of the view that moves.
    public var viewID: String
    /// Where the view was when the animation started, in map coordinates.
    public var fromFrame: CGRect
    /// Where the view ends, in map coordinates.
    public var toFrame: CGRect
    /// The opacity at the start.
    public var fromOpacity: CGFloat
    /// The opacity at the end.
    public var toOpacity: CGFloat
    /// When the animation starts, in microseconds of the monotonic clock.
    public var startMicroseconds: UInt64
    /// How long it runs, in seconds.
    public var duration: TimeInterval
    /// The timing curve: `easeInOut` (UIKit's default), `easeIn`, `easeOut` or `linear`, as the
    /// block's ``UIView/AnimationOptions`` asked.
    public var curve: String

    /// Creates an animation record.
    public init(
        viewID: String, fromFrame: CGRect, toFrame: CGRect, fromOpacity: CGFloat, toOpacity: CGFloat,
        startMicroseconds: UInt64, duration: TimeInterval, curve: String = "easeInOut"
    ) {
        self.viewID = viewID
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.fromOpacity = fromOpacity
        self.toOpacity = toOpacity
        self.startMicroseconds = startMicroseconds
        self.duration = duration
        self.curve = curve
    }
}

extension ViewAnimation {
    /// The view jumped from `old` to `frame` without animation while this animation waited to be
    /// published. UIKit's view animations are additive: the view jumps, and the animation's offset
    /// from the view's frame still runs out on top of the new one. So both ends move by the jump,
    /// and the animation ends where the view now is (a fade, which had the view's frame, happens
    /// there).
    mutating func moveWithView(from old: CGRect, to frame: CGRect) {
        fromFrame = CGRect(
            x: fromFrame.minX + frame.minX - old.minX, y: fromFrame.minY + frame.minY - old.minY,
            width: max(0, fromFrame.width + frame.width - old.width),
            height: max(0, fromFrame.height + frame.height - old.height))
        toFrame = frame
    }
}
