/// Activation and deactivation of constraints: keeps each item's list of active constraints and
/// installs a constraint in the engine of the map whose tree holds both of its items.
@MainActor
enum ConstraintRegistry {
    @exclusivity(unchecked) private static var serial: UInt64 = 0

    /// The next activation serial, for what is activated without a constraint object (a
    /// component's size, ``GeometryRecord``).
    static func takeActivationSerial() -> UInt64 {
        serial += 1
        return serial
    }

    static func activated(_ constraint: NSLayoutConstraint) {
        ActorChecks.assertOnMainActor()
        constraint.activationSerial = takeActivationSerial()
        // The constraint holds its items' states.
        Unmanaged.passUnretained(constraint.firstItemState)._withUnsafeGuaranteedRef { first in
            if first.itemExists { first.noteActivated(constraint) }
        }
        constraint.secondItemState.unretained?._withUnsafeGuaranteedRef { second in
            if second.itemExists { second.noteActivated(constraint) }
        }
        install(constraint)
    }

    static func deactivated(_ constraint: NSLayoutConstraint) {
        ActorChecks.assertOnMainActor()
        constraint.uninstall()
        constraint.firstItemState.forgetIfItemExists(constraint)
        constraint.secondItemState?.forgetIfItemExists(constraint)
        constraint.isBroken = false
        constraint.priorityCrossedRequired = false
        constraint.holderState = nil
    }

    /// Installs an active constraint if both of its items now share a map; otherwise it waits.
    static func install(_ constraint: NSLayoutConstraint) {
        guard constraint.isActive, constraint.isInstalledNowhere else { return }
        // The constraint holds its first item's state, which holds the map's state.
        Unmanaged.passUnretained(constraint.firstItemState)._withUnsafeGuaranteedRef { first in
            first.hostingMapState.unretained?._withUnsafeGuaranteedRef { mapState in
                guard constraint.hasItems(in: mapState) else { return }
                mapState.withEngine { $0.install(constraint) }
            }
        }
    }
}

extension NSLayoutConstraint {
    /// The items the constraint mentions (one or two), while they exist.
    var items: [any LayoutItem] {
        [firstLayoutItem, secondLayoutItem].compactMap { $0 }
    }

    /// Whether every item of the constraint exists and is in the tree of the map with `mapState`.
    func hasItems(in mapState: LayoutItemState) -> Bool {
        guard firstItemState.itemExists, firstItemState.hostingMapState === mapState else { return false }
        guard secondLayoutAttribute != nil else { return true }
        guard let second = secondItemState else { return false }
        return second.itemExists && second.hostingMapState === mapState
    }
}
