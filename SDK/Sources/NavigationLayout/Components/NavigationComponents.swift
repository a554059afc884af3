/// The SDK components of one map view: made once, the same views in every state (SPEC §5), sized
/// from the map's geometry and kept in step with it.
@preconcurrency @MainActor
public final class NavigationComponents {
    /// The map's state, not the map: components (prompts above all) may outlive their map in a
    /// delegate's hands, and the state no longer names a freed map.
    private let mapState: LayoutItemState
    var map: GMSMapView? { mapState.map }
    let googleLogo = SDKComponentView(id: "googleLogo", kind: "googleLogo")
    let viewport = SDKComponentView(id: "viewport", kind: "viewport")
    // Cards are rounded on all four corners (the layer's default), buttons are round.
    let compassButton = SDKComponentView(id: "button.compass", kind: "button", cornerRadius: 24)
    let reportingButton = SDKComponentView(id: "button.reporting", kind: "button", cornerRadius: 24)
    let turnCard = SDKComponentView(
        id: "turnCard", kind: "turnCard", cornerRadius: NavigationStyleValues.defaultCornerRadius)
    let etaCard = SDKComponentView(
        id: "etaCard", kind: "etaCard", cornerRadius: NavigationStyleValues.defaultCornerRadius)
    /// The optional components, once made (``tripProgressBar``, ``speedWidget``).
    @exclusivity(unchecked) private(set) var madeTripProgressBar: SDKComponentView?
    @exclusivity(unchecked) private(set) var madeSpeedWidget: SDKComponentView?
    /// The states of the prompts made for the map, resized with it while they exist.
    @exclusivity(unchecked) private var prompts: [LayoutItemState] = []
    @exclusivity(unchecked) private var promptsMade = 0

    /// Which readings the speed data offers. The widget shows those the map's
    /// ``GMSMapView/shouldDisplaySpeedometer`` and ``GMSMapView/shouldDisplaySpeedLimit`` let it
    /// (``shownSpeedWidgetDisplay``), and its size follows at once (the layout is redone at the
    /// next pass).
    @exclusivity(unchecked) public var speedWidgetDisplay: SpeedWidgetDisplay = .none {
        didSet { updateSizes() }
    }

    /// What the speed widget shows, and is sized for: the readings of ``speedWidgetDisplay`` that
    /// the map's flags let it show.
    public var shownSpeedWidgetDisplay: SpeedWidgetDisplay {
        speedWidgetDisplay.limited(
            speed: map?.shouldDisplaySpeedometer ?? true, limit: map?.shouldDisplaySpeedLimit ?? true)
    }

    init(map: GMSMapView) {
        mapState = map.layoutState
        updateSizes()
    }

    /// The width of the turn card, ETA card and prompts: in wide mode 0.4 × the map width within
    /// 320…480, otherwise the safe-area width (SPEC §5).
    public var cardWidth: CGFloat {
        guard let map else { return 0 }
        let size = map.frameStorage.size
        if map.wideMode { return min(max(0.4 * size.width, 320), 480) }
        return max(0, size.width - map.displaySafeAreaInsets.left - map.displaySafeAreaInsets.right)
    }

    /// The trip progress bar, made (and sized) when first asked for: most delegates leave it out.
    var tripProgressBar: SDKComponentView {
        madeTripProgressBar ?? makeOptionalComponent(\.madeTripProgressBar, id: "tripProgressBar")
    }

    /// The speed widget, made (and sized for ``shownSpeedWidgetDisplay``) when first asked for.
    var speedWidget: SDKComponentView {
        madeSpeedWidget ?? makeOptionalComponent(\.madeSpeedWidget, id: "speedWidget")
    }

    private func makeOptionalComponent(
        _ slot: ReferenceWritableKeyPath<NavigationComponents, SDKComponentView?>, id: String
    ) -> SDKComponentView {
        let component = SDKComponentView(id: id, kind: id)
        self[keyPath: slot] = component
        sizeOptionalComponents()
        return component
    }

    /// The navigation-ready state for the map as it is now.
    public func readyState() -> any NavigationReadyUIState {
        ReadyState(
            wideMode: map?.wideMode ?? false, googleLogo: googleLogo, viewport: viewport, buttons: readyButtons)
    }

    /// The active-guidance state for the map as it is now.
    public func guidanceState() -> any ActiveGuidanceUIState {
        GuidanceState(
            wideMode: map?.wideMode ?? false, googleLogo: googleLogo, viewport: viewport, turnCard: turnCard,
            etaCard: etaCard, components: self, buttons: guidanceButtons)
    }

    /// The buttons' entries, made once: every state lists the same ones (they cannot change).
    private lazy var compassEntry = OfferedButton(type: .compass, view: compassButton)
    private lazy var reportingEntry = OfferedButton(type: .reporting, view: reportingButton)

    /// Whether the compass is offered: by default (settings not made yet, or `compassButton` left
    /// true) it is.
    private var offersCompass: Bool { map?.settingsIfMade?.compassButton ?? true }

    private var readyButtons: [any NavigationUIButton] { offersCompass ? [compassEntry] : [] }

    private var guidanceButtons: [any NavigationUIButton] {
        offersCompass ? [compassEntry, reportingEntry] : [reportingEntry]
    }

    /// A new prompt of `kind`, sized for the map, with the id `id` (by default
    /// `prompt.<kind>.<n>`, n counting this map's prompts).
    public func makePrompt(kind: PromptKind, id: String? = nil) -> any NavigationPromptView {
        promptsMade += 1
        let prompt = PromptView(kind: kind, id: id ?? "prompt.\(kind.rawValue).\(promptsMade)")
        prompts.removeAll { $0.item == nil }
        prompts.append(prompt.layoutState)
        size(prompt)
        return prompt
    }

    /// Sets every component's size from the map's geometry (SPEC §5).
    func updateSizes() {
        let insets = map?.displaySafeAreaInsets ?? .zero
        let width = cardWidth
        fix(googleLogo, width: 64, height: 24)
        fix(compassButton, width: 48, height: 48)
        fix(reportingButton, width: 48, height: 48)
        fix(turnCard, width: width, height: insets.top + NavigationStyleValues.headerNominalHeight)
        fix(etaCard, width: width, height: 72 + insets.bottom)
        sizeOptionalComponents()
        for state in prompts {
            if let prompt = state.item as? PromptView { size(prompt) }
        }
    }

    /// Sizes the trip progress bar and the speed widget, those that are made.
    func sizeOptionalComponents() {
        madeTripProgressBar?.setFixedSize(width: 12, height: nil)
        if let widget = madeSpeedWidget {
            let size = shownSpeedWidgetDisplay.size
            widget.setFixedSize(width: size.width, height: size.height)
        }
    }

    /// Sets a component's size; the component is one of this object's constants, reached
    /// without a retain (Engine/Unretained.swift) since a resize sets every component's size.
    @inline(__always)
    private func fix(_ component: SDKComponentView, width: CGFloat?, height: CGFloat?) {
        Unmanaged.passUnretained(component)._withUnsafeGuaranteedRef { $0.setFixedSize(width: width, height: height) }
    }

    private func size(_ prompt: PromptView) {
        prompt.setFixedSize(
            width: cardWidth, height: prompt.kind.contentHeight + (map?.displaySafeAreaInsets.bottom ?? 0))
    }
}
