import Foundation

/// The animations a map publishes with its next layout: one per view, made from what each block
/// that animated the view changed (UIKit's animations are additive): from where the view is now
/// minus those changes, to where it is now.
extension LayoutEngine {
    /// A view with a waiting animation, and each block's part of it.
    typealias AnimatedItem = (state: LayoutItemState, parts: [AnimationPart])

    /// One block's animation of a view, as the block recorded it: what matters of it is what it
    /// changed (its `toFrame` minus its `fromFrame`, and the same of opacity), and its timing.
    struct AnimationPart {
        let block: BlockSerial
        let animation: ViewAnimation
    }

    /// Whether an animation recorded for the view has not ended yet.
    func isAnimating(_ view: UIView) -> Bool {
        guard let ends = animationEnds[ObjectIdentifier(view.layoutState)] else { return false }
        let now = LayoutTiming.timer.now
        return ends.contains { now < $0.end }
    }

    /// Adds the animation a block recorded for a view, and notes when the block ends.
    func addAnimation(_ animation: ViewAnimation, of view: UIView, block: BlockSerial, ending end: TimeInterval) {
        let state = view.layoutState
        let now = LayoutTiming.timer.now
        animationEnds[ObjectIdentifier(state), default: []].removeAll { $0.end <= now }
        animationEnds[ObjectIdentifier(state), default: []].append((block, end))
        let part = AnimationPart(block: block, animation: animation)
        if let index = animatedItems.firstIndex(where: { $0.state === state }) {
            animatedItems[index].parts.append(part)
        } else {
            animatedItems.append((state, [part]))
        }
    }

    /// A block was stopped (``AnimationContext/cancel()``): its part of the view's waiting
    /// animation is taken out, the block no longer keeps the view animating, and the map
    /// publishes again. The view stays where the layout has it, as if the stopped block had moved
    /// it without animation, and the other blocks' changes play out on top.
    func cancelAnimation(of state: LayoutItemState, recordedBy block: BlockSerial) {
        let key = ObjectIdentifier(state)
        animationEnds[key]?.removeAll { $0.block == block }
        if animationEnds[key]?.isEmpty == true { animationEnds[key] = nil }
        setNeedsPublish()
        guard let index = animatedItems.firstIndex(where: { $0.state === state }) else { return }
        animatedItems[index].parts.removeAll { $0.block == block }
        if animatedItems[index].parts.isEmpty { animatedItems.remove(at: index) }
    }

    /// The view is no longer being collapsed by any block (shown again, or hidden at once): it is
    /// published as its flag says.
    func stopCollapsing(_ view: UIView) {
        guard collapsingViews.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        publishedAttributesChanged()
    }

    /// Forgets the waiting animation of an item that leaves the map, and that it was animating:
    /// it is not drawn, and if it comes back it is placed there without animation, as in UIKit.
    func dropAnimation(of state: LayoutItemState) {
        animationEnds[ObjectIdentifier(state)] = nil
        guard let index = animatedItems.firstIndex(where: { $0.state === state }) else { return }
        animatedItems.remove(at: index)
    }

    /// The animations to publish, taken: one per view that still changes something. Each ends
    /// where the view is published and starts there minus what its blocks changed, added up
    /// (a move or a fade made without animation since, a jump, is not among them, so the
    /// animation moves with the view: moved 100 further after a block that moved it by 100, it is
    /// published animating over the last 100); it starts when the first of them did, lasts until
    /// the last ends, and has the curve of the block recorded last.
    func takeAnimations() -> [ViewAnimation] {
        // Most passes animate nothing.
        guard !animatedItems.isEmpty else { return [] }
        defer { animatedItems.removeAll() }
        // Views whose blocks have all ended stop counting as animating here (or at their next
        // animation), so that the map's tree changes skip the bookkeeping again.
        let now = LayoutTiming.timer.now
        animationEnds = animationEnds.filter { $0.value.contains { now < $0.end } }
        var published: [ViewAnimation] = []
        for (state, parts) in animatedItems {
            guard let view = state.item as? UIView, let animation = Self.animation(of: view, from: parts),
                animation.changesSomething
            else { continue }
            published.append(animation)
        }
        return published
    }

    /// The view's animation made of `parts` (see ``takeAnimations()``); nil without parts.
    private static func animation(of view: UIView, from parts: [AnimationPart]) -> ViewAnimation? {
        guard let last = parts.last?.animation else { return nil }
        var (dx, dy, dw, dh, dOpacity): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0, 0)
        var start = last.startMicroseconds
        for part in parts {
            let (from, to) = (part.animation.fromFrame, part.animation.toFrame)
            // Raw origins and sizes: a record shifted by a jump may hold a size below 0.
            dx += to.origin.x - from.origin.x
            dy += to.origin.y - from.origin.y
            dw += to.size.width - from.size.width
            dh += to.size.height - from.size.height
            dOpacity += part.animation.toOpacity - part.animation.fromOpacity
            start = min(start, part.animation.startMicroseconds)
        }
        let (frame, opacity) = (view.layoutState.frameInMap, view.opacity.publishedOpacity)
        return ViewAnimation(
            viewID: view.layoutIdentifier,
            fromFrame: CGRect(
                x: frame.minX - dx, y: frame.minY - dy, width: max(0, frame.width - dw),
                height: max(0, frame.height - dh)),
            toFrame: frame, fromOpacity: min(1, max(0, opacity - dOpacity)), toOpacity: opacity,
            startMicroseconds: start, duration: parts.map { $0.animation.duration(from: start) }.max() ?? 0,
            curve: last.curve, spring: last.spring)
    }
}

extension ViewAnimation {
    /// How long from `start` (microseconds, at most the animation's own start) until it ends;
    /// counted in floating point, so that a later `start` gives a shorter time, never a trap.
    func duration(from start: UInt64) -> TimeInterval {
        (Double(startMicroseconds) - Double(start)) / 1_000_000 + duration
    }
}
