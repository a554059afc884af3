import Foundation

/// The animations a map publishes with its next layout: one per view, from the frame and opacity
/// the view had when the first animation of each began, to those published with it.
extension LayoutEngine {
    /// When a block first moved a view (`frame`) and first changed its opacity (`opacity`), among
    /// all blocks (``AnimationContext``): of two animations of one view, the earlier of each says
    /// where that part starts.
    struct AnimationOrder {
        var frame: UInt64?
        var opacity: UInt64?

        /// Whether the waiting animation's part comes first: it is set and the new one's unset or
        /// later (or neither is set).
        static func first(_ waiting: UInt64?, before new: UInt64?) -> Bool {
            guard let waiting else { return new == nil }
            return new.map { waiting <= $0 } ?? true
        }

        /// The earlier of each part.
        func merged(with other: AnimationOrder) -> AnimationOrder {
            AnimationOrder(
                frame: [frame, other.frame].compactMap { $0 }.min(),
                opacity: [opacity, other.opacity].compactMap { $0 }.min())
        }
    }

    /// Whether the view has an animation waiting to be published.
    func hasAnimation(of view: UIView) -> Bool {
        animatedItems.contains { $0.state === view.layoutState }
    }

    /// A view with a waiting animation, when blocks first changed it, and each block's part.
    typealias AnimatedItem = (state: LayoutItemState, order: AnimationOrder, parts: [AnimationPart])

    /// One block's animation of a view, as the block recorded it, kept beside the merged one so
    /// that a stopped block's part can be taken out of it (``cancelAnimation(of:recordedBy:)``).
    struct AnimationPart {
        let block: UInt64
        var animation: ViewAnimation
        let order: AnimationOrder
    }

    /// Adds the animation a block recorded for a view, and notes when the block ends. A view that
    /// already has one waiting to be published gets a single one that covers both: from where the
    /// earlier move and the earlier fade began, to where the view is now, over both spans of time,
    /// with the curve of the block that ended last (two blocks run at once, as `changePrompt` does,
    /// or one inside the other).
    func addAnimation(
        _ animation: ViewAnimation, of view: UIView, order: AnimationOrder, block: UInt64, ending end: TimeInterval
    ) {
        let key = ObjectIdentifier(view)
        let now = LayoutTiming.timer.now
        animationEnds[key, default: []].removeAll { $0.end <= now }
        animationEnds[key, default: []].append((block, end))
        let state = view.layoutState
        let part = AnimationPart(block: block, animation: animation, order: order)
        guard let index = animatedItems.firstIndex(where: { $0.state === state }) else {
            animations.append(animation)
            animatedItems.append((state, order, [part]))
            return
        }
        animatedItems[index].parts.append(part)
        (animations[index], animatedItems[index].order) = merging(
            animations[index], animatedItems[index].order, with: part, of: view)
    }

    /// `waiting` and `part` as one animation of `view`, ending where the view is now.
    private func merging(
        _ waiting: ViewAnimation, _ waitingOrder: AnimationOrder, with part: AnimationPart, of view: UIView
    ) -> (ViewAnimation, AnimationOrder) {
        let (animation, order) = (part.animation, part.order)
        let start = min(waiting.startMicroseconds, animation.startMicroseconds)
        let merged = ViewAnimation(
            viewID: animation.viewID,
            fromFrame: AnimationOrder.first(waitingOrder.frame, before: order.frame)
                ? waiting.fromFrame : animation.fromFrame,
            toFrame: view.layoutState.frameInMap,
            fromOpacity: AnimationOrder.first(waitingOrder.opacity, before: order.opacity)
                ? waiting.fromOpacity : animation.fromOpacity,
            toOpacity: view.opacity.publishedOpacity, startMicroseconds: start,
            duration: max(waiting.duration(from: start), animation.duration(from: start)), curve: animation.curve,
            spring: animation.spring)
        return (merged, waitingOrder.merged(with: order))
    }

    /// A block was stopped (``AnimationContext/cancel()``): its part of the view's waiting
    /// animation is taken out, the block no longer keeps the view animating, and the map
    /// publishes again. The view stays where the layout has it, as if the stopped block had moved
    /// it without animation: the other blocks' changes play out on top, ending there (UIKit's
    /// animations are additive), and with none left the animation is dropped.
    func cancelAnimation(of state: LayoutItemState, recordedBy block: UInt64) {
        if let view = state.item as? UIView {
            animationEnds[ObjectIdentifier(view)]?.removeAll { $0.block == block }
        }
        setNeedsPublish()
        guard let index = animatedItems.firstIndex(where: { $0.state === state }) else { return }
        let parts = animatedItems[index].parts.filter { $0.block != block }
        guard let last = parts.last, let view = state.item as? UIView else {
            animations.remove(at: index)
            animatedItems.remove(at: index)
            return
        }
        // What the remaining blocks change, edge by edge and in opacity, added up.
        var (dx, dy, dw, dh, dOpacity): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0, 0)
        var order = AnimationOrder()
        for part in parts {
            let (from, to) = (part.animation.fromFrame, part.animation.toFrame)
            dx += to.minX - from.minX
            dy += to.minY - from.minY
            dw += to.width - from.width
            dh += to.height - from.height
            dOpacity += part.animation.toOpacity - part.animation.fromOpacity
            order = order.merged(with: part.order)
        }
        let start = parts.map(\.animation.startMicroseconds).min() ?? last.animation.startMicroseconds
        let (frame, opacity) = (state.frameInMap, view.opacity.publishedOpacity)
        animations[index] = ViewAnimation(
            viewID: last.animation.viewID,
            fromFrame: CGRect(
                x: frame.minX - dx, y: frame.minY - dy, width: max(0, frame.width - dw),
                height: max(0, frame.height - dh)),
            toFrame: frame, fromOpacity: min(1, max(0, opacity - dOpacity)), toOpacity: opacity,
            startMicroseconds: start, duration: parts.map { $0.animation.duration(from: start) }.max() ?? 0,
            curve: last.animation.curve, spring: last.animation.spring)
        animatedItems[index] = (state, order, parts)
    }

    /// A pass outside any animation moved a view whose animation waits to be published: the
    /// animation moves with the view (``ViewAnimation/moveWithView(from:to:)``), so that what is
    /// published never animates a view toward a frame it has left. (The blocks' parts keep what
    /// each changed, which a jump does not alter.)
    func moveAnimation(of view: UIView, from old: CGRect, to frame: CGRect) {
        let state = view.layoutState
        guard let index = animatedItems.firstIndex(where: { $0.state === state }) else { return }
        animations[index].moveWithView(from: old, to: frame)
    }

    /// Forgets the waiting animation of an item that leaves the map, and that it was animating:
    /// it is not drawn, and if it comes back it is placed there without animation, as in UIKit.
    func dropAnimation(of state: LayoutItemState) {
        if let view = state.item as? UIView { animationEnds[ObjectIdentifier(view)] = nil }
        guard let index = animatedItems.firstIndex(where: { $0.state === state }) else { return }
        animations.remove(at: index)
        animatedItems.remove(at: index)
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
