/// What the SDK's two stack views share (``UIStackView`` and ``GMSNavigationHidingStackView``): a
/// list of arranged views kept as UIKit keeps a stack's (each view once, a subview of the stack
/// placed by constraints, gone from the list when it leaves the stack), and an arrangement of
/// SDK constraints made lazily by the engine at the start of a pass (``arrangeConstraintsIfNeeded()``).
///
/// An arranged view names its stack in ``UIView/managingStack``, through which it reports leaving
/// the stack, a new hidden flag and a new intrinsic size.
@MainActor
protocol ArrangingStack: UIView {
    /// The arranged views as stored. Change it through ``replaceArrangedSubviews(with:)`` and
    /// ``removeArranged(_:)``, which keep the rules above.
    var arrangedList: [UIView] { get set }
    /// The constraints the stack's arrangement holds now (its views' places along and across it).
    var arrangementConstraints: [NSLayoutConstraint] { get }
    /// A view taken off the list while the stack still lists it as managed: the stack lets go of it
    /// (``UIView/managingStack``), and does what its kind does with views it stops arranging.
    func letGo(of view: UIView)
    /// The list or a setting changed: the arrangement is made again at the next pass.
    func arrangementChanged()
    /// An arranged view's ``UIView/isHidden`` was set, to a new value if `changed`.
    func arrangedViewHiddenSet(_ view: UIView, changed: Bool)
    /// An arranged view's intrinsic content size changed.
    func arrangedViewContentSizeChanged(_ view: UIView)
    /// Makes the arrangement's constraints if the views or settings changed since they were made.
    /// The engine calls it at the start of each commit, for the stacks of its tree.
    func arrangeConstraintsIfNeeded()
}

extension ArrangingStack {
    /// Makes `views` the arranged list: each view once (where it first appears), map views left
    /// out (a map lays itself out, with its own engine), every view a subview placed by
    /// constraints. Views no longer listed are let go of.
    ///
    /// Delegate code can run while a view is added (its callbacks) and move a listed view
    /// elsewhere, or change the list: the stack keeps and manages the listed views that are its
    /// subviews once that is done.
    func replaceArrangedSubviews(with views: [UIView]) {
        let old = arrangedList
        // (The lists are only copied when something must go: a stack's views rarely repeat.)
        if views.hasRepeatedObjects || views.containsMap {
            var arrangeable: [UIView] = []
            for view in views.withoutRepeatedObjects where !view.layoutState.isMapState { arrangeable.append(view) }
            arrangedList = arrangeable
        } else {
            arrangedList = views
        }
        var listed = IdentityLookup(arrangedList)
        // Letting go runs delegate code (a hiding stack takes the view out), which may change the
        // list. The loops walk copies of the list, which hold their views: each is reached without
        // a retain (Engine/Unretained.swift).
        for index in old.indices {
            old.unretained(at: index)._withUnsafeGuaranteedRef { view in
                guard !listed.contains(view, in: arrangedList) else { return }
                letGo(of: view)
                listed = IdentityLookup(arrangedList)
            }
        }
        // Delegate code run by an addition may take a later view off the list: it is not added.
        let adding = arrangedList
        for index in adding.indices {
            adding.unretained(at: index)._withUnsafeGuaranteedRef { view in
                guard listed.contains(view, in: arrangedList) else { return }
                view.translatesAutoresizingMaskIntoConstraints = false
                guard view.superview !== self else { return }
                addSubview(view)
                listed = IdentityLookup(arrangedList)
            }
        }
        if arrangedList.containsView(outside: self) {
            var stayed: [UIView] = []
            for view in arrangedList where view.superview === self { stayed.append(view) }
            arrangedList = stayed
        }
        let managed = arrangedList
        for index in managed.indices {
            managed.unretained(at: index)._withUnsafeGuaranteedRef { $0.managingStack = self }
        }
        arrangementChanged()
    }

    /// Takes `view` off the list, if it is listed, and lets go of it.
    func removeArranged(_ view: UIView) {
        guard arrangedList.containsIdentical(view) else { return }
        arrangedList.removeFirst(identicalTo: view)
        letGo(of: view)
        arrangementChanged()
    }

    /// Adds `view` at the end of the list, or moves it there if it is listed already.
    func appendArranged(_ view: UIView) {
        insertArranged(view, at: .max)
    }

    /// Inserts `view` into the list at `index` (the end for an index past it), or moves it there
    /// if it is listed already.
    func insertArranged(_ view: UIView, at index: Int) {
        var views = arrangedList
        views.removeFirst(identicalTo: view)
        views.insert(view, at: min(max(index, 0), views.count))
        replaceArrangedSubviews(with: views)
    }

    /// Called by a view the stack manages when it leaves the stack (`removeFromSuperview`, or
    /// added to another view): it leaves the list, as in UIKit.
    func managedViewLeft(_ view: UIView) {
        removeArranged(view)
    }
}

/// The constraints a stack made for its arrangement, and whether they still follow its views and
/// settings. They are made at the next pass of the stack's map, once however many times the stack
/// changed, so that a stack set up and taken down within one transition (a state swapped for the
/// next) never makes any.
@MainActor
struct StackArrangement {
    /// The arrangement, active while the stack has it.
    private(set) var constraints: [NSLayoutConstraint] = []
    private var isCurrent = false

    /// The stack's views or settings changed: its map lays out again, and the arrangement is made
    /// anew.
    mutating func invalidate(in stack: UIView) {
        isCurrent = false
        stack.hostingMap?.engine.setNeedsLayout()
    }

    /// Marks the arrangement current; returns whether it was not (and must be made again).
    mutating func takeNeedsRebuild() -> Bool {
        defer { isCurrent = true }
        return !isCurrent
    }

    /// Deactivates the arrangement's constraints and activates `new` in their place, in order.
    mutating func replace(with new: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints = new
        NSLayoutConstraint.activate(new)
    }
}

extension [UIView] {
    /// Lets go of the views a stack listed, for the stack's deinit. A view the stack manages is one
    /// it lists (dropping a view from the list, or the view leaving the stack, lets go of it first);
    /// a listed view another stack took over is left to that one. A hiding stack's views are let
    /// go of when next added to a view (``UIView/outlivedItsHidingStack``).
    nonisolated func releaseManagement(by stack: AnyObject, hidingStack: Bool = false) {
        for view in self where view.managingStack === stack {
            view.managingStack = nil
            if hidingStack { view.outlivedItsHidingStack = true }
        }
    }

    /// Whether a map view is listed (plain loops: see Array.removeFirst(identicalTo:)).
    fileprivate var containsMap: Bool {
        for view in self where view.layoutState.isMapState { return true }
        return false
    }

    /// Whether a listed view is not a subview of `superview`.
    fileprivate func containsView(outside superview: UIView) -> Bool {
        for view in self where view.superview !== superview { return true }
        return false
    }
}
