import Foundation
import Testing

@testable import NavigationLayout

/// The published frames (views and guides) that are not made of finite numbers.
@MainActor
private func nonFiniteFrames(in layout: ResolvedLayout) -> [String] {
    layout.views.filter { !$0.frame.isFinite }.map { "\($0.id) \($0.frame)" }
        + layout.guides.filter { !$0.frame.isFinite }.map { "\($0.id) \($0.frame)" }
}

/// Adds a view to `parent` for each index, named `prefix` and the index, at the parent's
/// top-left corner, `height` high and `multiplier` times as wide as the view before it (`first`
/// for the first one); returns the last.
@MainActor
private func addWidthChain(
    _ prefix: String, _ indices: ClosedRange<Int>, after first: UIView, in parent: UIView, multiplier: CGFloat,
    height: CGFloat = 10
) -> UIView {
    var previous = first
    for index in indices {
        let view = addView("\(prefix)\(index)", to: parent)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: parent.leftAnchor),
            view.topAnchor.constraint(equalTo: parent.topAnchor),
            view.heightAnchor.constraint(equalToConstant: height),
            view.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: multiplier),
        ])
        previous = view
    }
    return previous
}

/// A view whose `updateConstraints()` asks for another update every time and lays its map out.
private final class InsistentUpdater: UIView {
    override func updateConstraints() {
        setNeedsUpdateConstraints()
        layoutIfNeeded()
    }
}

/// A view whose intrinsic size getter invalidates the intrinsic size each time it is read.
private final class SelfInvalidatingView: UIView {
    override var intrinsicContentSize: CGSize {
        invalidateIntrinsicContentSize()
        return CGSize(width: 40, height: 20)
    }
}

/// A "pulse" written as a chain of zero-length animations: each completion starts the next one.
@MainActor
private final class ZeroLengthPulse {
    private(set) var completions = 0
    private let map: GMSMapView
    private let top: NSLayoutConstraint

    init(map: GMSMapView, top: NSLayoutConstraint) {
        (self.map, self.top) = (map, top)
    }

    func start() {
        UIView.animate(
            withDuration: 0,
            animations: {
                self.top.constant = self.top.constant == 700 ? 600 : 700
                self.map.layoutIfNeeded()
            },
            completion: { _ in
                self.completions += 1
                // Only to keep the test finite should the timer never return.
                if self.completions < 100_000 { self.start() }
            })
    }
}

/// Delegate code that misuses the API in ways a reviewer found to crash, hang or publish
/// infinities: the daemon runs plugins in its own process, so none of it may (SPEC §4: never
/// crash, never a NaN frame). Each case ends in a diagnostic or in a bounded amount of work.
@MainActor
@Suite(.serialized) struct MisbehavingDelegateTests {
    /// A multiplier beyond 10⁶ puts a coefficient below the solver's tolerance, which lost track
    /// of the constraint: deactivated, it still held; its view leaving the map trapped.
    @Test func aHugeMultiplierIsRefusedAndItsViewLeavesTheMapSafely() {
        let map = makeMap()
        let a = addView("a", to: map)
        pin(a, to: map, x: 0, y: 0, width: 10, height: 10)
        let b = addView("b", to: map)
        pin(b, to: map, x: 0, y: 20, width: 5, height: 5)
        let ratio = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1e9)
        ratio.isActive = true
        expectFrame(map.resolveLayout(), "b", CGRect(x: 0, y: 20, width: 5, height: 5))
        let refused = map.takeDiagnostics(code: "out-of-range-constraint")
        #expect(refused.count == 1 && refused.first?.viewIDs == ["a", "b"])
        #expect(refused.first?.message.contains("multiplier 1000000000") == true)
        b.removeFromSuperview()
        expectFrame(map.resolveLayout(), "a", CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aConstantBeyondABillionPointsIsRefused() {
        let map = makeMap()
        let a = addView("a", to: map)
        pin(a, to: map, x: 0, y: 0, width: 10, height: 10)
        let far = a.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 1e308)
        far.priority = .defaultHigh
        far.isActive = true
        expectFrame(map.resolveLayout(), "a", CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(map.takeDiagnostics(code: "out-of-range-constraint").count == 1)
        // Within range, it is installed again and holds.
        far.constant = 100
        _ = map.resolveLayout()
        #expect(map.takeDiagnostics(code: "unsatisfiable-constraints").isEmpty)
    }

    /// Multipliers in range can still multiply past the largest number: a frame that solves to
    /// infinity keeps its frame from before, with an error naming the view.
    @Test func framesThatOverflowKeepTheirLastFrameAndAreReported() {
        let map = makeMap()
        let first = addView("v0", to: map)
        pin(first, to: map, x: 0, y: 0, width: 10, height: 10)
        let third = addWidthChain("v", 1...3, after: first, in: map, multiplier: 1)
        expectFrame(map.resolveLayout(), "v3", CGRect(x: 0, y: 0, width: 10, height: 10))
        // Sixty views, each 10⁶ times as wide as the one before: 10 × 10³⁶⁰ is past any Double.
        _ = addWidthChain("v", 4...63, after: third, in: map, multiplier: 1e6)
        let layout = map.resolveLayout()
        #expect(nonFiniteFrames(in: layout).isEmpty)
        expectFrame(layout, "v3", CGRect(x: 0, y: 0, width: 10, height: 10))
        let reports = map.takeDiagnostics(code: "non-finite-frame")
        #expect(!reports.isEmpty && reports.allSatisfy { $0.severity == .error })
        #expect(reports.contains { $0.viewIDs == ["v63"] })
    }

    /// What the pass reports after every transition (the host's diagnostics) names the view that
    /// kept its frame, as long as it does.
    @Test func aKeptFrameIsInTheMapsDiagnostics() {
        let map = makeMap()
        let first = addView("v0", to: map)
        pin(first, to: map, x: 0, y: 0, width: 10, height: 10)
        _ = addWidthChain("v", 1...60, after: first, in: map, multiplier: 1e6)
        _ = map.resolveLayout()
        #expect(map.layoutDiagnostics().contains { $0.code == "non-finite-frame" && $0.viewIDs == ["v60"] })
    }

    /// A constant moved beyond range on an installed constraint is refused as at activation.
    @Test func aConstantChangedBeyondABillionPointsIsRefused() {
        let map = makeMap()
        let box = addView("box", to: map)
        let width = pin(box, to: map, x: 0, y: 0, width: 10, height: 10)[2]
        prioritized(box.widthAnchor.constraint(equalToConstant: 10), 500).isActive = true
        _ = map.resolveLayout()

        width.constant = 1e12
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(map.layoutDiagnostics().contains { $0.code == "out-of-range-constraint" })
        width.constant = 20
        expectFrame(map.resolveLayout(), "box", CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    /// `d.width` overflows to infinity and `f.left = d.right − d.width` is then NaN, which the
    /// debug check of the published layout trapped on.
    @Test func anOverflowThatEndsInNaNNeitherTrapsNorIsPublished() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let map = makeMap()
                let g = addView("g", to: map)
                pin(g, to: map, x: 0, y: 0, width: 1e9, height: 1)
                let widest = addWidthChain("d", 0...59, after: g, in: map, multiplier: 1e6, height: 1)
                let f = addView("f", to: map)
                NSLayoutConstraint.activate([
                    f.rightAnchor.constraint(equalTo: widest.rightAnchor),
                    f.widthAnchor.constraint(equalTo: widest.widthAnchor),
                    f.topAnchor.constraint(equalTo: map.topAnchor),
                    f.heightAnchor.constraint(equalToConstant: 1),
                ])
                if !nonFiniteFrames(in: map.resolveLayout()).isEmpty { exit(3) }
            }
        }
    }

    @Test func aFittingSizeIsFinite() {
        let container = UIView()
        let content = addView("content", to: container)
        NSLayoutConstraint.activate([
            content.leftAnchor.constraint(equalTo: container.leftAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 1e9),
        ])
        let widest = addWidthChain("w", 0...59, after: content, in: container, multiplier: 1e6)
        widest.rightAnchor.constraint(lessThanOrEqualTo: container.rightAnchor).isActive = true
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.width.isFinite && size.height.isFinite, "fitting size \(size)")
    }

    /// UIKit stops an `updateConstraints()` that always asks again ("more Update Constraints in
    /// Window passes than there are views"); here each nested pass called it again until the stack
    /// overflowed.
    @Test func anUpdateConstraintsThatAlwaysAsksAgainEnds() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let map = makeMap()
                let view = add(InsistentUpdater(), as: "insistent", to: map)
                pin(view, to: map, x: 0, y: 0, width: 10, height: 10)
                view.setNeedsUpdateConstraints()
                let layout = map.resolveLayout()
                if layout.view("insistent")?.frame != CGRect(x: 0, y: 0, width: 10, height: 10) { exit(3) }
            }
        }
    }

    /// UIKit reads an invalidated intrinsic size at the next pass; here the getter and the
    /// invalidation called each other until the stack overflowed.
    @Test func anIntrinsicSizeGetterThatInvalidatesIsReadOnce() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let map = makeMap()
                let view = add(SelfInvalidatingView(), as: "label", to: map)
                NSLayoutConstraint.activate([
                    view.leftAnchor.constraint(equalTo: map.leftAnchor),
                    view.topAnchor.constraint(equalTo: map.topAnchor),
                ])
                let layout = map.resolveLayout()
                if layout.view("label")?.frame != CGRect(x: 0, y: 0, width: 40, height: 20) { exit(3) }
            }
        }
    }

    /// A completion that starts another zero-length animation is a chain of actions each queued
    /// for its own moment: the probe's manual timer runs a hundred links per advance and returns
    /// (UIKit takes a run-loop turn per link), where it never returned.
    @Test func aChainOfZeroLengthAnimationsRunsAHundredLinksPerAdvance() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            let pulse = ZeroLengthPulse(map: map, top: top)
            pulse.start()
            timer.advance(by: 0.016)
            #expect(pulse.completions == ManualLayoutTimer.linksPerAdvance)
            timer.advance(by: 0)
            #expect(pulse.completions == 2 * ManualLayoutTimer.linksPerAdvance)
        }
    }

    /// Bounding chains keeps time order: an action queued for its own moment runs next, before
    /// actions due later in the stretch.
    @Test func anActionQueuedForNowDuringAnAdvanceRunsBeforeLaterOnes() {
        let timer = ManualLayoutTimer(start: 0)
        var log: [String] = []
        var ranAt: TimeInterval = -1
        timer.schedule(after: 1) {
            log.append("A")
            timer.schedule(after: 0) {
                log.append("B")
                ranAt = timer.now
            }
        }
        timer.schedule(after: 1.5) { log.append("C") }
        timer.advance(by: 2)
        #expect(log == ["A", "B", "C"])
        #expect(ranAt == 1)
    }

    /// Priorities one lower per gap (UIKit's) would reach 0 past 150 gaps of an equal-centering
    /// stack (past 999 views of a proportional one), and the SDK's own constraints were refused
    /// as the delegate's mistakes.
    @Test func aLongStackMakesNoInvalidPriorities() {
        let map = makeMap()
        let stack = add(UIStackView(), as: "stack", to: map)
        stack.distribution = .equalCentering
        pin(stack, to: map, x: 0, y: 0, width: 390, height: 100)
        stack.replaceArrangedSubviews(
            with: (0..<200).map { index in
                let view = UIView()
                view.accessibilityIdentifier = "item\(index)"
                view.externalContentSize = CGSize(width: 0.1, height: 1)
                return view
            })
        _ = map.resolveLayout()
        #expect(map.takeDiagnostics(code: "invalid-priority").isEmpty)
    }
}
