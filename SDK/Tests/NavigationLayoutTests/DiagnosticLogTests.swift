import Testing

@testable import NavigationLayout

/// The log behind ``GMSMapView/takeDiagnostics()``: each diagnostic once, the most recent 256, and
/// a report that a pass takes back (a constraint broken and put back within it) taken back only if
/// that pass logged it: one an earlier pass logged went out with that pass's layout.
@Suite struct DiagnosticLogTests {
    private func report(_ id: String) -> LayoutDiagnostic {
        LayoutDiagnostic(
            severity: .error, code: "unsatisfiable-constraints", viewIDs: [id], message: "\(id) broken")
    }

    @Test func aPassTakesBackWhatItLogged() {
        var log = DiagnosticLog()
        log.beginPass()
        log.append(report("a"))
        log.append(report("b"))
        log.withdraw(report("a"))
        #expect(log.take() == [report("b")])
    }

    @Test func aPassLeavesWhatAnEarlierPassLogged() {
        var log = DiagnosticLog()
        log.beginPass()
        log.append(report("a"))
        // The next pass meets the same conflict (logged once), then puts the constraint back.
        log.beginPass()
        log.append(report("a"))
        log.withdraw(report("a"))
        #expect(log.take() == [report("a")])
    }

    @Test func aFullLogKeepsTheMostRecentAndItsPassStart() {
        var log = DiagnosticLog()
        for index in 0..<DiagnosticLog.limit { log.append(report("old \(index)")) }
        log.beginPass()
        // The oldest goes to make room; the pass's own report is still its own to take back.
        log.append(report("new"))
        #expect(log.entries.count == DiagnosticLog.limit)
        #expect(log.entries.first == report("old 1"))
        log.withdraw(report("new"))
        log.withdraw(report("old \(DiagnosticLog.limit - 1)"))
        #expect(log.entries.count == DiagnosticLog.limit - 1)
        #expect(log.entries.last == report("old \(DiagnosticLog.limit - 1)"))
    }
}
