/// What happened to a map's layout since the host last took the log (``GMSMapView/takeDiagnostics()``):
/// conflicts met, constraints refused, passes that did not settle.
///
/// A conflict that lasts is met again at every pass, and a host that never takes the log (the
/// daemon reads ``LayoutEngine/currentDiagnostics()``) must not make it grow for the life of the
/// map: a diagnostic already logged is not logged again, and only the most recent
/// ``limit`` are kept.
struct DiagnosticLog {
    static let limit = 256

    private(set) var entries: [LayoutDiagnostic] = []
    /// Where the entries of the pass under way begin (``beginPass()``).
    private var passStart = 0

    mutating func append(_ diagnostic: LayoutDiagnostic) {
        guard !entries.contains(diagnostic) else { return }
        if entries.count == Self.limit {
            entries.removeFirst()
            passStart = max(0, passStart - 1)
        }
        entries.append(diagnostic)
    }

    /// Marks the start of a layout pass: what it logs it may take back, what earlier passes logged
    /// stays (their layouts were published with it).
    mutating func beginPass() {
        passStart = entries.count
    }

    /// Takes back a diagnostic whose cause was undone in the pass under way (a constraint broken
    /// and put back): logged by an earlier pass, it stays.
    mutating func withdraw(_ diagnostic: LayoutDiagnostic) {
        if let index = entries.lastIndex(of: diagnostic), index >= passStart { entries.remove(at: index) }
    }

    /// The entries, leaving the log empty.
    mutating func take() -> [LayoutDiagnostic] {
        defer {
            entries.removeAll()
            passStart = 0
        }
        return entries
    }
}
