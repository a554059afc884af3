extension ScenarioInput {
    /// Calls the host method the input names, as the bus layer would for the same method call.
    @MainActor
    func perform(on host: NavigationHost) throws(HostError) {
        switch self {
        case .createMap(let name, let kind): try host.createMap(name: name, kind: kind)
        case .removeMap(let name): try host.removeMap(name: name)
        case .startGuidance: try host.startGuidance()
        case .stopGuidance: try host.stopGuidance()
        case .showPrompt(let kind): try host.showPrompt(kind: kind)
        case .hidePrompt: try host.hidePrompt()
        case .setSpeedWidget(let display): host.setSpeedWidget(display)
        case .setShouldDisplayPrompts(let display): host.setShouldDisplayPrompts(display)
        case .enableNavigation(let map): try host.enableNavigation(map: map)
        case .disableNavigation(let map): try host.disableNavigation(map: map)
        case .setGeometry(let map, let width, let height, let insets):
            try host.setGeometry(map: map, width: width, height: height, insets: insets)
        case .setLayoutDirection(let map, let direction): try host.setLayoutDirection(map: map, direction)
        case .setViewContentSize(let map, let viewID, let width, let height):
            try host.setViewContentSize(map: map, viewID: viewID, width: width, height: height)
        case .setSetting(let map, let name, let value): try host.setSetting(map: map, name: name, value: value)
        }
    }
}
