import NavigationLayout

/// SPEC §8 rule 6: the viewport frames the camera in the part of the map nothing hides, so the
/// turn card, the ETA card, a prompt or a view marked opaque must not cover it (buttons may).
struct ViewportOverlapRule: DiagnosticRule {
    @MainActor
    func check(_ map: HostedMap, layout: ResolvedLayout) -> [LayoutDiagnostic] {
        guard let viewport = layout.view("viewport"), !viewport.hidden else { return [] }
        return layout.views.compactMap { view in
            guard view.id != "viewport", !view.hidden, let mapView = map.view.view(withID: view.id),
                ["turnCard", "etaCard", "prompt"].contains(view.kind) || mapView.isOpaque,
                !map.view.isAnimating(mapView)
            else { return nil }
            let overlap = viewport.frame.intersection(view.frame)
            guard !overlap.isNull, overlap.width > 0.5, overlap.height > 0.5 else { return nil }
            return LayoutDiagnostic(
                severity: .warning, code: "viewport-covered", viewIDs: ["viewport", view.id],
                message: "\(view.id) covers \(overlap.size) of the viewport; keep the viewport's edges clear of it"
                    + " (the camera centres the route in the viewport).")
        }
    }
}
