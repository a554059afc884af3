public import NavigationLayout

/// One map the host runs: the SDK's map view, its state machine, the delegate that lays it out
/// (the plugin's, or the built-in layout), the UI states handed to the delegate, and the counters
/// of what was published.
@MainActor
public final class HostedMap {
    /// The map's name (`main`, `cluster`, …).
    public let name: String
    /// The SDK's map view.
    public let view: GMSMapView
    /// The map's state machine.
    public internal(set) var machine = MapStateMachine()
    /// The layout used while no delegate is set, and always on projected displays (SPEC §7).
    public let builtInLayout: BuiltInLayout
    /// The sequence number of the last event published for this map.
    public internal(set) var sequence: UInt64 = 0
    /// The diagnostics last published for this map.
    public internal(set) var publishedDiagnostics: [LayoutDiagnostic] = []

    /// The layout settings set while the current delegate was set, in the order first set (SPEC §8
    /// rule 9); emptied when the delegate changes.
    var legacySettingsSetUnderDelegate: [String] = []

    var readyState: (any NavigationReadyUIState)?
    var guidanceState: (any ActiveGuidanceUIState)?
    var prompt: (any NavigationPromptView)?

    init(name: String, kind: GMSMapView.Kind) {
        self.name = name
        view = GMSMapView(kind: kind)
        builtInLayout = BuiltInLayout()
    }

    /// The delegate that lays the map out now.
    public var activeDelegate: any NavigationLayoutDelegate {
        view.layoutDelegate ?? builtInLayout
    }

    /// The map's state.
    public var state: MapState { machine.state }

    func nextSequence() -> UInt64 {
        sequence += 1
        return sequence
    }
}
