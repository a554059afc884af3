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

    /// The elements without the later appearances of the same object (plain loops, as above, for
    /// the short lists stacks have; an identity set past 16).
    var withoutRepeatedObjects: [Element] {
        var unique: [Element] = []
        unique.reserveCapacity(count)
        if count > IdentityLookup<Element>.longList {
            var seen = Set<ObjectIdentifier>(minimumCapacity: count)
            for element in self where seen.insert(ObjectIdentifier(element)).inserted { unique.append(element) }
        } else {
            for element in self where !unique.containsIdentical(element) { unique.append(element) }
        }
        return unique
    }

    /// Whether an object is listed more than once (plain loops, as above, for short lists).
    var hasRepeatedObjects: Bool {
        if count > IdentityLookup<Element>.longList { return hasRepeatedIdentifiers }
        for index in indices {
            for earlier in 0..<index where self[earlier] === self[index] { return true }
        }
        return false
    }

    /// ``hasRepeatedObjects`` of a long list, by an identity set.
    @inline(never)
    private var hasRepeatedIdentifiers: Bool {
        var seen = Set<ObjectIdentifier>(minimumCapacity: count)
        for element in self where !seen.insert(ObjectIdentifier(element)).inserted { return true }
        return false
    }

    /// Whether `object` itself is an element (a plain loop, as above).
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }
}

/// Which objects a list holds, by identity: for a list past 16 (a stack of hundreds of views), a
/// set of identifiers, so that it is not searched once per element; a short list (a stack's few
/// views) is searched, which costs less than making a set.
struct IdentityLookup<Element: AnyObject> {
    /// How many elements a list has before a set finds them faster than a search.
    static var longList: Int { 16 }

    private let set: Set<ObjectIdentifier>?

    /// The lookup of `elements`.
    @inline(__always)
    init(_ elements: [Element]) {
        set = elements.count > Self.longList ? Self.identifiers(of: elements) : nil
    }

    /// The identifiers of a long list's elements.
    @inline(never)
    private static func identifiers(of elements: [Element]) -> Set<ObjectIdentifier> {
        var identifiers = Set<ObjectIdentifier>(minimumCapacity: elements.count)
        for element in elements { identifiers.insert(ObjectIdentifier(element)) }
        return identifiers
    }

    /// Whether `object` is in `elements`, the list the lookup was made of.
    @inline(__always)
    func contains(_ object: Element, in elements: [Element]) -> Bool {
        set?.contains(ObjectIdentifier(object)) ?? elements.containsIdentical(object)
    }
}
