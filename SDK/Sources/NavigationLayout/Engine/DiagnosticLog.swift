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

    mutating func append(_ diagnostic: LayoutDiagnostic) {
        guard !entries.contains(diagnostic) else { return }
        if entries.count == Self.limit { entries.removeFirst() }
        entries.append(diagnostic)
    }

    /// Takes back a diagnostic whose cause was undone (a constraint broken and put back).
    mutating func withdraw(_ diagnostic: LayoutDiagnostic) {
        if let index = entries.lastIndex(of: diagnostic) { entries.remove(at: index) }
    }

    /// The entries, leaving the log empty.
    mutating func take() -> [LayoutDiagnostic] {
        defer { entries.removeAll() }
        return entries
    }
}
