import Testing

@testable import NavigationLayout

/// A map view of the given size and safe-area insets, as the display manager sets them up.
@MainActor
func makeMap(
    width: CGFloat = 390, height: CGFloat = 844, insets: UIEdgeInsets = .zero, kind: GMSMapView.Kind = .display
) -> GMSMapView {
    let map = GMSMapView(kind: kind)
    map.frame = CGRect(x: 0, y: 0, width: width, height: height)
    map.safeAreaInsets = insets
    return map
}

/// The insets of a portrait phone: status bar and notch at the top, home indicator at the bottom.
let phoneInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

/// The insets of the same phone turned to landscape: notch and rounded corners on both sides.
let landscapeInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

extension GMSMapView {
    /// Changes the map's size as the display manager does.
    func resize(width: CGFloat, height: CGFloat) {
        frame = CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// The diagnostics gathered since the last call that have `code`.
    func takeDiagnostics(code: String) -> [LayoutDiagnostic] {
        takeDiagnostics().filter { $0.code == code }
    }
}

/// A view placed with constraints, named `id`, added to `parent`.
@MainActor
@discardableResult
func addView(_ id: String, to parent: UIView) -> UIView {
    add(UIView(), as: id, to: parent)
}

/// `view` (of a subclass under test), named `id`, placed with constraints, added to `parent`.
@MainActor
@discardableResult
func add<View: UIView>(_ view: View, as id: String, to parent: UIView) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = id
    parent.addSubview(view)
    return view
}

/// Activates required constraints that put `view` at (`x`, `y`) from `parent`'s top-left corner
/// with a fixed size, and returns them in that order: left, top, width, height.
@MainActor
@discardableResult
func pin(
    _ view: UIView, to parent: UIView, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
) -> [NSLayoutConstraint] {
    let constraints = [
        view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: width),
        view.heightAnchor.constraint(equalToConstant: height),
    ]
    NSLayoutConstraint.activate(constraints)
    return constraints
}

/// Activates required constraints that make `view` fill `guide`, and returns them.
@MainActor
@discardableResult
func pinEdges(of view: UIView, to guide: UILayoutGuide) -> [NSLayoutConstraint] {
    let constraints = [
        view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        view.topAnchor.constraint(equalTo: guide.topAnchor),
        view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    return constraints
}

/// A constraint with a priority, as UIKit code writes it in two steps.
@MainActor
func prioritized(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
}

/// Events in the order they happened (completions, observer calls) and the layouts observed,
/// for closures to append to.
@MainActor
final class EventLog {
    var events: [String] = []
    var layouts: [ResolvedLayout] = []
}

/// A delegate's view whose intrinsic content size runs delegate code once (`open` in the SDK, so
/// delegate code can run wherever the SDK reads it).
final class DelegateSizedView: UIView {
    var onIntrinsicSize: (() -> Void)?

    override var intrinsicContentSize: CGSize {
        if let action = onIntrinsicSize {
            onIntrinsicSize = nil
            action()
        }
        return super.intrinsicContentSize
    }
}
