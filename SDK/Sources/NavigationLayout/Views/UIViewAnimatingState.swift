/// Where a ``UIViewPropertyAnimator`` is in its life (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or ended: its animations have not been recorded yet, or are over.
    case inactive
    /// Started: its changes are published as animations, and it ends when its duration has
    /// elapsed unless stopped.
    case active
    /// Stopped with `stopAnimation(false)`: it waits for `finishAnimation(at:)`.
    case stopped
}

/// Where an animator ended (UIKit's `UIViewAnimatingPosition`), as its completions are told. Here
/// it is only told: the views stay where the layout has them whatever the position (UIKit moves
/// them to their start values for `.start`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end of the animations: they ran their course.
    case end
    /// At their start, as `finishAnimation(at: .start)` says.
    case start
    /// Where they were stopped, as `finishAnimation(at: .current)` says.
    case current
}
