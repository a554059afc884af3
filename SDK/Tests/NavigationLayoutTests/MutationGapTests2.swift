import Foundation
import Testing

@testable import NavigationLayout

// Tests written for the survivors of a second mutation-testing campaign (one-line changes to the
// SDK's engine, stack views, animators and view layout that the rest of the suite let through):
// each one passes on HEAD and fails on the mutant its comment describes. They use the public API as
// a delegate author would, plus the suite's shared fixtures (makeMap, addView, pin, expectFrame,
// withManualTimer); `@testable` only for those fixtures.

/// A container that, the first time it is laid out, widens its child by changing a constraint and
/// lays out at once to read the child's new width, as iOS code does inside `layoutSubviews()`.
private final class MeasuringContainer: UIView {
    var childWidth: NSLayoutConstraint?
    var child: UIView?
    var widthSeenAfterLayoutIfNeeded: CGFloat?

    override func layoutSubviews() {
        guard widthSeenAfterLayoutIfNeeded == nil, let childWidth, let child else { return }
        childWidth.constant = 200
        layoutIfNeeded()
        widthSeenAfterLayoutIfNeeded = child.frame.width
    }
}

/// Counts its `layoutSubviews()` calls.
private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

@MainActor
@Suite(.serialized) struct MutationGapTests2 {
    /// Fails on the mutant (Engine/LayoutEngine+Pass.swift, `layoutIfNeeded()`: `passDepth < 3`
    /// made `passDepth < 1`, so a pass asked for from inside a pass does nothing). In UIKit,
    /// `layoutIfNeeded()` called from `layoutSubviews()` after changing a constraint lays out at
    /// once, and the code reads the new frame on the next line. On the mutant it reads the old
    /// width (100), and a container that sizes itself from what it reads gets it wrong.
    @Test func layoutIfNeededInsideLayoutSubviewsLaysOutAtOnce() {
        let map = makeMap()
        let container = add(MeasuringContainer(), as: "container", to: map)
        pin(container, to: map, x: 0, y: 0, width: 300, height: 50)
        let child = addView("child", to: container)
        let constraints = pin(child, to: container, x: 0, y: 0, width: 100, height: 20)
        container.child = child
        container.childWidth = constraints[2]
        let layout = map.resolveLayout()
        // The nested pass solved the new constant (200) before layoutSubviews() read it.
        #expect(container.widthSeenAfterLayoutIfNeeded == 200)
        expectFrame(layout, "child", CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    /// Fails on the mutant (Engine/LayoutEngine+Pass.swift, `applyFrame(of:…)`: dropped
    /// `&& frame.size != old.size`, so a view whose constraints only move it is laid out again).
    /// UIKit calls a view's `layoutSubviews()` when its bounds change size, not when only its
    /// position changes: sliding a card 100 points down leaves its own layout alone. On the mutant
    /// every move of a card runs its `layoutSubviews()` (work, and side effects, per frame of a
    /// delegate's slide).
    @Test func aViewThatOnlyMovesIsNotLaidOutAgain() {
        let map = makeMap()
        let card = add(CountingView(), as: "card", to: map)
        let constraints = pin(card, to: map, x: 0, y: 100, width: 200, height: 80)
        let top = constraints[1]
        _ = map.resolveLayout()
        let before = card.layouts
        #expect(before >= 1)  // laid out once when it first got its size
        top.constant = 200
        let layout = map.resolveLayout()
        expectFrame(layout, "card", CGRect(x: 0, y: 200, width: 200, height: 80))
        #expect(card.layouts == before)
        // A change of size does lay it out again (the check itself works).
        constraints[2].constant = 250
        _ = map.resolveLayout()
        #expect(card.layouts == before + 1)
    }

    /// Fails on the mutant (Engine/LayoutEngine+Pass.swift, `keptFrame(of:…)`: returned `.zero`
    /// instead of the frame from before). SPEC §4 / MisbehavingDelegateTests: a view whose
    /// constraints overflow keeps its last frame. Here the last view of a chain of widths, each
    /// 10⁶ times the one before, was 0 wide and 10 high at (0, 20); widening the first view to 10
    /// makes it 10 × 10³⁶⁰ (past any Double): it stays at (0, 20, 0, 10). On the mutant it
    /// collapses to (0, 0, 0, 0), jumping to the map's corner and vanishing.
    @Test func aViewWhoseWidthOverflowsKeepsItsLastFrameNotZero() {
        let map = makeMap()
        let first = addView("w0", to: map)
        let firstWidth = pin(first, to: map, x: 0, y: 20, width: 0, height: 10)[2]
        var previous = first
        for index in 1...60 {
            let view = addView("w\(index)", to: map)
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: map.leftAnchor),
                view.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
                view.heightAnchor.constraint(equalToConstant: 10),
                view.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: 1e6),
            ])
            previous = view
        }
        // 0 × 10⁶ × … = 0: every view is 0 wide.
        expectFrame(map.resolveLayout(), "w60", CGRect(x: 0, y: 20, width: 0, height: 10))
        firstWidth.constant = 10
        let layout = map.resolveLayout()
        #expect(map.takeDiagnostics(code: "non-finite-frame").contains { $0.viewIDs == ["w60"] })
        expectFrame(layout, "w60", CGRect(x: 0, y: 20, width: 0, height: 10))
    }
    /// Fails on the mutant (Engine/LayoutEngine+Items.swift, `attach(_ guide:)`: dropped
    /// `viewsMayHaveGuides = true`). A panel that joined the map without guides, and asked for its
    /// `safeAreaLayoutGuide` only afterwards (the usual order: build, add, then constrain), must
    /// see its safe area follow the display: when the notch's 47-point inset arrives, the content
    /// pinned to the panel's safe area moves down to y = 47 and is 200 − 47 = 153 high. On the
    /// mutant the pass never looks at the guide again and the content stays under the notch.
    @Test func aSafeAreaGuideMadeAfterJoiningFollowsTheDisplay() {
        let map = makeMap()
        let panel = addView("panel", to: map)
        pin(panel, to: map, x: 0, y: 0, width: 390, height: 200)
        _ = map.resolveLayout()
        let content = addView("content", to: panel)
        pinEdges(of: content, to: panel.safeAreaLayoutGuide)
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 0, width: 390, height: 200))
        map.safeAreaInsets = phoneInsets  // top 47, bottom 34 (the panel ends at 200: no bottom inset)
        expectFrame(map.resolveLayout(), "content", CGRect(x: 0, y: 47, width: 390, height: 153))
    }

    /// Fails on the mutant (Engine/FittingSolve.swift, `size(fitting:…)`: an axis that does not
    /// solve to a finite length gets 0 instead of its target). A card whose width is tied to a
    /// chain of views, each 10⁶ times as wide as the one before (10 × 10³⁶⁰: past any Double), has
    /// no finite width; measured against a 300-point target it answers the target, 300 × 10, as the
    /// SDK documents, so that code sizing a cell from it still gets a usable frame. On the mutant
    /// the card measures 0 wide, and whatever is sized from it collapses.
    @Test func anAxisThatOverflowsMeasuresItsTargetNotZero() {
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.heightAnchor.constraint(equalToConstant: 10).isActive = true
        var previous: UIView?
        for _ in 0...60 {
            let link = UIView()
            link.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(link)
            if let previous {
                link.widthAnchor.constraint(equalTo: previous.widthAnchor, multiplier: 1e6).isActive = true
            } else {
                link.widthAnchor.constraint(equalToConstant: 10).isActive = true
            }
            previous = link
        }
        card.widthAnchor.constraint(equalTo: previous!.widthAnchor).isActive = true
        let size = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0))
        #expect(size == CGSize(width: 300, height: 10))
    }

    /// Fails on the mutant (Engine/LayoutEngine+ViewCallbacks.swift, `layoutSubviewsIfPending()`:
    /// dropped `safeAreaInsetsChanged = false`). UIKit calls `safeAreaInsetsDidChange()` when the
    /// insets change, once. A 100-point header at the top of a phone gets its 47-point top inset
    /// once; growing it to 120 points lays it out again (its size changed) but its insets are
    /// still (47, 0, 0, 0): no second call. On the mutant every later layout of the header calls
    /// `safeAreaInsetsDidChange()` again, and code that animates or re-measures there repeats.
    @Test func safeAreaInsetsDidChangeRunsOncePerChange() {
        final class InsetsWatcher: UIView {
            var insetChanges = 0
            var layouts = 0
            override func safeAreaInsetsDidChange() { insetChanges += 1 }
            override func layoutSubviews() { layouts += 1 }
        }
        let map = makeMap(insets: phoneInsets)
        let header = add(InsetsWatcher(), as: "header", to: map)
        let height = pin(header, to: map, x: 0, y: 0, width: 390, height: 100)[3]
        _ = map.resolveLayout()
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let changes = header.insetChanges
        let layouts = header.layouts
        #expect(changes == 1)
        height.constant = 120
        _ = map.resolveLayout()
        #expect(header.layouts == layouts + 1)  // laid out for its new size
        #expect(header.insetChanges == changes)  // the insets did not change
    }

    /// Fails on the mutant (Engine/AnimationContext.swift, `close()`: dropped the line that counts a
    /// nested block's animations as the outer block's). UIKit runs an animation block's completion
    /// when the animations started in it end, nested blocks included: an outer 0.3 s block whose
    /// only change is made by a nested block still completes at 0.3 s. On the mutant the outer
    /// block "animated nothing" and its completion runs at once, before the sheet has moved (a
    /// delegate that removes or re-shows the sheet there does it mid-slide).
    @Test func anOuterBlockWhoseNestedBlockAnimatesCompletesAtTheEnd() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            var completed = false
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    UIView.animate(withDuration: 0.3) {
                        top.constant = 500
                        map.layoutIfNeeded()
                    }
                },
                completion: { _ in completed = true })
            #expect(map.resolveLayout().animations.count == 1)
            timer.advance(by: 0.1)
            #expect(!completed)
            timer.advance(by: 0.25)
            #expect(completed)
        }
    }

    /// Fails on the mutant (Views/UIStackView.swift, `forFirstBaselineLayout`: the first arranged
    /// view, hidden or not). UIKit's vertical stack gives the first baseline of its first *shown*
    /// arranged view (the SDK documents the same): with its title hidden, a column's first
    /// baseline is its body's. On the mutant a delegate reading `forFirstBaselineLayout` (to line
    /// up a custom view) gets the hidden title.
    @Test func aColumnsFirstBaselineViewIsItsFirstShownView() {
        let title = UIView()
        let body = UIView()
        let column = UIStackView(arrangedSubviews: [title, body])
        column.axis = .vertical
        #expect(column.forFirstBaselineLayout === title)
        title.isHidden = true
        #expect(column.forFirstBaselineLayout === body)
    }

    /// Fails on the mutant (Views/UIStackView+Arrangement.swift, `alignAcrossTheAxis()`: dropped
    /// the `length == 0` at priority 25 on each view across the axis). UIKit's stack adds the same
    /// ambiguity-suppressing constraint (UISV-ambiguity-suppression, width == 0 at 25): an
    /// arranged view that nothing sizes across the axis is 0 thick, not anything the solver
    /// happens to leave. In a 300-wide column centred, a 40-high divider with no width is 0 wide
    /// at the column's centre, x = 150. On the mutant the width is left free.
    @Test func anArrangedViewNothingSizesAcrossTheAxisIsZeroThick() {
        let map = makeMap()
        let divider = UIView()
        divider.accessibilityIdentifier = "divider"
        divider.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let column = UIStackView(arrangedSubviews: [divider])
        column.axis = .vertical
        column.alignment = .center
        add(column, as: "column", to: map)
        NSLayoutConstraint.activate([
            column.leftAnchor.constraint(equalTo: map.leftAnchor),
            column.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            column.widthAnchor.constraint(equalToConstant: 300),
        ])
        let layout = map.resolveLayout()
        expectFrame(layout, "column", CGRect(x: 0, y: 100, width: 300, height: 40))
        expectFrame(layout, "divider", CGRect(x: 150, y: 100, width: 0, height: 40))
    }

    /// Fails on the mutant (Views/UIViewPropertyAnimator.swift, `addAnimations(_:delayFactor:)`:
    /// `from = max(now, begins)` made `from = now`). UIKit: animations added to an animator that
    /// is waiting out its start delay begin when the delay ends and run for the animator's
    /// duration. Started at t = 10 s with a 0.5 s delay and a 1 s duration, a sheet moved by
    /// animations added then is published starting at 10.5 s (10 500 000 µs) for 1 s. On the
    /// mutant it starts at once, 10 s, and runs 1.5 s: the renderer moves it during the delay.
    @Test func animationsAddedDuringTheStartDelayBeginWhenItEnds() {
        withManualTimer { timer in  // now = 10 s
            let (map, _, top) = makeSheet()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.startAnimation(afterDelay: 0.5)
            animator.addAnimations {
                top.constant = 500
                map.layoutIfNeeded()
            }
            let animations = map.resolveLayout().animations
            #expect(animations.count == 1)
            #expect(animations.first?.startMicroseconds == 10_500_000)
            #expect(animations.first?.duration == 1)
            timer.advance(by: 1.5)
        }
    }

    /// Fails on the mutant (Views/UIViewPropertyAnimator.swift, `addAnimations(_:delayFactor:)`:
    /// the delay factor no longer clamped to 1). UIKit's `delayFactor` is 0…1 of the time left: a
    /// factor of 2 starts the animations at the end, for 0 s. Started at t = 10 s for 1 s, they
    /// begin at 11 s and last 0. On the mutant they are published to start at 12 s with a
    /// duration of −1 s, which no renderer can play.
    @Test func aDelayFactorAboveOneStartsTheAnimationsAtTheEnd() {
        withManualTimer { timer in  // now = 10 s
            let (map, _, top) = makeSheet()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations(
                {
                    top.constant = 500
                    map.layoutIfNeeded()
                }, delayFactor: 2)
            animator.startAnimation()
            let layout = map.resolveLayout()
            #expect(layout.animations.allSatisfy { $0.duration >= 0 && $0.startMicroseconds <= 11_000_000 })
            // makeSheet: 390 × 100 at the left edge; its top moved to 500.
            expectFrame(layout, "sheet", CGRect(x: 0, y: 500, width: 390, height: 100))
            timer.advance(by: 1)
        }
    }

    /// Fails on the mutant (Views/UIViewPropertyAnimator.swift, `stopAnimation(_:)`: dropped
    /// `if withoutFinishing { completions = [] }`). UIKit: an animator stopped without finishing
    /// never calls the completions it had. Started again with new animations, it calls only those
    /// added since. On the mutant the stale completion (a delegate's "card is in, remove the
    /// placeholder") runs at the end of the second run too.
    @Test func completionsOfAnAnimatorStoppedWithoutFinishingNeverRun() {
        withManualTimer { timer in
            let (map, _, top) = makeSheet()
            var events: [String] = []
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                top.constant = 500
                map.layoutIfNeeded()
            }
            animator.addCompletion { _ in events.append("first") }
            animator.startAnimation()
            _ = map.resolveLayout()
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
            timer.advance(by: 0.5)
            #expect(events.isEmpty)
            animator.addAnimations {
                top.constant = 600
                map.layoutIfNeeded()
            }
            animator.addCompletion { _ in events.append("second") }
            animator.startAnimation()
            timer.advance(by: 0.5)
            #expect(events == ["second"])
        }
    }

    /// Fails on the mutant (Views/UIViewPropertyAnimator.swift, `end(at:)`: dropped
    /// `block.endCollapses()`). A stack view's arranged view hidden inside an animator's
    /// animations collapses animated and is published shown until the animations end (UIKit hides
    /// it then); once the animator has ended, it is published hidden. On the mutant it stays
    /// published shown for good: a renderer keeps drawing a collapsed, 0-wide chip.
    @Test func aViewCollapsedByAnAnimatorIsPublishedHiddenWhenItEnds() {
        withManualTimer { timer in
            let map = makeMap()
            let chip = UIView()
            chip.accessibilityIdentifier = "chip"
            chip.widthAnchor.constraint(equalToConstant: 60).isActive = true
            let other = UIView()
            other.accessibilityIdentifier = "other"
            other.widthAnchor.constraint(equalToConstant: 60).isActive = true
            let row = UIStackView(arrangedSubviews: [chip, other])
            add(row, as: "row", to: map)
            NSLayoutConstraint.activate([
                row.leftAnchor.constraint(equalTo: map.leftAnchor),
                row.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
                row.heightAnchor.constraint(equalToConstant: 30),
            ])
            #expect(map.resolveLayout().view("chip")?.hidden == false)
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { chip.isHidden = true }
            animator.startAnimation()
            // Collapsing: still drawn while it shrinks.
            #expect(map.resolveLayout().view("chip")?.hidden == false)
            timer.advance(by: 0.5)
            let layout = map.resolveLayout()
            #expect(layout.view("chip")?.hidden == true)
            expectFrame(layout, "other", CGRect(x: 0, y: 100, width: 60, height: 30))
        }
    }

    /// Fails on the mutant (Views/UIView+IntrinsicSize.swift, `contentSizeHolds(of:)`: only
    /// lengths above 0 held, `>= 0` made `> 0`). UIKit's "no intrinsic metric" is −1; an intrinsic
    /// width of 0 is a size like any other, hugged at 250. A spacer view whose intrinsic size is
    /// 0 × 20 stays 0 wide against a weaker (200) wish to be 100 wide. On the mutant the 0 is
    /// ignored and the spacer stretches to 100.
    @Test func anIntrinsicWidthOfZeroIsHuggedLikeAnyOther() {
        final class Spacer: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 20) }
        }
        let map = makeMap()
        let spacer = add(Spacer(), as: "spacer", to: map)
        NSLayoutConstraint.activate([
            spacer.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10),
            spacer.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
            prioritized(spacer.widthAnchor.constraint(equalToConstant: 100), UILayoutPriority(200)),
        ])
        expectFrame(map.resolveLayout(), "spacer", CGRect(x: 10, y: 10, width: 0, height: 20))
    }
}
