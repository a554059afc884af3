import NavigationLayout

/// The value of a map setting (the variant of the bus's `SetSetting(name, value)`, SPEC §10).
public enum SettingValue: Sendable, Hashable, CustomStringConvertible {
    /// A flag.
    case bool(Bool)
    /// A number (a height in points).
    case double(Double)
    /// A string (a colour, `#RRGGBB`).
    case string(String)

    /// `bool`, `double` or `string`: the type's name in error messages.
    public var typeName: String {
        switch self {
        case .bool: "bool"
        case .double: "double"
        case .string: "string"
        }
    }

    /// The value as it would be written in code (`true`, `48.0`, `"#1E8E3E"`).
    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        }
    }
}

/// The legacy settings of SPEC §7 that `SetSetting` reaches, by their bus names, each with where
/// it lives on the map view and whether it can move a frame of the built-in layout.
@MainActor
enum MapSettingTable {
    enum Storage {
        case bool(ReferenceWritableKeyPath<GMSMapView, Bool>)
        /// A height: finite and ≥ 0.
        case height(ReferenceWritableKeyPath<GMSMapView, CGFloat>)
        /// A colour: `#RRGGBB`.
        case color(ReferenceWritableKeyPath<GMSMapView, String>)
    }

    struct Entry {
        let name: String
        let storage: Storage
        /// Whether a change can move a frame of the built-in layout; the others only change the
        /// value published with the map's settings.
        let affectsLayout: Bool
        /// Whether the SDK applies it for delegates too (the compass is offered in the UI states
        /// only while it is on; the speed widget shows the readings the speed flags allow): not a
        /// legacy setting a delegate ignores (SPEC §8 rule 9).
        let reachesDelegates: Bool

        init(_ name: String, _ storage: Storage, affectsLayout: Bool = true, reachesDelegates: Bool = false) {
            self.name = name
            self.storage = storage
            self.affectsLayout = affectsLayout
            self.reachesDelegates = reachesDelegates
        }
    }

    static let entries: [Entry] = [
        Entry("compassButton", .bool(\.settings.compassButton), reachesDelegates: true),
        Entry("myLocationButton", .bool(\.settings.myLocationButton)),
        Entry("isNavigationHeaderEnabled", .bool(\.settings.isNavigationHeaderEnabled)),
        Entry("isNavigationFooterEnabled", .bool(\.settings.isNavigationFooterEnabled)),
        Entry("isNavigationTripProgressBarEnabled", .bool(\.settings.isNavigationTripProgressBarEnabled)),
        Entry("isNavigationReportIncidentButtonEnabled", .bool(\.settings.isNavigationReportIncidentButtonEnabled)),
        // In Google's UI the re-centre button replaces the logo after a pan; nothing pans here.
        Entry("isRecenterButtonEnabled", .bool(\.settings.isRecenterButtonEnabled), affectsLayout: false),
        // The speed widget shows the readings of the speed data that these two allow, and is
        // sized for them, under a delegate too (seed 000); the built-in layout also leaves the
        // widget out while the speedometer is off.
        Entry("shouldDisplaySpeedometer", .bool(\.shouldDisplaySpeedometer), reachesDelegates: true),
        Entry("shouldDisplaySpeedLimit", .bool(\.shouldDisplaySpeedLimit), reachesDelegates: true),
        Entry("headerAccessoryHeight", .height(\.settings.headerAccessoryHeight)),
        Entry("headerBackgroundColorDay", .color(\.settings.headerBackgroundColorDay), affectsLayout: false),
        Entry("headerBackgroundColorNight", .color(\.settings.headerBackgroundColorNight), affectsLayout: false),
    ]

    static func entry(named name: String) throws(HostError) -> Entry {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw HostError(
                .invalidArgument,
                "unknown setting '\(name)'; valid names: \(entries.map(\.name).joined(separator: ", "))")
        }
        return entry
    }
}

extension MapSettingTable.Entry {
    func current(on map: GMSMapView) -> SettingValue {
        switch storage {
        case .bool(let path): .bool(map[keyPath: path])
        case .height(let path): .double(Double(map[keyPath: path]))
        case .color(let path): .string(map[keyPath: path])
        }
    }

    /// Stores `value` after checking its type and range.
    func set(_ value: SettingValue, on map: GMSMapView) throws(HostError) {
        switch (storage, value) {
        case (.bool(let path), .bool(let flag)):
            map[keyPath: path] = flag
        case (.height(let path), .double(let height)):
            guard height.isFinite, height >= 0 else {
                throw HostError(
                    .invalidArgument, "setting '\(name)' must be a finite number ≥ 0 (0 = none), got \(height)")
            }
            map[keyPath: path] = CGFloat(height)
        case (.color(let path), .string(let color)):
            guard Self.isColor(color) else {
                throw HostError(
                    .invalidArgument,
                    "setting '\(name)' must be a colour written #RRGGBB (for example #1E8E3E), got \"\(color)\"")
            }
            map[keyPath: path] = color
        default:
            throw HostError(
                .invalidArgument,
                "setting '\(name)' takes a \(current(on: map).typeName), got a \(value.typeName) (\(value))")
        }
    }

    private static func isColor(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.utf8.first == UInt8(ascii: "#") && digits.count == 6
            && digits.allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            }
    }
}

extension NavigationHost {
    /// The names ``setSetting(map:name:value:)`` accepts, in a fixed order.
    public static var settingNames: [String] { MapSettingTable.entries.map(\.name) }

    /// Every setting of a map with its value, in the order of ``settingNames`` (the settings
    /// published as properties of the bus's `Map1`).
    ///
    /// - Throws: ``HostError`` `UnknownMap`.
    public func settings(map name: String) throws(HostError) -> [(name: String, value: SettingValue)] {
        let map = try self.map(name)
        return MapSettingTable.entries.map { ($0.name, $0.current(on: map.view)) }
    }

    /// Sets one legacy setting of a map (the bus's `SetSetting`, SPEC §7 and §10). While the
    /// built-in layout lays out a map with navigation enabled, a change that can move frames lays
    /// the current state out again in place and publishes what moved; no state changes and no
    /// `StateChanged` is published. Setting the value a setting has changes nothing. With a
    /// delegate, the value is only stored (SPEC §7: legacy settings do not affect delegates), and
    /// a setting that would move the built-in layout is reported once, with a
    /// `legacy-setting-with-delegate` warning that lasts while the delegate does (SPEC §8 rule 9);
    /// not those the SDK applies for delegates too: `compassButton` (the compass is offered only
    /// while it is on) and the two speed flags, whose change resizes the speed widget at once and
    /// publishes what moved.
    ///
    /// - Throws: ``HostError`` `UnknownMap`, or `InvalidArgument` for a name not in
    ///   ``settingNames``, a value of another type than the setting's, a height that is not a
    ///   finite number ≥ 0, or a colour not written `#RRGGBB`.
    public func setSetting(map name: String, name setting: String, value: SettingValue) throws(HostError) {
        let map = try self.map(name)
        let entry = try MapSettingTable.entry(named: setting)
        guard entry.current(on: map.view) != value else { return }
        try entry.set(value, on: map.view)
        guard entry.affectsLayout else { return }
        if map.view.layoutDelegate != nil {
            if !entry.reachesDelegates {
                guard !map.legacySettingsSetUnderDelegate.contains(setting) else { return }
                map.legacySettingsSetUnderDelegate.append(setting)
            }
        } else {
            guard map.state != .disabled else { return }
            map.builtInLayout.relayout(navMap: map.view)
        }
        publish(map, old: nil, callbacks: [])
    }
}
