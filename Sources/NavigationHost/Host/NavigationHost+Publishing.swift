import NavigationLayout

extension NavigationHost {
    /// Publishes what a transition changed on a map, each event with the map's next sequence
    /// number: `StateChanged` if callbacks ran, `LayoutResolved` if the layout changed,
    /// `Diagnostics` if they differ from the last published.
    func publish(_ map: HostedMap, old: MapState?, callbacks: [PlannedCallback]) {
        if let old, !callbacks.isEmpty {
            emit(
                .stateChanged(
                    map: map.name, sequence: map.nextSequence(), old: old, new: map.state,
                    callbacks: callbacks.map(\.description)))
        }
        if map.view.hasUnpublishedChanges {
            let layout = map.view.resolveLayout()
            emit(.layoutResolved(map: map.name, sequence: map.nextSequence(), state: map.state, layout: layout))
        }
        let diagnostics = checks.diagnostics(for: map)
        if diagnostics != map.publishedDiagnostics {
            map.publishedDiagnostics = diagnostics
            emit(.diagnostics(map: map.name, sequence: map.nextSequence(), items: diagnostics))
        }
    }

    private func emit(_ event: HostEvent) {
        eventSink?(event)
    }
}
