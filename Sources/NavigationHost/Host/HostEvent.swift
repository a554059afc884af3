public import NavigationLayout

/// What the host tells its subscribers (the D-Bus signals of SPEC §10). Every event carries its
/// map's sequence number, which increases by one per event so that a subscriber can tell it
/// missed nothing.
public enum HostEvent: Sendable, Hashable {
    /// A map changed state, or its delegate ran callbacks in the same state (`sizeChanged`).
    case stateChanged(map: String, sequence: UInt64, old: MapState, new: MapState, callbacks: [String])
    /// A map's layout changed.
    case layoutResolved(map: String, sequence: UInt64, state: MapState, layout: ResolvedLayout)
    /// A map's diagnostics changed (an empty list means the last ones went away).
    case diagnostics(map: String, sequence: UInt64, items: [LayoutDiagnostic])

    /// The map the event is about.
    public var map: String {
        switch self {
        case .stateChanged(let map, _, _, _, _), .layoutResolved(let map, _, _, _), .diagnostics(let map, _, _): map
        }
    }

    /// The event's sequence number on its map.
    public var sequence: UInt64 {
        switch self {
        case .stateChanged(_, let sequence, _, _, _), .layoutResolved(_, let sequence, _, _),
            .diagnostics(_, let sequence, _):
            sequence
        }
    }
}
