public import NavigationLayout

/// The layout the host uses while a map has no delegate, and always on projected displays: the
/// legacy slot model of SPEC §7, driven by the map's ``GMSUISettings`` (seed 003, Google's
/// "Modify the navigation UI"). Paddings are ``NavigationStyleValues``: element 12, button
/// horizontal 16, button vertical 12, header top 8. "Safe" is the map's safe area; leading and
/// trailing follow the map's layout direction.
///
/// **Ready.** The viewport is the safe area. The Google logo sits bottom-leading: leading = safe
/// leading + 12, bottom = safe bottom − 12. The compass (if `compassButton`) sits top-trailing:
/// trailing = safe trailing − 16, top = safe top + 8. A bottom-trailing hiding stack
/// (`.bottom`, `.trailing`; trailing = safe trailing, bottom on the logo's bottom line, top: see
/// below) holds the my-location button (if `myLocationButton`): a 48 × 48 `button` with id
/// `button.myLocation`.
///
/// **Guidance.** Header = the turn card (if `isNavigationHeaderEnabled`): top = map top, leading =
/// safe leading. Header accessory (if `headerAccessoryHeight` > 0; view id `headerAccessory`):
/// below the header with its leading edge and width, that high; without a header, below the safe
/// top, safe leading, card width. Footer = the ETA card (if `isNavigationFooterEnabled`): bottom =
/// map bottom, leading = safe leading. The logo: leading = safe leading + 12, 12 above the
/// content-bottom line. The speed widget (if the map's `shouldDisplaySpeedometer`): leading on the
/// logo's, 12 above it. The trip progress bar (if `isNavigationTripProgressBarEnabled`): 12 wide,
/// leading on the logo's, bottom = map bottom − 210, top ≥ map top + 170 and height ≤ 400
/// (required), height = 400 at priority 749, so it is as tall as those allow; on a map 380 high
/// or less there is no room (it would be 0 high at most) and it is left out. The bottom-trailing stack: trailing = safe
/// trailing, bottom 12 above the content-bottom line; it holds the reporting button (if
/// `isNavigationReportIncidentButtonEnabled`) then my-location (if `myLocationButton`). The
/// compass (if `compassButton` and no accessory: Google hides the compass when a header accessory
/// view is added): top 12 below the header guide, trailing = safe trailing − 16. The viewport:
/// from the header guide's bottom to the content-bottom line, safe leading to safe trailing. A
/// prompt: bottom = map bottom, leading = safe leading.
///
/// **The stack's top**, in both states, is 12 below the compass while one is shown, otherwise 12
/// below the header guide's bottom: the compass and the stack's buttons share the trailing column (both 16 in from the
/// safe trailing edge), so the stack hides its last buttons rather than draw them over the
/// compass (844 × 390 with a prompt would otherwise put my-location at 141…189 over the compass
/// at 132…180).
///
/// **The content-bottom line** (guide `builtIn.contentBottom`, zero high) is the safe bottom,
/// lifted to the footer's top and to a prompt's top: the viewport never runs under a prompt, and
/// the logo, speed widget and buttons rise with it so that a prompt never covers the logo
/// (without a prompt it is exactly "12 above the footer, or the safe bottom").
///
/// **Legacy guides**, published as frames in every enabled state:
/// `navigationHeaderLayoutGuide` (map top to the bottom of header and accessory, the header's
/// leading edge and width; zero high at the safe top, safe leading, card width without either),
/// `navigationFooterLayoutGuide` (the footer's frame; zero high at the safe bottom without one),
/// `bottomTrailingButtonsLayoutGuide` (the bottom-trailing stack's frame).
///
/// **No layout effect:** `isRecenterButtonEnabled` (in Google's UI the logo turns into the
/// re-centre button when the driver pans the map; nothing here pans), the map's
/// `shouldDisplaySpeedLimit` (the SDK sizes the speed widget from the speed data), and the header
/// colours (renderers read them from the settings). Prompts are placed without animation.
@MainActor
public final class BuiltInLayout: NavigationLayoutDelegate {
    /// What is on screen: the state the host handed over and the prompt up.
    private enum Screen {
        case ready(any NavigationReadyUIState)
        case guidance(any ActiveGuidanceUIState, prompt: (any NavigationPromptView)?)
    }

    static let tripProgressBarBottomMargin: CGFloat = 210
    static let tripProgressBarTopMargin: CGFloat = 170
    static let tripProgressBarMaximumHeight: CGFloat = 400

    let parts = BuiltInParts()
    private var screen: Screen?
    private var installed = BuiltInPlan()

    /// Creates the layout.
    public init() {}

    public func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) {
        show(.ready(newState), on: navMap)
    }

    public func disableNavigationUI(navMap: GMSMapView, oldState: any NavigationReadyUIState) {
        installed.remove(from: navMap, parts: parts)
        installed = BuiltInPlan()
        screen = nil
    }

    public func startGuidance(
        navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState
    ) {
        show(.guidance(newState, prompt: nil), on: navMap)
    }

    public func stopGuidance(
        navMap: GMSMapView, newState: any NavigationReadyUIState, oldState: any ActiveGuidanceUIState
    ) {
        show(.ready(newState), on: navMap)
    }

    public func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
        guard case .guidance(let state, _) = screen else { return }
        show(.guidance(state, prompt: newPrompt), on: navMap)
    }

    public func changePrompt(
        navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView
    ) {
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    public func hidePrompt(navMap: GMSMapView, oldPrompt: any NavigationPromptView) {
        guard case .guidance(let state, _) = screen else { return }
        show(.guidance(state, prompt: nil), on: navMap)
    }

    public func sizeChanged(navMap: GMSMapView, newState: any NavigationUIState) {
        // Card widths and the room for the trip progress bar follow the size: lay out again.
        if let guidance = newState as? any ActiveGuidanceUIState, case .guidance(_, let prompt) = screen {
            show(.guidance(guidance, prompt: prompt), on: navMap)
        } else if let ready = newState as? any NavigationReadyUIState {
            show(.ready(ready), on: navMap)
        }
    }

    /// Lays the screen on display out again from the map's settings as they are now (the host's
    /// `setSetting`), with the buttons the map offers now. Does nothing while navigation is
    /// disabled.
    func relayout(navMap: GMSMapView) {
        switch screen {
        case .ready: show(.ready(navMap.components.readyState()), on: navMap)
        case .guidance(_, let prompt): show(.guidance(navMap.components.guidanceState(), prompt: prompt), on: navMap)
        case nil: return
        }
    }

    private func show(_ screen: Screen, on map: GMSMapView) {
        self.screen = screen
        let plan =
            switch screen {
            case .ready(let state): readyPlan(state, on: map)
            case .guidance(let state, let prompt): guidancePlan(state, prompt: prompt, on: map)
            }
        plan.install(on: map, replacing: installed, parts: parts)
        installed = plan
    }
}
