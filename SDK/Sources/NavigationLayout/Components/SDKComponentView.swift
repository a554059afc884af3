/// A component the SDK provides (logo, viewport, buttons, cards, trip progress bar, speed widget):
/// a view with a fixed id, a published kind and, for most, a size the SDK decides.
@MainActor
final class SDKComponentView: FixedSizeView {
    override class var mayOverrideCallbacks: Bool { false }

    let kind: String
    /// The corner radius of the component's layer until the delegate changes it.
    private let cornerRadius: CGFloat

    init(id: String, kind: String, cornerRadius: CGFloat = 0) {
        self.kind = kind
        self.cornerRadius = cornerRadius
        super.init(frame: .zero)
        accessibilityIdentifier = id
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// UIKit's archive initializer; there are no archives here.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    override var publishedKind: String { kind }
    override var initialLayerCornerRadius: CGFloat { cornerRadius }
}

/// Which readings the speed widget shows; each has its own size (SPEC §5).
public enum SpeedWidgetDisplay: String, Sendable, CaseIterable {
    /// Nothing: 0 × 0.
    case none
    /// The current speed: 64 × 64.
    case speed
    /// The speed limit: 64 × 64.
    case limit
    /// Both: 64 × 136.
    case both

    /// What the widget shows of these readings where the map lets it show the current speed
    /// (`speed`, ``GMSMapView/shouldDisplaySpeedometer``) and the limit (`limit`,
    /// ``GMSMapView/shouldDisplaySpeedLimit``).
    public func limited(speed: Bool, limit: Bool) -> SpeedWidgetDisplay {
        let showsSpeed = speed && (self == .speed || self == .both)
        let showsLimit = limit && (self == .limit || self == .both)
        switch (showsSpeed, showsLimit) {
        case (true, true): return .both
        case (true, false): return .speed
        case (false, true): return .limit
        case (false, false): return .none
        }
    }

    /// The widget's size for this display.
    public var size: CGSize {
        switch self {
        case .none: CGSize(width: 0, height: 0)
        case .speed, .limit: CGSize(width: 64, height: 64)
        case .both: CGSize(width: 64, height: 136)
        }
    }
}
