import NavigationLayout

/// SPEC §8 rule 4: in wide mode the turn card and the ETA card stay at the leading edge (Google
/// calls anything else undefined behaviour): their leading side no further in than the safe
/// area's.
struct WideModeCardsRule: DiagnosticRule {
    func check(_ map: HostedMap, layout: ResolvedLayout) -> [LayoutDiagnostic] {
        guard layout.wideMode, map.state == .guidance || map.state == .guidancePrompt else { return [] }
        let insets = map.view.safeAreaInsets
        let rightToLeft = map.view.layoutDirection == .rightToLeft
        return ["turnCard", "etaCard"].compactMap { id in
            guard let card = layout.view(id), !card.hidden else { return nil }
            let atLeadingEdge =
                rightToLeft
                ? card.frame.maxX >= layout.size.width - insets.right - 0.5
                : card.frame.minX <= insets.left + 0.5
            guard !atLeadingEdge else { return nil }
            return LayoutDiagnostic(
                severity: .warning, code: "wide-mode-card-not-leading", viewIDs: [id],
                message: "in wide mode \(id) must stay at the leading edge, but it is at \(card.frame); pin its"
                    + " leading anchor to the map's or the safe area's leading anchor.")
        }
    }
}
