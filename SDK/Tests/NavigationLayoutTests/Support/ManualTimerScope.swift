@testable import NavigationLayout

/// Runs `body` with a fresh ``ManualLayoutTimer`` starting at `start` seconds installed as the SDK's
/// timer, and puts the previous timer back afterwards. Suites that use it are `.serialized`: the
/// timer is process-wide.
@MainActor
func withManualTimer<Result>(
    start: TimeInterval = 10, _ body: (ManualLayoutTimer) throws -> Result
) rethrows -> Result {
    let previous = LayoutTiming.timer
    let timer = ManualLayoutTimer(start: start)
    LayoutTiming.timer = timer
    defer { LayoutTiming.timer = previous }
    return try body(timer)
}
