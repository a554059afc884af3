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

    /// The corner radius renderers draw the view with, and which corners it rounds: its layer's
    /// radius (the one it would start with while none is made), 0 when that is not a finite
    /// positive number, with no corner then; the layer's masked corners, all four while no layer
    /// is made (a layer's default). Read once per view for each published layout: the layer, kept
    /// by the view, is reached without a retain (Engine/Unretained.swift).
    var publishedCorners: (radius: CGFloat, corners: CACornerMask) {
        guard let layer = layerIfMade.unretained else {
            let radius = initialLayerCornerRadius
            return radius.isFinite && radius > 0 ? (radius, .allCorners) : (0, [])
        }
        return layer._withUnsafeGuaranteedRef { layer in
            let radius = layer.cornerRadius
            return radius.isFinite && radius > 0 ? (radius, layer.maskedCorners) : (0, [])
        }
    }
}
