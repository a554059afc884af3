import LayoutSolver

/// The constraints installed in one engine, each in a slot whose number is its id in the solver.
///
/// Slots are small integers reused after a constraint leaves, so that finding the constraints a
/// conflict names (the solver reports ids) is an index, not a hash: a dictionary from id to
/// constraint was a fortieth of building a navigation screen. Not isolated: the engine's deinit
/// reads it.
struct InstalledConstraints {
    private var slots: [NSLayoutConstraint?] = []
    private var freeSlots: [Int] = []
    /// How many slots hold a constraint.
    private(set) var count = 0

    init(capacity: Int) {
        slots.reserveCapacity(capacity)
    }

    /// Puts a constraint in a free slot and returns the slot.
    mutating func insert(_ constraint: NSLayoutConstraint) -> Int {
        count += 1
        if let slot = freeSlots.popLast() {
            slots[slot] = constraint
            return slot
        }
        slots.append(constraint)
        return slots.count - 1
    }

    /// Empties the constraint's slot, if the constraint is the one in it.
    @MainActor
    mutating func remove(_ constraint: NSLayoutConstraint) {
        let slot = constraint.solverSlot
        guard slots.indices.contains(slot), slots[slot] === constraint else { return }
        slots[slot] = nil
        freeSlots.append(slot)
        count -= 1
    }

    /// The constraint the solver knows as `id`, if it is installed here.
    subscript(id: ConstraintID) -> NSLayoutConstraint? {
        guard id.rawValue < UInt64(slots.count) else { return nil }
        return slots[Int(id.rawValue)]
    }

    /// The constraint in `slot`, if any.
    subscript(slot slot: Int) -> NSLayoutConstraint? {
        slots.indices.contains(slot) ? slots[slot] : nil
    }

    /// The constraint in `slot`, if any, without retaining it: for the pass's loops, which reach it
    /// through `_withUnsafeGuaranteedRef`. It stays alive while they use it even if they uninstall
    /// it: an installed constraint is active, and its first item's state lists it (the paths that
    /// take one whose item was freed out of the table hold it themselves: `withRetained`).
    func unretained(slot: Int) -> Unmanaged<NSLayoutConstraint>? {
        guard slots.indices.contains(slot), let constraint = slots[slot] else { return nil }
        return Unmanaged.passUnretained(constraint)
    }

    /// Every installed constraint, in no particular order.
    var all: [NSLayoutConstraint] {
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(count)
        for case let constraint? in slots { constraints.append(constraint) }
        return constraints
    }
}

extension NSLayoutConstraint {
    /// The constraint's id in its engine's solver (its slot there) while it is installed.
    var solverConstraintID: ConstraintID { ConstraintID(UInt64(solverSlot)) }
}
