/// A view whose corners can be rounded selectively (Google's `GMSNavigationRoundedCornerView`).
@preconcurrency @MainActor
public protocol NavigationRoundedCornerView: AnyObject {
    /// Which corners are rounded (the view's layer's masked corners; the radius is the layer's,
    /// ``NavigationStyleValues/defaultCornerRadius`` for the SDK's prompts).
    var roundedCorners: CACornerMask { get set }
}

/// The kinds of prompt the navigator raises (SPEC §6), each with its content height.
public enum PromptKind: String, Sendable, CaseIterable {
    /// Traffic ahead: 112 high.
    case traffic
    /// A better route: 152 high.
    case betterRoute
    /// An incident: 112 high.
    case incident
    /// A safety camera: 96 high.
    case safetyCamera

    /// The prompt's height above the safe-area bottom.
    public var contentHeight: CGFloat {
        switch self {
        case .traffic, .incident: 112
        case .betterRoute: 152
        case .safetyCamera: 96
        }
    }
}

/// A prompt (traffic, better route, incident, safety camera) that the delegate places and
/// animates on and off the screen (Google's `GMSNavigationPromptView`, a view with rounded
/// corners). Its size is the SDK's: card width × (content height + safe-area bottom). Only the
/// top corners are rounded by default, which suits a prompt at the bottom edge; round all four
/// over other content.
public typealias NavigationPromptView = UIView & NavigationRoundedCornerView

/// The prompts the SDK makes (``NavigationComponents/makePrompt(kind:id:)``).
@MainActor
final class PromptView: FixedSizeView, NavigationRoundedCornerView {
    override class var mayOverrideCallbacks: Bool { false }

    let kind: PromptKind
    /// Which corners are rounded (its layer's masked corners); the top two by default.
    var roundedCorners: CACornerMask {
        get { layer.maskedCorners }
        set { layer.maskedCorners = newValue }
    }

    init(kind: PromptKind, id: String) {
        self.kind = kind
        super.init(frame: .zero)
        accessibilityIdentifier = id
        translatesAutoresizingMaskIntoConstraints = false
        layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }

    /// UIKit's archive initializer; there are no archives here.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    override var publishedKind: String { "prompt" }
}
