import NavigationLayout
import Testing

@testable import NavigationHost

/// SPEC §10 `SetViewContentSize`: a business view's content size comes from outside (the app that
/// renders it) and takes part in layout as the view's intrinsic size.
@MainActor
@Suite("Content sizes")
struct ContentSizeTests {
    let host = NavigationHost()
    let delegate = ClosureDelegate()

    init() throws {
        try host.setDelegate(delegate, map: "main")
        try host.setGeometry(map: "main", width: 390, height: 844, insets: .zero)
        delegate.onEnable = { map, state in
            pin(state.viewport, in: map, x: 0, y: 0, width: 390, height: 844)
            pin(state.googleLogo, in: map, x: 8, y: 812, width: nil, height: nil)
            // A card the app draws: placed by the delegate, sized by its content.
            let card = UIView()
            card.accessibilityIdentifier = "business.card"
            pin(card, in: map, x: 16, y: 100, width: nil, height: nil)
            // A row of cards: its size is its arranged views'.
            let row = UIStackView(arrangedSubviews: [UIView()])
            row.accessibilityIdentifier = "business.row"
            pin(row, in: map, x: 16, y: 300, width: nil, height: nil)
        }
        try host.enableNavigation(map: "main")
    }

    @Test func theContentSizeBecomesTheViewsSize() throws {
        var published: [ResolvedLayout] = []
        host.eventSink = { event in
            if case .layoutResolved(_, _, _, let layout) = event { published.append(layout) }
        }
        try host.setViewContentSize(map: "main", viewID: "business.card", width: 120, height: 48)
        #expect(published.count == 1)
        #expect(published.last?.view("business.card")?.frame == CGRect(x: 16, y: 100, width: 120, height: 48))

        try host.setViewContentSize(map: "main", viewID: "business.card", width: 200, height: 60)
        #expect(published.last?.view("business.card")?.frame == CGRect(x: 16, y: 100, width: 200, height: 60))
    }

    @Test func badInputIsRefusedAndChangesNothing() throws {
        let before = try host.map("main").sequence
        #expect {
            try host.setViewContentSize(map: "main", viewID: "nothing", width: 10, height: 10)
        } throws: { ($0 as? HostError)?.code == .unknownView }
        #expect {
            try host.setViewContentSize(map: "main", viewID: "business.card", width: .nan, height: 10)
        } throws: { ($0 as? HostError)?.code == .invalidArgument }
        #expect {
            try host.setViewContentSize(map: "main", viewID: "business.card", width: 10, height: -1)
        } throws: { ($0 as? HostError)?.code == .invalidArgument }
        #expect {
            try host.setViewContentSize(map: "cluster", viewID: "business.card", width: 10, height: 10)
        } throws: { ($0 as? HostError)?.code == .unknownMap }
        for sdkView in ["map", "viewport", "googleLogo"] {
            #expect {
                try host.setViewContentSize(map: "main", viewID: sdkView, width: 10, height: 10)
            } throws: { error in
                let error = error as? HostError
                return error?.code == .invalidArgument && error?.message.contains("size the SDK decides") == true
            }
        }
        #expect {
            try host.setViewContentSize(map: "main", viewID: "business.row", width: 10, height: 10)
        } throws: { error in
            let error = error as? HostError
            return error?.code == .invalidArgument && error?.message.contains("its arranged views decide") == true
        }
        #expect(try host.map("main").sequence == before)
    }
}
