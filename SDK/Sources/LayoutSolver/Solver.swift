/// An incremental constraint solver of the Cassowary family with lexicographic priorities.
///
/// Add and remove linear constraints at any time, move edit variables with ``suggest(_:for:)``,
/// change a constraint's constant or optional priority in place, then call ``updateVariables()``
/// and read ``value(of:)``. Every change re-optimises from the current solution; nothing is
/// rebuilt.
///
/// Guarantees:
/// - every required constraint holds, or the call that would break one throws
///   ``SolverError/unsatisfiable(_:conflicts:)`` naming the whole contradiction;
/// - optional constraints are satisfied level by level (see ``Priority``);
/// - a call that throws leaves the solver exactly as it was;
/// - values are finite; coefficients, constants and suggestions that are not are refused.
///
/// A solver is not thread-safe; confine it to one actor or thread.
public final class Solver {
    var tableau = Tableau()
    var records: [ConstraintRecord?] = []
    private var freeRecords: [Int] = []
    var recordOfID: [ConstraintID: Int] = [:]
    var editRecords: [Variable: Int] = [:]
    /// Bumped on every add so that conflict reports can list constraints in the order they came.
    private var serials: [UInt64] = []
    private var nextSerial: UInt64 = 0
    private var liveVariables = 0

    /// Creates an empty solver.
    public init() {}

    /// The number of constraints added with ``add(_:id:)`` and not removed.
    public var constraintCount: Int { recordOfID.count }

    /// The number of variables made and not released.
    public var variableCount: Int { liveVariables }

    // MARK: Variables

    /// Makes a new variable. Its value is 0 until constraints or an edit decide it.
    public func makeVariable() -> Variable {
        liveVariables += 1
        let symbol = tableau.makeSymbol(.external)
        return Variable(index: Int32(symbol), generation: tableau.generations[symbol])
    }

    /// Releases a variable that no constraint and no edit mentions, so that a long-running solver
    /// does not grow with every view it has ever laid out.
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)`` for a released or foreign variable,
    ///   ``SolverError/variableInUse(_:)`` while a constraint or an edit mentions it.
    public func releaseVariable(_ variable: Variable) throws(SolverError) {
        let symbol = try symbol(of: variable)
        guard tableau.useCounts[symbol] == 0 else { throw .variableInUse(variable) }
        tableau.releaseSymbol(symbol)
        liveVariables -= 1
    }

    func symbol(of variable: Variable) throws(SolverError) -> Int {
        let symbol = Int(variable.index)
        guard symbol >= 0, symbol < tableau.symbolCount, tableau.kinds[symbol] == .external,
            tableau.generations[symbol] == variable.generation
        else { throw .unknownVariable(variable) }
        return symbol
    }

    // MARK: Values

    /// Computes the value of every variable from the current solution.
    public func updateVariables() {
        tableau.updateValues()
    }

    /// The value of `variable` as of the last ``updateVariables()``.
    ///
    /// - Precondition: `variable` was made by this solver and not released.
    public func value(of variable: Variable) -> Double {
        let symbol = Int(variable.index)
        precondition(
            symbol < tableau.symbolCount && tableau.generations[symbol] == variable.generation,
            "value(of:) needs a live variable of this solver, got \(variable)")
        return tableau.values[symbol]
    }

    // MARK: Records

    func allocateRecord() -> Int {
        nextSerial += 1
        if let index = freeRecords.popLast() {
            serials[index] = nextSerial
            return index
        }
        records.append(nil)
        serials.append(nextSerial)
        return records.count - 1
    }

    func freeRecord(_ index: Int) {
        records[index] = nil
        freeRecords.append(index)
    }

    func serial(of record: Int) -> UInt64 { serials[record] }

    /// The terms of `expression` as tableau cells: one per variable, non-zero, sorted.
    func cells(of expression: Expression) throws(SolverError) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            cells.append(Cell(symbol: try symbol(of: term.variable), coefficient: term.coefficient))
        }
        cells.sort { $0.symbol < $1.symbol }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count)
        for cell in cells {
            if let last = merged.last, last.symbol == cell.symbol {
                merged[merged.count - 1].coefficient += cell.coefficient
            } else {
                merged.append(cell)
            }
        }
        merged.removeAll { isNearZero($0.coefficient) }
        return merged
    }

    func changeUseCounts(of symbols: [Int], by amount: Int) {
        for symbol in symbols { tableau.useCounts[symbol] += amount }
    }
}
