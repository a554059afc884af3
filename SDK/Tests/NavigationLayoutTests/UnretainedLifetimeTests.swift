import Testing

@testable import NavigationLayout

/// A view whose intrinsic size, read while its map's engine takes it in, removes another view
/// from the tree: delegate code running in the middle of the engine's loops.
private final class SiblingRemover: UIView {
    weak var victim: UIView?

    override var intrinsicContentSize: CGSize {
        victim?.removeFromSuperview()
        return CGSize(width: 40, height: 20)
    }
}

/// The engine's hot loops reach views without retaining them (Engine/Unretained.swift), relying on
/// a list that holds them. These tests take the last other reference away, from delegate code in
/// the middle of such a loop: the view is skipped, not published, and freed once the commit is
/// over. (Reading it after it was freed would not necessarily crash: the lists are kept to the end
/// of their scope with `withExtendedLifetime`, which Swift's lexical lifetimes also do today.)
@MainActor @Suite struct UnretainedLifetimeTests {
    /// Two subtrees join in one commit; the first one's intrinsic size takes the second out of the
    /// tree before the engine reaches it. The second is not laid out, nothing crashes, and it is
    /// freed once the commit is over.
    @Test func aJoiningViewThatDelegateCodeTakesOutAndFreesIsSkipped() {
        let map = makeMap()
        let remover = add(SiblingRemover(), as: "remover", to: map)
        weak var freed: UIView?
        do {
            let victim = addView("victim", to: map)
            NSLayoutConstraint.activate([
                victim.leftAnchor.constraint(equalTo: map.leftAnchor),
                victim.topAnchor.constraint(equalTo: map.topAnchor),
            ])
            remover.victim = victim
            freed = victim
        }
        NSLayoutConstraint.activate([
            remover.leftAnchor.constraint(equalTo: map.leftAnchor),
            remover.topAnchor.constraint(equalTo: map.topAnchor),
        ])

        let layout = map.resolveLayout()

        #expect(layout.view("remover")?.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(layout.view("victim") == nil, "a view taken out of the tree is not published")
        #expect(freed == nil, "the view is freed once nothing holds it")
    }

    /// A subtree whose leaf, read for its intrinsic size, takes its own superview's other child
    /// out: the engine walks the subtree it took in, which still holds that child.
    @Test func aSubtreeChildTakenOutByItsSiblingWhileJoiningIsSkipped() {
        let map = makeMap()
        let container = addView("container", to: map)
        let remover = add(SiblingRemover(), as: "remover", to: container)
        do {
            let victim = addView("victim", to: container)
            remover.victim = victim
        }
        NSLayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: map.leftAnchor),
            container.topAnchor.constraint(equalTo: map.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 50),
            remover.leftAnchor.constraint(equalTo: container.leftAnchor),
            remover.topAnchor.constraint(equalTo: container.topAnchor),
        ])

        let layout = map.resolveLayout()

        #expect(layout.view("remover")?.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(layout.view("victim") == nil)
        #expect(container.subviews.count == 1)
    }
}
