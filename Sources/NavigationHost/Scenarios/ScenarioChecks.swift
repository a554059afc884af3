import NavigationLayout

/// The checks of an expectation about one map (all but `error`, which is about the previous
/// input): each failed check is one sentence with what was found and what was wanted.
@MainActor
enum ScenarioChecks {
    static func failures(of expectation: ScenarioExpectation, on host: NavigationHost) -> [String] {
        let checksMap =
            expectation.state != nil || expectation.frames != nil || expectation.hidden != nil
            || expectation.noErrorDiagnostics || expectation.diagnostics != nil
        guard checksMap else { return [] }
        let map: HostedMap
        do {
            map = try host.map(expectation.map)
        } catch {
            return ["cannot check map '\(expectation.map)': \(error.message)"]
        }
        var failures: [String] = []
        if let state = expectation.state, map.state != state {
            failures.append("\(map.name) is \(map.state.rawValue), want \(state.rawValue)")
        }
        if expectation.frames != nil || expectation.hidden != nil {
            let layout = map.view.currentLayout()
            failures += frameFailures(expectation.frames ?? [:], in: layout, map: map.name)
            failures += hiddenFailures(expectation.hidden ?? [], in: layout, map: map.name)
        }
        if expectation.noErrorDiagnostics || expectation.diagnostics != nil {
            failures += diagnosticFailures(expectation, current: host.checks.diagnostics(for: map), map: map.name)
        }
        return failures
    }

    private static func frameFailures(
        _ frames: [String: ScenarioExpectation.Frame], in layout: ResolvedLayout, map: String
    ) -> [String] {
        frames.sorted { $0.key < $1.key }.compactMap { id, want in
            guard let rect = layout.view(id)?.frame ?? layout.guide(id)?.frame else {
                return "\(map) has no view or guide '\(id)'"
            }
            let got = ScenarioExpectation.Frame(
                x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
            let close = zip([got.x, got.y, got.width, got.height], [want.x, want.y, want.width, want.height]).allSatisfy
            {
                abs($0 - $1) <= ScenarioExpectation.tolerance
            }
            return close ? nil : "\(map): \(id) is at \(got), want \(want)"
        }
    }

    private static func hiddenFailures(_ ids: [String], in layout: ResolvedLayout, map: String) -> [String] {
        ids.compactMap { id in
            guard let view = layout.view(id) else { return "\(map) has no view '\(id)' (expected it hidden)" }
            return view.hidden ? nil : "\(map): \(id) is visible, want hidden"
        }
    }

    private static func diagnosticFailures(
        _ expectation: ScenarioExpectation, current: [LayoutDiagnostic], map: String
    ) -> [String] {
        var failures: [String] = []
        if expectation.noErrorDiagnostics {
            let errors = current.filter { $0.severity == .error }
            if !errors.isEmpty {
                failures.append(
                    "\(map) has \(errors.count) error diagnostic(s): "
                        + errors.map(\.description).joined(separator: "; "))
            }
        }
        if let codes = expectation.diagnostics {
            let got = Set(current.map(\.code))
            if got != Set(codes) {
                let listed = current.isEmpty ? "none" : current.map(\.description).joined(separator: "; ")
                failures.append(
                    "\(map)'s diagnostic codes are [\(got.sorted().joined(separator: ", "))], want"
                        + " [\(Set(codes).sorted().joined(separator: ", "))] (diagnostics: \(listed))")
            }
        }
        return failures
    }
}
