import NavigationLayout
import Testing

@testable import NavigationHost

/// Expected frames of views and guides by id, in map coordinates.
typealias BuiltInFrames = [String: CGRect]

/// `CGRect(x:y:width:height:)`, short enough for tables of frames.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// A host whose map `main` has no delegate (the built-in layout), with its events recorded.
@MainActor
final class BuiltInHarness {
    let host = NavigationHost()
    private(set) var events: [HostEvent] = []

    /// Settings first (as a display manager would before enabling navigation), then the geometry
    /// and the direction.
    init(
        width: CGFloat, height: CGFloat, insets: UIEdgeInsets = .zero,
        direction: UIUserInterfaceLayoutDirection = .leftToRight, settings: [String: SettingValue] = [:]
    ) throws {
        host.eventSink = { [unowned self] event in self.events.append(event) }
        for (name, value) in settings.sorted(by: { $0.key < $1.key }) {
            try host.setSetting(map: "main", name: name, value: value)
        }
        try host.setGeometry(map: "main", width: Double(width), height: Double(height), insets: insets)
        try host.setLayoutDirection(map: "main", direction)
    }

    /// The events since the last call.
    func takeEvents() -> [HostEvent] {
        defer { events.removeAll() }
        return events
    }

    /// The last layout published for `map`.
    func published(map: String = "main") -> ResolvedLayout? {
        events.reversed().lazy.compactMap { event -> ResolvedLayout? in
            guard case .layoutResolved(map, _, _, let layout) = event else { return nil }
            return layout
        }.first
    }

    /// The warnings and errors published since the last ``takeEvents()``.
    var problems: [LayoutDiagnostic] {
        events.flatMap { event -> [LayoutDiagnostic] in
            guard case .diagnostics(_, _, let items) = event else { return [] }
            return items.filter { $0.severity >= .warning }
        }
    }

    /// The map's layout now, without publishing.
    func layout(map: String = "main") throws -> ResolvedLayout {
        try host.layout(map: map)
    }
}

extension CGRect {
    func isNear(_ other: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

/// Every frame of `expected` (views and guides by id) is in `layout`, views in `hidden` are hidden
/// and the others are not; with `exact`, the layout has no other view or guide.
@MainActor
func expectFrames(
    _ layout: ResolvedLayout?, _ expected: BuiltInFrames, hidden: Set<String> = [], exact: Bool = true,
    stage: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let layout else {
        Issue.record("\(stage): no layout was published", sourceLocation: sourceLocation)
        return
    }
    for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
        if let view = layout.view(id) {
            #expect(
                view.frame.isNear(frame), "\(stage): \(id) is \(view.frame), want \(frame)",
                sourceLocation: sourceLocation)
            #expect(
                view.hidden == hidden.contains(id), "\(stage): \(id) hidden is \(view.hidden)",
                sourceLocation: sourceLocation)
        } else if let guide = layout.guide(id) {
            #expect(
                guide.frame.isNear(frame), "\(stage): \(id) is \(guide.frame), want \(frame)",
                sourceLocation: sourceLocation)
        } else {
            Issue.record("\(stage): \(id) is not in the layout", sourceLocation: sourceLocation)
        }
    }
    if exact {
        let present = Set(layout.views.map(\.id) + layout.guides.map(\.id))
        let unexpected = present.subtracting(expected.keys).sorted()
        let missing = Set(expected.keys).subtracting(present).sorted()
        #expect(
            unexpected.isEmpty && missing.isEmpty, "\(stage): unexpected \(unexpected), missing \(missing)",
            sourceLocation: sourceLocation)
    }
}
