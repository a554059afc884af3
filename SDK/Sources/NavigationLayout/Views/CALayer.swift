/// The part of a view's Core Animation layer that the published layout carries: its rounded
/// corners (``UIView/layer``). Renderers draw each view with ``cornerRadius`` on the corners in
/// ``maskedCorners``; nothing else of a layer is drawn here.
@preconcurrency @MainActor
public final class CALayer {
    /// The bookkeeping of the layer's view, which outlives it: a change reaches the view's map
    /// while the view is in one.
    private let itemState: LayoutItemState

    /// The radius of the rounded corners; 0 (the default) draws square corners. A negative or
    /// non-finite radius is published as 0.
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { cornersChanged() } }
    }

    /// Which corners ``cornerRadius`` rounds: all four by default, as in Core Animation.
    @exclusivity(unchecked) public var maskedCorners: CACornerMask = .allCorners {
        didSet { if maskedCorners != oldValue { cornersChanged() } }
    }

    /// The corners are published with the view's next layout, without animation; inside an
    /// animation block, which UIKit animates them in, the block still takes its duration.
    private func cornersChanged() {
        guard let map = itemState.hostingMap else { return }
        map.engine.publishedAttributesChanged()
        AnimationContext.recording?.noteUnanimatedChange()
    }

    /// Whether the view clips what it contains to its rounded bounds. Kept as set, and not
    /// published: nothing draws inside views here, and renderers clip to the published corners.
    public var masksToBounds = false

    /// The shape of the rounded corners. Kept as set, and not published: renderers choose how to
    /// draw the published radius.
    public var cornerCurve = CALayerCornerCurve.circular

    init(itemState: LayoutItemState, cornerRadius: CGFloat) {
        self.itemState = itemState
        self.cornerRadius = cornerRadius
    }
}
