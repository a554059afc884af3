import NavigationHost
import NavigationLayout

/// A map in active guidance under the BasicLayout plugin's delegate, reached the way the host
/// reaches it (SPEC §6): geometry, `setLayoutDelegate`, `enableNavigationUI` with the map's
/// navigation-ready state, `startGuidance` with its guidance state. No layout pass has run yet.
@MainActor
enum GuidanceScreen {
    /// A new map in guidance at `geometry`, with a new delegate from `plugin`.
    ///
    /// - Throws: ``BenchError/setup(scenario:_:)`` if the map refuses the delegate.
    static func make(
        at geometry: MapGeometry, plugin: LoadedPlugin, scenario: String
    ) throws(BenchError) -> GMSMapView {
        let map = GMSMapView()
        geometry.apply(to: map)
        let delegate = plugin.factory.makeDelegate()
        do {
            try map.setLayoutDelegate(delegate)
        } catch {
            throw .setup(scenario: scenario, "the map refused the BasicLayout delegate: \(error)")
        }
        map.isNavigationEnabled = true
        let ready = map.components.readyState()
        delegate.enableNavigationUI(navMap: map, newState: ready)
        delegate.startGuidance(navMap: map, newState: map.components.guidanceState(), oldState: ready)
        return map
    }

    /// Compares a resolved layout with hand-worked frames and checks that the pass reported no
    /// error (a broken constraint would make the frames right by accident at best).
    ///
    /// - Throws: ``BenchError/mismatch(scenario:context:details:)`` listing each view that is
    ///   missing or off by more than ``Expectation/tolerance``, and each error diagnostic.
    static func verify(
        _ layout: ResolvedLayout, of map: GMSMapView, against expected: GuidanceFrames.Frames, scenario: String,
        context: String
    ) throws(BenchError) {
        var details: [String] = []
        for (id, frame) in expected {
            let view = id == "stack" ? layout.views.first { $0.kind == "stack" } : layout.view(id)
            guard let view else {
                details.append("\(id): not in the layout")
                continue
            }
            if !view.frame.isClose(to: frame) { details.append("\(id): got \(view.frame), want \(frame)") }
        }
        for diagnostic in map.takeDiagnostics() where diagnostic.severity == .error {
            details.append("diagnostic \(diagnostic)")
        }
        guard details.isEmpty else { throw .mismatch(scenario: scenario, context: context, details: details) }
    }
}
