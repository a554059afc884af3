import Foundation

/// The animations a map publishes with its next layout: one per view, from the frame the view
/// had when its first animation began to the frame published with it.
extension LayoutEngine {
    /// Adds the animation a block recorded for a view (`first`: when the block first moved or faded
    /// it, ``AnimationContext``'s order). A view that already has one waiting to be published gets a
    /// single one that covers both: from where the earlier began, to where the view is now, over
    /// both spans of time, with the later one's curve (two blocks run at once, as `changePrompt`
    /// does, or one inside the other).
    func addAnimation(_ animation: ViewAnimation, of view: UIView, first: UInt64) {
        let state = view.layoutState
        guard let index = animatedItems.firstIndex(where: { $0.state === state }) else {
            animations.append(animation)
            animatedItems.append((state, first))
            return
        }
        let waiting = animations[index]
        let (earlier, later) = animatedItems[index].first <= first ? (waiting, animation) : (animation, waiting)
        let start = min(waiting.startMicroseconds, animation.startMicroseconds)
        animations[index] = ViewAnimation(
            viewID: animation.viewID, fromFrame: earlier.fromFrame, toFrame: state.frameInMap,
            fromOpacity: earlier.fromOpacity, toOpacity: view.opacity.publishedOpacity, startMicroseconds: start,
            duration: max(waiting.duration(from: start), animation.duration(from: start)), curve: later.curve)
        animatedItems[index].first = min(animatedItems[index].first, first)
    }

    /// A pass outside any animation moved a view: an animation of it waiting to be published ends
    /// where the view now is (and a fade, which had its frame, happens there), so that what is
    /// published never animates a view toward a frame it has left.
    func moveAnimation(of view: UIView, from old: CGRect, to frame: CGRect) {
        let state = view.layoutState
        guard let index = animatedItems.firstIndex(where: { $0.state === state }) else { return }
        if animations[index].fromFrame.hasSameEdges(as: old) && animations[index].toFrame.hasSameEdges(as: old) {
            animations[index].fromFrame = frame
        }
        animations[index].toFrame = frame
    }

    /// The animations to publish, taken: those that still change something.
    func takeAnimations() -> [ViewAnimation] {
        // Most passes animate nothing.
        guard !animations.isEmpty else { return [] }
        defer {
            animations.removeAll()
            animatedItems.removeAll()
        }
        return animations.filter {
            !$0.fromFrame.hasSameEdges(as: $0.toFrame) || $0.fromOpacity != $0.toOpacity
        }
    }
}

extension ViewAnimation {
    /// How long from `start` (microseconds, at most the animation's own start) until it ends.
    func duration(from start: UInt64) -> TimeInterval {
        Double(startMicroseconds - start) / 1_000_000 + duration
    }
}
