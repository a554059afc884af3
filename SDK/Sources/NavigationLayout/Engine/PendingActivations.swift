/// The activation serial of the constraint last queued in ``LayoutEngine/pending``, per origin:
/// whether the queue is in activation order within each origin.
struct PendingActivations {
    private var delegate: UInt64 = 0
    private var derived: UInt64 = 0
    private var sdkGeometry: UInt64 = 0

    /// Notes `constraint` as the last queued of its origin; returns whether it was activated
    /// after the one queued before it.
    @MainActor
    mutating func follow(_ constraint: NSLayoutConstraint) -> Bool {
        follow(origin: constraint.origin, serial: constraint.activationSerial)
    }

    /// Notes what was activated with `serial` and is of `origin` as the last queued of it.
    mutating func follow(origin: NSLayoutConstraint.Origin, serial: UInt64) -> Bool {
        let last: UInt64
        switch origin {
        case .delegate: (last, delegate) = (delegate, serial)
        case .derived: (last, derived) = (derived, serial)
        case .sdkGeometry: (last, sdkGeometry) = (sdkGeometry, serial)
        }
        return serial >= last
    }
}
