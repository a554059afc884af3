extension NavigationComponents {
    /// Makes a round 48 × 48 button that no navigation state offers to delegates, such as the
    /// my-location button of the built-in layout (SPEC §7). It is published with the kind `button`
    /// like the SDK's own buttons, and its size is the SDK's: constraints on its width or height
    /// are ignored and reported.
    ///
    /// - Parameter id: The button's id on the bus (for example `button.myLocation`).
    /// - Returns: A new button view, not yet in the map's tree.
    public func makeButton(id: String) -> UIView {
        let button = SDKComponentView(id: id, kind: "button", cornerRadius: 24)
        button.setFixedSize(width: 48, height: 48)
        return button
    }
}
