import NavigationLayout

/// SPEC §8 rule 1: the Google logo and the viewport are in the hierarchy, visible, in every
/// navigation state.
struct RequiredComponentsRule: DiagnosticRule {
    func check(_ map: HostedMap, layout: ResolvedLayout) -> [LayoutDiagnostic] {
        guard map.state != .disabled else { return [] }
        return ["googleLogo", "viewport"].compactMap { id in
            guard let view = layout.view(id) else {
                return LayoutDiagnostic(
                    severity: .error, code: "missing-required-component", viewIDs: [id],
                    message: "\(id) is not in the map's view hierarchy while navigation is enabled; add it in"
                        + " every state (addSubview) and constrain its edges.")
            }
            guard view.hidden else { return nil }
            return LayoutDiagnostic(
                severity: .error, code: "missing-required-component", viewIDs: [id],
                message: "\(id) is hidden; it must stay visible in every navigation state.")
        }
    }
}
