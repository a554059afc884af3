import NavigationLayout

// The plugin's entry point (SPEC §9). BasicLayoutDelegate.swift is the documented example
// unchanged but for its imports; this file is the only addition a port needs.
@_cdecl("navlayout_plugin")
public func navlayoutPlugin() -> UnsafeRawPointer {
    NavigationPlugin.describe(name: "BasicLayout", version: "1.0.0") { BasicLayoutDelegate() }
}
