import NavigationLayout

/// The views and guides the built-in layout makes itself, once per map: the bottom-trailing
/// button column, the my-location button, the header accessory, and the guides it publishes.
@MainActor
final class BuiltInParts {
    /// The column of buttons at the bottom-trailing corner (reporting, then my-location).
    let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// The app's header accessory view: the host only reserves its frame, the app's renderer draws
    /// into it (SPEC §7 "header accessory view with a content height").
    let headerAccessory = UIView()
    /// The map from the top to the bottom of the header and its accessory.
    let headerGuide = UILayoutGuide()
    /// The footer's frame.
    let footerGuide = UILayoutGuide()
    /// The bottom-trailing button column's frame.
    let buttonsGuide = UILayoutGuide()
    /// A zero-height line that marks the bottom of the map's open content: the footer's top, the
    /// safe-area bottom, or a prompt's top, whichever is highest (BasicLayout's
    /// `mapContentsBottomGuide`).
    let contentBottomGuide = UILayoutGuide()
    private var myLocation: UIView?

    init() {
        stack.accessibilityIdentifier = "bottomTrailingButtons"
        // The SDK gives a stack its "as narrow as the widest view" rule when its arranged views are
        // set; set them once so that an empty column is zero wide rather than ambiguous.
        stack.arrangedSubviews = []
        headerAccessory.accessibilityIdentifier = "headerAccessory"
        headerAccessory.translatesAutoresizingMaskIntoConstraints = false
        headerGuide.identifier = "navigationHeaderLayoutGuide"
        footerGuide.identifier = "navigationFooterLayoutGuide"
        buttonsGuide.identifier = "bottomTrailingButtonsLayoutGuide"
        contentBottomGuide.identifier = "builtIn.contentBottom"
    }

    /// Every guide the built-in layout adds to the map.
    var guides: [UILayoutGuide] { [headerGuide, footerGuide, buttonsGuide, contentBottomGuide] }

    /// The my-location button (`button.myLocation`), made by the map's SDK components the first
    /// time it is needed so that it is published as a 48 × 48 `button`.
    func myLocationButton(on map: GMSMapView) -> UIView {
        if let myLocation { return myLocation }
        let button = map.components.makeButton(id: "button.myLocation")
        myLocation = button
        return button
    }
}
