import NavigationLayout

/// SPEC §8 rule 9: a legacy layout setting (SPEC §7) set while a delegate lays the map out. The
/// value is kept for the built-in layout, which is the only one that reads it; the warning stays
/// while the delegate does.
struct LegacySettingsRule: DiagnosticRule {
    func check(_ map: HostedMap, layout: ResolvedLayout) -> [LayoutDiagnostic] {
        guard map.view.layoutDelegate != nil else { return [] }
        return map.legacySettingsSetUnderDelegate.map { name in
            LayoutDiagnostic(
                severity: .warning, code: "legacy-setting-with-delegate", viewIDs: [],
                message: "setting '\(name)' only changes the built-in layout, and this map's layout delegate"
                    + " ignores it; make the change in the delegate, or unload the plugin to use the built-in"
                    + " layout.")
        }
    }
}
