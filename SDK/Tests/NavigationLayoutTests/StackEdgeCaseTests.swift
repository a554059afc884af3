import Testing

@testable import NavigationLayout

/// A view that runs delegate code once, when it first moves to a superview.
private final class CallbackView: UIView {
    var onDidMove: (() -> Void)?

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let action = onDidMove {
            onDidMove = nil
            action()
        }
    }
}

/// A view that runs delegate code once when it is taken out of its superview
/// (`didMoveToSuperview()` with no superview), as iOS code that tidies up on removal does.
private final class TidiesUpOnRemovalView: UIView {
    var onRemoved: (() -> Void)?

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard superview == nil, let action = onRemoved else { return }
        onRemoved = nil
        action()
    }
}

/// A view named `id` whose content asks for `width` × `height`.
@MainActor
private func sized(_ id: String, _ width: CGFloat, _ height: CGFloat) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = id
    view.externalContentSize = CGSize(width: width, height: height)
    return view
}

/// A laid-out horizontal stack at (20, 20) in `map` of a, b and c, 40, 60 and 80 wide and 20
/// high; returns b.
@MainActor
private func makeRow(in map: GMSMapView) -> UIView {
    let a = sized("a", 40, 20), b = sized("b", 60, 20), c = sized("c", 80, 20)
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.accessibilityIdentifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
        stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
    ])
    _ = map.resolveLayout()
    return b
}

/// Stack views and delegate code that runs while they arrange: UIKit's animated collapse, and
/// lists changed from callbacks and intrinsic sizes.
@MainActor
@Suite(.serialized) struct StackEdgeCaseTests {
    /// UIKit's idiom: hiding an arranged view inside an animation block animates the collapse,
    /// without a layoutIfNeeded() in the block.
    @Test func hidingInsideAnimateAnimatesTheCollapse() {
        withManualTimer { _ in
            let map = makeMap()
            let b = makeRow(in: map)
            UIView.animate(withDuration: 0.3) { b.isHidden = true }
            let layout = map.resolveLayout()
            expectFrame(layout, "c", CGRect(x: 60, y: 20, width: 80, height: 20))
            // a 40 wide at 20: c moves from 20 + 40 + 60 = 120 to 60.
            #expect(layout.animations.contains { $0.viewID == "c" && $0.fromFrame.minX == 120 })
        }
    }

    /// As in UIKit, a view hidden in an animation block stays drawn while the stack collapses it,
    /// and is hidden once the animation has ended.
    @Test func aCollapsingViewIsPublishedShownUntilItsAnimationEnds() {
        withManualTimer { timer in
            let map = makeMap()
            let b = makeRow(in: map)
            UIView.animate(withDuration: 0.3) { b.isHidden = true }
            var layout = map.resolveLayout()
            // Collapsing: b shrinks to nothing, drawn all the while.
            #expect(layout.view("b")?.hidden == false)
            #expect(layout.animations.contains { $0.viewID == "b" && $0.toFrame.width == 0 })
            timer.advance(by: 0.3)
            layout = map.resolveLayout()
            #expect(layout.view("b")?.hidden == true)
            #expect(layout.view("a")?.hidden == false)
            // Shown again in a block: drawn at once, and it grows back.
            UIView.animate(withDuration: 0.3) { b.isHidden = false }
            layout = map.resolveLayout()
            #expect(layout.view("b")?.hidden == false)
            expectFrame(layout, "c", CGRect(x: 120, y: 20, width: 80, height: 20))
        }
    }

    /// Delegate code run while the hiding stack adds its first view drops the second from the
    /// list: the second must not end up an unarranged subview of the stack.
    @Test func aViewDroppedByDelegateCodeWhileTheHidingStackAddsIsNotAddedAfterAll() {
        let map = makeMap()
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        stack.accessibilityIdentifier = "stack"
        map.addSubview(stack)
        let first = CallbackView()
        first.accessibilityIdentifier = "first"
        let second = UIView()
        second.accessibilityIdentifier = "second"
        first.onDidMove = { stack.removeArrangedSubview(second) }
        stack.arrangedSubviews = [first, second]
        #expect(stack.arrangedSubviews == [first])
        #expect(second.superview == nil, "second is a stray subview of the stack")
    }

    /// Lists longer than a few views are kept by identity sets rather than searched once per view
    /// (an addition was quadratic, a stack of hundreds cubic): the same rules hold for them.
    @Test func aLongListKeepsEachViewOnceInOrderAndFollowsDelegateCode() {
        let map = makeMap()
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        map.addSubview(stack)
        let views = (0..<40).map { index in
            let view = index == 5 ? CallbackView() : UIView()
            view.accessibilityIdentifier = "item\(index)"
            return view
        }
        // The sixth view's callback drops the thirtieth while the stack adds it.
        (views[5] as? CallbackView)?.onDidMove = { stack.removeArrangedSubview(views[30]) }
        stack.arrangedSubviews = views + [views[3], views[7]]
        var expected = views
        expected.remove(at: 30)
        #expect(stack.arrangedSubviews.elementsEqual(expected, by: ===))
        #expect(views[30].superview == nil, "a dropped view is a stray subview of the stack")
        stack.arrangedSubviews = Array(expected.reversed())
        #expect(stack.arrangedSubviews.elementsEqual(expected.reversed(), by: ===))
        #expect(stack.subviews.count == 39)
    }

    /// A hiding stack in a map arranging `[tidy, kept] + count views`, laid out, then given
    /// `count views` alone: letting go of `tidy` takes it out of the stack, and its callback adds
    /// `kept` back to the stack (delegate code that keeps a view it still needs).
    private func replaceWhileACallbackKeepsAView(count: Int) -> (stack: GMSNavigationHidingStackView, kept: UIView) {
        let map = makeMap()
        let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        map.addSubview(stack)
        let tidy = TidiesUpOnRemovalView()
        let kept = UIView()
        kept.accessibilityIdentifier = "kept"
        let views = (0..<count).map { index -> UIView in
            let view = UIView()
            view.accessibilityIdentifier = "item\(index)"
            return view
        }
        stack.arrangedSubviews = [tidy, kept] + views
        _ = map.resolveLayout()
        tidy.onRemoved = { stack.addArrangedSubview(kept) }
        stack.arrangedSubviews = views
        return (stack, kept)
    }

    /// A view let go of runs delegate code (a hiding stack takes it out), which may add another
    /// dropped view back: the stack keeps it arranged, last, as UIKit's `addArrangedSubview` does,
    /// on short lists and on long ones (kept by identity sets, made again after such code).
    @Test func aViewAddedBackByALetGoCallbackStaysArrangedOnTheLongPath() {
        for count in [5, 30] {
            let (stack, kept) = replaceWhileACallbackKeepsAView(count: count)
            #expect(stack.arrangedSubviews.last === kept, "\(count) views: the view the delegate added is not arranged")
            #expect(kept.superview === stack, "\(count) views: the view the delegate added left the stack")
            #expect(
                stack.arrangedSubviews.count == count + 1, "\(count) views: \(stack.arrangedSubviews.count) arranged")
        }
    }

    /// Delegate code run while a proportional stack reads intrinsic sizes adds a view to it.
    @Test func aViewAddedWhileAProportionalStackMeasuresIsLaidOutInThatPass() {
        let map = makeMap()
        let a = DelegateSizedView()
        a.accessibilityIdentifier = "a"
        a.externalContentSize = CGSize(width: 40, height: 20)
        let b = sized("b", 60, 20)
        let late = sized("late", 100, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.accessibilityIdentifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: 400),
        ])
        _ = map.resolveLayout()
        a.onIntrinsicSize = { stack.addArrangedSubview(late) }
        // Re-arranged at the next pass, which measures the views again.
        stack.axis = .vertical
        stack.axis = .horizontal
        let layout = map.resolveLayout()
        // Intrinsic widths 40, 60 and 100 share 400: 80, 120 and 200.
        expectFrame(layout, "late", CGRect(x: 220, y: 20, width: 200, height: 20))
        expectFrame(layout, "a", CGRect(x: 20, y: 20, width: 80, height: 20))
        expectFrame(layout, "b", CGRect(x: 100, y: 20, width: 120, height: 20))
    }

    /// An animator hides b (collapse), a block shows it again, another hides it again (collapse
    /// until 10.8). Stopping the first animator at 10.4 must not end the second collapse: b stays
    /// drawn until that block's completion, as a view collapsed by a block does.
    @Test func stoppingOneCollapseDoesNotEndAnotherBlocksCollapseOfTheView() {
        withManualTimer { timer in
            let map = makeMap()
            let b = makeRow(in: map)
            let first = UIViewPropertyAnimator(duration: 1.0, curve: .linear) { b.isHidden = true }
            first.startAnimation()
            _ = map.resolveLayout()
            timer.advance(by: 0.2)
            UIView.animate(withDuration: 0.3) { b.isHidden = false }
            _ = map.resolveLayout()
            timer.advance(by: 0.1)
            UIView.animate(withDuration: 0.5) { b.isHidden = true }
            #expect(map.resolveLayout().view("b")?.hidden == false)
            timer.advance(by: 0.1)
            first.stopAnimation(true)
            timer.advance(by: 0)
            #expect(map.resolveLayout().view("b")?.hidden == false)
            timer.advance(by: 0.4)
            #expect(map.resolveLayout().view("b")?.hidden == true)
        }
    }

    /// A block collapses b over 1 s, a second block shows it again, and at 10.4 b is hidden outside
    /// any block: it is hidden at once, as in UIKit (the first block no longer keeps it drawn).
    @Test func hidingAgainWithoutAnimationAfterAShowHidesAtOnce() {
        withManualTimer { timer in
            let map = makeMap()
            let b = makeRow(in: map)
            UIView.animate(withDuration: 1.0) { b.isHidden = true }
            _ = map.resolveLayout()
            timer.advance(by: 0.1)
            UIView.animate(withDuration: 0.2) { b.isHidden = false }
            _ = map.resolveLayout()
            timer.advance(by: 0.3)
            b.isHidden = true
            let layout = map.resolveLayout()
            expectFrame(layout, "c", CGRect(x: 60, y: 20, width: 80, height: 20))
            #expect(layout.view("b")?.hidden == true)
        }
    }

    /// Shown and hidden again without animation inside the block that collapsed it, a view is
    /// hidden at once.
    @Test func aCollapseShownAndHiddenAgainWithoutAnimationInTheBlockHidesAtOnce() {
        withManualTimer { _ in
            let map = makeMap()
            let b = makeRow(in: map)
            UIView.animate(withDuration: 1.0) {
                b.isHidden = true
                UIView.performWithoutAnimation {
                    b.isHidden = false
                    b.isHidden = true
                }
            }
            let layout = map.resolveLayout()
            expectFrame(layout, "c", CGRect(x: 60, y: 20, width: 80, height: 20))
            #expect(layout.view("b")?.hidden == true)
        }
    }
}
