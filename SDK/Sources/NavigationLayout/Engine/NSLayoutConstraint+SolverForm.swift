import LayoutSolver

extension NSLayoutConstraint {
    /// The constraint as the solver holds it, `first - multiplier × second - constant (relation) 0`,
    /// or nil once an item is freed or if the priority is out of range. The items must be in the
    /// engine's map; this makes their variables if they have none yet.
    ///
    /// In a right-to-left map, constraints that mention leading or trailing are written in a
    /// coordinate that grows toward the trailing edge: the whole horizontal expression is mirrored
    /// (notes/solver.md §3).
    ///
    /// The terms are written into the engine's ``LayoutEngine/termsBuffer``: the solver keeps
    /// nothing of them, so once the returned value is gone the next translation reuses the buffer
    /// instead of allocating an array per constraint.
    func solverForm(in engine: LayoutEngine) -> Constraint? {
        let first = firstItemState
        guard first.itemExists, let priority = Priority(priority.rawValue) else { return nil }
        let second = secondItemState
        guard secondAttribute == nil || second?.itemExists == true else { return nil }
        let mirrored = isDirectional && engine.map.layoutDirection == .rightToLeft
        let firstVariables = engine.variables(of: first)
        // Not `second.map { … }`: a closure made in main-actor code checks the executor when called.
        var secondVariables: ItemVariables?
        if secondAttribute != nil, let second { secondVariables = engine.variables(of: second) }
        engine.termsBuffer.removeAll(keepingCapacity: true)
        firstVariables.appendTerms(of: firstAttribute, mirrored: mirrored, scale: 1, to: &engine.termsBuffer)
        if let secondAttribute, let secondVariables {
            secondVariables.appendTerms(
                of: secondAttribute, mirrored: mirrored, scale: -Double(multiplier), to: &engine.termsBuffer)
        }
        return Constraint(
            LayoutSolver.Expression(engine.termsBuffer, constant: -Double(constant)), solverRelation,
            priority: priority)
    }

    private var solverRelation: LayoutSolver.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension ItemVariables {
    /// Appends `scale ×` an attribute's expression. `mirrored` for a directional constraint in a
    /// right-to-left map: leading is the right edge, trailing the left, and horizontal positions
    /// are negated so that they grow toward the trailing edge.
    func appendTerms(of attribute: LayoutAttribute, mirrored: Bool, scale: Double, to terms: inout [Term]) {
        let scale = mirrored && attribute.isHorizontal && !attribute.isDimension ? -scale : scale
        func add(_ variable: Variable, _ coefficient: Double) { terms.append(Term(variable, coefficient)) }
        switch attribute {
        case .left: add(left, scale)
        case .right:
            add(left, scale)
            add(width, scale)
        case .leading:
            add(left, scale)
            if mirrored { add(width, scale) }
        case .trailing:
            add(left, scale)
            if !mirrored { add(width, scale) }
        case .centerX:
            add(left, scale)
            add(width, 0.5 * scale)
        case .top: add(top, scale)
        case .bottom:
            add(top, scale)
            add(height, scale)
        case .centerY:
            add(top, scale)
            add(height, 0.5 * scale)
        case .width: add(width, scale)
        case .height: add(height, scale)
        }
    }
}
