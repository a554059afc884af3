/// What every navigation state hands the delegate: the required components and the width class.
@MainActor
open class NavigationUIState: NSObject {
    /// Whether the turn card and ETA card size themselves for a wide map (SPEC §5: at least 600
    /// wide and wider than tall); they must then stay at the leading edge.
    public let wideMode: Bool
    /// The Google logo. Required in every state; the same view in every state.
    public let googleLogo: UIView
    /// The invisible view that frames the camera. Required in every state; the same view in every
    /// state; fix all four of its edges.
    public let viewport: UIView

    init(wideMode: Bool, googleLogo: UIView, viewport: UIView) {
        self.wideMode = wideMode
        self.googleLogo = googleLogo
        self.viewport = viewport
    }
}

/// The navigation-ready state: the map with its buttons, no guidance.
@MainActor
public final class NavigationReadyUIState: NavigationUIState {
    /// The buttons offered in this state (usually the compass). Find them by ``NavigationUIButton/type``,
    /// not by position: more may come in later versions.
    public let buttons: [NavigationUIButton]

    init(wideMode: Bool, googleLogo: UIView, viewport: UIView, buttons: [NavigationUIButton]) {
        self.buttons = buttons
        super.init(wideMode: wideMode, googleLogo: googleLogo, viewport: viewport)
    }
}

/// Active guidance: the full set of navigation components.
@MainActor
public final class ActiveGuidanceUIState: NavigationUIState {
    /// The header with the next manoeuvre; its height is the safe-area top plus
    /// ``NavigationStyleValues/headerNominalHeight``.
    public let turnCard: UIView
    /// The footer with the arrival time and the distance left.
    public let etaCard: UIView
    /// The vertical bar of the trip's progress: 12 wide, any height.
    public var tripProgressBar: UIView { components.tripProgressBar }
    /// The speedometer and speed limit; switches among four sizes at run time.
    public var speedWidget: UIView { components.speedWidget }
    /// The buttons offered during guidance (usually the compass and the reporting button).
    public let buttons: [NavigationUIButton]
    /// Where the optional components come from: they are made when first read (most delegates
    /// leave them out), the same views in every state.
    private let components: NavigationComponents

    init(
        wideMode: Bool, googleLogo: UIView, viewport: UIView, turnCard: UIView, etaCard: UIView,
        components: NavigationComponents, buttons: [NavigationUIButton]
    ) {
        self.turnCard = turnCard
        self.etaCard = etaCard
        self.components = components
        self.buttons = buttons
        super.init(wideMode: wideMode, googleLogo: googleLogo, viewport: viewport)
    }
}

/// A floating button the SDK offers, with its kind.
@MainActor
public final class NavigationUIButton: NSObject {
    /// What the button does; unknown kinds may appear in later versions.
    public let type: NavigationButtonKnownType
    /// The button's view, 48 × 48.
    public let view: UIView

    init(type: NavigationButtonKnownType, view: UIView) {
        self.type = type
        self.view = view
    }
}

/// The kind of a ``NavigationUIButton``. Unknown values pass through unchanged.
public struct NavigationButtonKnownType: RawRepresentable, Hashable, Sendable {
    /// The kind's number.
    public var rawValue: Int

    /// Creates a kind from its number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The compass.
    public static let compass = NavigationButtonKnownType(rawValue: 0)
    /// The button that reports an incident.
    public static let reporting = NavigationButtonKnownType(rawValue: 1)
}
