/// A hash table from ``ConstraintID`` to a record index: open addressing with linear probing and
/// backward-shift deletion. The standard `Dictionary` hashes with SipHash, which was a tenth of
/// the time to build a screen; constraint identifiers are the caller's integers and need no
/// protection against chosen collisions, so a multiplicative hash does.
struct IdentifierTable: Sendable {
    private var keys: [UInt64]
    private var values: [Int32]
    /// Slots in use, for `values[slot] >= 0`; -1 marks an empty slot.
    private(set) var count = 0
    private var mask: Int

    /// A table with room for `capacity` keys before it grows.
    init(capacity: Int = 48) {
        var slots = 16
        while slots * 3 < capacity * 4 { slots *= 2 }
        keys = [UInt64](repeating: 0, count: slots)
        values = [Int32](repeating: -1, count: slots)
        mask = slots - 1
    }

    @inline(__always)
    private func home(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    subscript(id: ConstraintID) -> Int? {
        guard count > 0 else { return nil }
        var slot = home(of: id.rawValue)
        while values[slot] >= 0 {
            if keys[slot] == id.rawValue { return Int(values[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value` for a key that is not in the table.
    mutating func insert(_ value: Int, for id: ConstraintID) {
        if (count + 1) * 4 > keys.count * 3 { grow() }
        var slot = home(of: id.rawValue)
        while values[slot] >= 0 { slot = (slot + 1) & mask }
        keys[slot] = id.rawValue
        values[slot] = Int32(value)
        count += 1
    }

    /// Removes a key and returns its value, if it was there.
    mutating func remove(_ id: ConstraintID) -> Int? {
        guard count > 0 else { return nil }
        var slot = home(of: id.rawValue)
        while values[slot] >= 0 && keys[slot] != id.rawValue { slot = (slot + 1) & mask }
        guard values[slot] >= 0 else { return nil }
        let removed = Int(values[slot])
        values[slot] = -1
        count -= 1
        // Shift later entries of the same probe run back into the hole.
        var hole = slot
        var next = (slot + 1) & mask
        while values[next] >= 0 {
            let wanted = home(of: keys[next])
            let distanceToNext = (next - wanted) & mask
            let distanceToHole = (hole - wanted) & mask
            if distanceToHole < distanceToNext {
                keys[hole] = keys[next]
                values[hole] = values[next]
                values[next] = -1
                hole = next
            }
            next = (next + 1) & mask
        }
        return removed
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let capacity = keys.count * 2
        keys = [UInt64](repeating: 0, count: capacity)
        values = [Int32](repeating: -1, count: capacity)
        mask = capacity - 1
        count = 0
        for slot in oldValues.indices where oldValues[slot] >= 0 {
            insert(Int(oldValues[slot]), for: ConstraintID(oldKeys[slot]))
        }
    }
}
