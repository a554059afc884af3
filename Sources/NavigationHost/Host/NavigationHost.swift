public import NavigationLayout

/// The daemon's brain without the bus: one navigator, any number of maps, the delegate callbacks
/// of every transition in the documented order, one layout pass per transition, and the events
/// the D-Bus layer publishes (SPEC §6–§8). Everything runs on the main actor: the order of inputs
/// is the order of events, and a map's sequence numbers come from one counter.
@MainActor
public final class NavigationHost {
    /// The navigator.
    public private(set) var navigator = Navigator()
    /// The maps, in the order they were made (`main` first).
    public private(set) var maps: [HostedMap] = []
    /// Receives every event, in order.
    public var eventSink: (@MainActor (HostEvent) -> Void)?
    let checks = DiagnosticChecks()

    /// A host with the map `main` (kind `display`), as the daemon starts.
    public init() {
        addMap(name: "main", kind: .display)
    }

    /// The map with this name.
    ///
    /// - Throws: ``HostError`` `UnknownMap`.
    public func map(_ name: String) throws(HostError) -> HostedMap {
        guard let map = maps.first(where: { $0.name == name }) else {
            throw HostError(
                .unknownMap, "no map is named '\(name)'; maps: \(maps.map(\.name).joined(separator: ", "))")
        }
        return map
    }

    // MARK: Maps

    /// Makes a map. Its navigation is disabled until ``enableNavigation(map:)``.
    ///
    /// - Throws: ``HostError`` `MapExists`, or `InvalidArgument` for a name that is not a D-Bus
    ///   object path element (letters, digits, underscore).
    public func createMap(name: String, kind: GMSMapView.Kind) throws(HostError) {
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            throw HostError(.invalidArgument, "map name '\(name)' must be letters, digits and underscores")
        }
        guard !maps.contains(where: { $0.name == name }) else {
            throw HostError(.mapExists, "a map named '\(name)' exists already; remove it first or pick another name")
        }
        addMap(name: name, kind: kind)
    }

    private func addMap(name: String, kind: GMSMapView.Kind) {
        let map = HostedMap(name: name, kind: kind)
        map.view.components.speedWidgetDisplay = navigator.speedWidget
        map.view.layoutObserver = { [weak self, weak map] _ in
            guard let self, let map else { return }
            self.publish(map, old: nil, callbacks: [])
        }
        maps.append(map)
    }

    /// Removes a map, stepping its delegate down to disabled first (its events are published).
    ///
    /// - Throws: ``HostError`` `UnknownMap`, or `InvalidState` for `main`, which always exists.
    public func removeMap(name: String) throws(HostError) {
        let map = try self.map(name)
        guard name != "main" else {
            throw HostError(.invalidState, "the map 'main' always exists; disable its navigation instead")
        }
        if map.state != .disabled { try disableNavigation(map: name) }
        maps.removeAll { $0 === map }
    }

    /// Sets the delegate of a map, or restores the built-in layout with nil (only while its
    /// navigation is disabled, as `setLayoutDelegate(_:)` requires).
    ///
    /// - Throws: ``HostError`` `UnknownMap`, or `DelegateRefused` with the map's reason.
    public func setDelegate(_ delegate: (any NavigationLayoutDelegate)?, map name: String) throws(HostError) {
        let map = try self.map(name)
        do {
            try map.view.setLayoutDelegate(delegate)
        } catch {
            throw HostError(.delegateRefused, "map '\(name)': \(error)")
        }
        map.legacySettingsSetUnderDelegate.removeAll()
        // The diagnostics about the old delegate go with it.
        publish(map, old: nil, callbacks: [])
    }

    // MARK: Map inputs

    /// Enables navigation on a map: `enableNavigationUI`, then up to the navigator's state.
    ///
    /// - Throws: ``HostError`` `UnknownMap`, or `InvalidState` if it is enabled already.
    public func enableNavigation(map name: String) throws(HostError) {
        let map = try self.map(name)
        let old = map.state
        let plan = try refusingInvalid { () throws(MapRefusal) in
            try map.machine.enable(
                guidanceActive: navigator.guidanceActive, promptID: navigator.displayedPrompt?.id)
        }
        perform(plan, on: map, old: old)
    }

    /// Disables navigation on a map: the steps down in order, then `disableNavigationUI`.
    ///
    /// - Throws: ``HostError`` `UnknownMap`, or `InvalidState` if it is not enabled.
    public func disableNavigation(map name: String) throws(HostError) {
        let map = try self.map(name)
        let old = map.state
        let plan = try refusingInvalid { () throws(MapRefusal) in try map.machine.disable() }
        perform(plan, on: map, old: old)
    }

    /// Sets a map's size and safe-area insets; `sizeChanged` runs if navigation is enabled.
    ///
    /// - Throws: ``HostError`` `UnknownMap`, or `InvalidArgument` for a value that is not finite or
    ///   is negative, or insets larger than the map.
    public func setGeometry(map name: String, width: Double, height: Double, insets: UIEdgeInsets) throws(HostError) {
        let map = try self.map(name)
        let values = [
            ("width", width), ("height", height), ("insetTop", Double(insets.top)), ("insetLeft", Double(insets.left)),
            ("insetBottom", Double(insets.bottom)), ("insetRight", Double(insets.right)),
        ]
        for (argument, value) in values where !value.isFinite || value < 0 {
            throw HostError(.invalidArgument, "\(argument) must be a finite number ≥ 0, got \(value)")
        }
        guard insets.left + insets.right <= width, insets.top + insets.bottom <= height else {
            throw HostError(.invalidArgument, "the safe-area insets (\(insets)) do not fit a \(width) × \(height) map")
        }
        let size = CGSize(width: width, height: height)
        guard map.view.bounds.size != size || map.view.safeAreaInsets != insets else { return }
        map.view.setGeometry(size: size, safeAreaInsets: insets)
        perform(map.machine.geometryChanged(), on: map, old: map.state, alwaysPublish: true)
    }

    /// Sets a map's layout direction; `sizeChanged` runs if navigation is enabled.
    ///
    /// - Throws: ``HostError`` `UnknownMap`.
    public func setLayoutDirection(map name: String, _ direction: UIUserInterfaceLayoutDirection) throws(HostError) {
        let map = try self.map(name)
        guard map.view.layoutDirection != direction else { return }
        map.view.layoutDirection = direction
        perform(map.machine.geometryChanged(), on: map, old: map.state, alwaysPublish: true)
    }

    /// Gives a business view its content size (its intrinsic size, SPEC §10 `SetViewContentSize`).
    ///
    /// - Throws: ``HostError`` `UnknownMap`, `UnknownView`, or `InvalidArgument` for a size that is
    ///   not finite or is negative, or for the map or an SDK component (their sizes are the SDK's).
    public func setViewContentSize(map name: String, viewID: String, width: Double, height: Double) throws(HostError) {
        let map = try self.map(name)
        for (argument, value) in [("width", width), ("height", height)] where !value.isFinite || value < 0 {
            throw HostError(.invalidArgument, "\(argument) must be a finite number ≥ 0, got \(value)")
        }
        guard let view = map.view.view(withID: viewID) else {
            throw HostError(.unknownView, "map '\(name)' has no view with id '\(viewID)' now")
        }
        // The map and the SDK's components have the sizes the SDK gives them (SPEC §5); a stack
        // view's size is its arranged views'.
        let kind = view === map.view ? "map" : map.view.currentLayout().view(viewID)?.kind ?? "view"
        guard kind == "view" else {
            let what =
                switch kind {
                case "map": "the map, whose size the SDK decides"
                case "stack": "a stack view, whose size its arranged views decide"
                default: "the SDK's \(kind), whose size the SDK decides"
                }
            throw HostError(
                .invalidArgument, "'\(viewID)' is \(what); only the delegate's own views take a content size")
        }
        view.externalContentSize = CGSize(width: width, height: height)
        publish(map, old: nil, callbacks: [])
    }

    /// The map's layout now (the bus's `GetLayout`), without publishing anything.
    ///
    /// - Throws: ``HostError`` `UnknownMap`.
    public func layout(map name: String) throws(HostError) -> ResolvedLayout {
        try self.map(name).view.currentLayout()
    }

    /// The constraints that decide a view's frame now, per axis (the explain query): every
    /// equality, and every inequality or optional constraint at its limit, as UIKit prints them.
    ///
    /// - Throws: ``HostError`` `UnknownMap` or `UnknownView`.
    public func explain(map name: String, viewID: String) throws(HostError) -> (
        horizontal: [String], vertical: [String]
    ) {
        let map = try self.map(name)
        guard let view = map.view.view(withID: viewID) else {
            throw HostError(.unknownView, "map '\(name)' has no view with id '\(viewID)' now")
        }
        return map.view.explainFrame(of: view)
    }

    // MARK: Navigator inputs

    /// Starts guidance: `startGuidance` on every enabled map.
    ///
    /// - Throws: ``HostError`` `InvalidState` if guidance is active.
    public func startGuidance() throws(HostError) {
        try navigator.startGuidance()
        forEachMap { $0.guidanceStarted() }
    }

    /// Stops guidance: `hidePrompt` where a prompt is up, then `stopGuidance`, on every enabled map.
    ///
    /// - Throws: ``HostError`` `InvalidState` if guidance is not active.
    public func stopGuidance() throws(HostError) {
        try navigator.stopGuidance()
        forEachMap { $0.guidanceStopped() }
    }

    /// Raises a prompt: `showPrompt`, or `changePrompt` over the one up, on every enabled map in
    /// guidance (unless prompts are not displayed). Returns the prompt's id.
    ///
    /// - Throws: ``HostError`` `InvalidState` without active guidance.
    @discardableResult
    public func showPrompt(kind: PromptKind) throws(HostError) -> String {
        let prompt = try navigator.raisePrompt(kind)
        if navigator.shouldDisplayPrompts { forEachMap { $0.promptRaised(id: prompt.id) } }
        return prompt.id
    }

    /// Dismisses the prompt: `hidePrompt` on every map that shows it.
    ///
    /// - Throws: ``HostError`` `InvalidState` if no prompt is raised.
    public func hidePrompt() throws(HostError) {
        try navigator.dismissPrompt()
        forEachMap { $0.promptDismissed() }
    }

    /// Sets what the speed widget shows; its size changes on every map at once.
    public func setSpeedWidget(_ display: SpeedWidgetDisplay) {
        guard navigator.speedWidget != display else { return }
        navigator.speedWidget = display
        for map in maps {
            map.view.components.speedWidgetDisplay = display
            publish(map, old: nil, callbacks: [])
        }
    }

    /// Turns prompts on or off (`GMSNavigator.shouldDisplayPrompts`). Turning them off takes a
    /// prompt that is up away; turning them on shows the raised prompt.
    public func setShouldDisplayPrompts(_ display: Bool) {
        guard navigator.shouldDisplayPrompts != display else { return }
        navigator.shouldDisplayPrompts = display
        if let prompt = navigator.displayedPrompt {
            forEachMap { $0.promptRaised(id: prompt.id) }
        } else {
            forEachMap { $0.promptDismissed() }
        }
    }

    // MARK: Performing plans

    private func forEachMap(_ input: (inout MapStateMachine) -> [PlannedCallback]) {
        for map in maps {
            let old = map.state
            let plan = input(&map.machine)
            perform(plan, on: map, old: old)
        }
    }

    private func refusingInvalid(_ body: () throws(MapRefusal) -> [PlannedCallback]) throws(HostError)
        -> [PlannedCallback]
    {
        do {
            return try body()
        } catch {
            throw HostError(.invalidState, error.description)
        }
    }

    /// Runs a plan's callbacks on the map's delegate, then lays the map out once and publishes what
    /// changed.
    func perform(_ plan: [PlannedCallback], on map: HostedMap, old: MapState, alwaysPublish: Bool = false) {
        for callback in plan { run(callback, on: map) }
        guard !plan.isEmpty || alwaysPublish else { return }
        publish(map, old: plan.isEmpty ? nil : old, callbacks: plan)
    }
}
