import NavigationLayout
import Testing

// A prompt presenter as iOS code in the Swift 5 language mode writes one: rounded corners on the
// layer, a spring to slide the card in, a property animator it stops before starting the next.
// This file building is half the test.

final class CardPresenter {
    private var animator: UIViewPropertyAnimator?

    func present(_ card: UIView, in parent: UIView, bottom: NSLayoutConstraint) {
        card.layer.cornerRadius = 12
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.clipsToBounds = true
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
            options: [.beginFromCurrentState],
            animations: {
                bottom.constant = 0
                parent.layoutIfNeeded()
            })
    }

    func fade(_ card: UIView, to alpha: CGFloat) {
        animator?.stopAnimation(true)
        let next = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { card.alpha = alpha }
        next.addCompletion { position in
            if position == .end { card.isHidden = alpha == 0 }
        }
        next.startAnimation()
        animator = next
    }
}

// An animator subclass as UIKit allows: its members are open.
final class ModalAnimator: UIViewPropertyAnimator {
    private(set) var starts = 0

    override var isInterruptible: Bool {
        get { false }
        set {}
    }

    override var isUserInteractionEnabled: Bool {
        get { false }
        set {}
    }

    override func startAnimation() {
        starts += 1
        super.startAnimation()
    }
}

@MainActor
@Suite(.serialized) struct AnimationPortTests {
    @Test func aSwift5PresenterPublishesItsCornersSpringAndFade() throws {
        let timer = ManualLayoutTimer(start: 1)
        let previous = LayoutTiming.timer
        LayoutTiming.timer = timer
        defer { LayoutTiming.timer = previous }

        let map = GMSMapView()
        map.setGeometry(size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
        let card = UIView()
        card.accessibilityIdentifier = "card"
        card.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(card)
        let bottom = card.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: 200)
        NSLayoutConstraint.activate([
            bottom,
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        _ = map.resolveLayout()

        let presenter = CardPresenter()
        presenter.present(card, in: map, bottom: bottom)
        var layout = map.resolveLayout()
        let published = try #require(layout.views.first { $0.id == "card" })
        #expect(published.cornerRadius == 12)
        #expect(published.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(published.frame == CGRect(x: 0, y: 644, width: 390, height: 200))
        #expect(layout.animations.first?.spring == ViewAnimation.Spring(dampingRatio: 0.8, initialVelocity: 0.5))

        // The second fade stops the first: only its completion runs, at the end of its 0.2 s.
        presenter.fade(card, to: 0.5)
        presenter.fade(card, to: 0)
        layout = map.resolveLayout()
        #expect(layout.animations.map(\.curve) == ["easeOut"])
        timer.advance(by: 0.2)
        #expect(card.isHidden)

        let modal = ModalAnimator(duration: 0.1, curve: .linear) { card.alpha = 1 }
        modal.startAnimation()
        #expect(modal.starts == 1 && modal.isRunning && !modal.isInterruptible)
    }
}
