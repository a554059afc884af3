public import Foundation

/// Spacing and size values of the navigation UI, in points (SPEC §5). Delegates use them so that
/// their layouts match the SDK's own components.
public enum NavigationStyleValues {
    /// Distance between a button and the start or end edge of the map.
    public static let buttonHorizontalPadding: CGFloat = 16
    /// Distance between a button and a solid element above or below it.
    public static let buttonVerticalPadding: CGFloat = 12
    /// Corner radius of the turn card, the ETA card and prompts.
    public static let defaultCornerRadius: CGFloat = 16
    /// Distance between non-button elements (such as the speed widget) and the map edge.
    public static let elementHorizontalPadding: CGFloat = 12
    /// Distance between the turn card or ETA card and the map edge.
    public static let headerFooterHorizontalPadding: CGFloat = 8
    /// Height of the turn card's content, below the safe area.
    public static let headerNominalHeight: CGFloat = 120
    /// Distance between the top of the safe area and the turn card's content.
    public static let headerTopPadding: CGFloat = 8
}
