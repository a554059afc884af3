import Testing

@testable import NavigationLayout

/// SPEC §6 and notes/domain.md §1.2: `setLayoutDelegate` throws code 2 on a projected display
/// and code 1 while navigation is enabled; nil restores the built-in layout; the map keeps a
/// strong reference to its delegate.
@MainActor
@Suite struct LayoutDelegateTests {
    final class EmptyDelegate: NavigationLayoutDelegate {}

    /// The error `setLayoutDelegate` throws, or nil.
    private func refusal(
        setting delegate: (any NavigationLayoutDelegate)?, on map: GMSMapView
    ) -> GMSMapViewNavigationLayoutError? {
        do {
            try map.setLayoutDelegate(delegate)
            return nil
        } catch let error as GMSMapViewNavigationLayoutError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func aProjectedDisplayRefusesEveryDelegateWithCode2() {
        let map = makeMap(width: 800, height: 480, kind: .projection)
        let error = refusal(setting: EmptyDelegate(), on: map)
        #expect(error == .cannotSetDelegateOnCarPlayScreen)
        #expect(error?.rawValue == 2)
        #expect(map.layoutDelegate == nil)
        // Also nil, and also while navigation is enabled (the projection decides first).
        #expect(refusal(setting: nil, on: map)?.rawValue == 2)
        map.isNavigationEnabled = true
        #expect(refusal(setting: EmptyDelegate(), on: map)?.rawValue == 2)
    }

    @Test func whileNavigationIsEnabledTheDelegateCannotChangeCode1() {
        let map = makeMap()
        let first = EmptyDelegate()
        #expect(refusal(setting: first, on: map) == nil)
        map.isNavigationEnabled = true
        let error = refusal(setting: EmptyDelegate(), on: map)
        #expect(error == .cannotSetDelegateWhileNavigationEnabled)
        #expect(error?.rawValue == 1)
        #expect(refusal(setting: nil, on: map)?.rawValue == 1)
        #expect(map.layoutDelegate === first)
    }

    @Test func nilRestoresTheBuiltInLayoutWhileNavigationIsDisabled() {
        let map = makeMap()
        #expect(refusal(setting: EmptyDelegate(), on: map) == nil)
        #expect(map.layoutDelegate != nil)
        #expect(refusal(setting: nil, on: map) == nil)
        #expect(map.layoutDelegate == nil)
    }

    @Test func theMapKeepsItsDelegateAlive() {
        let map = makeMap()
        weak var probe: EmptyDelegate?
        do {
            let delegate = EmptyDelegate()
            probe = delegate
            #expect(refusal(setting: delegate, on: map) == nil)
        }
        #expect(probe != nil)
        #expect(refusal(setting: nil, on: map) == nil)
        #expect(probe == nil)
    }
}
