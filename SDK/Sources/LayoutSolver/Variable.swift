/// A variable of a ``Solver``: a handle to one unknown quantity, such as the left edge of a view.
///
/// Variables are created by ``Solver/makeVariable()`` and belong to that solver. A variable that no
/// constraint and no edit mentions has the value 0. Released variables
/// (``Solver/releaseVariable(_:)``) are refused by every later call with
/// ``SolverError/unknownVariable(_:)``.
@frozen
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline let index: Int32
    @usableFromInline let generation: UInt32

    @inlinable
    init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// A short name for logs and error messages, such as `v12`.
    public var description: String { "v\(index)" + (generation == 0 ? "" : "'\(generation)") }
}
