extension UIView {
    /// The view's layer, made the first time it is asked for: its ``CALayer/cornerRadius`` and
    /// ``CALayer/maskedCorners`` are published with the view (SDK components start with the
    /// corners of SPEC §5).
    public var layer: CALayer {
        if let layerIfMade { return layerIfMade }
        let layer = CALayer(itemState: layoutState, cornerRadius: initialLayerCornerRadius)
        layerIfMade = layer
        return layer
    }

    /// Whether the view clips its contents (its layer's ``CALayer/masksToBounds``): kept, not
    /// published.
    public var clipsToBounds: Bool {
        get { layerIfMade?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// The corner radius renderers draw the view with: its layer's (the one it would start with
    /// while none is made), 0 when that is not a finite positive number.
    var publishedCornerRadius: CGFloat {
        let radius = layerIfMade?.cornerRadius ?? initialLayerCornerRadius
        guard radius.isFinite, radius > 0 else { return 0 }
        return radius
    }

    /// Which corners are rounded with ``publishedCornerRadius``: none while it is 0, all four
    /// while no layer is made (a layer's default).
    var publishedRoundedCorners: CACornerMask {
        guard publishedCornerRadius > 0 else { return [] }
        return layerIfMade?.maskedCorners ?? .allCorners
    }
}
