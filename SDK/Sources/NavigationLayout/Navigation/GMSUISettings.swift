/// The map's UI settings (Google's `GMSUISettings`). The navigation flags drive the built-in
/// layout used while no delegate is set (SPEC §7); with a delegate, only ``compassButton`` still
/// matters (it decides whether the compass is offered).
@MainActor
public final class GMSUISettings: NSObject {
    /// Whether the compass is offered; true by default.
    public var compassButton = true
    /// Whether the my-location button is shown (built-in layout).
    public var myLocationButton = false
    /// Whether the header (turn card) is shown during guidance (built-in layout).
    public var isNavigationHeaderEnabled = true
    /// Whether the footer (ETA card) is shown during guidance (built-in layout).
    public var isNavigationFooterEnabled = true
    /// Whether the trip progress bar is shown during guidance (built-in layout).
    public var isNavigationTripProgressBarEnabled = false
    /// Whether the report-incident button is shown during guidance (built-in layout).
    public var isNavigationReportIncidentButtonEnabled = true
    /// Whether the re-centre button can appear (built-in layout).
    public var isRecenterButtonEnabled = true
}
