import LayoutSolver
import Testing

@testable import NavigationLayout

/// Random sequences of what delegates do — activate and deactivate, change constants (NaN
/// included) and priorities, move views between parents and in and out of the map, resize, flip
/// the direction, lay out, take the diagnostics — checked after every pass against what the engine
/// promises: every active constraint whose items share the map is in the solver, broken or
/// refused, nothing else is; the solver holds exactly the engine's constraints; every required
/// constraint in the solver holds in the published frames; no frame is NaN.
@MainActor
@Suite struct EngineConsistencyTests {
    /// SplitMix64: the same sequence for a seed on every machine.
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
    }

    /// A map, six views (the first with a layout guide) and a pool of constraints among them.
    struct World {
        let map: GMSMapView
        let views: [UIView]
        let guide: UILayoutGuide
        let pool: [NSLayoutConstraint]
    }

    static let priorities: [UILayoutPriority] = [.required, .defaultHigh, UILayoutPriority(500), .defaultLow]

    static func makeWorld(_ random: inout Random) -> World {
        let map = makeMap()
        let views = (0..<6).map { index in
            addView("v\(index)", to: index < 4 || index == 5 ? map : map.subviews[random.below(map.subviews.count)])
        }
        let guide = UILayoutGuide()
        views[0].addLayoutGuide(guide)
        let items: [any LayoutItemAnchors] = [map, guide] + views
        var pool: [NSLayoutConstraint] = []
        for _ in 0..<36 {
            let first = random.pick(items)
            let second = random.pick(items)
            let constant = CGFloat(random.below(101) - 50)
            let constraint: NSLayoutConstraint
            switch random.below(3) {
            case 0:
                let anchors: (any LayoutItemAnchors) -> [NSLayoutXAxisAnchor] = { item in
                    [item.leftAnchor, item.rightAnchor] + Self.directionalAnchors(of: item)
                }
                constraint = Self.relate(random.pick(anchors(first)), random.pick(anchors(second)), constant, &random)
            case 1:
                let anchors: (any LayoutItemAnchors) -> [NSLayoutYAxisAnchor] = { [$0.topAnchor, $0.bottomAnchor] }
                constraint = Self.relate(random.pick(anchors(first)), random.pick(anchors(second)), constant, &random)
            default:
                let dimension = Self.dimensions(of: first)[random.below(2)]
                constraint =
                    random.below(2) == 0
                    ? dimension.constraint(equalToConstant: abs(constant) * 2)
                    : dimension.constraint(
                        equalTo: Self.dimensions(of: second)[random.below(2)], multiplier: random.pick([0.5, 1, 2]),
                        constant: constant)
            }
            constraint.priority = random.pick(priorities)
            pool.append(constraint)
        }
        return World(map: map, views: views, guide: guide, pool: pool)
    }

    static func directionalAnchors(of item: any LayoutItemAnchors) -> [NSLayoutXAxisAnchor] {
        if let view = item as? UIView { return [view.leadingAnchor, view.trailingAnchor, view.centerXAnchor] }
        if let guide = item as? UILayoutGuide { return [guide.leadingAnchor, guide.trailingAnchor] }
        return []
    }

    static func dimensions(of item: any LayoutItemAnchors) -> [NSLayoutDimension] {
        if let view = item as? UIView { return [view.widthAnchor, view.heightAnchor] }
        if let guide = item as? UILayoutGuide { return [guide.widthAnchor, guide.heightAnchor] }
        return []
    }

    static func relate<T>(
        _ first: NSLayoutAnchor<T>, _ second: NSLayoutAnchor<T>, _ constant: CGFloat, _ random: inout Random
    ) -> NSLayoutConstraint {
        switch random.below(3) {
        case 0: first.constraint(equalTo: second, constant: constant)
        case 1: first.constraint(lessThanOrEqualTo: second, constant: constant)
        default: first.constraint(greaterThanOrEqualTo: second, constant: constant)
        }
    }

    @Test(arguments: 1...40)
    func randomSequencesKeepTheEnginesPromises(seed: UInt64) {
        var random = Random(state: seed)
        let world = Self.makeWorld(&random)
        let map = world.map
        for step in 0..<300 {
            let constraint = random.pick(world.pool)
            switch random.below(10) {
            case 0, 1: constraint.isActive.toggle()
            case 2: constraint.constant = random.below(10) == 0 ? .nan : CGFloat(random.below(201) - 100)
            case 3: constraint.priority = random.pick(Self.priorities)
            case 4: Self.move(random.pick(world.views), in: world, &random)
            case 5: map.layoutDirection = map.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            case 6:
                map.setGeometry(
                    size: CGSize(width: random.pick([390, 844, 1024]), height: random.pick([390, 844, 768])),
                    safeAreaInsets: random.pick([.zero, phoneInsets]))
            case 7: _ = map.takeDiagnostics()
            default: Self.expectPromisesHold(world, context: "seed \(seed), step \(step)")
            }
        }
        Self.expectPromisesHold(world, context: "seed \(seed), end")
    }

    /// Removes a view, or moves it under the map or under another view that is not inside it.
    static func move(_ view: UIView, in world: World, _ random: inout Random) {
        let parents = [world.map] + world.views.filter { !$0.isDescendant(of: view) }
        switch random.below(3) {
        case 0: view.removeFromSuperview()
        default: random.pick(parents).addSubview(view)
        }
    }

    static func expectPromisesHold(_ world: World, context: String) {
        let map = world.map
        let layout = map.resolveLayout()
        _ = map.layoutDiagnostics()
        for view in layout.views {
            let frame = view.frame
            let finite = frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
            #expect(finite, "\(context): \(view.id) at \(frame)")
        }
        let engine = map.engine
        var inSolver = 0
        for constraint in engine.installed.all {
            if constraint.isInSolver { inSolver += 1 }
            #expect(
                engine.installed[constraint.solverConstraintID] === constraint && constraint.engine === engine,
                "\(context): \(constraint.summary) is not in its own slot")
        }
        // The map's position and size, and its components' sizes, are records with stand-ins.
        let records = engine.geometryRecordStandInsInSolver
        #expect(
            records.allSatisfy { $0.isSystemConstraint && !$0.isActive }, "\(context): a record's stand-in is active")
        #expect(
            inSolver + records.count == engine.solver.constraintCount, "\(context): the engine and its solver disagree")
        for (index, constraint) in world.pool.enumerated() {
            let name = "\(context): pool[\(index)] \(constraint.summary)"
            guard constraint.isActive else {
                #expect(constraint.engine == nil && !constraint.isInSolver, "\(name) is inactive but installed")
                continue
            }
            guard constraint.sharedMap === map else {
                #expect(constraint.engine == nil, "\(name) is installed without both items in the map")
                continue
            }
            if constraint.engine === engine {
                #expect(constraint.isInSolver != constraint.isBroken, "\(name): in the solver and broken, or neither")
            } else {
                #expect(
                    constraint.engine == nil && ConstraintRules.refusal(of: constraint) != nil,
                    "\(name) shares the map but is neither installed nor refused")
            }
            if constraint.isInSolver && constraint.priority == .required {
                #expect(holds(constraint, in: map), "\(name) is required and in the solver, but does not hold")
            }
        }
    }

    /// Whether the published frames satisfy `constraint`, evaluated as the solver holds it
    /// (mirrored for a directional constraint in a right-to-left map).
    static func holds(_ constraint: NSLayoutConstraint, in map: GMSMapView) -> Bool {
        let mirrored = constraint.isDirectional && map.layoutDirection == .rightToLeft
        func value(_ item: (any LayoutItem)?, _ attribute: LayoutAttribute?) -> Double {
            guard let item, let attribute else { return 0 }
            let frame = item.layoutState.frameInMap
            // The raw origin and size: CGRect's minX, width, … standardize a negative size, which
            // nothing here forbids a constraint to ask for.
            let (x, y) = (Double(frame.origin.x), Double(frame.origin.y))
            let (width, height) = (Double(frame.size.width), Double(frame.size.height))
            let plain: Double =
                switch attribute {
                case .left: x
                case .right: x + width
                case .leading: mirrored ? x + width : x
                case .trailing: mirrored ? x : x + width
                case .centerX: x + width / 2
                case .top: y
                case .bottom: y + height
                case .centerY: y + height / 2
                case .width: width
                case .height: height
                }
            return mirrored && attribute.isHorizontal && !attribute.isDimension ? -plain : plain
        }
        let expression =
            value(constraint.firstLayoutItem, constraint.firstLayoutAttribute)
            - Double(constraint.multiplier) * value(constraint.secondLayoutItem, constraint.secondLayoutAttribute)
            - Double(constraint.constant)
        let tolerance = 1e-3
        return switch constraint.relation {
        case .equal: abs(expression) <= tolerance
        case .lessThanOrEqual: expression <= tolerance
        case .greaterThanOrEqual: expression >= -tolerance
        }
    }
}

/// Views and guides: anything with the four edge anchors.
@MainActor
protocol LayoutItemAnchors {
    var leftAnchor: NSLayoutXAxisAnchor { get }
    var rightAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: LayoutItemAnchors {}
extension UILayoutGuide: LayoutItemAnchors {}
