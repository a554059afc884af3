import Testing

@testable import NavigationLayout

/// Differential fuzzing of the incremental engine against a fresh build, for containers (SPEC §4,
/// ARCHITECTURE.md "Changes reach the solver at the pass", docs/porting.md "The UIKit there is"):
/// what `DifferentialFuzzTests` leaves out.
///
/// Each seed makes a map holding
/// - a `UIStackView` (`stack`, placed by the map's safe area guide) with random axis,
///   distribution, alignment, spacing, custom spacings, `layoutMargins` (by side or by direction)
///   and `isLayoutMarginsRelativeArrangement`;
/// - a `GMSNavigationHidingStackView` (`hiding`; position and alignment per seed) placed by the
///   safe area's trailing and top edges, with a height that often leaves too little room;
/// - six leaves `l0…l5` (`SizedView`s: an `intrinsicContentSize` override, each axis with or
///   without a content size, random hugging and compression priorities), each arranged in one of
///   the two stacks or out of the map;
/// - `box`, a view with margins (by side or direction, `insetsLayoutMarginsFromSafeArea`), holding
///   `inner` (pinned partly to `box`'s edges, partly to its margins guide; its
///   `preservesSuperviewLayoutMargins` toggles) with `deep` filling `inner`'s margins guide, and
///   `safe` on `box`'s safe area guide (`box` may reach under the map's notch);
/// - `framed`, in the map or in `box`, placed by its frame with a random `autoresizingMask`, or by
///   four constraints when `translatesAutoresizingMaskIntoConstraints` is off;
/// and a pool of constraints placing all of these (the leaves' own widths and heights among them),
/// with required or optional priorities.
///
/// Then 16 steps, each one to three of: activate, deactivate or re-activate a pool constraint;
/// change a constant or an optional priority; change the stack's axis, distribution, alignment,
/// spacing, a custom spacing, its margins or margin-relative arrangement; insert a leaf into the
/// stack at an index, append it to the hiding stack, `removeArrangedSubview`, or take it out of the
/// map; hide or show a leaf of the `UIStackView`; change a content size
/// (`invalidateIntrinsicContentSize()`) or a hugging or compression priority; change margins,
/// `preservesSuperviewLayoutMargins` or `insetsLayoutMarginsFromSafeArea`; resize the map with or
/// without safe-area insets (`setGeometry`); flip the layout direction; toggle `framed` between
/// frame and constraint placement, move its frame or change its mask; change the hiding stack's
/// spacing — and `resolveLayout()`.
///
/// After every pass it builds a FRESH map: same size, insets and direction, the same tree, the same
/// settings (read from the live views, margins set the way they were set), arranged lists in the
/// same order, `framed`'s current frame (and, when it is in `box`, `box`'s frame first, so that its
/// mask measures against the same size), `isHidden` copied except on views a hiding stack manages,
/// and the active pool constraints re-made and activated in `activationSerial` order, laid out once.
/// It compares every view's frame (tolerance 1e-6) and hidden flag, skipping
/// - the axes the fresh map reports `ambiguous-layout` for, and those its engine finds free for a
///   hidden view (the diagnostic leaves hidden views out: an unarranged, hidden leaf is free);
/// - the hiding stack's views when it or one of them is free vertically (what fits, and so which
///   views show and where a centred column sits, is not decided then).
/// Frames are compared standardized: a frame-placed view that its mask squeezes below 0 keeps its
/// negative size, where a view given that frame publishes it standardized (the same rectangle;
/// REPORT.md). The containers' own placement (`fixed` blueprints) is always active and required:
/// a container left free makes the safe area and preserved margins of what it holds depend on a
/// free frame, which the ambiguity check does not see.
///
/// A sequence stops at its first discrepancy and reports the seed, the step and every operation;
/// `run(seed:leavingOut:)` replays a seed with pool constraints never activated (the random
/// sequence stays the same), for minimising by hand.
///
/// The committed seeds (50 sequences, 835 passes, each compared with a fresh build; a few seconds
/// in debug) include 82 and 357, which found a required constraint broken while a view reached
/// into the unsafe area staying broken once its conflict was gone (`SafeAreaConflictTests`). Of
/// seeds 1…900, all but 169 and 589 run clean; those two differ in layouts that are not decided:
/// a stack whose length feeds its own bottom safe-area inset, at a fixed point that is a
/// continuum, and a stack squeezed to negative lengths where optional constraints of equal
/// priority tie.
@MainActor
@Suite struct ContainerDifferentialFuzzTests {
    /// The consistency tests' SplitMix64: the same sequence for a seed on every machine.
    typealias SplitMix = EngineConsistencyTests.Random

    /// A leaf whose content size the test sets: an `intrinsicContentSize` override that calls
    /// `invalidateIntrinsicContentSize()` when it changes, as UIKit asks.
    final class SizedView: UIView {
        var content = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
            didSet { if content != oldValue { invalidateIntrinsicContentSize() } }
        }
        override var intrinsicContentSize: CGSize { content }
    }

    nonisolated static let leafCount = 6

    /// The views of one map (the live one or a fresh replica), not yet in it.
    struct Items {
        let map: GMSMapView
        let stack: UIStackView
        let hiding: GMSNavigationHidingStackView
        let box: UIView
        let inner: UIView
        let deep: UIView
        let safe: UIView
        let framed: UIView
        let leaves: [SizedView]

        /// Every view but the map.
        var views: [UIView] { [stack, hiding, box, inner, deep, safe, framed] + leaves }

        init(
            map: GMSMapView, position: GMSNavigationHidingStackView.Position,
            alignment: GMSNavigationHidingStackView.Alignment
        ) {
            func named<View: UIView>(_ view: View, _ id: String) -> View {
                view.accessibilityIdentifier = id
                view.translatesAutoresizingMaskIntoConstraints = false
                return view
            }
            self.map = map
            stack = named(UIStackView(frame: .zero), "stack")
            hiding = named(GMSNavigationHidingStackView(position: position, alignment: alignment), "hiding")
            box = named(UIView(), "box")
            inner = named(UIView(), "inner")
            deep = named(UIView(), "deep")
            safe = named(UIView(), "safe")
            framed = named(UIView(), "framed")
            leaves = (0..<ContainerDifferentialFuzzTests.leafCount).map { named(SizedView(), "l\($0)") }
        }
    }

    /// How to make one pool constraint in any map of the same shape.
    struct Blueprint {
        let name: String
        /// Whether its constant is a length (0…200) rather than an offset (-40…80).
        let isSize: Bool
        /// Always active and required (a constant may change): what keeps the containers decided,
        /// since the ambiguity check does not see through safe areas and preserved margins.
        let fixed: Bool
        let make: @MainActor (Items) -> NSLayoutConstraint
    }

    /// One sequence's world.
    final class World {
        let items: Items
        let blueprints: [Blueprint]
        let pool: [NSLayoutConstraint]
        /// Pool indices of `framed`'s four constraints (active while it is placed by constraints).
        let framedConstraints: [Int]
        /// Ids of the views whose margins were last set by direction.
        var directionalMargins: Set<String> = []

        init(items: Items, blueprints: [Blueprint], pool: [NSLayoutConstraint], framedConstraints: [Int]) {
            self.items = items
            self.blueprints = blueprints
            self.pool = pool
            self.framedConstraints = framedConstraints
        }

        var map: GMSMapView { items.map }
    }

    static let optionalPriorities: [UILayoutPriority] = [
        .defaultLow, UILayoutPriority(500), .defaultHigh, UILayoutPriority(999),
    ]
    static let contentPriorities: [UILayoutPriority] = [
        .defaultLow, UILayoutPriority(251), UILayoutPriority(500), .defaultHigh, UILayoutPriority(999),
    ]
    static let sizes: [CGSize] = [
        CGSize(width: 390, height: 844), CGSize(width: 844, height: 390), CGSize(width: 1024, height: 768),
        CGSize(width: 320, height: 480),
    ]
    static let distributions: [UIStackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    static let alignments: [UIStackView.Alignment] = [
        .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
    ]
    static let masks: [UIView.AutoresizingMask] = [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
        .flexibleBottomMargin,
    ]

    static func size(_ random: inout SplitMix) -> CGFloat { CGFloat(random.below(21) * 10) }
    static func offset(_ random: inout SplitMix) -> CGFloat { CGFloat(random.below(13) * 10 - 40) }
    static func margin(_ random: inout SplitMix) -> CGFloat { CGFloat(random.pick([0, 4, 8, 8, 16, 20])) }
    static func content(_ random: inout SplitMix) -> CGFloat {
        random.chance(1, in: 4) ? UIView.noIntrinsicMetric : CGFloat(10 + random.below(10) * 10)
    }
    static func insets(_ random: inout SplitMix) -> UIEdgeInsets {
        UIEdgeInsets(top: margin(&random), left: margin(&random), bottom: margin(&random), right: margin(&random))
    }
    static func directionalInsets(_ random: inout SplitMix) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: margin(&random), leading: margin(&random), bottom: margin(&random), trailing: margin(&random))
    }
    static func mask(_ random: inout SplitMix) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        for bit in masks where random.chance(1, in: 3) { mask.insert(bit) }
        return mask
    }
    static func frame(_ random: inout SplitMix) -> CGRect {
        CGRect(
            x: CGFloat(random.below(11) * 10), y: CGFloat(random.below(11) * 10),
            width: CGFloat(20 + random.below(9) * 10), height: CGFloat(20 + random.below(9) * 10))
    }

    /// The pool: what places every container, `framed` and the leaves' own sizes.
    static func blueprints(framedInBox: Bool) -> (blueprints: [Blueprint], framed: [Int]) {
        var list: [Blueprint] = []
        func add(
            _ name: String, size: Bool = false, fixed: Bool = false,
            _ make: @escaping @MainActor (Items) -> NSLayoutConstraint
        ) {
            list.append(Blueprint(name: name, isSize: size, fixed: fixed, make: make))
        }
        add("stack.leading == map.safe.leading", fixed: true) {
            $0.stack.leadingAnchor.constraint(equalTo: $0.map.safeAreaLayoutGuide.leadingAnchor)
        }
        add("stack.top == map.safe.top", fixed: true) {
            $0.stack.topAnchor.constraint(equalTo: $0.map.safeAreaLayoutGuide.topAnchor)
        }
        add("stack.width == c", size: true) { $0.stack.widthAnchor.constraint(equalToConstant: 0) }
        add("stack.height == c", size: true) { $0.stack.heightAnchor.constraint(equalToConstant: 0) }
        add("stack.trailing <= map.safe.trailing") {
            $0.stack.trailingAnchor.constraint(lessThanOrEqualTo: $0.map.safeAreaLayoutGuide.trailingAnchor)
        }
        add("box.leading == map.leading", fixed: true) {
            $0.box.leadingAnchor.constraint(equalTo: $0.map.leadingAnchor)
        }
        add("box.trailing == map.trailing", fixed: true) {
            $0.box.trailingAnchor.constraint(equalTo: $0.map.trailingAnchor)
        }
        add("box.top == map.top", fixed: true) { $0.box.topAnchor.constraint(equalTo: $0.map.topAnchor) }
        add("box.height == c", size: true, fixed: true) { $0.box.heightAnchor.constraint(equalToConstant: 0) }
        add("box.bottom == map.safe.bottom") {
            $0.box.bottomAnchor.constraint(equalTo: $0.map.safeAreaLayoutGuide.bottomAnchor)
        }
        add("inner.leading == box.leading", fixed: true) {
            $0.inner.leadingAnchor.constraint(equalTo: $0.box.leadingAnchor)
        }
        add("inner.trailing == box.margins.trailing", fixed: true) {
            $0.inner.trailingAnchor.constraint(equalTo: $0.box.layoutMarginsGuide.trailingAnchor)
        }
        add("inner.top == box.top", fixed: true) { $0.inner.topAnchor.constraint(equalTo: $0.box.topAnchor) }
        add("inner.bottom == box.margins.bottom", fixed: true) {
            $0.inner.bottomAnchor.constraint(equalTo: $0.box.layoutMarginsGuide.bottomAnchor)
        }
        add("deep.leading == inner.margins.leading") {
            $0.deep.leadingAnchor.constraint(equalTo: $0.inner.layoutMarginsGuide.leadingAnchor)
        }
        add("deep.trailing == inner.margins.trailing") {
            $0.deep.trailingAnchor.constraint(equalTo: $0.inner.layoutMarginsGuide.trailingAnchor)
        }
        add("deep.top == inner.margins.top") {
            $0.deep.topAnchor.constraint(equalTo: $0.inner.layoutMarginsGuide.topAnchor)
        }
        add("deep.bottom == inner.margins.bottom") {
            $0.deep.bottomAnchor.constraint(equalTo: $0.inner.layoutMarginsGuide.bottomAnchor)
        }
        add("safe.leading == box.safe.leading") {
            $0.safe.leadingAnchor.constraint(equalTo: $0.box.safeAreaLayoutGuide.leadingAnchor)
        }
        add("safe.trailing == box.safe.trailing") {
            $0.safe.trailingAnchor.constraint(equalTo: $0.box.safeAreaLayoutGuide.trailingAnchor)
        }
        add("safe.top == box.safe.top") { $0.safe.topAnchor.constraint(equalTo: $0.box.safeAreaLayoutGuide.topAnchor) }
        add("safe.height == c", size: true) { $0.safe.heightAnchor.constraint(equalToConstant: 0) }
        add("hiding.trailing == map.safe.trailing", fixed: true) {
            $0.hiding.trailingAnchor.constraint(equalTo: $0.map.safeAreaLayoutGuide.trailingAnchor)
        }
        add("hiding.top == map.safe.top", fixed: true) {
            $0.hiding.topAnchor.constraint(equalTo: $0.map.safeAreaLayoutGuide.topAnchor)
        }
        add("hiding.height == c", size: true) { $0.hiding.heightAnchor.constraint(equalToConstant: 0) }
        add("hiding.bottom <= map.safe.bottom") {
            $0.hiding.bottomAnchor.constraint(lessThanOrEqualTo: $0.map.safeAreaLayoutGuide.bottomAnchor)
        }
        var framed: [Int] = []
        let parentName = framedInBox ? "box" : "map"
        framed.append(list.count)
        add("framed.leading == \(parentName).leading") {
            $0.framed.leadingAnchor.constraint(equalTo: (framedInBox ? $0.box : $0.map).leadingAnchor)
        }
        framed.append(list.count)
        add("framed.top == \(parentName).top") {
            $0.framed.topAnchor.constraint(equalTo: (framedInBox ? $0.box : $0.map).topAnchor)
        }
        framed.append(list.count)
        add("framed.width == c", size: true) { $0.framed.widthAnchor.constraint(equalToConstant: 0) }
        framed.append(list.count)
        add("framed.height == c", size: true) { $0.framed.heightAnchor.constraint(equalToConstant: 0) }
        for leaf in 0..<leafCount {
            add("l\(leaf).width == c", size: true) { $0.leaves[leaf].widthAnchor.constraint(equalToConstant: 0) }
            add("l\(leaf).height == c", size: true) { $0.leaves[leaf].heightAnchor.constraint(equalToConstant: 0) }
        }
        add("l0.width == l1.width") { $0.leaves[0].widthAnchor.constraint(equalTo: $0.leaves[1].widthAnchor) }
        add("l2.height == l3.height") { $0.leaves[2].heightAnchor.constraint(equalTo: $0.leaves[3].heightAnchor) }
        return (list, framed)
    }

    static func setMargins(_ view: UIView, in world: World, _ random: inout SplitMix) -> String {
        let id = view.layoutIdentifier
        if random.chance(1, in: 2) {
            let margins = directionalInsets(&random)
            view.directionalLayoutMargins = margins
            world.directionalMargins.insert(id)
            return "\(id).directionalLayoutMargins = \(margins)"
        }
        let margins = insets(&random)
        view.layoutMargins = margins
        world.directionalMargins.remove(id)
        return "\(id).layoutMargins = \(margins)"
    }

    /// A seed's world, its views in the map and its first constraints active (not laid out yet).
    static func start(seed: UInt64, leavingOut: Set<Int> = []) -> (World, SplitMix, [String]) {
        var random = SplitMix(state: seed)
        var log: [String] = []
        let map = makeMap(width: 390, height: 844, insets: random.chance(1, in: 2) ? phoneInsets : .zero)
        if random.chance(1, in: 4) { map.layoutDirection = .rightToLeft }
        let position = random.pick([GMSNavigationHidingStackView.Position.top, .center, .bottom])
        let alignment = random.pick([GMSNavigationHidingStackView.Alignment.leading, .trailing])
        let items = Items(map: map, position: position, alignment: alignment)
        let framedInBox = random.chance(1, in: 2)
        let (blueprints, framedIndices) = Self.blueprints(framedInBox: framedInBox)
        var pool: [NSLayoutConstraint] = []
        for blueprint in blueprints {
            let constraint = blueprint.make(items)
            constraint.constant = blueprint.isSize ? size(&random) : offset(&random)
            if !blueprint.fixed && random.chance(1, in: 3) { constraint.priority = random.pick(optionalPriorities) }
            pool.append(constraint)
        }
        let world = World(items: items, blueprints: blueprints, pool: pool, framedConstraints: framedIndices)
        log.append(
            "map \(map.frame.size) insets \(map.safeAreaInsets) \(map.layoutDirection); hiding \(position) \(alignment); framed in \(framedInBox ? "box" : "map")"
        )
        // Settings.
        let stack = items.stack
        stack.axis = random.chance(1, in: 2) ? .horizontal : .vertical
        stack.distribution = random.pick(distributions)
        stack.alignment = random.pick(alignments)
        stack.spacing = CGFloat(random.pick([0, 5, 8, 12]))
        stack.isLayoutMarginsRelativeArrangement = random.chance(1, in: 3)
        log.append(
            "stack axis \(stack.axis) distribution \(stack.distribution) alignment \(stack.alignment) spacing \(stack.spacing) marginsRelative \(stack.isLayoutMarginsRelativeArrangement)"
        )
        items.hiding.spacing = CGFloat(random.pick([0, 8, 12]))
        log.append("hiding.spacing = \(items.hiding.spacing)")
        for view in [stack, items.box, items.inner] where random.chance(2, in: 3) {
            log.append(setMargins(view, in: world, &random))
        }
        items.inner.preservesSuperviewLayoutMargins = random.chance(1, in: 2)
        items.box.insetsLayoutMarginsFromSafeArea = random.chance(2, in: 3)
        log.append(
            "inner.preservesSuperviewLayoutMargins = \(items.inner.preservesSuperviewLayoutMargins); box.insetsLayoutMarginsFromSafeArea = \(items.box.insetsLayoutMarginsFromSafeArea)"
        )
        for leaf in items.leaves {
            leaf.content = CGSize(width: content(&random), height: content(&random))
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                if random.chance(1, in: 2) { leaf.setContentHuggingPriority(random.pick(contentPriorities), for: axis) }
                if random.chance(1, in: 2) {
                    leaf.setContentCompressionResistancePriority(random.pick(contentPriorities), for: axis)
                }
            }
            log.append(
                "\(leaf.layoutIdentifier).content = \(leaf.content), hugging \(leaf.contentHuggingPriority(for: .horizontal).rawValue)/\(leaf.contentHuggingPriority(for: .vertical).rawValue), compression \(leaf.contentCompressionResistancePriority(for: .horizontal).rawValue)/\(leaf.contentCompressionResistancePriority(for: .vertical).rawValue)"
            )
        }
        // The tree.
        for view in [stack, items.hiding, items.box] { map.addSubview(view) }
        items.box.addSubview(items.inner)
        items.inner.addSubview(items.deep)
        items.box.addSubview(items.safe)
        let framed = items.framed
        framed.translatesAutoresizingMaskIntoConstraints = random.chance(2, in: 3)
        framed.autoresizingMask = mask(&random)
        framed.frame = frame(&random)
        (framedInBox ? items.box : map).addSubview(framed)
        log.append(
            "framed: translatesAutoresizingMaskIntoConstraints \(framed.translatesAutoresizingMaskIntoConstraints), mask \(framed.autoresizingMask.rawValue), frame \(framed.frame)"
        )
        for leaf in items.leaves {
            switch random.below(6) {
            case 0, 1, 2:
                stack.addArrangedSubview(leaf)
                log.append("stack.addArrangedSubview(\(leaf.layoutIdentifier))")
            case 3, 4:
                items.hiding.addArrangedSubview(leaf)
                log.append("hiding.addArrangedSubview(\(leaf.layoutIdentifier))")
            default: break
            }
        }
        // Constraints: all of the containers' placement most of the time, the leaves' sizes often,
        // in a random order.
        var order = Array(pool.indices)
        for index in order.indices.reversed() { order.swapAt(index, random.below(index + 1)) }
        for index in order where !leavingOut.contains(index) {
            let isFramed = framedIndices.contains(index)
            let activate =
                isFramed
                ? !framed.translatesAutoresizingMaskIntoConstraints : blueprints[index].fixed || random.chance(3, in: 4)
            guard activate else { continue }
            pool[index].isActive = true
            log.append(
                "c\(index).isActive = true  // \(blueprints[index].name), \(pool[index].constant) @\(pool[index].priority.rawValue)"
            )
        }
        return (world, random, log)
    }

    /// One random operation; returns what it did, for the log.
    static func step(_ world: World, _ random: inout SplitMix, leavingOut: Set<Int> = []) -> String {
        let items = world.items
        let map = world.map
        let stack = items.stack
        let index = random.below(world.pool.count)
        let constraint = world.pool[index]
        let name = "c\(index) (\(world.blueprints[index].name))"
        let leaf = random.pick(items.leaves)
        let leafName = leaf.layoutIdentifier
        switch random.below(24) {
        case 0..<3 where leavingOut.contains(index):
            return "(left out: \(name))"
        case 0..<3:
            if constraint.isActive && (world.blueprints[index].fixed || random.chance(1, in: 2)) {
                constraint.isActive = false
                constraint.isActive = true
                return "\(name).isActive = false; .isActive = true"
            }
            constraint.isActive.toggle()
            return "\(name).isActive = \(constraint.isActive)"
        case 3..<5:
            let value = world.blueprints[index].isSize ? size(&random) : offset(&random)
            constraint.constant = value
            return "\(name).constant = \(value)"
        case 5:
            guard constraint.priority != .required && !world.blueprints[index].fixed else {
                return "(no-op: \(name) is required)"
            }
            constraint.priority = random.pick(optionalPriorities)
            return "\(name).priority = \(constraint.priority.rawValue)"
        case 6:
            stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
            return "stack.axis = \(stack.axis)"
        case 7:
            stack.distribution = random.pick(distributions)
            return "stack.distribution = \(stack.distribution)"
        case 8:
            stack.alignment = random.pick(alignments)
            return "stack.alignment = \(stack.alignment)"
        case 9:
            if random.chance(1, in: 2), !stack.arrangedSubviews.isEmpty {
                let view = random.pick(stack.arrangedSubviews)
                let value = random.pick([0, 4, 20, UIStackView.spacingUseDefault, UIStackView.spacingUseSystem])
                stack.setCustomSpacing(value, after: view)
                return "stack.setCustomSpacing(\(value), after: \(view.layoutIdentifier))"
            }
            stack.spacing = CGFloat(random.pick([0, 5, 8, 12]))
            return "stack.spacing = \(stack.spacing)"
        case 10:
            if random.chance(1, in: 2) {
                stack.isLayoutMarginsRelativeArrangement.toggle()
                return "stack.isLayoutMarginsRelativeArrangement = \(stack.isLayoutMarginsRelativeArrangement)"
            }
            return setMargins(stack, in: world, &random)
        case 11, 12:
            switch random.below(4) {
            case 0:
                let position = random.below(stack.arrangedSubviews.count + 1)
                stack.insertArrangedSubview(leaf, at: position)
                return "stack.insertArrangedSubview(\(leafName), at: \(position))"
            case 1:
                items.hiding.addArrangedSubview(leaf)
                return "hiding.addArrangedSubview(\(leafName))"
            case 2:
                guard leaf.managingStack === stack else { return "(no-op: \(leafName) not in the stack)" }
                stack.removeArrangedSubview(leaf)
                return "stack.removeArrangedSubview(\(leafName))"
            default:
                leaf.removeFromSuperview()
                return "\(leafName).removeFromSuperview()"
            }
        case 13:
            guard leaf.managingStack !== items.hiding else { return "(no-op: \(leafName) is the hiding stack's)" }
            leaf.isHidden.toggle()
            return "\(leafName).isHidden = \(leaf.isHidden)"
        case 14, 15:
            if random.chance(1, in: 2) {
                leaf.content.width = content(&random)
            } else {
                leaf.content.height = content(&random)
            }
            return "\(leafName).content = \(leaf.content)"
        case 16:
            let axis: NSLayoutConstraint.Axis = random.chance(1, in: 2) ? .horizontal : .vertical
            let priority = random.pick(contentPriorities)
            if random.chance(1, in: 2) {
                leaf.setContentHuggingPriority(priority, for: axis)
                return "\(leafName).setContentHuggingPriority(\(priority.rawValue), for: \(axis))"
            }
            leaf.setContentCompressionResistancePriority(priority, for: axis)
            return "\(leafName).setContentCompressionResistancePriority(\(priority.rawValue), for: \(axis))"
        case 17:
            switch random.below(4) {
            case 0:
                items.inner.preservesSuperviewLayoutMargins.toggle()
                return "inner.preservesSuperviewLayoutMargins = \(items.inner.preservesSuperviewLayoutMargins)"
            case 1:
                items.box.insetsLayoutMarginsFromSafeArea.toggle()
                return "box.insetsLayoutMarginsFromSafeArea = \(items.box.insetsLayoutMarginsFromSafeArea)"
            default:
                return setMargins(random.pick([items.box, items.inner]), in: world, &random)
            }
        case 18, 19:
            let size = random.pick(sizes)
            let insets = random.pick([UIEdgeInsets.zero, phoneInsets, landscapeInsets])
            map.setGeometry(size: size, safeAreaInsets: insets)
            return "map.setGeometry(\(size), \(insets))"
        case 20:
            map.layoutDirection = map.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            return "map.layoutDirection = \(map.layoutDirection)"
        case 21, 22:
            let framed = items.framed
            switch random.below(3) {
            case 0:
                framed.translatesAutoresizingMaskIntoConstraints.toggle()
                let byFrame = framed.translatesAutoresizingMaskIntoConstraints
                for index in world.framedConstraints where !leavingOut.contains(index) {
                    world.pool[index].isActive = !byFrame
                }
                return
                    "framed.translatesAutoresizingMaskIntoConstraints = \(byFrame) (its constraints \(byFrame ? "off" : "on"))"
            case 1:
                framed.frame = frame(&random)
                return "framed.frame = \(framed.frame)"
            default:
                framed.autoresizingMask = mask(&random)
                return "framed.autoresizingMask = \(framed.autoresizingMask.rawValue)"
            }
        default:
            items.hiding.spacing = CGFloat(random.pick([0, 8, 12]))
            return "hiding.spacing = \(items.hiding.spacing)"
        }
    }

    /// The fresh build of the world's current state, laid out once.
    static func freshBuild(of world: World) -> (GMSMapView, ResolvedLayout) {
        let live = world.items
        let map = world.map
        let fresh = makeMap(width: map.frame.width, height: map.frame.height, insets: map.safeAreaInsets)
        fresh.layoutDirection = map.layoutDirection
        let copy = Items(map: fresh, position: live.hiding.position, alignment: live.hiding.alignment)
        // Settings.
        copy.stack.axis = live.stack.axis
        copy.stack.distribution = live.stack.distribution
        copy.stack.alignment = live.stack.alignment
        copy.stack.spacing = live.stack.spacing
        copy.stack.isLayoutMarginsRelativeArrangement = live.stack.isLayoutMarginsRelativeArrangement
        copy.hiding.spacing = live.hiding.spacing
        for (original, made) in zip(live.views, copy.views) {
            if world.directionalMargins.contains(original.layoutIdentifier) {
                made.directionalLayoutMargins = original.directionalLayoutMargins
            } else {
                made.layoutMargins = original.layoutMargins
            }
            made.preservesSuperviewLayoutMargins = original.preservesSuperviewLayoutMargins
            made.insetsLayoutMarginsFromSafeArea = original.insetsLayoutMarginsFromSafeArea
            if original.managingStack !== live.hiding { made.isHidden = original.isHidden }
        }
        for (original, made) in zip(live.leaves, copy.leaves) {
            made.content = original.content
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                made.setContentHuggingPriority(original.contentHuggingPriority(for: axis), for: axis)
                made.setContentCompressionResistancePriority(
                    original.contentCompressionResistancePriority(for: axis), for: axis)
            }
        }
        copy.framed.translatesAutoresizingMaskIntoConstraints = live.framed.translatesAutoresizingMaskIntoConstraints
        copy.framed.autoresizingMask = live.framed.autoresizingMask
        if live.framed.translatesAutoresizingMaskIntoConstraints {
            copy.framed.frame = live.framed.frame
            // Its mask measures against its superview's size when it joins: the same as now.
            if live.framed.superview === live.box { copy.box.frame = live.box.frame }
        }
        // The tree, parents first; stacks' arranged views in order, then their other subviews.
        func counterpart(_ view: UIView) -> UIView? {
            if view === map { return fresh }
            return live.views.firstIndex(where: { $0 === view }).map { copy.views[$0] }
        }
        func copyTree(of original: UIView) {
            guard let made = counterpart(original) else { return }
            if let stack = original as? UIStackView, let madeStack = made as? UIStackView {
                for view in stack.arrangedSubviews {
                    guard let arranged = counterpart(view) else { continue }
                    madeStack.addArrangedSubview(arranged)
                }
                for view in stack.arrangedSubviews {
                    let value = stack.customSpacing(after: view)
                    if value != UIStackView.spacingUseDefault, let arranged = counterpart(view) {
                        madeStack.setCustomSpacing(value, after: arranged)
                    }
                }
            }
            if let stack = original as? GMSNavigationHidingStackView,
                let madeStack = made as? GMSNavigationHidingStackView
            {
                for view in stack.arrangedSubviews {
                    guard let arranged = counterpart(view) else { continue }
                    madeStack.addArrangedSubview(arranged)
                }
            }
            for view in original.subviews {
                guard let child = counterpart(view) else { continue }
                if child.superview !== made { made.addSubview(child) }
                copyTree(of: view)
            }
        }
        copyTree(of: map)
        // The active pool constraints, in the order they were activated.
        let active = world.pool.indices.filter { index in
            let constraint = world.pool[index]
            return constraint.isActive && constraint.sharedMap === map
        }.sorted { world.pool[$0].activationSerial < world.pool[$1].activationSerial }
        for index in active {
            let constraint = world.blueprints[index].make(copy)
            constraint.constant = world.pool[index].constant
            constraint.priority = world.pool[index].priority
            constraint.isActive = true
        }
        return (fresh, fresh.resolveLayout())
    }

    /// The first differences between the world's layout and its fresh build, if any.
    static func discrepancy(in world: World, layout: ResolvedLayout) -> String? {
        let (fresh, freshLayout) = freshBuild(of: world)
        let ambiguous = DifferentialFuzzTests.brokenSummaries(fresh).ambiguous
        /// The axes the fresh map leaves free for a view: those `ambiguous-layout` reports, and
        /// (as that diagnostic leaves hidden views out) those the engine finds free.
        func free(_ id: String) -> Set<String> {
            var axes = ambiguous[id] ?? []
            if let made = fresh.view(withID: id) {
                let engineAxes = fresh.engine.ambiguousAxes(of: made.layoutState)
                if engineAxes.horizontal { axes.insert("horizontal") }
                if engineAxes.vertical { axes.insert("vertical") }
            }
            return axes
        }
        // What fits a hiding stack is decided only if it and its views are decided vertically.
        let hidingIDs =
            [world.items.hiding.layoutIdentifier] + world.items.hiding.arrangedSubviews.map(\.layoutIdentifier)
        let hidingDecided = !hidingIDs.contains { free($0).contains("vertical") }
        var differences: [String] = []
        for view in freshLayout.views {
            guard let mine = layout.view(view.id) else {
                differences.append("\(view.id) missing from the incremental layout")
                continue
            }
            var free = free(view.id)
            // Where a centred hiding stack puts its column depends on what fits: not decided either.
            if !hidingDecided && hidingIDs.contains(view.id) { free.formUnion(["horizontal", "vertical"]) }
            // A frame-placed view squeezed below 0 by its mask keeps its negative size, where one given
            // that frame publishes it standardized: the same rectangle (REPORT.md).
            let (a, b) = (mine.frame.standardized, view.frame.standardized)
            if FreshBuildFuzzing.differs(a, b, free: free) {
                differences.append("\(view.id): incremental \(a), fresh \(b)")
            }
            if mine.hidden != view.hidden && (hidingDecided || !hidingIDs.contains(view.id)) {
                differences.append("\(view.id): incremental hidden \(mine.hidden), fresh hidden \(view.hidden)")
            }
        }
        for view in layout.views where freshLayout.view(view.id) == nil {
            differences.append("\(view.id) missing from the fresh layout")
        }
        return differences.isEmpty ? nil : differences.joined(separator: "; ")
    }

    /// Runs one seed; returns nil if every pass matched its fresh build, else the report.
    static func run(seed: UInt64, steps: Int = 16, leavingOut: Set<Int> = []) -> (passes: Int, failure: String?) {
        FreshBuildFuzzing.play(
            seed: seed, steps: steps, from: start(seed: seed, leavingOut: leavingOut), map: \.map,
            step: { world, random in step(world, &random, leavingOut: leavingOut) }, discrepancy: discrepancy)
    }

    /// Seeds 1…48, and 82 and 357, which once found a discrepancy.
    static let seeds: [UInt64] = Array(1...48) + [82, 357]

    @Test(arguments: 0..<4)
    func containerPassesMatchAFreshBuild(quarter: Int) {
        for (position, seed) in Self.seeds.enumerated() where position % 4 == quarter {
            let (_, failure) = Self.run(seed: seed)
            if let failure { Issue.record(Comment(rawValue: failure)) }
        }
    }
}
