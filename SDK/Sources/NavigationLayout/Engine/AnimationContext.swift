/// The animation block being run by ``UIView/animate(withDuration:delay:animations:completion:)``:
/// layout passes inside it record their frame changes as animations instead of jumps.
@MainActor
final class AnimationContext {
    static var current: AnimationContext?

    let start: TimeInterval
    let duration: TimeInterval
    /// The curve published with the block's animations (``UIView/AnimationOptions``).
    let curve: String
    private var alphaChanges: [(view: UIView, from: CGFloat)] = []
    /// The states of the maps whose views the block animated, told when the animation ends (if the
    /// map still exists then).
    private(set) var animatedMaps: [LayoutItemState] = []

    init(start: TimeInterval, duration: TimeInterval, curve: String) {
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// The start on the timer's clock in whole microseconds, as published; a clock past what 64 bits
    /// hold (only a test clock gets there) reads as the largest value rather than trapping.
    var startMicroseconds: UInt64 {
        let microseconds = (start * 1_000_000).rounded()
        guard microseconds > 0 else { return 0 }
        return microseconds < 0x1p64 ? UInt64(microseconds) : .max
    }

    /// Records that a pass of the block moved a view from `from` to `to`. A later pass of the same
    /// block that moves it again replaces the record, keeping the frame the view had before the
    /// block (the one in between was never on screen); a view that ends where it started is not
    /// animated.
    func record(frameOf view: UIView, from: CGRect, to: CGRect, in engine: LayoutEngine) {
        noteAnimated(engine.map)
        let id = view.layoutIdentifier
        var from = from
        // A view has one record per block: this function replaces it, finish() amends it.
        if let earlier = engine.animations.firstIndex(where: {
            $0.viewID == id && $0.startMicroseconds == startMicroseconds
        }) {
            from = engine.animations.remove(at: earlier).fromFrame
        }
        guard !to.hasSameEdges(as: from) else { return }
        engine.animationEnds[ObjectIdentifier(view)] = start + duration
        let opacity = view.alpha.publishedOpacity
        engine.animations.append(
            ViewAnimation(
                viewID: id, fromFrame: from, toFrame: to, fromOpacity: opacity, toOpacity: opacity,
                startMicroseconds: startMicroseconds, duration: duration, curve: curve))
    }

    func noteAlpha(of view: UIView, from: CGFloat) {
        if !alphaChanges.contains(where: { $0.view === view }) { alphaChanges.append((view, from)) }
    }

    /// Turns the opacity changes of the block into animations of their views.
    func finish() {
        for change in alphaChanges where change.from != change.view.alpha {
            guard let engine = change.view.enclosingMap?.engine else { continue }
            noteAnimated(engine.map)
            let end = start + duration
            engine.animationEnds[ObjectIdentifier(change.view)] = max(
                engine.animationEnds[ObjectIdentifier(change.view)] ?? end, end)
            let frame = change.view.layoutState.frameInMap
            if let index = engine.animations.lastIndex(where: {
                $0.viewID == change.view.layoutIdentifier && $0.startMicroseconds == startMicroseconds
            }) {
                engine.animations[index].fromOpacity = change.from.publishedOpacity
                engine.animations[index].toOpacity = change.view.alpha.publishedOpacity
            } else {
                engine.animations.append(
                    ViewAnimation(
                        viewID: change.view.layoutIdentifier, fromFrame: frame, toFrame: frame,
                        fromOpacity: change.from.publishedOpacity, toOpacity: change.view.alpha.publishedOpacity,
                        startMicroseconds: startMicroseconds, duration: duration, curve: curve))
            }
            engine.setNeedsPublish()
        }
    }

    private func noteAnimated(_ map: GMSMapView) {
        if !animatedMaps.contains(where: { $0.map === map }) { animatedMaps.append(map.layoutState) }
    }
}
