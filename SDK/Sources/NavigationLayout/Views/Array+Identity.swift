extension Array where Element: AnyObject {
    /// Removes the first element that is `object` itself, if any.
    ///
    /// A plain loop, not `removeAll(where:)`: a closure made in main-actor code checks the
    /// executor each time the standard library calls it, which the engine's hot paths (every
    /// deactivation, every removal from a superview) cannot afford.
    mutating func removeFirst(identicalTo object: Element) {
        for index in indices where self[index] === object {
            remove(at: index)
            return
        }
    }

    /// The elements without the later appearances of the same object (plain loops, as above).
    var withoutRepeatedObjects: [Element] {
        var unique: [Element] = []
        unique.reserveCapacity(count)
        for element in self where !unique.containsIdentical(element) { unique.append(element) }
        return unique
    }

    /// Whether an object is listed more than once (plain loops, as above).
    var hasRepeatedObjects: Bool {
        for index in indices {
            for earlier in 0..<index where self[earlier] === self[index] { return true }
        }
        return false
    }

    /// Whether `object` itself is an element (a plain loop, as above).
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }
}
