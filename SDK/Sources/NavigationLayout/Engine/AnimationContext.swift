/// Which animation block, among all that have run, made something: engines keep it with each
/// block's part of a view's animation, its end, and its stack collapses.
typealias BlockSerial = UInt64

/// One animation block: a `UIView.animate` call (any form) or one closure a
/// ``UIViewPropertyAnimator`` runs. While its closure runs the block is open, and the layout passes
/// and `alpha` changes inside it are recorded as its changes; when the closure returns the block
/// closes and hands them to the maps' engines as its parts. It lives on until its duration has
/// elapsed (its completion, its stack collapses) or it is stopped (``cancel()``).
@MainActor
final class AnimationContext {
    /// Every block whose `animations` closure is running, outermost first.
    @exclusivity(unchecked) static var openBlocks: [AnimationContext] = []
    /// The innermost open block.
    static var current: AnimationContext? { openBlocks.last }
    /// The block whose passes record animations now: ``current``, unless animations are off
    /// (``UIView/setAnimationsEnabled(_:)``, ``UIView/performWithoutAnimation(_:)``).
    static var recording: AnimationContext? { UIView.areAnimationsEnabled ? current : nil }
    /// How many blocks have run (``serial``).
    @exclusivity(unchecked) private static var blocksRun: BlockSerial = 0

    /// Which block this is among all that have run: how engines tell whose animation a view has.
    let serial: BlockSerial
    let start: TimeInterval
    let duration: TimeInterval
    /// The curve published with the block's animations (``UIView/AnimationOptions``, or a spring).
    let curve: PublishedCurve
    private var alphaChanges: [(view: UIView, from: CGFloat)] = []
    /// Views hidden in the block that a stack view arranges (``noteCollapse(of:)``).
    private var hiddenInStacks: [UIView] = []
    /// Those of them the block animated, with the state of the map that publishes them shown
    /// until the block's completion (``endCollapses()``). States, not engines: a block waiting for
    /// its end does not keep a freed map's engine and views.
    private var collapses: [(view: ObjectIdentifier, map: LayoutItemState)] = []
    /// The block's changes so far, one record per view, in the order the views first moved; they
    /// reach their maps' engines when the block closes (``close()``).
    private var records: [Record] = []
    /// The states of the maps whose views the block animated, told when the animation ends (if the
    /// map still exists then).
    private(set) var animatedMaps: [LayoutItemState] = []
    /// The views whose animations the block handed to their maps' engines, by their states (which
    /// keep neither views nor engines), for ``cancel()``.
    private var animatedViews: [(map: LayoutItemState, view: LayoutItemState)] = []
    /// The blocks run inside this one's `animations`: stopping it stops them too.
    private var nestedBlocks: [AnimationContext] = []
    /// Whether the block, or one run inside it, handed a change to a map when it closed (or made
    /// one UIKit animates, ``noteUnanimatedChange()``): one that did not has nothing to wait for.
    private(set) var animatedSomething = false
    /// The maps whose views had their frames set in the block, laid out before it closes.
    private var framedMaps: [LayoutItemState] = []
    /// Whether the block was stopped before its duration elapsed.
    private var wasCancelled = false
    /// What a stop does besides taking the block's animations out: a `UIView.animate` block's
    /// completion runs then, told `false`.
    var whenCancelled: (@MainActor () -> Void)?

    private init(start: TimeInterval, duration: TimeInterval, curve: PublishedCurve) {
        AnimationContext.blocksRun += 1
        serial = AnimationContext.blocksRun
        self.start = start
        self.duration = duration
        self.curve = curve
    }

    /// Runs `animations` as a block with this timing: the layout passes it runs record their
    /// changes, which reach their maps' engines when it returns. Returns the block, whose
    /// ``endCollapses()`` and ``animatedMaps`` its end needs; nil when animations are off, and the
    /// changes took effect at once. A block that `stopsWithOuterBlock` (a `UIView.animate` block)
    /// is stopped with the block it runs in; a property animator's blocks are the animator's alone.
    static func run(
        start: TimeInterval, duration: TimeInterval, curve: PublishedCurve, stopsWithOuterBlock: Bool,
        _ animations: @MainActor () -> Void
    ) -> AnimationContext? {
        guard UIView.areAnimationsEnabled else {
            animations()
            return nil
        }
        let context = AnimationContext(start: start, duration: duration, curve: curve)
        if stopsWithOuterBlock { current?.nestedBlocks.append(context) }
        openBlocks.append(context)
        animations()
        context.layOutFramedMaps()
        openBlocks.removeLast()
        context.close()
        return context
    }

    /// Lays `map` out when the block's closure returns, still in the block: a frame set in it (on
    /// a view placed by its frame) is animated, as UIKit animates it without a layout pass. The
    /// other changes waiting in that map then (constraint changes made before or in the block,
    /// not laid out) animate with it, where UIKit lays them out after the block (porting.md).
    func layOutBeforeClosing(_ map: GMSMapView) {
        if !framedMaps.contains(where: { $0 === map.layoutState }) { framedMaps.append(map.layoutState) }
    }

    private func layOutFramedMaps() {
        guard !framedMaps.isEmpty else { return }
        for state in framedMaps { (state.item as? GMSMapView)?.engine.layoutIfNeeded() }
        framedMaps = []
    }

    /// A change the block makes that UIKit animates and the SDK publishes without animation (a
    /// layer's corners): the block still has something to wait for.
    func noteUnanimatedChange() {
        animatedSomething = true
    }

    /// The start on the timer's clock in whole microseconds, as published; a clock past what 64 bits
    /// hold (only a test clock gets there) reads as the largest value rather than trapping.
    private var startMicroseconds: UInt64 {
        let microseconds = (start * 1_000_000).rounded()
        guard microseconds > 0 else { return 0 }
        return microseconds < 0x1p64 ? UInt64(microseconds) : .max
    }

    /// Records that a pass of the block moved a view from `from` to `to`. A later pass of the same
    /// block that moves it again keeps the frame the view had before the block (the one in
    /// between was never on screen).
    func record(frameOf view: UIView, from: CGRect, to: CGRect, in engine: LayoutEngine) {
        if let index = records.firstIndex(where: { $0.view === view }) {
            records[index].animation.toFrame = to
            return
        }
        let opacity = view.opacity.publishedOpacity
        records.append(record(of: view, in: engine, frames: (from, to), opacities: (opacity, opacity)))
    }

    /// A new record of the block's change of `view`.
    private func record(
        of view: UIView, in engine: LayoutEngine, frames: (CGRect, CGRect), opacities: (CGFloat, CGFloat)
    ) -> Record {
        Record(
            view: view, engine: engine,
            animation: ViewAnimation(
                viewID: view.layoutIdentifier, fromFrame: frames.0, toFrame: frames.1, fromOpacity: opacities.0,
                toOpacity: opacities.1, startMicroseconds: startMicroseconds, duration: duration, curve: curve.name,
                spring: curve.spring))
    }

    /// A pass this block does not record moved a view while the block is open (animations off, a
    /// pass outside every block's recording, or one another block records): what this block
    /// recorded for it moves with the view, so that the block's part stays its own change, as
    /// UIKit's additive animations do.
    func viewJumped(_ view: UIView, from old: CGRect, to frame: CGRect) {
        if let index = records.firstIndex(where: { $0.view === view }) {
            records[index].animation.shift(from: old, to: frame)
        }
    }

    /// A subtree left its map while blocks are open: they forget what they noted of its views
    /// (not of a map's inside it, which keeps its own layout), so that a view put back is placed
    /// without the animation it had, as in UIKit.
    static func subtreeLeftMap(_ subtree: Subtree) {
        let leaving = Set(subtree.map(ObjectIdentifier.init))
        for block in openBlocks {
            block.records.removeAll { leaving.contains(ObjectIdentifier($0.view)) }
            block.alphaChanges.removeAll { leaving.contains(ObjectIdentifier($0.view)) }
            block.hiddenInStacks.removeAll { leaving.contains(ObjectIdentifier($0)) }
        }
    }

    /// A stack view's arranged view was shown again, or hidden outside any animation: no open
    /// block collapses it any more.
    static func collapseEnded(of view: UIView) {
        for block in openBlocks { block.hiddenInStacks.removeAll { $0 === view } }
    }

    /// A stack view's arranged view was hidden in the block: if the stack's collapse animates it,
    /// it stays shown until the animation ends, as in UIKit.
    func noteCollapse(of view: UIView) {
        if !hiddenInStacks.contains(where: { $0 === view }) { hiddenInStacks.append(view) }
    }

    /// The block's animations are over: the views it collapsed are published hidden (by the
    /// engine that showed them, wherever they are now) unless another block still collapses them.
    func endCollapses() {
        for (view, mapState) in collapses {
            guard let engine = mapState.map?.engine else { continue }
            engine.collapsingViews[view]?.removeAll { $0 == serial }
            if engine.collapsingViews[view]?.isEmpty == true { engine.collapsingViews[view] = nil }
            engine.publishedAttributesChanged()
        }
        collapses = []
    }

    /// The block, and the blocks run inside it, were stopped before they ended
    /// (``UIViewPropertyAnimator``): animations only they made and not yet published are dropped,
    /// their views no longer count as animating, the views they collapsed are published hidden,
    /// and their maps publish again at their next layout, so that renderers put the views where
    /// the layout has them now.
    func cancel() {
        guard !wasCancelled else { return }
        wasCancelled = true
        for (mapState, viewState) in animatedViews {
            mapState.map?.engine.cancelAnimation(of: viewState, recordedBy: serial)
        }
        animatedViews = []
        endCollapses()
        for block in nestedBlocks { block.cancel() }
        nestedBlocks = []
        let action = whenCancelled
        whenCancelled = nil
        action?()
    }

    /// A view's `alpha` changed from `old` to `new`: the block recording (if any) notes the
    /// opacity the view was published with before; every other open block that noted the view's
    /// opacity sees the change as a jump, so that its part stays its own change.
    static func alphaChanged(of view: UIView, from old: CGFloat, to new: CGFloat) {
        let recording = recording
        let (old, new) = (old.publishedOpacity, new.publishedOpacity)
        if let recording, !recording.alphaChanges.contains(where: { $0.view === view }) {
            recording.alphaChanges.append((view, old))
        }
        for block in openBlocks where block !== recording {
            if let index = block.alphaChanges.firstIndex(where: { $0.view === view }) {
                block.alphaChanges[index].from += new - old
            }
        }
    }

    /// Closes the block: its opacity changes join its frame changes, and each view that looks
    /// different at the end than at the start gets the block's part of its animation in its map's
    /// engine (a view moved and moved back gets none; ``LayoutEngine/addAnimation(_:of:block:ending:)``).
    private func close() {
        if nestedBlocks.contains(where: \.animatedSomething) { animatedSomething = true }
        for change in alphaChanges where change.from != change.view.opacity.publishedOpacity {
            // `from` is the published opacity before the block, moved by other blocks' changes
            // since (``alphaChanged(of:from:to:)``), so it may lie outside 0…1: only the change counts.
            let (from, to) = (change.from, change.view.opacity.publishedOpacity)
            if let index = records.firstIndex(where: { $0.view === change.view }) {
                records[index].animation.fromOpacity = from
                records[index].animation.toOpacity = to
            } else if let engine = change.view.enclosingMap?.engine {
                let frame = change.view.layoutState.frameInMap
                records.append(record(of: change.view, in: engine, frames: (frame, frame), opacities: (from, to)))
            }
        }
        for record in records {
            let engine = record.engine
            // A view that left the map during the block is not drawn; one the block left as it
            // found it has nothing to add (what is published ends where the view is anyway).
            guard record.view.enclosingMap?.engine === engine, record.animation.changesSomething else { continue }
            noteAnimated(engine.map)
            animatedSomething = true
            animatedViews.append((engine.map.layoutState, record.view.layoutState))
            engine.addAnimation(record.animation, of: record.view, block: serial, ending: start + duration)
            engine.setNeedsPublish()
        }
        // A view collapsed by the block (hidden, and animated) stays shown until the completion.
        for view in hiddenInStacks where view.hiddenFlag {
            guard let engine = view.hostingMap?.engine, records.contains(where: { $0.view === view }) else { continue }
            engine.collapsingViews[ObjectIdentifier(view), default: []].append(serial)
            engine.publishedAttributesChanged()
            collapses.append((ObjectIdentifier(view), engine.map.layoutState))
        }
        // The block's views are not kept until its completion runs.
        records = []
        alphaChanges = []
        hiddenInStacks = []
    }

    private func noteAnimated(_ map: GMSMapView) {
        if !animatedMaps.contains(where: { $0.map === map }) { animatedMaps.append(map.layoutState) }
    }
}

extension AnimationContext {
    /// A view's animation in one block, with the engine of the map it moved in.
    private struct Record {
        let view: UIView
        let engine: LayoutEngine
        var animation: ViewAnimation
    }
}
