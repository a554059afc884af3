import NavigationLayout

/// The checks of SPEC §8 run after each resolution of a map.
@MainActor
final class DiagnosticChecks {
    /// The diagnostics of a map now: what its engine reported since the last resolution, then
    /// each rule's findings.
    func diagnostics(for map: HostedMap) -> [LayoutDiagnostic] {
        map.view.takeDiagnostics()
    }
}
