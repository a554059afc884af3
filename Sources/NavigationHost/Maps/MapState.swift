/// The state of one map (SPEC §6): it follows from whether navigation is enabled on the map and
/// from the navigator's guidance and prompt.
public enum MapState: String, Sendable, Hashable, CaseIterable {
    /// Navigation is not enabled on the map.
    case disabled
    /// Navigation is enabled; no guidance.
    case ready
    /// Guidance is active; no prompt on this map.
    case guidance
    /// Guidance is active and a prompt is on this map.
    case guidancePrompt = "guidance+prompt"
}

/// One delegate callback of a transition, in the order the host makes them (SPEC §6).
public enum PlannedCallback: Sendable, Hashable, CustomStringConvertible {
    case enableNavigationUI
    case disableNavigationUI
    case startGuidance
    case stopGuidance
    /// Shows the prompt with this id.
    case showPrompt(id: String)
    /// Replaces the prompt `old` by `new`.
    case changePrompt(new: String, old: String)
    /// Takes the prompt with this id away.
    case hidePrompt(id: String)
    case sizeChanged

    /// The callback's name, as published in `StateChanged`.
    public var description: String {
        switch self {
        case .enableNavigationUI: "enableNavigationUI"
        case .disableNavigationUI: "disableNavigationUI"
        case .startGuidance: "startGuidance"
        case .stopGuidance: "stopGuidance"
        case .showPrompt: "showPrompt"
        case .changePrompt: "changePrompt"
        case .hidePrompt: "hidePrompt"
        case .sizeChanged: "sizeChanged"
        }
    }
}
