import NavigationLayout

/// SPEC §8 rule 5: views of a state left in the hierarchy after its exit callback: guidance
/// components after `stopGuidance`, anything after `disableNavigationUI`, and prompts that were
/// hidden or replaced. A view an animation still moves is not counted: delegates remove a view
/// they slide out in the animation's completion.
struct LeftoverViewsRule: DiagnosticRule {
    static let guidanceOnly = ["turnCard", "etaCard", "tripProgressBar", "speedWidget", "button.reporting"]

    @MainActor
    func check(_ map: HostedMap, layout: ResolvedLayout) -> [LayoutDiagnostic] {
        let settled = layout.views.filter { view in
            !(map.view.view(withID: view.id).map { map.view.isAnimating($0) } ?? false)
        }
        var found: [LayoutDiagnostic] = []
        switch map.state {
        case .disabled:
            let left = settled.map(\.id)
            if !left.isEmpty {
                found.append(
                    leftover(left, "disableNavigationUI", fix: "remove every view and guide you added in it"))
            }
        case .ready:
            let left = settled.map(\.id).filter { Self.guidanceOnly.contains($0) }
            if !left.isEmpty {
                found.append(
                    leftover(
                        left, "stopGuidance", fix: "remove the active-guidance views and deactivate their constraints"))
            }
        case .guidance, .guidancePrompt:
            break
        }
        // After disableNavigationUI every view is left over, old prompts included: one item says so.
        guard map.state != .disabled else { return found }
        let current = map.machine.promptID
        let stale = settled.filter { view in view.kind == "prompt" && view.id != current }
        if !stale.isEmpty {
            found.append(
                leftover(
                    stale.map(\.id), "hidePrompt or changePrompt",
                    fix: "remove the old prompt from its superview, for example in the completion of its animation"))
        }
        return found
    }

    private func leftover(_ ids: [String], _ callback: String, fix: String) -> LayoutDiagnostic {
        LayoutDiagnostic(
            severity: .error, code: "leftover-views", viewIDs: ids,
            message: "\(ids.joined(separator: ", ")) still in the hierarchy after \(callback); \(fix).")
    }
}
