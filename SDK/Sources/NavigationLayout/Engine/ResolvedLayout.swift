/// A map's layout after a pass: every view and guide with its frame in map coordinates, and the
/// animations recorded since the last one. This is what the daemon publishes as `LayoutResolved`.
public struct ResolvedLayout: Hashable, Sendable {
    /// One view of the map's tree.
    public struct View: Hashable, Sendable {
        /// The view's id (its accessibility identifier, or the SDK component's id).
        public var id: String
        /// What it is: `googleLogo`, `viewport`, `button`, `turnCard`, `etaCard`, `tripProgressBar`,
        /// `speedWidget`, `prompt`, `stack` (a hiding stack or a ``UIStackView``, containers that
        /// draw nothing) or `view`.
        public var kind: String
        /// Its frame in map coordinates.
        public var frame: CGRect
        /// Whether it is hidden (it still took part in layout).
        public var hidden: Bool
        /// Its opacity, 0…1 (its `alpha`, clamped to that range as UIKit reads it; 1 for NaN).
        public var opacity: CGFloat
        /// Its place in drawing order, 0 at the back.
        public var zOrder: Int
        /// The radius of its rounded corners.
        public var cornerRadius: CGFloat
        /// Which corners are rounded.
        public var roundedCorners: CACornerMask
    }

    /// One layout guide.
    public struct Guide: Hashable, Sendable {
        /// The guide's identifier.
        public var id: String
        /// Its frame in map coordinates.
        public var frame: CGRect
    }

    /// Whether the map was in wide mode.
    public var wideMode: Bool
    /// The map's size.
    public var size: CGSize
    /// The views of the map's tree (not the map itself), back to front.
    public var views: [View]
    /// Every layout guide of the tree.
    public var guides: [Guide]
    /// Animations recorded since the previous layout was taken.
    public var animations: [ViewAnimation]

    /// The view with this id, if it is in the layout.
    public func view(_ id: String) -> View? {
        views.first { $0.id == id }
    }

    /// The guide with this id, if it is in the layout.
    public func guide(_ id: String) -> Guide? {
        guides.first { $0.id == id }
    }

    @MainActor
    init(map: GMSMapView, animations: [ViewAnimation]) {
        wideMode = map.wideMode
        size = map.frameStorage.size
        self.animations = animations
        let engine = map.engine
        // Taken out of the engine while refreshed, so that its arrays are changed in place; one
        // read afresh has its frames already.
        let items: PublishedItems
        if var kept = engine.publishedItems.take(), kept.refreshFrames(of: map) {
            items = kept
        } else {
            items = PublishedItems(of: map)
        }
        assert(items == PublishedItems(of: map), "a published attribute changed without publishedAttributesChanged()")
        views = items.views
        guides = items.guides
        engine.publishedItems = items
    }
}

extension UIView {
    /// Whether renderers are to hide the view: it or a view that contains it is hidden, unless a
    /// stack view is still collapsing it in an animation (``LayoutEngine/collapsingViews``).
    func isPublishedHidden(in engine: LayoutEngine) -> Bool {
        firstAncestor { view in
            if view.hiddenFlag
                && (engine.collapsingViews.isEmpty || engine.collapsingViews[ObjectIdentifier(view)] == nil)
            {
                return true
            }
            return view.layoutState.isMapState ? false : nil
        } ?? false
    }

    /// Whether a view that contains this one, up to its map, is hidden. The layout ends at the map:
    /// views that contain a map are not published, and their flags are not the map's business.
    var hasHiddenAncestor: Bool {
        guard let superview = superviewReference else { return false }
        return superview._withUnsafeGuaranteedRef { superview in
            superview.firstAncestor { view in
                if view.hiddenFlag { return true }
                return view.layoutState.isMapState ? false : nil
            } ?? false
        }
    }
}
