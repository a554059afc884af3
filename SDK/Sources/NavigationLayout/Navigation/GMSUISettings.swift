/// The map's UI settings (Google's `GMSUISettings`). The navigation flags drive the built-in
/// layout used while no delegate is set (SPEC §7); with a delegate, only ``compassButton`` still
/// matters (it decides whether the compass is offered).
@preconcurrency @MainActor
public final class GMSUISettings: NSObject {
    /// Whether the compass is offered; true by default.
    @exclusivity(unchecked) public var compassButton = true
    /// Whether the my-location button is shown (built-in layout).
    @exclusivity(unchecked) public var myLocationButton = false
    /// Whether the header (turn card) is shown during guidance (built-in layout).
    @exclusivity(unchecked) public var isNavigationHeaderEnabled = true
    /// Whether the footer (ETA card) is shown during guidance (built-in layout).
    @exclusivity(unchecked) public var isNavigationFooterEnabled = true
    /// Whether the trip progress bar is shown during guidance (built-in layout).
    @exclusivity(unchecked) public var isNavigationTripProgressBarEnabled = false
    /// Whether the report-incident button is shown during guidance (built-in layout).
    @exclusivity(unchecked) public var isNavigationReportIncidentButtonEnabled = true
    /// Whether the re-centre button can appear (built-in layout).
    @exclusivity(unchecked) public var isRecenterButtonEnabled = true
    /// The height of the header accessory view the built-in layout shows below the header during
    /// guidance (Google's `setHeaderAccessoryView(_:)` with the height its
    /// `heightForAccessoryViewConstrained(to:on:)` returns); 0, the default, means no accessory.
    /// The compass is hidden while an accessory is shown, as Google's is.
    @exclusivity(unchecked) public var headerAccessoryHeight: CGFloat = 0
    /// The header's background colour in day mode, `#RRGGBB` (Google's
    /// `navigationHeaderPrimaryBackgroundColor`). It changes no frame; renderers read it from the
    /// map's settings. The default, `#1E8E3E` (Material green 600), is close to the SDK's own green.
    @exclusivity(unchecked) public var headerBackgroundColorDay = "#1E8E3E"
    /// The header's background colour in low-light mode, `#RRGGBB` (Google's
    /// `navigationHeaderPrimaryBackgroundColorNightMode`). It changes no frame. The default,
    /// `#0D652D` (Material green 900), is a darker shade of the day colour.
    @exclusivity(unchecked) public var headerBackgroundColorNight = "#0D652D"
}
