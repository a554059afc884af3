/// What every navigation state hands the delegate: the required components and the width class
/// (Google's `GMSNavigationUIState`; protocols on iOS, so that delegates write `any` or nothing,
/// and `newState as? ActiveGuidanceUIState` tells the states apart).
@preconcurrency @MainActor
public protocol NavigationUIState: AnyObject {
    /// Whether the turn card and ETA card size themselves for a wide map (SPEC §5: at least 600
    /// wide and wider than tall); they must then stay at the leading edge.
    var wideMode: Bool { get }
    /// The Google logo. Required in every state; the same view in every state.
    var googleLogo: UIView { get }
    /// The invisible view that frames the camera. Required in every state; the same view in every
    /// state; fix all four of its edges.
    var viewport: UIView { get }
}

/// The navigation-ready state: the map with its buttons, no guidance.
@preconcurrency @MainActor
public protocol NavigationReadyUIState: NavigationUIState {
    /// The buttons offered in this state (usually the compass). Find them by ``NavigationUIButton/type``,
    /// not by position: more may come in later versions.
    var buttons: [any NavigationUIButton] { get }
}

/// Active guidance: the full set of navigation components.
@preconcurrency @MainActor
public protocol ActiveGuidanceUIState: NavigationUIState {
    /// The header with the next manoeuvre; its height is the safe-area top plus
    /// ``NavigationStyleValues/headerNominalHeight``.
    var turnCard: UIView { get }
    /// The footer with the arrival time and the distance left.
    var etaCard: UIView { get }
    /// The vertical bar of the trip's progress: 12 wide, any height.
    var tripProgressBar: UIView { get }
    /// The speedometer and speed limit; switches among four sizes at run time.
    var speedWidget: UIView { get }
    /// The buttons offered during guidance (usually the compass and the reporting button).
    var buttons: [any NavigationUIButton] { get }
}

/// A floating button the SDK offers, with its kind (Google's `GMSNavigationUIButton`).
@preconcurrency @MainActor
public protocol NavigationUIButton: AnyObject {
    /// What the button does; unknown kinds may appear in later versions.
    var type: NavigationButtonKnownType { get }
    /// The button's view, 48 × 48.
    var view: UIView { get }
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

/// What the SDK's states share: the required components and the width class.
class SharedUIState {
    let wideMode: Bool
    let googleLogo: UIView
    let viewport: UIView

    init(wideMode: Bool, googleLogo: UIView, viewport: UIView) {
        self.wideMode = wideMode
        self.googleLogo = googleLogo
        self.viewport = viewport
    }
}

/// The navigation-ready state the SDK hands out.
final class ReadyState: SharedUIState, NavigationReadyUIState {
    let buttons: [any NavigationUIButton]

    init(wideMode: Bool, googleLogo: UIView, viewport: UIView, buttons: [any NavigationUIButton]) {
        self.buttons = buttons
        super.init(wideMode: wideMode, googleLogo: googleLogo, viewport: viewport)
    }
}

/// The active-guidance state the SDK hands out.
final class GuidanceState: SharedUIState, ActiveGuidanceUIState {
    let turnCard: UIView
    let etaCard: UIView
    let buttons: [any NavigationUIButton]
    /// Where the optional components come from: they are made when first read (most delegates
    /// leave them out), the same views in every state.
    private let components: NavigationComponents

    var tripProgressBar: UIView { components.tripProgressBar }
    var speedWidget: UIView { components.speedWidget }

    init(
        wideMode: Bool, googleLogo: UIView, viewport: UIView, turnCard: UIView, etaCard: UIView,
        components: NavigationComponents, buttons: [any NavigationUIButton]
    ) {
        self.turnCard = turnCard
        self.etaCard = etaCard
        self.components = components
        self.buttons = buttons
        super.init(wideMode: wideMode, googleLogo: googleLogo, viewport: viewport)
    }
}

/// A button the SDK offers: its kind and its view.
final class OfferedButton: NavigationUIButton {
    let type: NavigationButtonKnownType
    let view: UIView

    init(type: NavigationButtonKnownType, view: UIView) {
        self.type = type
        self.view = view
    }
}
