import LayoutSolver

/// Records a ``LinearSystem`` with the vocabulary of kiwi_bench.py (`var`, `box`, `eq`, `le`,
/// `ge`, `edit`), so that each scenario file reads like its Python counterpart.
final class SystemBuilder {
    private(set) var system: LinearSystem
    private let template = Solver()

    init(name: String) {
        system = LinearSystem(name: name)
    }

    /// The variable called `name`, made on first mention (kiwi_bench.py's `System.var`).
    @discardableResult
    func variable(_ name: String) -> LinearExpression {
        LinearExpression(handle(name))
    }

    /// The four variables of a box, made in the order left, top, width, height.
    func box(_ name: String) -> Box {
        Box(
            left: variable("\(name).left"), top: variable("\(name).top"),
            width: variable("\(name).width"), height: variable("\(name).height"))
    }

    func eq(_ lhs: LinearExpression, _ rhs: LinearExpression, _ strength: Strength = .required) {
        add(lhs, .equal, rhs, strength)
    }

    func le(_ lhs: LinearExpression, _ rhs: LinearExpression, _ strength: Strength = .required) {
        add(lhs, .lessThanOrEqual, rhs, strength)
    }

    func ge(_ lhs: LinearExpression, _ rhs: LinearExpression, _ strength: Strength = .required) {
        add(lhs, .greaterThanOrEqual, rhs, strength)
    }

    /// Makes `name` an edit variable at `strength` with the initial suggestion `value`.
    func edit(_ name: String, _ strength: Strength, _ value: Double) {
        let variable = handle(name)
        system.edits.append((variable, strength.priority))
        system.suggestions.append((variable, value))
    }

    private func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ strength: Strength) {
        system.constraints.append(Constraint((lhs - rhs).expression, relation, priority: strength.priority))
    }

    private func handle(_ name: String) -> Variable {
        if let existing = system.variable(named: name) { return existing }
        let made = template.makeVariable()
        system.indexOfName[name] = system.variables.count
        system.indexOfVariable[made] = system.variables.count
        system.variables.append(made)
        system.variableNames.append(name)
        return made
    }
}
