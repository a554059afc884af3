extension UIView {
    /// The value of a dimension of ``intrinsicContentSize`` that the view has no opinion about.
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size: as the target of ``systemLayoutSizeFitting(_:)``, it asks for the least
    /// room the view's content needs.
    public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// A size beyond any display, 10,000,000 points square (decided here; UIKit names it without
    /// saying): as the target of ``systemLayoutSizeFitting(_:)``, it asks for the most room the
    /// content takes.
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The direction leading-to-trailing runs in for this view: its map view's.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        enclosingMap?.layoutDirection ?? .leftToRight
    }

    /// A guide inset from the view's safe area by ``layoutMargins`` (SPEC §4; UIKit's default,
    /// `insetsLayoutMarginsFromSafeArea`): from its edges where the view is inside the map's safe
    /// area, from the safe area's edge where the view reaches past it.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuideIfMade { return guide }
        let guide = UILayoutGuide(identifier: layoutIdentifier + ".layoutMargins")
        marginsGuideIfMade = guide
        noteSystemGuide(guide)
        guide.owningView = self
        followInsetsOfLastPass(placing: guide) { $0.marginsGuideArea(framedBy: { $0.layoutState.frameInMap }) }
        pinMarginsGuide(guide)
        if let map = hostingMap { map.engine.attach(guide) }
        return guide
    }

    /// Pins the margins guide: the map's to its safe-area guide (which follows the display's
    /// insets) by the margins alone, any other view's to the view by ``marginsGuideInsets``.
    func pinMarginsGuide(_ guide: UILayoutGuide) {
        if self is GMSMapView, insetsLayoutMarginsFromSafeArea {
            guide.pinSystemEdges(to: safeAreaLayoutGuide, insets: layoutMargins)
        } else {
            guide.pinSystemEdges(to: self, insets: marginsGuideInsets)
        }
    }

    /// The part of the view inside the map's safe area, as in UIKit. For the map view it is the
    /// map inset by its ``GMSMapView/safeAreaInsets``; another view's follows its frame at each
    /// layout pass (the whole view while it is inside the map's safe area).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuideIfMade { return guide }
        let guide = UILayoutGuide(identifier: layoutIdentifier + ".safeArea")
        safeAreaGuideIfMade = guide
        noteSystemGuide(guide)
        guide.owningView = self
        followInsetsOfLastPass(placing: guide) { $0.safeArea(framedBy: { $0.layoutState.frameInMap }).area }
        guide.pinSystemEdges(to: self, insets: (self as? GMSMapView)?.displaySafeAreaInsets ?? insetsOutsideSafeArea)
        if let map = hostingMap { map.engine.attach(guide) }
        return guide
    }

    /// What ``layoutMarginsGuide`` is inset by from the item it is pinned to: the margins, plus the
    /// view's safe-area insets as of the last pass if ``insetsLayoutMarginsFromSafeArea``
    /// (nothing for the map, whose guide is then pinned to its safe-area guide); at least as far as
    /// the superview's margins reach into the view if ``preservesSuperviewLayoutMargins``.
    var marginsGuideInsets: UIEdgeInsets {
        marginsInsets(withSafeAreaInsets: insetsOutsideSafeArea)
    }

    /// ``marginsGuideInsets`` for the view with safe-area insets `insets`.
    func marginsInsets(withSafeAreaInsets insets: UIEdgeInsets) -> UIEdgeInsets {
        let own = insetsLayoutMarginsFromSafeArea ? layoutMargins.adding(insets) : layoutMargins
        return preservesSuperviewLayoutMargins ? own.atLeast(insetsInsideSuperviewMargins) : own
    }

    /// Asks for ``updateConstraints()`` at the start of the next layout pass of the view's map.
    public func setNeedsUpdateConstraints() {
        constraintUpdatePending = true
        enclosingMap?.engine.viewConstraintsNeedUpdate()
    }

    /// Whether ``updateConstraints()`` waits for the next layout pass.
    public func needsUpdateConstraints() -> Bool {
        constraintUpdatePending
    }

    /// Calls ``updateConstraints()`` now on the views of this subtree that wait for it, subviews
    /// before their superviews.
    public func updateConstraintsIfNeeded() {
        for view in subtree.reversed() { view.updateConstraintsIfPending() }
    }

    /// UIKit's safe area of the view, with each view's frame (map coordinates) given by `frame`:
    /// its insets, how far its superview's unsafe area covers it on each side (at most the
    /// superview's inset on that side, and the view's own length), and the rest of the view. A map
    /// view's insets are its display's; a view outside any map has none.
    func safeArea(framedBy frame: (UIView) -> CGRect) -> (insets: UIEdgeInsets, area: CGRect) {
        let own = frame(self)
        if let map = self as? GMSMapView {
            return (map.displaySafeAreaInsets, own.clampedInset(by: map.displaySafeAreaInsets))
        }
        guard let superview else { return (.zero, own) }
        let outer = superview.safeArea(framedBy: frame)
        let insets = own.insets(outside: outer.area, atMost: outer.insets)
        return (insets, own.clampedInset(by: insets))
    }

    /// Brings the view's safe-area insets, and how far its superview's margins reach into it if it
    /// ``preservesSuperviewLayoutMargins``, up to date with each view's frame (map coordinates)
    /// given by `frame`; returns what became of the safe-area insets. `extrapolating` is for the
    /// rounds of a pass, which solve again with what this leaves (``reachingFurther(than:framedBy:)``);
    /// only they count the step an inset grew by (a look between passes, for a guide just made,
    /// starts from nothing).
    @discardableResult
    func followInsets(framedBy frame: (UIView) -> CGRect, extrapolating: Bool = false) -> InsetsFollowed {
        let measured = safeArea(framedBy: frame).insets
        let insets = extrapolating ? reachingFurther(than: measured, framedBy: frame) : measured
        let followed: InsetsFollowed =
            insets.isClose(to: insetsOutsideSafeArea) ? .unchanged : insets == measured ? .measured : .guessed
        safeAreaInsetsStep = extrapolating ? insets.minus(insetsOutsideSafeArea) : .zero
        if followed != .unchanged { insetsOutsideSafeArea = insets }
        if preservesSuperviewLayoutMargins, let superview {
            insetsInsideSuperviewMargins = frame(self).insets(outside: superview.marginsArea(framedBy: frame))
        }
        return followed
    }

    /// `insets` with each side that the view's own length holds back, and that grew with that
    /// length since the last round, at the full reach of the unsafe area: a view sized by content
    /// pinned to its own safe-area guide grows by the content's length a round otherwise, and thin
    /// content (a band under the notch) ran out of rounds. A side grows with the view's length when
    /// it grew by the same step at the last round too (each round adds the content's length again);
    /// a view made longer by a constant grows once, and keeps that length as its inset (taking the
    /// full reach for a round squeezed what hangs from its guide, and a hiding stack there hid a
    /// view to show it again). A view whose length does not follow its inset is measured again the
    /// next round, and has its own length back.
    private func reachingFurther(than insets: UIEdgeInsets, framedBy frame: (UIView) -> CGRect) -> UIEdgeInsets {
        let last = insetsOutsideSafeArea
        let lastStep = safeAreaInsetsStep
        func grows(_ now: CGFloat, _ before: CGFloat, _ step: CGFloat) -> Bool {
            now > before && abs(now - before - step) <= 1e-9
        }
        guard
            grows(insets.top, last.top, lastStep.top) || grows(insets.left, last.left, lastStep.left)
                || grows(insets.bottom, last.bottom, lastStep.bottom)
                || grows(insets.right, last.right, lastStep.right),
            let superview, !(self is GMSMapView)
        else { return insets }
        let outer = superview.safeArea(framedBy: frame)
        let full = frame(self).reach(outside: outer.area, atMost: outer.insets)
        func side(_ now: CGFloat, _ before: CGFloat, _ step: CGFloat, _ full: CGFloat) -> CGFloat {
            grows(now, before, step) && now < full ? full : now
        }
        return UIEdgeInsets(
            top: side(insets.top, last.top, lastStep.top, full.top),
            left: side(insets.left, last.left, lastStep.left, full.left),
            bottom: side(insets.bottom, last.bottom, lastStep.bottom, full.bottom),
            right: side(insets.right, last.right, lastStep.right, full.right))
    }

    /// A guide made after a pass starts where the pass left the view: the insets the pass follows
    /// only for views that had guides are measured now (a map's are its display's), and the
    /// guide's frame is where the pass would put it, for code that reads its `layoutFrame` before
    /// the next pass.
    private func followInsetsOfLastPass(placing guide: UILayoutGuide, at area: (UIView) -> CGRect) {
        guard hostingMap != nil else { return }
        // The view's other guide, made earlier, follows the new insets too (the pass would see no
        // change to follow); the new guide is pinned after this.
        if !(self is GMSMapView), followInsets(framedBy: { $0.layoutState.frameInMap }) != .unchanged {
            safeAreaGuideIfMade?.updateInsets(insetsOutsideSafeArea)
            marginsGuideIfMade?.updateInsets(marginsGuideInsets)
        }
        guide.layoutState.frameInMap = area(self)
    }

    /// Where the view's margins are in map coordinates, with each view's frame given by `frame`:
    /// its frame inset as its margins guide is; the map's are its safe area (unless it does not
    /// inset from it) inset by its margins.
    func marginsArea(framedBy frame: (UIView) -> CGRect) -> CGRect {
        let own = frame(self)
        guard let map = self as? GMSMapView else {
            return own.clampedInset(by: marginsInsets(withSafeAreaInsets: safeArea(framedBy: frame).insets))
        }
        return (insetsLayoutMarginsFromSafeArea ? own.clampedInset(by: map.displaySafeAreaInsets) : own).clampedInset(
            by: layoutMargins)
    }

    /// Where the constraints of the view's margins guide place it, with each view's frame given by
    /// `frame`: the view's frame inset by ``marginsGuideInsets``, negative where the margins are
    /// wider than the view, as the solver will have it (``marginsArea(framedBy:)`` is never
    /// negative); the map's guide is pinned to its safe-area guide, and placed as its margins area.
    private func marginsGuideArea(framedBy frame: (UIView) -> CGRect) -> CGRect {
        guard !(self is GMSMapView) else { return marginsArea(framedBy: frame) }
        return frame(self).inset(by: marginsGuideInsets)
    }

    /// Outside any map a view has no safe area to keep out of, and no superview's margins to keep
    /// out of either: its guides match its edges and margins again (UIKit's guide of a view
    /// outside a window matches the view).
    func leftSafeArea() {
        guard insetsOutsideSafeArea != .zero || insetsInsideSuperviewMargins != .zero else { return }
        insetsOutsideSafeArea = .zero
        safeAreaInsetsStep = .zero
        insetsInsideSuperviewMargins = .zero
        safeAreaGuideIfMade?.updateInsets(.zero)
        marginsGuideIfMade?.updateInsets(marginsGuideInsets)
    }

    /// Measures the view's safe-area insets as the pass placed it and its superviews; notes a
    /// change for ``safeAreaInsetsDidChange()``.
    func measureSafeAreaInsets() {
        let insets = safeArea(framedBy: { $0.layoutState.frameInMap }).insets
        guard !insets.isClose(to: safeAreaInsetsAtLastPass) else { return }
        safeAreaInsetsAtLastPass = insets
        noteSafeAreaInsetsChanged()
    }

    /// ``safeAreaInsetsDidChange()`` and then ``layoutSubviews()`` run once the pass has placed
    /// every view, as in UIKit.
    func noteSafeAreaInsetsChanged() {
        safeAreaInsetsChanged = true
        layoutSubviewsPending = true
    }

    /// Calls ``updateConstraints()`` if the view waits for it.
    func updateConstraintsIfPending() {
        guard constraintUpdatePending else { return }
        constraintUpdatePending = false
        updateConstraints()
    }
}

/// What following its safe area did to a view's insets (``UIView/followInsets(framedBy:extrapolating:)``).
enum InsetsFollowed {
    case unchanged
    /// Moved to where the view's frame puts them.
    case measured
    /// Moved beyond that, to the full reach of the unsafe area, for a view that seems to grow with
    /// its own inset: the next solve tells.
    case guessed
}
