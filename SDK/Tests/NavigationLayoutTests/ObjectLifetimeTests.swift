import Testing

@testable import NavigationLayout

/// The SDK's back references (a constraint to its items and engine, a view to its superview, a
/// guide to its view, a view to its hiding stack) are not weak references but are cleared by the
/// deinit of what they point to. A delegate may keep any of these objects longer than the other:
/// each case reads as nil afterwards, keeps working, and frees what it should.
@MainActor
@Suite(.serialized) struct ObjectLifetimeTests {
    @Test func aConstraintOutlivesItsViews() {
        let constraint: NSLayoutConstraint
        do {
            let card = UIView()
            let icon = UIView()
            constraint = icon.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 4)
            constraint.isActive = true
        }
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.isActive)
        constraint.constant = 8
        constraint.priority = .defaultHigh
        #expect(constraint.summary.contains("(gone)"))
        constraint.isActive = false
        constraint.isActive = true
        #expect(constraint.isActive)
    }

    /// An item keeps its anchors (the same object each time, as in UIKit); an anchor kept after
    /// its item is freed still makes constraints, which name no item, and the item is not kept
    /// alive by its anchors.
    @Test func anAnchorIsKeptByItsItemAndOutlivesIt() {
        weak var freedView: UIView?
        weak var freedGuide: UILayoutGuide?
        let top: NSLayoutYAxisAnchor
        let width: NSLayoutDimension
        do {
            let view = UIView()
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            #expect(view.leadingAnchor === view.leadingAnchor && guide.heightAnchor === guide.heightAnchor)
            #expect(view.leadingAnchor !== guide.leadingAnchor && view.leadingAnchor !== view.trailingAnchor)
            top = view.topAnchor
            width = guide.widthAnchor
            (freedView, freedGuide) = (view, guide)
        }
        #expect(freedView == nil && freedGuide == nil, "an item is kept alive by its anchors")
        let constraint = top.constraint(equalTo: top, constant: 1)
        constraint.isActive = true
        #expect(constraint.firstItem == nil && constraint.isActive)
        #expect(width.constraint(equalToConstant: 10).firstItem == nil)
    }

    @Test func aConstraintOutlivesItsMapAndItsViewsComeBackInAnother() {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        do {
            let old = makeMap()
            old.addSubview(box)
            width.isActive = true
            _ = old.resolveLayout()
            #expect(width.engine != nil)
        }
        #expect(width.engine == nil, "the freed map's engine is still named")
        width.constant = 60
        let map = makeMap()
        map.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: map.topAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        expectFrame(map.resolveLayout(), "box", CGRect(x: 10, y: 20, width: 60, height: 30))
    }

    /// Active constraints between the views of a subtree that nobody keeps are freed with it: the
    /// constraint and the views' bookkeeping refer to each other until the views go.
    @Test func aFreedSubtreeTakesItsActiveConstraintsWithIt() {
        weak var constraint: NSLayoutConstraint?
        weak var cardState: LayoutItemState?
        weak var guideState: LayoutItemState?
        do {
            let card = UIView()
            let icon = UIView()
            card.addSubview(icon)
            let guide = UILayoutGuide()
            card.addLayoutGuide(guide)
            let inner = icon.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
            NSLayoutConstraint.activate([inner, guide.topAnchor.constraint(equalTo: icon.bottomAnchor)])
            constraint = inner
            cardState = card.layoutState
            guideState = guide.layoutState
        }
        #expect(constraint == nil, "a constraint between freed views is still alive")
        #expect(cardState == nil && guideState == nil, "the bookkeeping of a freed item is still alive")
    }

    @Test func aSubviewOutlivesItsSuperview() {
        let icon: UIView
        do {
            let card = UIView()
            icon = addView("icon", to: card)
            #expect(icon.superview === card)
        }
        #expect(icon.superview == nil)
        let map = makeMap()
        map.addSubview(icon)
        pin(icon, to: map, x: 1, y: 2, width: 3, height: 4)
        expectFrame(map.resolveLayout(), "icon", CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aGuideOutlivesItsView() {
        let guide = UILayoutGuide()
        let margins: UILayoutGuide
        do {
            let card = UIView()
            card.addLayoutGuide(guide)
            margins = card.layoutMarginsGuide
            #expect(guide.owningView === card && margins.owningView === card)
        }
        #expect(guide.owningView == nil && margins.owningView == nil)
        #expect(guide.layoutFrame == .zero)
        let map = makeMap()
        map.addLayoutGuide(guide)
        #expect(guide.owningView === map)
    }

    /// Once its stack is gone a view is the delegate's again: hiding it is no misuse (SPEC §8 rule 3).
    @Test func aViewOutlivesItsHidingStack() {
        let button: UIView
        do {
            let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
            button = UIView()
            stack.arrangedSubviews = [button]
            #expect(button.managingStack === stack)
        }
        #expect(button.managingStack == nil && button.superview == nil)
        button.isHidden = true
        #expect(!button.delegateSetHiddenOnManagedView)
    }

    /// A view moved from one stack into another belongs to the second, whatever happens to the first.
    @Test func aViewMovedToAnotherStackStaysManagedWhenTheFirstIsFreed() {
        let second = GMSNavigationHidingStackView(position: .top, alignment: .leading)
        let button = UIView()
        do {
            let first = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
            first.arrangedSubviews = [button]
            second.arrangedSubviews = [button]
        }
        #expect(button.managingStack === second && button.superview === second)
    }

    @Test func aViewAndTheComponentsOutliveTheirMap() {
        let box: UIView
        let components: NavigationComponents
        let prompt: any NavigationPromptView
        do {
            let map = makeMap(insets: phoneInsets)
            components = map.components
            prompt = components.makePrompt(kind: .traffic)
            box = addView("box", to: map)
            map.addSubview(prompt)
            _ = map.resolveLayout()
            #expect(box.hostingMap === map && components.map === map)
        }
        #expect(box.hostingMap == nil && components.map == nil && prompt.hostingMap == nil)
        #expect(box.superview == nil && prompt.superview == nil)
        #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
        box.layoutIfNeeded()
        components.speedWidgetDisplay = .both
        #expect(components.cardWidth == 0)
    }

    /// An animation's completion runs when it is due even if the map it moved is gone by then.
    @Test func anAnimationOutlivesItsMap() {
        withManualTimer { timer in
            let log = EventLog()
            do {
                let map = makeMap()
                let sheet = addView("sheet", to: map)
                let top = sheet.topAnchor.constraint(equalTo: map.topAnchor, constant: 700)
                NSLayoutConstraint.activate([
                    top, sheet.leftAnchor.constraint(equalTo: map.leftAnchor),
                    sheet.widthAnchor.constraint(equalToConstant: 100),
                    sheet.heightAnchor.constraint(equalToConstant: 100),
                ])
                _ = map.resolveLayout()
                UIView.animate(withDuration: 0.3) {
                    top.constant = 600
                    map.layoutIfNeeded()
                } completion: { finished in
                    log.events.append("done \(finished)")
                }
            }
            timer.advance(by: 0.5)
            #expect(log.events == ["done true"])
        }
    }

    /// A map registers itself in its own engine; nothing of it may stay behind once it is freed.
    @Test func aFreedMapLeavesNoBookkeepingBehind() {
        weak var state: LayoutItemState?
        do {
            let map = makeMap()
            _ = map.resolveLayout()
            state = map.layoutState
        }
        _ = makeMap()  // the next map prunes the list of live maps
        #expect(state == nil, "a freed map's bookkeeping is still alive")
    }

    /// Delegate code that runs while the map takes in a stack's view (the view's intrinsic content
    /// size, asked at the next pass) can take the view out of the stack again: the stack must not
    /// keep managing it, or the view would name a freed stack.
    @Test func aViewDroppedByDelegateCodeWhileItsStackAddsItIsNotManaged() {
        let map = makeMap()
        let button = DelegateSizedView()
        do {
            let stack = GMSNavigationHidingStackView(position: .top, alignment: .leading)
            map.addSubview(stack)
            button.onIntrinsicSize = { [unowned stack] in stack.arrangedSubviews = [] }
            stack.arrangedSubviews = [button]
            map.layoutIfNeeded()
            #expect(stack.arrangedSubviews.isEmpty)
            #expect(button.managingStack == nil)
            stack.removeFromSuperview()
        }
        #expect(button.managingStack == nil)
        button.isHidden = true
        #expect(!button.delegateSetHiddenOnManagedView)
    }
}
