/// The constraints of a ``UIStackView``'s arrangement: UIKit's, as its stack view makes them, with
/// the same relations and priorities, minus the helper guide UIKit spans across the views (its
/// edges are the canvas's, so the canvas itself stands in for it).
///
/// Along the axis: the first and last views are pinned to the canvas (the stack, or its margins
/// guide); each view follows the one before it by the spacing after the last shown view (exactly
/// for the fill distributions, at least for the equal ones); a hidden view is 0 long, in the middle
/// of the gap its shown neighbours keep (at the canvas's edge before the first or after the last
/// shown view). Fill equally makes the shown views equally long; fill proportionally makes each
/// one the stack's length × its intrinsic length ÷ (the intrinsic lengths and gaps added up),
/// at 999, 998, … in list order (down to 1), so that the last views give way first (UIKit measures from the
/// stack even within its margins); equal spacing and centring put a spacer guide between shown
/// neighbours (edge to edge, or centre to centre) and make the spacers equally long (required,
/// or at 149, 148, … down to 1 for centring), with the stack as short as that allows (at 49).
///
/// Across the axis, every view is placed by the alignment; for any but fill, the shown views stay
/// within the canvas, each view is as thin as it allows (at 25, so that one without an intrinsic
/// size is not free), and the canvas is as thin as its widest shown view allows (at 51).
///
/// An empty stack is 0 × 0 unless constrained (at 51, never less than nothing).
extension UIStackView {
    /// Makes the arrangement again if the views or settings changed since it was made; the engine
    /// calls this at the start of each commit, for the stacks of its tree.
    func arrangeConstraintsIfNeeded() {
        guard arrangement.takeNeedsRebuild() else { return }
        // Intrinsic sizes first: reading them runs delegate code, which may change the list (the
        // arrangement is then made again in the next round of the pass).
        let lengths = distribution == .fillProportionally ? intrinsicLengths() : [:]
        var builder = ArrangementBuilder(stack: self)
        builder.build(lengths: lengths)
        arrangement.replace(with: builder.constraints)
    }

    /// The intrinsic length along the axis of each arranged view that has one.
    private func intrinsicLengths() -> [ObjectIdentifier: CGFloat] {
        var lengths: [ObjectIdentifier: CGFloat] = [:]
        for view in arrangedList {
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            if length > 0 { lengths[ObjectIdentifier(view)] = length }
        }
        return lengths
    }

    /// The spacer guide `index` (made and added to the stack if it is new).
    fileprivate func spacer(_ index: Int) -> LayoutItemState {
        while spacers.count <= index {
            let guide = UILayoutGuide(identifier: layoutIdentifier + ".spacer.\(spacers.count)")
            guide.isPublished = false
            guide.owningView = self
            noteSystemGuide(guide)
            spacers.append(guide)
            if let map = hostingMap { map.engine.attach(guide) }
        }
        return spacers[index].layoutState
    }
}

/// The attributes of one axis: its two edges, its centre and its length.
private struct AxisAttributes {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let center: LayoutAttribute
    let length: LayoutAttribute

    static let horizontal = AxisAttributes(leading: .leading, trailing: .trailing, center: .centerX, length: .width)
    static let vertical = AxisAttributes(leading: .top, trailing: .bottom, center: .centerY, length: .height)
}

/// Builds one arrangement. Loops, not closures: see Array.removeFirst(identicalTo:).
@MainActor
private struct ArrangementBuilder {
    // One name for all arrangements: diagnostics name the stack by its id in each constraint.
    static let identifier = "stackArrangement"

    let stack: UIStackView
    let views: [UIView]
    /// Whether each view is shown (its own flag, as UIKit reads it).
    let shown: [Bool]
    let along: AxisAttributes
    let across: AxisAttributes
    /// The stack, or its margins guide: what the views are arranged within.
    let canvas: LayoutItemState
    private(set) var constraints: [NSLayoutConstraint] = []

    init(stack: UIStackView) {
        self.stack = stack
        views = stack.arrangedList
        var shown: [Bool] = []
        shown.reserveCapacity(views.count)
        for view in views { shown.append(!view.hiddenFlag) }
        self.shown = shown
        (along, across) = stack.axis == .horizontal ? (.horizontal, .vertical) : (.vertical, .horizontal)
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide.layoutState : stack.layoutState
        constraints.reserveCapacity(6 * views.count + 2)
    }

    private mutating func add(
        _ first: LayoutItemState, _ attribute: LayoutAttribute, _ relation: NSLayoutConstraint.Relation = .equal,
        _ second: LayoutItemState? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint.sdk(
            .derived, Self.identifier, first, attribute, relation, second, secondAttribute, multiplier: multiplier,
            constant: constant)
        constraint.priority = priority
        constraints.append(constraint)
    }

    mutating func build(lengths: [ObjectIdentifier: CGFloat]) {
        guard let first = views.first, let last = views.last else {
            holdToNothing(.width)
            holdToNothing(.height)
            return
        }
        // Hidden views are 0 long, so the first and last views meet the edges where the first and
        // last shown ones do. With none shown, UIKit ties no view to the far edge: the stack is as
        // long as its other constraints make it, never less than nothing (and, with none, 0, as
        // an empty stack).
        let anyShown = shown.contains(true)
        add(canvas, along.leading, .equal, first.layoutState, along.leading)
        if anyShown {
            add(canvas, along.trailing, .equal, last.layoutState, along.trailing)
            if !stack.distribution.spacesExactly { add(stack.layoutState, along.length, constant: 0, priority: 49) }
        } else {
            holdToNothing(along.length)
        }
        chainAlongTheAxis()
        switch stack.distribution {
        case .fill: break
        case .fillEqually: equalizeLengths()
        case .fillProportionally: apportionLengths(lengths)
        case .equalSpacing, .equalCentering: placeSpacers(centring: stack.distribution == .equalCentering)
        }
        alignAcrossTheAxis()
    }

    /// The stack's `length` when nothing it arranges gives it one: not negative, and 0 unless
    /// something else decides at a priority above 51 (just above the fitting level, as the pull
    /// across the axis: measuring the stack agrees with the pass).
    private mutating func holdToNothing(_ length: LayoutAttribute) {
        add(stack.layoutState, length, .greaterThanOrEqual, constant: 0)
        add(stack.layoutState, length, constant: 0, priority: 51)
    }

    /// Each view after the one before it; hidden views 0 long.
    private mutating func chainAlongTheAxis() {
        let relation: NSLayoutConstraint.Relation = stack.distribution.spacesExactly ? .equal : .greaterThanOrEqual
        var lastShown: UIView?
        var shownAhead = 0
        for index in views.indices where shown[index] { shownAhead += 1 }
        for (index, view) in views.enumerated() {
            if !shown[index] { add(view.layoutState, along.length, constant: 0) }
            if index > 0 {
                let previousShown = shown[index - 1]
                // Between two shown views, the gap after the first; a hidden run between shown
                // views takes half of it on either side; before the first or after the last shown
                // view, nothing.
                var constant: CGFloat = 0
                var link = NSLayoutConstraint.Relation.equal
                if let lastShown, shownAhead > 0 {
                    let gap = stack.resolvedSpacing(after: lastShown)
                    switch (previousShown, shown[index]) {
                    case (true, true): (constant, link) = (gap, relation)
                    case (true, false): constant = gap / 2
                    case (false, true): (constant, link) = (gap / 2, relation)
                    case (false, false): break
                    }
                }
                add(
                    view.layoutState, along.leading, link, views[index - 1].layoutState, along.trailing,
                    constant: constant)
            }
            if shown[index] {
                lastShown = view
                shownAhead -= 1
            }
        }
    }

    /// The shown views as long as the first shown one.
    private mutating func equalizeLengths() {
        var firstShown: LayoutItemState?
        for (index, view) in views.enumerated() where shown[index] {
            if let firstShown {
                add(view.layoutState, along.length, .equal, firstShown, along.length)
            } else {
                firstShown = view.layoutState
            }
        }
    }

    /// Each shown view with an intrinsic length takes that share of the stack's length, with the
    /// gaps counted in the whole; views without one take what is left, as in fill. One shown view
    /// fills the canvas anyway (UIKit's required constraint would fight the margins).
    private mutating func apportionLengths(_ lengths: [ObjectIdentifier: CGFloat]) {
        var whole: CGFloat = 0
        var shownCount = 0
        var lastShown: UIView?
        for (index, view) in views.enumerated() where shown[index] {
            whole += lengths[ObjectIdentifier(view)] ?? 0
            if let lastShown { whole += stack.resolvedSpacing(after: lastShown) }
            lastShown = view
            shownCount += 1
        }
        guard shownCount > 1, whole > 0 else { return }
        var priority = UILayoutPriority.required
        for (index, view) in views.enumerated() {
            // Past the thousandth view the rest share the lowest priority (UIKit's would reach 0).
            priority = max(priority - 1, UILayoutPriority(1))
            guard shown[index], let length = lengths[ObjectIdentifier(view)] else { continue }
            add(
                view.layoutState, along.length, .equal, stack.layoutState, along.length, multiplier: length / whole,
                priority: priority)
        }
    }

    /// A spacer between each two shown neighbours, all equally long (the stack as short as they
    /// allow: ``build(lengths:)`` pulls it to 0, weakly).
    private mutating func placeSpacers(centring: Bool) {
        var previous: LayoutItemState?
        var firstSpacer: LayoutItemState?
        var count = 0
        for (index, view) in views.enumerated() where shown[index] {
            let state = view.layoutState
            defer { previous = state }
            guard let previous else { continue }
            let spacer = stack.spacer(count)
            add(spacer, along.leading, .equal, previous, centring ? along.center : along.trailing)
            add(state, centring ? along.center : along.leading, .equal, spacer, along.trailing)
            count += 1
            if let firstSpacer {
                add(
                    spacer, along.length, .equal, firstSpacer, along.length,
                    priority: centring ? UILayoutPriority(max(150 - Float(count - 1), 1)) : .required)
            } else {
                firstSpacer = spacer
            }
        }
    }

    /// Every view placed across the axis by the alignment.
    private mutating func alignAcrossTheAxis() {
        let alignment = stack.alignment.effective(horizontal: stack.axis == .horizontal)
        if alignment != .fill { add(canvas, across.length, constant: 0, priority: 51) }
        // Baselines line up with the first shown view's (the first view's, with none shown).
        let baselineReference = shown.firstIndex(of: true) ?? 0
        for (index, view) in views.enumerated() {
            let state = view.layoutState
            switch alignment {
            case .fill:
                add(state, across.leading, .equal, canvas, across.leading)
                add(state, across.trailing, .equal, canvas, across.trailing)
                continue
            case .leading:
                add(state, across.leading, .equal, canvas, across.leading)
                if shown[index] { add(state, across.trailing, .lessThanOrEqual, canvas, across.trailing) }
            case .firstBaseline:
                alignBaseline(.first, of: index, to: baselineReference)
            case .lastBaseline:
                alignBaseline(.last, of: index, to: baselineReference)
            case .center:
                add(state, across.center, .equal, canvas, across.center)
                if shown[index] {
                    add(state, across.leading, .greaterThanOrEqual, canvas, across.leading)
                    add(state, across.trailing, .lessThanOrEqual, canvas, across.trailing)
                }
            case .trailing:
                add(state, across.trailing, .equal, canvas, across.trailing)
                if shown[index] { add(state, across.leading, .greaterThanOrEqual, canvas, across.leading) }
            }
            add(state, across.length, constant: 0, priority: 25)
        }
    }
}

extension ArrangementBuilder {
    /// Lines the view at `index` up with the one at `reference` by `baseline` (in a horizontal
    /// stack: the edge of the view each one's baseline leads to, UIView.baselineView). A shown
    /// view stays within the canvas and is pulled towards the baseline's side of it (at 25, so
    /// that the highest top or the lowest bottom meets the canvas's edge).
    fileprivate mutating func alignBaseline(_ baseline: Baseline, of index: Int, to reference: Int) {
        let view = views[index].layoutState
        if index != reference {
            add(
                views[index].baselineView(baseline).layoutState, baseline.edge, .equal,
                views[reference].baselineView(baseline).layoutState, baseline.edge)
        }
        if shown[index] {
            add(view, .top, .greaterThanOrEqual, canvas, .top)
            add(view, .bottom, .lessThanOrEqual, canvas, .bottom)
        }
        // A hidden view follows the reference; a hidden reference (none is shown) is pulled too.
        if shown[index] || index == reference {
            add(view, baseline.edge, .equal, canvas, baseline.edge, priority: 25)
        }
    }
}

extension UIStackView.Distribution {
    /// Whether the spacing is exact (the fill distributions) rather than a least.
    fileprivate var spacesExactly: Bool {
        switch self {
        case .fill, .fillEqually, .fillProportionally: true
        case .equalSpacing, .equalCentering: false
        }
    }
}

extension UIStackView.Alignment {
    /// The alignment the stack applies: UIKit defines the baseline alignments for horizontal
    /// stacks only; a vertical one lines its views up at the leading edge for them.
    fileprivate func effective(horizontal: Bool) -> UIStackView.Alignment {
        switch self {
        case .firstBaseline, .lastBaseline: horizontal ? self : .leading
        default: self
        }
    }
}
