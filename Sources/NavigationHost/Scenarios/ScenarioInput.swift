public import NavigationLayout

/// One input of a scenario: a method of the bus interface (SPEC §10) with its arguments, under
/// the method's name. Navigator and host methods (`org.navlayout.Host1`) have no map; map methods
/// (`org.navlayout.Map1`) name theirs.
public enum ScenarioInput: Sendable, Hashable, CustomStringConvertible {
    /// `CreateMap(name, kind)`, kind `display` or `projection`.
    case createMap(name: String, kind: GMSMapView.Kind)
    /// `RemoveMap(name)`.
    case removeMap(name: String)
    /// `StartGuidance()`.
    case startGuidance
    /// `StopGuidance()`.
    case stopGuidance
    /// `ShowPrompt(kind)`.
    case showPrompt(PromptKind)
    /// `HidePrompt()`.
    case hidePrompt
    /// `SetSpeedWidget("none"|"speed"|"limit"|"both")`.
    case setSpeedWidget(SpeedWidgetDisplay)
    /// `SetShouldDisplayPrompts(bool)`.
    case setShouldDisplayPrompts(Bool)
    /// `EnableNavigation()` on a map.
    case enableNavigation(map: String)
    /// `DisableNavigation()` on a map.
    case disableNavigation(map: String)
    /// `SetGeometry(width, height, insetTop, insetLeft, insetBottom, insetRight)` on a map.
    case setGeometry(map: String, width: Double, height: Double, insets: UIEdgeInsets)
    /// `SetLayoutDirection("ltr"|"rtl")` on a map.
    case setLayoutDirection(map: String, UIUserInterfaceLayoutDirection)
    /// `SetViewContentSize(viewId, width, height)` on a map.
    case setViewContentSize(map: String, viewID: String, width: Double, height: Double)
    /// `SetSetting(name, value)` on a map.
    case setSetting(map: String, name: String, value: SettingValue)

    /// The bus method's name (`SetGeometry`).
    public var call: String {
        switch self {
        case .createMap: "CreateMap"
        case .removeMap: "RemoveMap"
        case .startGuidance: "StartGuidance"
        case .stopGuidance: "StopGuidance"
        case .showPrompt: "ShowPrompt"
        case .hidePrompt: "HidePrompt"
        case .setSpeedWidget: "SetSpeedWidget"
        case .setShouldDisplayPrompts: "SetShouldDisplayPrompts"
        case .enableNavigation: "EnableNavigation"
        case .disableNavigation: "DisableNavigation"
        case .setGeometry: "SetGeometry"
        case .setLayoutDirection: "SetLayoutDirection"
        case .setViewContentSize: "SetViewContentSize"
        case .setSetting: "SetSetting"
        }
    }

    /// The map a `Map1` method is called on; nil for the host's and the navigator's methods.
    public var map: String? {
        switch self {
        case .enableNavigation(let map), .disableNavigation(let map), .setGeometry(let map, _, _, _),
            .setLayoutDirection(let map, _), .setViewContentSize(let map, _, _, _), .setSetting(let map, _, _):
            map
        case .createMap, .removeMap, .startGuidance, .stopGuidance, .showPrompt, .hidePrompt, .setSpeedWidget,
            .setShouldDisplayPrompts:
            nil
        }
    }

    /// The arguments, as a scenario file writes them.
    public var arguments: [ScenarioValue] {
        switch self {
        case .createMap(let name, let kind): [.string(name), .string(kind.rawValue)]
        case .removeMap(let name): [.string(name)]
        case .startGuidance, .stopGuidance, .hidePrompt, .enableNavigation, .disableNavigation: []
        case .showPrompt(let kind): [.string(kind.rawValue)]
        case .setSpeedWidget(let display): [.string(display.rawValue)]
        case .setShouldDisplayPrompts(let flag): [.bool(flag)]
        case .setGeometry(_, let width, let height, let insets):
            [width, height, insets.top, insets.left, insets.bottom, insets.right].map { .number(Double($0)) }
        case .setLayoutDirection(_, let direction): [.string(ScenarioInput.directionName(direction))]
        case .setViewContentSize(_, let viewID, let width, let height):
            [.string(viewID), .number(width), .number(height)]
        case .setSetting(_, let name, let value): [.string(name), ScenarioInput.argument(value)]
        }
    }

    /// `ShowPrompt("traffic")`, or `main.SetGeometry(390, 844, 47, 0, 34, 0)` for a map method.
    public var description: String {
        let text = "\(call)(\(arguments.map(\.description).joined(separator: ", ")))"
        return map.map { "\($0).\(text)" } ?? text
    }

    /// `ltr` or `rtl`, as `SetLayoutDirection` takes it.
    static func directionName(_ direction: UIUserInterfaceLayoutDirection) -> String {
        direction == .rightToLeft ? "rtl" : "ltr"
    }

    private static func argument(_ value: SettingValue) -> ScenarioValue {
        switch value {
        case .bool(let flag): .bool(flag)
        case .double(let number): .number(number)
        case .string(let text): .string(text)
        }
    }
}
