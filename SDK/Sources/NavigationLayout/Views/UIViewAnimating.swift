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
            case .easeIn: PublishedCurve(name: "easeIn")
            case .easeOut: PublishedCurve(name: "easeOut")
            case .linear: PublishedCurve(name: "linear")
            }
        }
    }
}
