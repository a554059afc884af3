extension UIView {
    /// `point`, given in this view's coordinates, in `view`'s; with `view` nil, in the coordinates of
    /// the tree's root (the map view). Frames as they are now: the last layout pass's, or those
    /// set since. The two views should share a root, as UIKit's share a window; for views of two
    /// trees the result is as if both roots were at the same place.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let fromRoot = view?.originInRoot ?? .zero
        let origin = originInRoot
        return CGPoint(x: point.x + origin.x - fromRoot.x, y: point.y + origin.y - fromRoot.y)
    }

    /// `point`, given in `view`'s coordinates (the root's for nil), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? rootView).convert(point, to: self)
    }

    /// `rect`, given in this view's coordinates, in `view`'s (the root's for nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s coordinates (the root's for nil), in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The view itself if its ``tag`` is `tag`, or else the first view inside it, depth first, that
    /// has it.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The topmost view of the tree that holds this one.
    private var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Where the view's top-left corner is in the root's coordinates: the frames' origins added up
    /// to the root, whose own position is outside the tree.
    private var originInRoot: CGPoint {
        var origin = CGPoint.zero
        var view = self
        while let parent = view.superview {
            origin.x += view.frameStorage.minX
            origin.y += view.frameStorage.minY
            view = parent
        }
        return origin
    }
}
