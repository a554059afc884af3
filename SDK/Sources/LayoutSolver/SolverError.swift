/// Why a ``Solver`` refused a call. A call that throws leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A constraint with this identifier is already in the solver.
    case duplicateConstraint(ConstraintID)
    /// No constraint with this identifier is in the solver.
    case unknownConstraint(ConstraintID)
    /// The required constraint cannot hold together with the required constraints already in the
    /// solver. `conflicts` lists every constraint of the contradiction, the refused one included.
    case unsatisfiable(ConstraintID, conflicts: [ConstraintID])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have an optional priority (below 1000).
    case requiredEditPriority(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue(String)
    /// A priority cannot change between required and optional on a live constraint.
    case requiredPriorityChange(ConstraintID)
    /// The variable was released or belongs to another solver.
    case unknownVariable(Variable)
    /// The variable cannot be released while constraints or an edit mention it.
    case variableInUse(Variable)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .duplicateConstraint(let id):
            "constraint \(id) is already in the solver: remove it first or use another identifier"
        case .unknownConstraint(let id):
            "constraint \(id) is not in the solver: it was never added, was removed, or its add failed"
        case .unsatisfiable(let id, let conflicts):
            "required constraint \(id) conflicts with "
                + (conflicts.filter { $0 != id }.map(\.description).joined(separator: ", ")).nonEmpty(or: "itself")
                + ": lower the priority of one of them or remove it"
        case .duplicateEditVariable(let variable):
            "\(variable) is already an edit variable: suggest values to it, or remove it before adding it again"
        case .unknownEditVariable(let variable):
            "\(variable) is not an edit variable: add it with addEditVariable(_:priority:) first"
        case .requiredEditPriority(let variable):
            "edit variable \(variable) cannot be required: give it a priority below 1000"
        case .nonFiniteValue(let what):
            "\(what) is not a finite number: pass finite coefficients, constants and values"
        case .requiredPriorityChange(let id):
            "constraint \(id) cannot change between required and optional: remove it and add it again"
        case .unknownVariable(let variable):
            "\(variable) is not a variable of this solver: it was released or made by another solver"
        case .variableInUse(let variable):
            "\(variable) is still mentioned by a constraint or an edit: remove those before releasing it"
        }
    }
}

extension String {
    fileprivate func nonEmpty(or replacement: String) -> String { isEmpty ? replacement : self }
}
