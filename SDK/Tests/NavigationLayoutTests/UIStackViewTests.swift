import Testing

@testable import NavigationLayout

/// UIKit's `UIStackView`: each distribution and alignment along both axes, spacing, margins,
/// hiding, removal, right to left, nesting and resizing, with frames worked out by hand.
///
/// Unless a test says otherwise the stack's leading and top edges are 20 from the map's, its
/// spacing is 5, and it arranges a, b and c, whose intrinsic sizes are written along × across the
/// axis: a 40 × 20, b 60 × 30, c 80 × 10 (so in a vertical stack a is 20 wide and 40 high). Every
/// expected frame is written along and across the axis too (``frame(_:along:length:across:thickness:)``),
/// so one piece of arithmetic checks both axes: "along 20 + 40 + 5 = 65" is x in a row and y in a
/// column. Views keep UIKit's default priorities: hugging 250, compression resistance 750.
@MainActor
@Suite struct UIStackViewTests {
    nonisolated static let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]

    private struct Fixture {
        let map: GMSMapView
        let stack: UIStackView
        let a: UIView
        let b: UIView
        let c: UIView
    }

    /// A view with an intrinsic size, written along × across the stack's axis.
    private func item(_ id: String, along: CGFloat, across: CGFloat, axis: NSLayoutConstraint.Axis) -> UIView {
        let view = UIView()
        view.accessibilityIdentifier = id
        view.externalContentSize =
            axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
        return view
    }

    /// Puts `stack`, placed by constraints and named `id`, in `map` with its leading and top edges
    /// 20 from the map's.
    private func place(_ stack: UIStackView, _ id: String, in map: GMSMapView) {
        stack.accessibilityIdentifier = id
        stack.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
        ])
    }

    /// The standard stack (see the suite), optionally `length` long and `thickness` thick.
    private func makeFixture(
        _ axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution = .fill,
        alignment: UIStackView.Alignment = .fill, sizes: [(CGFloat, CGFloat)] = [(40, 20), (60, 30), (80, 10)],
        length: CGFloat? = nil, thickness: CGFloat? = nil
    ) -> Fixture {
        let map = makeMap()
        let views = zip(["a", "b", "c"], sizes).map { item($0, along: $1.0, across: $1.1, axis: axis) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 5
        place(stack, "stack", in: map)
        let (lengthAnchor, thicknessAnchor) =
            axis == .horizontal ? (stack.widthAnchor, stack.heightAnchor) : (stack.heightAnchor, stack.widthAnchor)
        if let length { lengthAnchor.constraint(equalToConstant: length).isActive = true }
        if let thickness { thicknessAnchor.constraint(equalToConstant: thickness).isActive = true }
        return Fixture(map: map, stack: stack, a: views[0], b: views[1], c: views[2])
    }

    /// A frame written along the axis (`along`, `length`) and across it (`across`, `thickness`).
    private func frame(
        _ axis: NSLayoutConstraint.Axis, along: CGFloat, length: CGFloat, across: CGFloat, thickness: CGFloat
    ) -> CGRect {
        axis == .horizontal
            ? CGRect(x: along, y: across, width: length, height: thickness)
            : CGRect(x: across, y: along, width: thickness, height: length)
    }

    /// Expects a, b and c at these places along the axis, each `thickness` thick at `across` (or
    /// at its own place across the axis), and the stack from 20 along and across.
    private func expectRow(
        _ layout: ResolvedLayout, _ axis: NSLayoutConstraint.Axis, stack: (length: CGFloat, thickness: CGFloat),
        along: [(CGFloat, CGFloat)], across: [(CGFloat, CGFloat)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectFrame(
            layout, "stack", frame(axis, along: 20, length: stack.length, across: 20, thickness: stack.thickness),
            sourceLocation: sourceLocation)
        for (index, id) in ["a", "b", "c"].enumerated() {
            let (start, length) = along[index]
            let (crossStart, thickness) = across[index]
            expectFrame(
                layout, id, frame(axis, along: start, length: length, across: crossStart, thickness: thickness),
                sourceLocation: sourceLocation)
        }
    }

    // MARK: Distributions

    @Test(arguments: axes)
    func fillLaysTheViewsOutAtTheirIntrinsicLengthsAndTheStackHugsThem(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis)
        let layout = fixture.map.resolveLayout()
        // Along: a 20…60, b 60 + 5 = 65…125, c 125 + 5 = 130…210: the stack is 40 + 5 + 60 + 5 + 80 = 190.
        // Across (fill): each view as thick as the stack; compression resistance (750) keeps it at
        // least 30 (b), hugging (250) at most that: 30.
        expectRow(
            layout, axis, stack: (190, 30), along: [(20, 40), (65, 60), (130, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
        #expect(layout.view("stack")?.kind == "stack")
        #expect(fixture.map.takeDiagnostics() == [])
    }

    @Test(arguments: axes)
    func fillStretchesTheViewThatHugsLeast(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, length: 250)
        fixture.b.setContentHuggingPriority(UILayoutPriority(200), for: axis)
        let layout = fixture.map.resolveLayout()
        // 250 − 190 = 60 to spare goes to b (hugging 200 < 250): b 65…185 (120), c 190…270.
        expectRow(
            layout, axis, stack: (250, 30), along: [(20, 40), (65, 120), (190, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    @Test(arguments: axes)
    func fillShrinksTheViewThatResistsCompressionLeast(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, length: 160)
        fixture.a.setContentCompressionResistancePriority(UILayoutPriority(700), for: axis)
        let layout = fixture.map.resolveLayout()
        // 190 − 160 = 30 too long comes off a (700 < 750): a 40 − 30 = 10, b 20 + 10 + 5 = 35, c 35 + 65 = 100.
        expectRow(
            layout, axis, stack: (160, 30), along: [(20, 10), (35, 60), (100, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    @Test(arguments: axes)
    func fillEquallyMakesEveryViewAsLongAsTheLongest(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .fillEqually)
        let layout = fixture.map.resolveLayout()
        // Compression resistance (750) of c keeps the common length at least 80, hugging (250) at
        // most: a 20…100, b 105…185, c 190…270; the stack 3 × 80 + 2 × 5 = 250.
        expectRow(
            layout, axis, stack: (250, 30), along: [(20, 80), (105, 80), (190, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
        #expect(fixture.map.takeDiagnostics() == [])
    }

    @Test(arguments: axes)
    func fillEquallySharesTheStacksLength(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .fillEqually, length: 295)
        let layout = fixture.map.resolveLayout()
        // (295 − 2 × 5) / 3 = 95 each: a 20, b 20 + 95 + 5 = 120, c 120 + 100 = 220.
        expectRow(
            layout, axis, stack: (295, 30), along: [(20, 95), (120, 95), (220, 95)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    @Test(arguments: axes)
    func fillProportionallyKeepsIntrinsicLengthsWhenTheStackIsFree(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .fillProportionally, sizes: [(40, 20), (60, 30), (100, 10)])
        fixture.stack.spacing = 10
        let layout = fixture.map.resolveLayout()
        // Each view's share: its length ÷ (40 + 60 + 100 + 2 × 10 = 220) of the stack; a free stack
        // is 220, where every view keeps its intrinsic length: a 20, b 70, c 140.
        expectRow(
            layout, axis, stack: (220, 30), along: [(20, 40), (70, 60), (140, 100)],
            across: [(20, 30), (20, 30), (20, 30)])
        #expect(fixture.map.takeDiagnostics() == [])
    }

    @Test(arguments: axes)
    func fillProportionallyGivesEachViewItsShareAndTheLastTheRest(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(
            axis, distribution: .fillProportionally, sizes: [(40, 20), (60, 30), (100, 10)], length: 440)
        fixture.stack.spacing = 10
        let layout = fixture.map.resolveLayout()
        // Shares of 440: a 440 × 40/220 = 80 (at 999), b 440 × 60/220 = 120 (998), c 200 (997);
        // with the gaps that is 420, so the last share gives way, as in UIKit: c = 440 − 20 − 200
        // = 220. a 20…100, b 110…230, c 240…460.
        expectRow(
            layout, axis, stack: (440, 30), along: [(20, 80), (110, 120), (240, 220)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    @Test(arguments: axes)
    func fillProportionallyFollowsANewIntrinsicSize(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(
            axis, distribution: .fillProportionally, sizes: [(40, 20), (60, 30), (100, 10)], length: 400)
        fixture.stack.spacing = 0
        // Shares of 400 ÷ 200: a 80, b 120, c 200.
        expectFrame(fixture.map.resolveLayout(), "a", frame(axis, along: 20, length: 80, across: 20, thickness: 30))
        fixture.a.externalContentSize =
            axis == .horizontal ? CGSize(width: 140, height: 20) : CGSize(width: 20, height: 140)
        let layout = fixture.map.resolveLayout()
        // 140 + 60 + 100 = 300: a 400 × 140/300 = 186.67, b 80, c 133.33.
        let a = 400 * 140 / CGFloat(300)
        let c = 400 * 100 / CGFloat(300)
        expectRow(
            layout, axis, stack: (400, 30), along: [(20, a), (20 + a, 80), (100 + a, c)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    @Test(arguments: axes)
    func equalSpacingSharesTheSpaceLeftBetweenTheViews(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .equalSpacing, length: 250)
        let layout = fixture.map.resolveLayout()
        // 250 − 180 = 70 left: two gaps of 35 (≥ 5): a 20…60, b 95…155, c 190…270.
        expectRow(
            layout, axis, stack: (250, 30), along: [(20, 40), (95, 60), (190, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
        #expect(fixture.map.takeDiagnostics() == [])
    }

    /// Pulls the stack toward `size` along or across the axis, at a priority below UIKit's own
    /// hugging of a stack (49 along, 51 across), which therefore wins.
    private func pull(_ fixture: Fixture, along: CGFloat? = nil, across: CGFloat? = nil, priority: Float) {
        let stack = fixture.stack
        let (lengthAnchor, thicknessAnchor) =
            stack.axis == .horizontal
            ? (stack.widthAnchor, stack.heightAnchor) : (stack.heightAnchor, stack.widthAnchor)
        if let along { prioritized(lengthAnchor.constraint(equalToConstant: along), .init(priority)).isActive = true }
        if let across {
            prioritized(thicknessAnchor.constraint(equalToConstant: across), .init(priority)).isActive = true
        }
    }

    @Test(arguments: axes)
    func equalSpacingHugsTheViewsWhenTheStackIsFree(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .equalSpacing)
        pull(fixture, along: 400, priority: 48)
        let layout = fixture.map.resolveLayout()
        // The stack as short as its least spacing allows (at 49, above the pull to 400 at 48): 190,
        // gaps of 5.
        expectRow(
            layout, axis, stack: (190, 30), along: [(20, 40), (65, 60), (130, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    @Test(arguments: axes)
    func equalCenteringSpacesTheCentresEvenly(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .equalCentering, length: 250)
        let layout = fixture.map.resolveLayout()
        // a's centre 20 + 20 = 40, c's 270 − 40 = 230; b's halfway, 135: b 105…165 (gaps 45 and 25 ≥ 5).
        expectRow(
            layout, axis, stack: (250, 30), along: [(20, 40), (105, 60), (190, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
        #expect(fixture.map.takeDiagnostics() == [])
    }

    @Test(arguments: axes)
    func equalCenteringKeepsTheLeastSpacingBeforeEvenCentres(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .equalCentering, length: 200)
        let layout = fixture.map.resolveLayout()
        // c 140…220 (centre 180); even centres would put b's at 110, b 80…140, touching c. The gap
        // of at least 5 is required, even centres are not (149): b ends at 135, b 75…135.
        expectRow(
            layout, axis, stack: (200, 30), along: [(20, 40), (75, 60), (140, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    @Test(arguments: axes)
    func equalCenteringHugsTheViewsWhenTheStackIsFree(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .equalCentering)
        pull(fixture, along: 400, priority: 48)
        let layout = fixture.map.resolveLayout()
        // Centres d apart: a's at 40, b 10 + d…70 + d, c from 2d. Gaps of 5: 10 + d ≥ 65 and
        // 2d ≥ 75 + d, so d = 75 (the stack as short as even centres allow): b 85…145, c 150…230,
        // the stack 210.
        expectRow(
            layout, axis, stack: (210, 30), along: [(20, 40), (85, 60), (150, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    // MARK: Alignments

    @Test(arguments: axes)
    func leadingAlignmentLinesTheViewsUpAndTheStackHugsTheThickest(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, alignment: .leading)
        let layout = fixture.map.resolveLayout()
        // Each view its intrinsic thickness at the leading (top) edge; the stack as thick as b, 30.
        expectRow(
            layout, axis, stack: (190, 30), along: [(20, 40), (65, 60), (130, 80)],
            across: [(20, 20), (20, 30), (20, 10)])
        #expect(fixture.map.takeDiagnostics() == [])
    }

    @Test(arguments: axes)
    func theStackHugsItsThickestViewUnlessConstrainedOtherwise(axis: NSLayoutConstraint.Axis) {
        let hugging = makeFixture(axis, alignment: .center)
        pull(hugging, across: 100, priority: 50)
        // The hug (51) beats a pull at the fitting-size level (50): 30 thick, centred on 35.
        expectRow(
            hugging.map.resolveLayout(), axis, stack: (190, 30), along: [(20, 40), (65, 60), (130, 80)],
            across: [(25, 20), (20, 30), (30, 10)])

        let pulled = makeFixture(axis, alignment: .center)
        pull(pulled, across: 100, priority: 52)
        // A pull above it wins: 100 thick, centred on 70.
        expectRow(
            pulled.map.resolveLayout(), axis, stack: (190, 100), along: [(20, 40), (65, 60), (130, 80)],
            across: [(60, 20), (55, 30), (65, 10)])
    }

    @Test(arguments: axes)
    func centerAlignmentCentresTheViewsAcrossTheStack(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, alignment: .center, thickness: 50)
        let layout = fixture.map.resolveLayout()
        // Centre 20 + 25 = 45: a 45 − 10 = 35, b 30, c 40.
        expectRow(
            layout, axis, stack: (190, 50), along: [(20, 40), (65, 60), (130, 80)],
            across: [(35, 20), (30, 30), (40, 10)])
    }

    @Test(arguments: axes)
    func trailingAlignmentLinesTheViewsUpAtTheTrailingEdge(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, alignment: .trailing)
        let layout = fixture.map.resolveLayout()
        // The stack hugs b (30): trailing (bottom) edge at 50; a 50 − 20 = 30, b 20, c 40.
        expectRow(
            layout, axis, stack: (190, 30), along: [(20, 40), (65, 60), (130, 80)],
            across: [(30, 20), (20, 30), (40, 10)])
    }

    @Test(arguments: axes)
    func baselineAlignmentsLineUpTopsOrBottomsInARowAndLeadingEdgesInAColumn(axis: NSLayoutConstraint.Axis) {
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let fixture = makeFixture(axis, alignment: alignment)
            let layout = fixture.map.resolveLayout()
            // A row: first baselines are tops here, at 20 (as .top); last baselines bottoms, at
            // 20 + 30 = 50 (as .bottom). A column: as .leading.
            let across: [(CGFloat, CGFloat)] =
                axis == .vertical
                ? [(20, 20), (20, 30), (20, 10)]
                : alignment == .firstBaseline ? [(20, 20), (20, 30), (20, 10)] : [(30, 20), (20, 30), (40, 10)]
            expectRow(layout, axis, stack: (190, 30), along: [(20, 40), (65, 60), (130, 80)], across: across)
        }
    }

    @Test func topAndBottomAreLeadingAndTrailingWithUIKitsRawValues() {
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        let alignments: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        #expect(alignments.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        let distributions: [UIStackView.Distribution] = [
            .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ]
        #expect(distributions.map(\.rawValue) == [0, 1, 2, 3, 4])
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
    }

    // MARK: Spacing and margins

    @Test(arguments: axes)
    func customSpacingReplacesTheSpacingAfterOneView(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis)
        let stack = fixture.stack
        stack.setCustomSpacing(20, after: fixture.a)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: fixture.b)
        #expect(stack.customSpacing(after: fixture.a) == 20)
        #expect(stack.customSpacing(after: fixture.c) == UIStackView.spacingUseDefault)
        var layout = fixture.map.resolveLayout()
        // a 20…60, b 60 + 20 = 80…140, c 140 + 8 (the system spacing) = 148…228: the stack 208.
        expectRow(
            layout, axis, stack: (208, 30), along: [(20, 40), (80, 60), (148, 80)],
            across: [(20, 30), (20, 30), (20, 30)])

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: fixture.a)
        stack.spacing = UIStackView.spacingUseSystem
        #expect(stack.customSpacing(after: fixture.a) == UIStackView.spacingUseDefault)
        layout = fixture.map.resolveLayout()
        // 8 after a and after b: b 68, c 136; the stack 40 + 8 + 60 + 8 + 80 = 196.
        expectRow(
            layout, axis, stack: (196, 30), along: [(20, 40), (68, 60), (136, 80)],
            across: [(20, 30), (20, 30), (20, 30)])

        // A view that is not arranged takes no custom spacing.
        let outsider = UIView()
        stack.setCustomSpacing(50, after: outsider)
        #expect(stack.customSpacing(after: outsider) == UIStackView.spacingUseDefault)
    }

    @Test(arguments: axes)
    func marginsRelativeArrangementArrangesWithinTheMargins(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis)
        let stack = fixture.stack
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 8, trailing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        let layout = fixture.map.resolveLayout()
        // Along a row the margins are leading 6 and trailing 10, along a column top 4 and bottom 8;
        // across, the other two.
        let (before, after, above, below): (CGFloat, CGFloat, CGFloat, CGFloat) =
            axis == .horizontal ? (6, 10, 4, 8) : (4, 8, 6, 10)
        // The views start 20 + before along and 20 + above across; the stack is 190 + before + after
        // long and 30 + above + below thick.
        expectFrame(
            layout, "stack",
            frame(axis, along: 20, length: 190 + before + after, across: 20, thickness: 30 + above + below))
        let starts: [CGFloat] = [20, 65, 130]
        for (index, (id, length)) in [("a", CGFloat(40)), ("b", 60), ("c", 80)].enumerated() {
            expectFrame(
                layout, id,
                frame(axis, along: starts[index] + before, length: length, across: 20 + above, thickness: 30))
        }
        #expect(fixture.map.takeDiagnostics() == [])
    }

    // MARK: Hiding

    @Test(arguments: axes)
    func aHiddenViewCollapsesWithItsSpacingAndComesBackWhenShown(axis: NSLayoutConstraint.Axis) {
        // b is the thinnest here, so that the stack's thickness (30, a's) does not depend on it.
        let fixture = makeFixture(axis, sizes: [(40, 30), (60, 20), (80, 10)])
        let shown = fixture.map.resolveLayout()
        expectRow(
            shown, axis, stack: (190, 30), along: [(20, 40), (65, 60), (130, 80)],
            across: [(20, 30), (20, 30), (20, 30)])

        fixture.b.isHidden = true
        var layout = fixture.map.resolveLayout()
        // b is 0 long, in the middle of the one gap left: a 20…60, b at 60 + 2.5, c 60 + 5 = 65…145.
        expectRow(
            layout, axis, stack: (125, 30), along: [(20, 40), (62.5, 0), (65, 80)],
            across: [(20, 30), (20, 30), (20, 30)])
        #expect(layout.view("b")?.hidden == true)
        #expect(fixture.map.takeDiagnostics() == [])

        fixture.b.isHidden = false
        layout = fixture.map.resolveLayout()
        #expect(layout == shown)
    }

    @Test(arguments: axes)
    func hiddenViewsAtTheEndsCollapseAtTheStacksEdges(axis: NSLayoutConstraint.Axis) {
        let fixture = makeFixture(axis, distribution: .equalSpacing, length: 250)
        fixture.a.isHidden = true
        fixture.c.isHidden = true
        let layout = fixture.map.resolveLayout()
        // b alone fills nothing but its length: it is pinned to both edges (the canvas), with a
        // and c collapsed there. b 20…270 is stretched: hugging (250) yields to the required edges.
        expectRow(
            layout, axis, stack: (250, 30), along: [(20, 0), (20, 250), (270, 0)],
            across: [(20, 30), (20, 30), (20, 30)])
    }

    @Test func aStackWhoseViewsAreAllHiddenCollapses() {
        let fixture = makeFixture(.vertical, alignment: .leading)
        for view in [fixture.a, fixture.b, fixture.c] { view.isHidden = true }
        let layout = fixture.map.resolveLayout()
        // Every view 0 high with no spacing; across, no shown view to hug: 0 wide.
        expectFrame(layout, "stack", CGRect(x: 20, y: 20, width: 0, height: 0))
        #expect(layout.view("a")?.hidden == true)
    }

    @Test func hidingAnArrangedViewIsNoMisuse() {
        let fixture = makeFixture(.horizontal)
        _ = fixture.map.resolveLayout()
        fixture.b.isHidden = true
        _ = fixture.map.resolveLayout()
        #expect(!fixture.b.delegateSetHiddenOnManagedView)
        #expect(fixture.map.takeDiagnostics(code: "hidden-in-hiding-stack").isEmpty)
    }

    // MARK: The arranged list

    @Test func arrangedViewsBecomeSubviewsPlacedByConstraints() {
        let stack = UIStackView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        stack.addSubview(c)
        stack.addArrangedSubview(a)
        stack.insertArrangedSubview(b, at: 0)
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [b, c, a])
        // c was a subview already: its place among the subviews is kept.
        #expect(stack.subviews == [c, a, b])
        #expect(![a, b, c].contains { $0.translatesAutoresizingMaskIntoConstraints })
        // Added again: moved to the end of the list, not listed twice.
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        #expect(UIStackView(arrangedSubviews: [a, b, a]).arrangedSubviews == [a, b])
    }

    @Test func removeArrangedSubviewKeepsTheViewAsASubview() {
        let fixture = makeFixture(.horizontal)
        fixture.stack.setCustomSpacing(20, after: fixture.b)
        _ = fixture.map.resolveLayout()
        fixture.stack.removeArrangedSubview(fixture.b)
        #expect(fixture.stack.arrangedSubviews == [fixture.a, fixture.c])
        #expect(fixture.b.superview === fixture.stack)
        #expect(fixture.stack.customSpacing(after: fixture.b) == UIStackView.spacingUseDefault)
        // The delegate places b now.
        pin(fixture.b, to: fixture.stack, x: 0, y: 40, width: 60, height: 30)
        let layout = fixture.map.resolveLayout()
        // a 20…60, c 65…145: the stack 125 long and 20 thick (a, now the thickest arranged view);
        // b where the delegate put it.
        expectFrame(layout, "stack", CGRect(x: 20, y: 20, width: 125, height: 20))
        expectFrame(layout, "c", CGRect(x: 65, y: 20, width: 80, height: 20))
        expectFrame(layout, "b", CGRect(x: 20, y: 60, width: 60, height: 30))
        // No longer arranged: hiding it changes nothing.
        fixture.b.isHidden = true
        expectFrame(fixture.map.resolveLayout(), "c", CGRect(x: 65, y: 20, width: 80, height: 20))
    }

    @Test func removeFromSuperviewTakesTheViewOutOfTheList() {
        let fixture = makeFixture(.horizontal)
        _ = fixture.map.resolveLayout()
        fixture.b.removeFromSuperview()
        #expect(fixture.stack.arrangedSubviews == [fixture.a, fixture.c])
        #expect(fixture.b.managingStack == nil)
        let layout = fixture.map.resolveLayout()
        #expect(layout.view("b") == nil)
        // a 20…60, c 65…145, 20 thick (a).
        expectFrame(layout, "c", CGRect(x: 65, y: 20, width: 80, height: 20))

        // Moved to another view: out of the list as well.
        let other = addView("other", to: fixture.map)
        other.addSubview(fixture.c)
        #expect(fixture.stack.arrangedSubviews == [fixture.a])
        expectFrame(fixture.map.resolveLayout(), "stack", CGRect(x: 20, y: 20, width: 40, height: 20))
    }

    @Test func anEmptyStackIsZeroByZero() {
        let map = makeMap()
        place(UIStackView(), "stack", in: map)
        expectFrame(map.resolveLayout(), "stack", CGRect(x: 20, y: 20, width: 0, height: 0))
        #expect(map.takeDiagnostics() == [])
    }

    // MARK: Direction, nesting, passes

    @Test func aRowRunsFromTheRightInARightToLeftMap() {
        let fixture = makeFixture(.horizontal)
        fixture.map.layoutDirection = .rightToLeft
        let layout = fixture.map.resolveLayout()
        // The stack's leading edge 20 from the map's right: 370, x = 370 − 190 = 180. a first, at
        // the right: 330…370; b 330 − 5 − 60 = 265; c 265 − 5 − 80 = 180.
        expectFrame(layout, "stack", CGRect(x: 180, y: 20, width: 190, height: 30))
        expectFrame(layout, "a", CGRect(x: 330, y: 20, width: 40, height: 30))
        expectFrame(layout, "b", CGRect(x: 265, y: 20, width: 60, height: 30))
        expectFrame(layout, "c", CGRect(x: 180, y: 20, width: 80, height: 30))
    }

    @Test func aColumnsLeadingAlignmentFollowsARightToLeftMap() {
        let fixture = makeFixture(.vertical, alignment: .leading)
        fixture.map.layoutDirection = .rightToLeft
        let layout = fixture.map.resolveLayout()
        // The stack, 30 wide (b), from 370 − 30 = 340; each view at its right edge, 370.
        expectFrame(layout, "stack", CGRect(x: 340, y: 20, width: 30, height: 190))
        expectFrame(layout, "a", CGRect(x: 350, y: 20, width: 20, height: 40))
        expectFrame(layout, "b", CGRect(x: 340, y: 65, width: 30, height: 60))
        expectFrame(layout, "c", CGRect(x: 360, y: 130, width: 10, height: 80))
    }

    @Test func aStackInsideAStack() {
        let map = makeMap()
        let a = item("a", along: 40, across: 20, axis: .horizontal)
        let b = item("b", along: 60, across: 30, axis: .horizontal)
        let c = item("c", along: 80, across: 10, axis: .horizontal)
        let row = UIStackView(arrangedSubviews: [a, b])
        row.accessibilityIdentifier = "row"
        row.spacing = 5
        let column = UIStackView(arrangedSubviews: [row, c])
        column.axis = .vertical
        column.spacing = 10
        place(column, "column", in: map)
        let layout = map.resolveLayout()
        // The row needs 40 + 5 + 60 = 105 (compression resistance, 750); the column fills its width
        // with the row and c, so c stretches from 80 to 105 (its hugging is only 250). The row is
        // 30 high (b), c 10: the column 30 + 10 + 10 = 50.
        expectFrame(layout, "column", CGRect(x: 20, y: 20, width: 105, height: 50))
        expectFrame(layout, "row", CGRect(x: 20, y: 20, width: 105, height: 30))
        expectFrame(layout, "a", CGRect(x: 20, y: 20, width: 40, height: 30))
        expectFrame(layout, "b", CGRect(x: 65, y: 20, width: 60, height: 30))
        expectFrame(layout, "c", CGRect(x: 20, y: 60, width: 105, height: 10))
        #expect(map.takeDiagnostics() == [])

        // Hiding the inner stack collapses it in the column: c moves up to 20. A hidden view keeps
        // its place across the axis, as in UIKit: the row, still 105 wide, keeps the column so.
        row.isHidden = true
        let hidden = map.resolveLayout()
        expectFrame(hidden, "c", CGRect(x: 20, y: 20, width: 105, height: 10))
        expectFrame(hidden, "column", CGRect(x: 20, y: 20, width: 105, height: 10))
        #expect(hidden.view("a")?.hidden == true)
    }

    @Test func aResizedMapSolvesTheArrangementAgain() {
        let map = makeMap()
        let views = ["a", "b", "c"].map { item($0, along: 40, across: 20, axis: .horizontal) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        place(stack, "stack", in: map)
        stack.trailingAnchor.constraint(equalTo: map.trailingAnchor, constant: -20).isActive = true
        var layout = map.resolveLayout()
        // 390 − 40 = 350 wide: (350 − 20) / 3 = 110 each, at 20, 140 and 260.
        expectFrame(layout, "b", CGRect(x: 140, y: 20, width: 110, height: 20))
        expectFrame(layout, "c", CGRect(x: 260, y: 20, width: 110, height: 20))
        let arrangement = stack.arrangement.constraints
        #expect(!arrangement.isEmpty)

        map.resize(width: 480, height: 844)
        layout = map.resolveLayout()
        // 440 wide: (440 − 20) / 3 = 140 each, at 20, 170 and 320; the arrangement is not made again.
        expectFrame(layout, "b", CGRect(x: 170, y: 20, width: 140, height: 20))
        expectFrame(layout, "c", CGRect(x: 320, y: 20, width: 140, height: 20))
        let kept = stack.arrangement.constraints.elementsEqual(arrangement, by: ===)
        #expect(kept)
    }

    @Test func changesAreArrangedOnceAtTheNextPass() {
        let fixture = makeFixture(.horizontal)
        let stack = fixture.stack
        // Not in a map yet: nothing is made.
        let loose = UIStackView(arrangedSubviews: [UIView()])
        loose.spacing = 3
        #expect(loose.arrangement.constraints.isEmpty)

        _ = fixture.map.resolveLayout()
        let first = stack.arrangement.constraints
        stack.spacing = 1
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.axis = .horizontal
        stack.spacing = 10
        // Nothing made until the pass.
        let unchanged = stack.arrangement.constraints.elementsEqual(first, by: ===)
        #expect(unchanged)
        let layout = fixture.map.resolveLayout()
        // Fill equally, spacing 10: 80 each (c's compression resistance), at 20, 110 and 200.
        expectFrame(layout, "b", CGRect(x: 110, y: 20, width: 80, height: 30))
        expectFrame(layout, "c", CGRect(x: 200, y: 20, width: 80, height: 30))
        #expect(!stack.arrangement.constraints.contains { constraint in first.contains { $0 === constraint } })
    }
}
