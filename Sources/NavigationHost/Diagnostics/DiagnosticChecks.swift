import NavigationLayout

/// A rule of SPEC §8 about a map as a whole (the SDK checks the Auto Layout rules itself).
@MainActor
protocol DiagnosticRule {
    func check(_ map: HostedMap, layout: ResolvedLayout) -> [LayoutDiagnostic]
}

/// The checks run after each resolution of a map: the SDK's (broken and refused constraints,
/// hidden managed views, left/right anchors, ambiguity, frames outside the map), then the
/// navigation rules.
@MainActor
final class DiagnosticChecks {
    private let rules: [any DiagnosticRule] = [
        RequiredComponentsRule(), WideModeCardsRule(), LeftoverViewsRule(), ViewportOverlapRule(),
        LegacySettingsRule(),
    ]

    func diagnostics(for map: HostedMap) -> [LayoutDiagnostic] {
        let layout = map.view.currentLayout()
        return map.view.layoutDiagnostics() + rules.flatMap { $0.check(map, layout: layout) }
    }
}
