/// The column index: for each non-external symbol, the slots of the rows that mention it, as a
/// linked list whose head lives in the symbol's entry. All lists share one pool of nodes, so
/// indexing a new symbol allocates nothing.
struct ColumnPool: Sendable {
    fileprivate struct Node: Sendable {
        var slot: Int32
        var next: Int32
    }

    private var nodes: [Node] = []
    private var firstFree: Int32 = -1

    mutating func reserveCapacity(_ count: Int) {
        nodes.reserveCapacity(count)
    }

    mutating func insert(_ slot: Int, into head: inout Int32) {
        let node: Int32
        if firstFree >= 0 {
            node = firstFree
            firstFree = nodes[Int(node)].next
            nodes[Int(node)] = Node(slot: Int32(slot), next: head)
        } else {
            node = Int32(nodes.count)
            nodes.append(Node(slot: Int32(slot), next: head))
        }
        head = node
    }

    mutating func remove(_ slot: Int, from head: inout Int32) {
        var previous: Int32 = -1
        var node = head
        while node >= 0 && nodes[Int(node)].slot != Int32(slot) {
            previous = node
            node = nodes[Int(node)].next
        }
        precondition(node >= 0, "column index out of step: slot \(slot) missing")
        let next = nodes[Int(node)].next
        if previous < 0 { head = next } else { nodes[Int(previous)].next = next }
        free(node)
    }

    /// Empties a column and returns its slots.
    mutating func removeAll(from head: inout Int32) -> [Int] {
        var slots: [Int] = []
        var node = head
        head = -1
        while node >= 0 {
            slots.append(Int(nodes[Int(node)].slot))
            let next = nodes[Int(node)].next
            free(node)
            node = next
        }
        return slots
    }

    private mutating func free(_ node: Int32) {
        nodes[Int(node)].next = firstFree
        firstFree = node
    }

    /// The slots of a column, newest first.
    func slots(from head: Int32) -> Slots { Slots(nodes: nodes, node: head) }

    struct Slots: Sequence, IteratorProtocol {
        fileprivate let nodes: [Node]
        fileprivate var node: Int32

        mutating func next() -> Int? {
            guard node >= 0 else { return nil }
            defer { node = nodes[Int(node)].next }
            return Int(nodes[Int(node)].slot)
        }
    }
}
