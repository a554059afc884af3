import NavigationHost
import NavigationLayout

/// The host's event sink in the host benchmarks: keeps the events of the current operation (a
/// subscriber would serialise them; keeping them costs a retain each) so that they can be checked
/// after the clock has stopped.
@MainActor
final class HostEventTally {
    private(set) var events: [HostEvent] = []

    init() {
        events.reserveCapacity(16)
    }

    func record(_ event: HostEvent) {
        events.append(event)
    }

    /// The events since the last call.
    func take() -> [HostEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// The error-level diagnostics among `events`' `Diagnostics` items.
    static func errors(in events: [HostEvent]) -> [LayoutDiagnostic] {
        events.flatMap { event -> [LayoutDiagnostic] in
            guard case .diagnostics(_, _, let items) = event else { return [] }
            return items.filter { $0.severity == .error }
        }
    }
}
