import LayoutSolver

/// One of the SDK's decisions about the map's geometry, `item.attribute == constant`, held in the
/// map's solver as a required constraint without an ``NSLayoutConstraint``: a component's width or
/// height (SPEC §5), and the map's own position and size.
///
/// A screen's components and map made fourteen constraint objects for these, each activated,
/// listed by its item, installed and queued like a delegate's: about a twentieth of building the
/// screen beyond the solver's own work. A record costs the solver the same constraint and the
/// engine a slot, and is queued, added and broken as an `.sdkGeometry` constraint would be. Where a
/// constraint object is asked for (a contradiction's report, the views deciding a frame, the
/// benchmark's copy of the system), the record's stand-in answers, made the first time: an
/// inactive SDK constraint with the same item, attribute, constant and serials. The record itself
/// holds no reference, so that a resize copies it as plain bytes.
struct GeometryRecord {
    /// What the record decides, which names it in reports.
    enum Kind {
        /// A component's size (``FixedSize``): `sdk.width`, `sdk.height`.
        case componentSize
        /// The map's origin and size (``GMSMapView``): `map.geometry`.
        case mapGeometry
    }

    /// The item's bookkeeping, for its variables and its id. Not retained: a component is in the
    /// map's tree while its records exist (the engine removes them as it leaves,
    /// ``FixedSize/viewLeftMap(_:)``) and holds its state; the map owns the engine.
    unowned(unsafe) let state: LayoutItemState
    let kind: Kind
    /// A position or size of the item that no leading or trailing edge names.
    let attribute: LayoutAttribute
    var constant: CGFloat
    /// When the size was made, in the order of activations (SPEC §4).
    let activationSerial: UInt64
    /// When it was queued for the solver, in the order of installations.
    var installSerial: UInt64
    var isInSolver = false
    var constantInSolver: CGFloat = 0
    /// Whether ``LayoutEngine/changedConstants`` holds the record's slot.
    var hasUncommittedConstant = false
    /// Whether the record was left out of the solver (a constant out of range): a new constant
    /// queues it again.
    var isLeftOut = false

    /// The name of the record's stand-in, as the constraint it replaces was named.
    var identifier: String {
        switch kind {
        case .componentSize: attribute == .width ? "sdk.width" : "sdk.height"
        case .mapGeometry: "map.geometry"
        }
    }
}

/// The geometry records of one engine, each in a slot whose number makes its solver id.
struct GeometryRecordTable {
    /// Past any slot of ``InstalledConstraints``: the ids of records start here.
    static let firstID: UInt64 = 1 << 40

    private var records: [GeometryRecord?] = []
    private var freeSlots: [Int] = []
    /// The records' stand-ins, by slot, once made (``LayoutEngine/geometryRecordStandIn(at:)``).
    private var standIns: [NSLayoutConstraint?] = []

    /// Puts a record in a free slot and returns the slot.
    mutating func insert(_ record: GeometryRecord) -> Int {
        // A screen's map and components hold about fourteen: room for sixteen at the first, not
        // grown one by one.
        if records.capacity == 0 { records.reserveCapacity(16) }
        if !freeSlots.isEmpty, let slot = freeSlots.popLast() {
            records[slot] = record
            return slot
        }
        records.append(record)
        return records.count - 1
    }

    /// Empties `slot`, returning what it held.
    mutating func remove(at slot: Int) -> GeometryRecord? {
        guard records.indices.contains(slot), let record = records[slot] else { return nil }
        records[slot] = nil
        if standIns.indices.contains(slot) { standIns[slot] = nil }
        freeSlots.append(slot)
        return record
    }

    /// The stand-in made for the record in `slot`, if any.
    func standIn(at slot: Int) -> NSLayoutConstraint? {
        standIns.indices.contains(slot) ? standIns[slot] : nil
    }

    mutating func setStandIn(_ standIn: NSLayoutConstraint, at slot: Int) {
        while standIns.count <= slot { standIns.append(nil) }
        standIns[slot] = standIn
    }

    /// The record in `slot`, if any.
    subscript(slot: Int) -> GeometryRecord? {
        records.indices.contains(slot) ? records[slot] : nil
    }

    /// Changes the record in `slot` in place, if there is one; returns whether there was.
    @discardableResult
    mutating func update(_ slot: Int, _ body: (inout GeometryRecord) -> Void) -> Bool {
        guard records.indices.contains(slot), records[slot] != nil else { return false }
        body(&records[slot]!)
        return true
    }

    /// The slot whose record the solver knows as `id`, if `id` names one.
    static func slot(of id: ConstraintID) -> Int? {
        id.rawValue >= firstID ? Int(id.rawValue - firstID) : nil
    }

    static func id(ofSlot slot: Int) -> ConstraintID { ConstraintID(firstID + UInt64(slot)) }

    /// The slots that hold a record.
    var occupiedSlots: [Int] { records.indices.filter { records[$0] != nil } }
}

/// A pending entry or changed constant stands for a record with a negative number
/// (``LayoutEngine/pending``, ``LayoutEngine/changedConstants``).
enum GeometryRecordEntry {
    @inline(__always) static func encode(_ slot: Int) -> Int { -1 - slot }
    @inline(__always) static func decode(_ entry: Int) -> Int? { entry < 0 ? -1 - entry : nil }
}

extension LayoutEngine {
    /// Adds, moves or removes the record of `attribute` of the component with `state` in `slot`
    /// (-1: none) for `value` (nil: the SDK does not decide it); returns the record's slot.
    func updateComponentSize(
        in slot: Int, of state: LayoutItemState, _ attribute: LayoutAttribute, to value: CGFloat?
    ) -> Int {
        switch (slot >= 0, value) {
        case (true, let value?):
            moveGeometryRecord(at: slot, to: value)
            return slot
        case (true, nil):
            removeGeometryRecord(at: slot)
            return -1
        case (false, let value?):
            return addGeometryRecord(.componentSize, of: state, attribute, constant: value)
        case (false, nil):
            return -1
        }
    }

    /// Queues a record holding `attribute` of the item with `state` (in the map's tree) at
    /// `constant` for the solver: it reaches it at the next pass, in the order of installations, as
    /// if activated now. Returns its slot.
    func addGeometryRecord(
        _ kind: GeometryRecord.Kind, of state: LayoutItemState, _ attribute: LayoutAttribute, constant: CGFloat
    ) -> Int {
        assert(!attribute.isDirectional, "a geometry record of \(attribute), which mirrors")
        lastInstallSerial += 1
        let activationSerial = ConstraintRegistry.takeActivationSerial()
        let slot = geometryRecords.insert(
            GeometryRecord(
                state: state, kind: kind, attribute: attribute, constant: constant,
                activationSerial: activationSerial, installSerial: lastInstallSerial))
        queue(slot, installSerial: lastInstallSerial, activationSerial: activationSerial)
        return slot
    }

    private func queue(_ slot: Int, installSerial: UInt64, activationSerial: UInt64) {
        pending.append((installSerial, GeometryRecordEntry.encode(slot)))
        if !lastPendingActivation.follow(origin: .sdkGeometry, serial: activationSerial) {
            pendingOutOfActivationOrder = true
        }
        setNeedsLayout()
    }

    /// Moves a record to `constant`: at the next pass if the solver holds it, when it is added if
    /// it waits, and queued again if it was left out.
    func moveGeometryRecord(at slot: Int, to constant: CGFloat) {
        var requeue: (install: UInt64, activation: UInt64)?
        var changed = false
        geometryRecords.update(slot) { record in
            guard record.constant != constant else { return }
            record.constant = constant
            changed = true
            if record.isLeftOut {
                record.isLeftOut = false
                lastInstallSerial += 1
                record.installSerial = lastInstallSerial
                requeue = (lastInstallSerial, record.activationSerial)
            } else if record.isInSolver && !record.hasUncommittedConstant {
                record.hasUncommittedConstant = true
                changedConstants.append(GeometryRecordEntry.encode(slot))
            }
        }
        if let requeue { queue(slot, installSerial: requeue.install, activationSerial: requeue.activation) }
        if changed { setNeedsLayout() }
    }

    /// Takes a record out of the solver and the table (its component left the map's tree, or the
    /// SDK no longer decides that dimension). Before the component's variables are released.
    func removeGeometryRecord(at slot: Int) {
        // A broken record's stand-in leaves the list of those retried, as an uninstalled constraint does.
        if let standIn = geometryRecords.standIn(at: slot), standIn.isBroken {
            broken.removeAll { $0 === standIn }
            standIn.isBroken = false
        }
        guard let record = geometryRecords.remove(at: slot) else { return }
        if record.isInSolver { try? solver.remove(GeometryRecordTable.id(ofSlot: slot)) }
        setNeedsLayout()
    }

    /// Adds a queued record to the solver, if the entry is still its latest: what it contradicts
    /// gives way (the delegate's constraints and the SDK's derived ones yield before a size, SPEC
    /// §4); one out of range stays out, reported as ConstraintRules reports a constraint.
    func addQueuedGeometryRecord(at slot: Int, serial: UInt64) {
        guard let record = geometryRecords[slot], record.installSerial == serial, !record.isInSolver,
            !record.isLeftOut, record.state.itemExists
        else { return }
        guard abs(record.constant) <= ConstraintRules.maximumConstant else { return leaveOut(slot) }
        // The state is kept alive by its item (GeometryRecord.state).
        let variables = Unmanaged.passUnretained(record.state)._withUnsafeGuaranteedRef { state -> ItemVariables in
            self.variables(of: state, placedBy: record.attribute)
        }
        let id = GeometryRecordTable.id(ofSlot: slot)
        while true {
            // Written as NSLayoutConstraint.solverForm(in:) writes `item.attribute == constant`
            // (never mirrored: no record names leading or trailing); anew each round, since
            // breaking a constraint may translate another one into the same storage.
            var reference = 0.0
            var count = variables.writeTerms(
                of: record.attribute, mirrored: false, scale: 1, to: termStorage, reference: &reference)
            if reference != 0 {
                termStorage[count] = Term(referenceWidth, reference)
                count += 1
            }
            do {
                try solver.add(
                    terms: UnsafeBufferPointer(start: termStorage, count: count), constant: -Double(record.constant),
                    relation: .equal, priority: .required, id: id)
                geometryRecords.update(slot) { record in
                    record.isInSolver = true
                    record.constantInSolver = record.constant
                }
                return
            } catch .unsatisfiable(_, let conflicts) {
                // Broken itself, the record waits in ``broken`` (as its stand-in) for the next pass.
                guard breakOneOtherThanRecord(at: slot, among: conflicts, reason: "it was activated") else { return }
            } catch {
                preconditionFailure("adding a geometry record failed: \(error)")
            }
        }
    }

    /// Moves a record's constant in the solver, breaking what the new value contradicts.
    func moveQueuedGeometryRecord(at slot: Int) {
        var moving: GeometryRecord?
        geometryRecords.update(slot) { record in
            record.hasUncommittedConstant = false
            if record.isInSolver && record.constant != record.constantInSolver { moving = record }
        }
        guard let record = moving else { return }
        let id = GeometryRecordTable.id(ofSlot: slot)
        guard abs(record.constant) <= ConstraintRules.maximumConstant else { return takeOut(slot, id) }
        while true {
            do {
                try solver.setConstant(-Double(record.constant), of: id)
                geometryRecords.update(slot) { $0.constantInSolver = record.constant }
                return
            } catch .unsatisfiable(_, let conflicts) {
                let reason = "its constant changed to \(record.constant.formatted)"
                // Broken itself, the record has left the solver (``breakOne``) and is retried.
                guard breakOneOtherThanRecord(at: slot, among: conflicts, reason: reason) else { return }
            } catch {
                preconditionFailure("setConstant of a geometry record failed: \(error)")
            }
        }
    }

    /// Takes a record out of the solver and leaves it out.
    private func takeOut(_ slot: Int, _ id: ConstraintID) {
        try? solver.remove(id)
        geometryRecords.update(slot) { $0.isInSolver = false }
        leaveOut(slot)
    }

    /// Breaks one constraint of a contradiction the record at `slot` is part of; false if that was
    /// the record itself (the most recently activated of the SDK's geometry, with no constraint of
    /// the delegate or derived from its choices involved: an SDK constraint a delegate activated,
    /// a stand-in handed out by ``constraintsAffectingLayout``). Its stand-in then waits in
    /// ``broken`` and the record is tried again at the next pass, as a broken constraint is.
    private func breakOneOtherThanRecord(at slot: Int, among conflicts: [ConstraintID], reason: String) -> Bool {
        guard let standIn = geometryRecordStandIn(at: slot) else { return false }
        breakOne(of: constraints(named: conflicts), reason: reason)
        return !standIn.isBroken
    }

    /// The slot of the record whose stand-in `constraint` is (not one a delegate activated), if any.
    func geometryRecordSlot(ofStandIn constraint: NSLayoutConstraint) -> Int? {
        guard !constraint.isActive, let slot = GeometryRecordTable.slot(of: constraint.solverConstraintID),
            geometryRecords.standIn(at: slot) === constraint
        else { return nil }
        return slot
    }

    /// Takes the record whose stand-in ``breakOne`` broke out of the solver; it is retried with
    /// the broken constraints.
    func breakGeometryRecord(at slot: Int) {
        var wasInSolver = false
        geometryRecords.update(slot) { record in
            wasInSolver = record.isInSolver
            record.isInSolver = false
        }
        if wasInSolver { try? solver.remove(GeometryRecordTable.id(ofSlot: slot)) }
    }

    /// A delegate activated the stand-in of a broken record (one it kept from
    /// ``constraintsAffectingLayout``): the stand-in is its own now, and the record, which the
    /// stand-in kept in ``broken``, is queued to be tried again.
    func standInOfBrokenRecordActivated(_ standIn: NSLayoutConstraint) {
        guard let slot = GeometryRecordTable.slot(of: standIn.solverConstraintID),
            geometryRecords.standIn(at: slot) === standIn, let record = geometryRecords[slot]
        else { return }
        broken.removeAll { $0 === standIn }
        if !record.isInSolver && !record.isLeftOut {
            queue(slot, installSerial: record.installSerial, activationSerial: record.activationSerial)
        }
    }

    /// Adds a broken record again (its stand-in taken from ``broken``), at its current constant.
    func retryGeometryRecord(at slot: Int) {
        guard let record = geometryRecords[slot] else { return }
        addQueuedGeometryRecord(at: slot, serial: record.installSerial)
    }

    /// Leaves a record out of the solver with the report ConstraintRules makes for a constraint
    /// with its constant; a new constant queues it again.
    private func leaveOut(_ slot: Int) {
        guard geometryRecords.update(slot, { $0.isLeftOut = true }) else { return }
        if let standIn = geometryRecordStandIn(at: slot), let refusal = ConstraintRules.refusal(of: standIn) {
            diagnostics.append(refusal)
        }
    }

    /// The constraints the solver names, installed ones and the stand-ins of records.
    func constraints(named ids: [ConstraintID]) -> [NSLayoutConstraint] {
        ids.compactMap { id in
            if let slot = GeometryRecordTable.slot(of: id) { return geometryRecordStandIn(at: slot) }
            return installed[id]
        }
    }

    /// The record's stand-in, made the first time it is asked for and kept in step with the
    /// record: an inactive SDK constraint with the record's item, attribute, constant, serials and
    /// solver id (``NSLayoutConstraint/solverConstraintID``).
    func geometryRecordStandIn(at slot: Int) -> NSLayoutConstraint? {
        guard let record = geometryRecords[slot] else { return nil }
        // One a delegate activated (constraintsAffectingLayout hands stand-ins out) is its own now.
        let kept = geometryRecords.standIn(at: slot).flatMap { $0.isActive ? nil : $0 }
        let standIn =
            kept
            ?? NSLayoutConstraint.sdk(
                .sdkGeometry, record.identifier, record.state, record.attribute, constant: record.constant)
        geometryRecords.setStandIn(standIn, at: slot)
        standIn.standsForRecord(
            constant: record.constant, activationSerial: record.activationSerial, installSerial: record.installSerial,
            solverSlot: Int(GeometryRecordTable.firstID) + slot, isInSolver: record.isInSolver)
        return standIn
    }

    /// The stand-ins of the records the solver holds (the benchmark's copy of the system).
    var geometryRecordStandInsInSolver: [NSLayoutConstraint] {
        geometryRecords.occupiedSlots.compactMap { slot in
            geometryRecords[slot]?.isInSolver == true ? geometryRecordStandIn(at: slot) : nil
        }
    }
}

extension NSLayoutConstraint {
    /// Makes an inactive SDK constraint read as the component size record it stands for.
    func standsForRecord(
        constant: CGFloat, activationSerial: UInt64, installSerial: UInt64, solverSlot: Int, isInSolver: Bool
    ) {
        // Inactive, the stand-in installs nowhere when its constant changes.
        self.constant = constant
        self.activationSerial = activationSerial
        self.installSerial = installSerial
        self.solverSlot = solverSlot
        self.isInSolver = isInSolver
    }
}
