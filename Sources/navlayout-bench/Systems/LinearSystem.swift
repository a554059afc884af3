import LayoutSolver

/// One benchmark constraint system as data: the counterpart of `System` in `bench/kiwi_bench.py`.
///
/// The variables are handles made by a template ``Solver``. A fresh solver hands out the same
/// handles in the same order, so the ``Constraint`` values built once here can be added to every
/// fresh solver a benchmark creates: making variables and constraint values stays outside the
/// timed region, as kiwi_bench.py keeps its Python object construction outside.
struct LinearSystem {
    /// The system's name in kiwi_bench.py (`navscreen`, `chain-100`, `grid-32x32`).
    let name: String
    /// The variables in the order kiwi_bench.py first mentions them.
    var variables: [Variable] = []
    /// `variableNames[i]` names `variables[i]` (`root.width`, `box7.left`, `c3_4.top`).
    var variableNames: [String] = []
    /// The constraints in kiwi_bench.py's order; constraint `i` is added as `ConstraintID(i)`.
    var constraints: [Constraint] = []
    /// Edit variables, added before any suggestion.
    var edits: [(variable: Variable, priority: Priority)] = []
    /// Initial suggestions, made after every edit variable is added and before any constraint.
    var suggestions: [(variable: Variable, value: Double)] = []
    /// The expected solution after the build, by variable name.
    var expected: [Expectation] = []

    /// Lookups kept by ``SystemBuilder`` as it adds variables.
    var indexOfName: [String: Int] = [:]
    var indexOfVariable: [Variable: Int] = [:]

    init(name: String) {
        self.name = name
    }

    /// The variable called `name`, or nil if the system has none.
    func variable(named name: String) -> Variable? {
        indexOfName[name].map { variables[$0] }
    }

    /// The name of `variable`, which must belong to this system.
    func name(of variable: Variable) -> String {
        guard let index = indexOfVariable[variable] else {
            preconditionFailure("\(variable) is not a variable of system \(name)")
        }
        return variableNames[index]
    }
}
