import Foundation
import Testing

@testable import NavigationLayout

/// A frame-placed view that counts its layoutSubviews() calls and logs the safe-area insets it
/// reads in updateConstraints().
private final class CountingView: UIView {
    var layouts = 0
    var insetsSeenInUpdate: [CGFloat] = []

    override func layoutSubviews() { layouts += 1 }

    override func updateConstraints() {
        insetsSeenInUpdate.append(safeAreaInsets.top)
        super.updateConstraints()
    }
}

/// Views that join or leave a map while animation blocks are open: a view joins where its frame
/// puts it in its superview and is laid out, inside a block or not; open blocks forget what leaves
/// the map, but not what a map nested in the leaving subtree keeps laying out.
///
/// Every test installs its own ``ManualLayoutTimer`` starting at 10 s (process-wide: `.serialized`).
@MainActor
@Suite(.serialized) struct JoiningDuringAnimationTests {
    /// A view made with init(frame:) and placed by its frame runs layoutSubviews() once it is
    /// added and laid out, whether or not that happens inside an animation block (UIKit lays out
    /// every new view once).
    @Test(arguments: [false, true])
    func aFramePlacedViewRunsLayoutSubviewsOnJoiningInsideABlockToo(inBlock: Bool) {
        withManualTimer { _ in
            let map = makeMap()
            let parent = addView("parent", to: map)
            pin(parent, to: map, x: 100, y: 200, width: 200, height: 200)
            _ = map.resolveLayout()
            let view = CountingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            view.accessibilityIdentifier = "framed"
            let addAndLayOut = {
                parent.addSubview(view)
                map.layoutIfNeeded()
            }
            if inBlock { UIView.animate(withDuration: 0.3, animations: addAndLayOut) } else { addAndLayOut() }
            let layout = map.resolveLayout()
            expectFrame(layout, "framed", CGRect(x: 110, y: 210, width: 50, height: 50))
            #expect(view.layouts == 1, "layoutSubviews() ran \(view.layouts) times (in a block: \(inBlock))")
        }
    }

    /// The safe-area insets a joining view reads in updateConstraints() do not depend on whether
    /// it joins inside an animation block. The view moves from map A, where it sat at the top
    /// (47 into the unsafe top), to a parent at y 100 in map B (same insets): UIKit measures the
    /// frame the view has, (0, 0) in that parent, which reaches 0 into the unsafe area.
    @Test(arguments: [false, true])
    func safeAreaInsetsReadOnJoiningDoNotDependOnTheBlock(inBlock: Bool) {
        withManualTimer { _ in
            let mapA = makeMap(insets: phoneInsets)
            let view = add(CountingView(), as: "watcher", to: mapA)
            let atTop = pin(view, to: mapA, x: 0, y: 0, width: 50, height: 50)
            _ = mapA.resolveLayout()
            let mapB = makeMap(insets: phoneInsets)
            let parent = addView("parent", to: mapB)
            pin(parent, to: mapB, x: 0, y: 100, width: 390, height: 200)
            _ = mapB.resolveLayout()
            NSLayoutConstraint.deactivate(atTop)
            view.insetsSeenInUpdate = []
            let move = {
                parent.addSubview(view)
                pin(view, to: parent, x: 0, y: 0, width: 50, height: 50)
                view.setNeedsUpdateConstraints()
                mapB.layoutIfNeeded()
            }
            if inBlock { UIView.animate(withDuration: 0.3, animations: move) } else { move() }
            #expect(view.insetsSeenInUpdate == [0], "read \(view.insetsSeenInUpdate) (in a block: \(inBlock))")
            expectFrame(mapB.resolveLayout(), "watcher", CGRect(x: 0, y: 100, width: 50, height: 50))
        }
    }

    /// A map inside a container of another map lays itself out and keeps its layout when the
    /// container leaves (ARCHITECTURE: "taking it out of its container does not detach it"). A
    /// block that slid a view of the inner map and then takes the container out of the outer map
    /// still publishes that slide in the inner map, as one that moves the container within the outer
    /// map does: nothing of the inner map left its map.
    @Test(arguments: [false, true])
    func aContainerLeavingOrMovingInTheOuterMapKeepsTheBlocksAnimationsOfAMapInsideIt(moves: Bool) {
        withManualTimer { _ in
            let outer = makeMap()
            let container = addView("container", to: outer)
            pin(container, to: outer, x: 0, y: 0, width: 390, height: 844)
            let other = addView("other", to: outer)
            pin(other, to: outer, x: 0, y: 0, width: 390, height: 844)
            let inner = makeMap()
            container.addSubview(inner)
            let (_, _, top) = makeSheet(in: inner)
            _ = outer.resolveLayout()
            UIView.animate(withDuration: 0.3) {
                top.constant = 600
                inner.layoutIfNeeded()
                if moves {
                    other.addSubview(container)
                    outer.layoutIfNeeded()
                } else {
                    container.removeFromSuperview()
                }
            }
            #expect(inner.hostingMap === inner)
            let layout = inner.resolveLayout()
            expectFrame(layout, "sheet", sheetFrame(y: 600))
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 700), to: sheetFrame(y: 600),
                start: 10_000_000, duration: 0.3)
        }
    }

    /// An inner block that takes out and puts back a view the outer block moved: both forget it,
    /// and the inner block's later layout animates it from where it came back, with its timing.
    @Test func aViewPutBackInANestedBlockAnimatesOnlyWithTheInnerBlock() {
        withManualTimer { _ in
            let (map, sheet, top) = makeSheet()
            UIView.animate(withDuration: 1.0) {
                top.constant = 600
                map.layoutIfNeeded()
                UIView.animate(withDuration: 0.3, delay: 0, options: .overrideInheritedDuration) {
                    sheet.removeFromSuperview()
                    map.addSubview(sheet)
                    pin(sheet, to: map, x: 0, y: 400, width: 390, height: 100)
                    map.layoutIfNeeded()
                }
            }
            let layout = map.resolveLayout()
            #expect(layout.animations.count == 1, "\(layout.animations)")
            expectAnimation(
                layout.animations.first, of: "sheet", from: sheetFrame(y: 600), to: sheetFrame(y: 400),
                start: 10_000_000, duration: 0.3)
        }
    }
}
