/// The state machine of one map (SPEC §6, STYLE rule 7): each input is a `mutating` function that
/// returns the ordered delegate callbacks the host must make, or refuses an input that makes no
/// sense in the current state and changes nothing.
///
/// Navigator changes (guidance, prompts) reach every map; a disabled map ignores them and takes
/// them into account when it is enabled. Decided here: stopping guidance with a prompt up hides
/// the prompt first; disabling steps down one state at a time; enabling during guidance steps up.
public struct MapStateMachine: Sendable, Hashable {
    private enum State: Hashable {
        case disabled
        case ready
        case guidance
        case prompt(id: String)
    }

    private var current = State.disabled

    /// Creates a machine in the disabled state.
    public init() {}

    /// The state the map is in.
    public var state: MapState {
        switch current {
        case .disabled: .disabled
        case .ready: .ready
        case .guidance: .guidance
        case .prompt: .guidancePrompt
        }
    }

    /// The id of the prompt on the map, if any.
    public var promptID: String? {
        if case .prompt(let id) = current { return id }
        return nil
    }

    /// Navigation enabled on the map: up to the navigator's state, one step at a time.
    ///
    /// - Throws: ``MapRefusal`` when navigation is already enabled.
    public mutating func enable(guidanceActive: Bool, promptID: String?) throws(MapRefusal) -> [PlannedCallback] {
        guard current == .disabled else {
            throw MapRefusal(input: "EnableNavigation", state: state, valid: "DisableNavigation, SetGeometry")
        }
        current = .ready
        var plan: [PlannedCallback] = [.enableNavigationUI]
        guard guidanceActive else { return plan }
        plan += guidanceStarted()
        if let promptID { plan += promptRaised(id: promptID) }
        return plan
    }

    /// Navigation disabled on the map: down one step at a time (SPEC §6, decided here).
    ///
    /// - Throws: ``MapRefusal`` when navigation is not enabled.
    public mutating func disable() throws(MapRefusal) -> [PlannedCallback] {
        guard current != .disabled else {
            throw MapRefusal(input: "DisableNavigation", state: state, valid: "EnableNavigation, SetGeometry")
        }
        let plan = guidanceStopped()
        current = .disabled
        return plan + [.disableNavigationUI]
    }

    /// Guidance started on the navigator.
    public mutating func guidanceStarted() -> [PlannedCallback] {
        guard current == .ready else { return [] }
        current = .guidance
        return [.startGuidance]
    }

    /// Guidance stopped on the navigator: the prompt first, if one is up.
    public mutating func guidanceStopped() -> [PlannedCallback] {
        let hide = promptDismissed()
        guard current == .guidance else { return hide }
        current = .ready
        return hide + [.stopGuidance]
    }

    /// A prompt came up (or replaced the one up) on the navigator.
    public mutating func promptRaised(id: String) -> [PlannedCallback] {
        switch current {
        case .guidance:
            current = .prompt(id: id)
            return [.showPrompt(id: id)]
        case .prompt(let old) where old != id:
            current = .prompt(id: id)
            return [.changePrompt(new: id, old: old)]
        default:
            return []
        }
    }

    /// The prompt was dismissed on the navigator (or prompts were turned off).
    public mutating func promptDismissed() -> [PlannedCallback] {
        guard case .prompt(let id) = current else { return [] }
        current = .guidance
        return [.hidePrompt(id: id)]
    }

    /// The map's size, safe area or direction changed: the delegate re-lays out, if enabled.
    public func geometryChanged() -> [PlannedCallback] {
        current == .disabled ? [] : [.sizeChanged]
    }
}

/// An input a map refuses in its current state; nothing changed.
public struct MapRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The refused input, as the bus names it.
    public var input: String
    /// The map's state.
    public var state: MapState
    /// What would be valid instead.
    public var valid: String

    /// `EnableNavigation is not valid: the map is ready; valid now: …`.
    public var description: String {
        "\(input) is not valid while the map is \(state.rawValue); valid now: \(valid)"
    }
}
