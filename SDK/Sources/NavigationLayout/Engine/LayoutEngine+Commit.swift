import LayoutSolver

extension LayoutEngine {
    /// Brings the solver up to date with what changed, in this order: the subtrees that joined the
    /// map's tree, the views' own ``UIView/updateConstraints()``, the arrangements of stack views
    /// whose views or settings changed, new constants, constraints broken earlier (if
    /// `retryingBroken`), then constraints installed since (in the order they were installed). A
    /// contradiction breaks the most recently activated constraint of it (SPEC §4). A pass retries
    /// broken constraints once, in its first round; taking the diagnostics commits without
    /// retrying, so that an old conflict is not reported again.
    func commitChanges(retryingBroken: Bool) {
        attachJoinedSubtrees()
        if viewsMayNeedConstraintUpdates {
            updateConstraintsOfViews()
            // The views' code may have added views.
            attachJoinedSubtrees()
        }
        // A stack that measures intrinsic sizes runs delegate code, which may add views or change
        // another stack: those are taken in and arranged in this commit (three times at most).
        for _ in 1...3 {
            for stack in stacks { stack.arrangeConstraintsIfNeeded() }
            guard !joinedSubtrees.isEmpty else { break }
            attachJoinedSubtrees()
        }
        // Constraints broken before this commit are tried again once its changes are in: one that
        // comes back (a constant back in range, a flip's reinstall, a subtree joining again) may
        // break what broke them, and they hold again, as in a fresh build. What this commit breaks
        // is tried again in it only as below, its report taken back first (never reported twice).
        let brokenBefore = retryingBroken ? takeBrokenConstraints() : []
        let keptBroken = broken.count
        applyChangedConstants()
        // Constants move one at a time: one may meet a contradiction that the others' new values,
        // or a constraint coming back, undo. What they broke is tried again with the rest, as a
        // fresh build adds it, its report taken back first (it is reported again if it breaks).
        let brokenByConstants = takeBrokenConstraintsWithdrawingReports(since: keptBroken)
        let outOfOrder = pendingOutOfActivationOrder
        pendingOutOfActivationOrder = false
        lastPendingActivation = PendingActivations()
        let brokenBeforeAdding = broken.count
        if brokenBefore.isEmpty && brokenByConstants.isEmpty && !outOfOrder {
            addPendingConstraints()
        } else {
            let (pendingConstraints, pendingSizes) = takePending()
            addInActivationOrder(brokenBefore + brokenByConstants + pendingConstraints, geometryRecords: pendingSizes)
        }
        // A constraint broken for a contradiction that a later one broken in this commit was part
        // of may hold now, as it does when a fresh build breaks that one first (constraints that
        // stayed in the solver stand as if added before those coming back): what this commit
        // broke, two or more, is tried once more.
        if broken.count > brokenBeforeAdding + 1 {
            addInActivationOrder(takeBrokenConstraintsWithdrawingReports(since: brokenBeforeAdding))
        }
    }

    /// Adds the constraints installed since the last pass, in the order they were installed (that
    /// of their activation within each origin); a constraint the SDK refuses stays out, with its
    /// diagnostic.
    private func addPendingConstraints() {
        guard !pending.isEmpty else { return }
        swap(&pending, &pendingBeingAdded)
        defer { pendingBeingAdded.removeAll(keepingCapacity: true) }
        for (serial, slot) in pendingBeingAdded {
            if let record = GeometryRecordEntry.decode(slot) {
                addQueuedGeometryRecord(at: record, serial: serial)
                continue
            }
            installed.unretained(slot: slot)?._withUnsafeGuaranteedRef { constraint in
                guard isPending(constraint, serial: serial) else { return }
                add(constraint)
            }
        }
    }

    /// The constraints installed since the last pass that are still waiting to be added, and the
    /// entries of component sizes queued since (``GeometryRecordEntry``).
    private func takePending() -> (constraints: [NSLayoutConstraint], sizes: [(serial: UInt64, slot: Int)]) {
        defer { pending.removeAll(keepingCapacity: true) }
        var sizes: [(serial: UInt64, slot: Int)] = []
        let constraints = pending.compactMap { serial, slot -> NSLayoutConstraint? in
            if let record = GeometryRecordEntry.decode(slot) {
                sizes.append((serial, record))
                return nil
            }
            return pendingConstraint(serial: serial, slot: slot)
        }
        return (constraints, sizes)
    }

    /// The constraint of a pending entry, if it is still waiting: an entry whose constraint was
    /// uninstalled, or installed again since, is stale.
    private func pendingConstraint(serial: UInt64, slot: Int) -> NSLayoutConstraint? {
        guard let constraint = installed[slot: slot], isPending(constraint, serial: serial) else { return nil }
        return constraint
    }

    private func isPending(_ constraint: NSLayoutConstraint, serial: UInt64) -> Bool {
        constraint.installSerial == serial && !constraint.isInSolver && !constraint.isBroken
    }

    /// Adds constraints broken earlier and constraints coming in together, in the order they were
    /// activated, as a fresh build adds them: an older constraint then breaks a newer one before
    /// that one can break anything else. (Added as installed, with the broken ones retried after,
    /// a newcomer could break a constraint that contradicted only the newcomer, and then be broken
    /// by an older one: two broken for a pass where a fresh build breaks one.) Those that still
    /// conflict stay broken and are reported again.
    /// Queued component sizes (``GeometryRecord``) take their place among them by the serial
    /// of their activation too.
    private func addInActivationOrder(
        _ constraints: [NSLayoutConstraint], geometryRecords sizes: [(serial: UInt64, slot: Int)] = []
    ) {
        var sizes = sizes.compactMap { entry -> (activation: UInt64, serial: UInt64, slot: Int)? in
            geometryRecords[entry.slot].map { ($0.activationSerial, entry.serial, entry.slot) }
        }
        sizes.sort { $0.activation < $1.activation }
        var nextSize = 0
        func addSizes(activatedBefore serial: UInt64) {
            while nextSize < sizes.count && sizes[nextSize].activation < serial {
                addQueuedGeometryRecord(at: sizes[nextSize].slot, serial: sizes[nextSize].serial)
                nextSize += 1
            }
        }
        for constraint in constraints.sorted(by: { $0.activationSerial < $1.activationSerial }) {
            addSizes(activatedBefore: constraint.activationSerial)
            if let slot = geometryRecordSlot(ofStandIn: constraint) {
                // A broken record, retried as the constraint it replaces would be.
                constraint.isBroken = false
                retryGeometryRecord(at: slot)
                continue
            }
            guard constraint.isInstalled(in: self) && !constraint.isInSolver else { continue }
            constraint.isBroken = false
            add(constraint)
        }
        while nextSize < sizes.count {
            addQueuedGeometryRecord(at: sizes[nextSize].slot, serial: sizes[nextSize].serial)
            nextSize += 1
        }
    }

    /// Adds one constraint, breaking what it contradicts as SPEC §4 says; a constraint the SDK
    /// refuses stays out, with its diagnostic.
    private func add(_ constraint: NSLayoutConstraint) {
        guard let form = solverConstraint(for: constraint) else { return leaveOut(constraint) }
        addResolvingConflicts(constraint, form)
    }

    /// Leaves a refused constraint out of the engine: it stays active, with its diagnostic, and
    /// `NSLayoutConstraint` installs it again when its constant or priority changes.
    private func leaveOut(_ constraint: NSLayoutConstraint) {
        // Reached unretained from the table (addPendingConstraints); one left out because its item
        // was freed may have no other owner than the table it leaves.
        withRetained(constraint) {
            installed.remove(constraint)
            constraint.engine = nil
            constraint.isBroken = false
            constraint.isInSolver = false
            constraint.hasUncommittedConstant = false
        }
    }

    private func applyChangedConstants() {
        guard !changedConstants.isEmpty else { return }
        swap(&changedConstants, &constantsBeingMoved)
        defer { constantsBeingMoved.removeAll(keepingCapacity: true) }
        // A slot emptied since holds nothing; one given to another constraint since moves that
        // one only if its constant changed too (its own entry then finds nothing left to do).
        for slot in constantsBeingMoved {
            if let record = GeometryRecordEntry.decode(slot) {
                moveQueuedGeometryRecord(at: record)
                continue
            }
            installed.unretained(slot: slot)?._withUnsafeGuaranteedRef { constraint in
                constraint.hasUncommittedConstant = false
                guard constraint.isInSolver, constraint.constant != constraint.constantInSolver else { return }
                moveConstant(of: constraint)
            }
        }
    }

    private func moveConstant(of constraint: NSLayoutConstraint) {
        // Only the constant can have changed (a multiplier is fixed): one comparison, which a NaN fails.
        guard abs(constraint.constant) <= ConstraintRules.maximumConstant else {
            // The solver refuses a NaN or infinite constant, which would trap below (SPEC §4: never
            // crash), and cannot hold one beyond range exactly: leave the constraint out as
            // activation does, with ConstraintRules' diagnostic. NSLayoutConstraint.constant
            // installs it again once the constant is back in range. Reached unretained from the
            // table it leaves for a moment (applyChangedConstants).
            withRetained(constraint) {
                uninstall(constraint)
                install(constraint)
            }
            return
        }
        let id = constraint.solverConstraintID
        // One new constant (a map resize) can contradict several independent groups of constraints:
        // break one constraint per contradiction until the constant holds or is itself broken.
        // Retrying only once left the map's own size at its old value when two groups conflicted
        // (SPEC §4). Each round removes one constraint from the solver, so the loop ends.
        let brokenBefore = broken.count
        while true {
            do {
                try solver.setConstant(-Double(constraint.constant), of: id)
                constraint.constantInSolver = constraint.constant
                return
            } catch .unsatisfiable(_, let conflicts) {
                let conflicting = constraints(named: conflicts)
                precondition(!conflicting.isEmpty, "a conflict of the solver names no installed constraint")
                breakOne(of: conflicting, reason: "its constant changed to \(constraint.constant.formatted)")
                if constraint.isBroken { return restoreBroken(since: brokenBefore, for: constraint) }
            } catch {
                preconditionFailure("setConstant of an installed constraint failed: \(error)")
            }
        }
    }

    private func addResolvingConflicts(_ constraint: NSLayoutConstraint, _ form: SolverForm) {
        let brokenBefore = broken.count
        while true {
            do {
                try solver.add(
                    terms: UnsafeBufferPointer(start: termStorage, count: form.termCount), constant: form.constant,
                    relation: form.relation, priority: form.priority, id: constraint.solverConstraintID)
                constraint.isInSolver = true
                constraint.constantInSolver = constraint.constant
                return
            } catch .unsatisfiable(_, let conflicts) {
                let set = constraints(named: conflicts)
                breakOne(of: set, reason: "it was activated")
                if constraint.isBroken { return restoreBroken(since: brokenBefore, for: constraint) }
            } catch {
                preconditionFailure("adding a checked constraint failed: \(error)")
            }
        }
    }

    /// Puts back the constraints broken to make room for `constraint`, which was broken in the end
    /// (those ``broken`` gained from `start` on, before it): they held together before it came, so
    /// they hold again, and their reports go. Without this, a newer constraint that contradicted
    /// only the one coming in stayed broken with it: two broken where adding the constraints in
    /// the order they were activated breaks one (SPEC §4).
    private func restoreBroken(since start: Int, for constraint: NSLayoutConstraint) {
        // The usual case: nothing else was broken (no array is made).
        guard broken.count > start + 1 else { return }
        var victims: [NSLayoutConstraint] = []
        for candidate in broken[start...] where candidate !== constraint { victims.append(candidate) }
        broken.removeSubrange(start...)
        broken.append(constraint)
        victims.sort { $0.activationSerial < $1.activationSerial }
        for victim in victims {
            unbreak(victim)
            if let slot = geometryRecordSlot(ofStandIn: victim) {
                retryGeometryRecord(at: slot)
                continue
            }
            guard victim.isInstalled(in: self) else { continue }
            add(victim)
        }
    }

    /// Takes a broken constraint's report back, as if it had never been broken.
    private func unbreak(_ constraint: NSLayoutConstraint) {
        constraint.isBroken = false
        if let report = constraintReports.removeValue(forKey: ObjectIdentifier(constraint)) {
            diagnostics.withdraw(report.diagnostic)
        }
    }

    /// Breaks one constraint of a contradiction (SPEC §4): the most recently activated of those
    /// whose origin gives way first (``NSLayoutConstraint/Origin``), and reports the whole
    /// contradiction by view and anchor; the constraint broken joins ``broken``.
    func breakOne(of conflicting: [NSLayoutConstraint], reason: String) {
        guard let victim = ConstraintRules.yielding(among: conflicting) else { return }
        if victim.isInstalled(in: self), victim.isInSolver {
            try? solver.remove(victim.solverConstraintID)
        } else if let slot = geometryRecordSlot(ofStandIn: victim) {
            // A record gives way as the constraint it replaces would: out of the solver (a
            // contradiction met again otherwise), retried with the broken constraints.
            breakGeometryRecord(at: slot)
        }
        victim.isInSolver = false
        victim.isBroken = true
        if !broken.contains(where: { $0 === victim }) { broken.append(victim) }
        let ids = Array(Set(conflicting.flatMap { $0.items.map(\.layoutIdentifier) })).sorted()
        // In the order a fresh build adds them, whatever order the solver names them in: a
        // conflict that lasts, met again by a pass that adds its constraints in another order,
        // reads the same (the log keeps it once).
        let ordered = conflicting.sorted { ($0.origin, $0.activationSerial) < ($1.origin, $1.activationSerial) }
        let report = LayoutDiagnostic(
            severity: .error, code: "unsatisfiable-constraints", viewIDs: ids,
            message: "Unable to simultaneously satisfy constraints ("
                + ordered.map(\.summary).joined(separator: "; ")
                + ") when \(reason); breaking \(victim.summary). Lower the priority of one of them"
                + " or remove it.")
        diagnostics.append(report)
        constraintReports[ObjectIdentifier(victim)] = ConstraintReport(constraint: victim, diagnostic: report)
    }

    /// The constraints broken so far, to be tried again.
    private func takeBrokenConstraints() -> [NSLayoutConstraint] {
        guard !broken.isEmpty else { return [] }
        defer { broken = [] }
        return broken
    }

    /// The constraints ``broken`` gained from `start` on, to be tried again, their reports taken
    /// back.
    private func takeBrokenConstraintsWithdrawingReports(since start: Int) -> [NSLayoutConstraint] {
        guard broken.count > start else { return [] }
        let taken = Array(broken[start...])
        broken.removeSubrange(start...)
        for constraint in taken { unbreak(constraint) }
        return taken
    }

    /// The solver's form of a constraint, or nil (with a diagnostic) for one the SDK ignores.
    private func solverConstraint(for constraint: NSLayoutConstraint) -> SolverForm? {
        guard constraint.firstItemState.itemExists else { return nil }
        if let refusal = ConstraintRules.refusal(of: constraint) {
            diagnostics.append(refusal)
            constraintReports[ObjectIdentifier(constraint)] = ConstraintReport(
                constraint: constraint, diagnostic: refusal)
            return nil
        }
        return constraint.solverForm(in: self)
    }
}
