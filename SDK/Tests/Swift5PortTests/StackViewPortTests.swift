import NavigationLayout
import Testing

// A stack view subclass and a helper as iOS code writes them: UIKit's initializers (a
// non-failable init(coder:) that traps), the .top and .bottom aliases in a switch, the spacing
// tokens. This file building is half the test.

final class ButtonRow: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        alignment = .top
        distribution = .fillEqually
        spacing = UIStackView.spacingUseSystem
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var hangsFromTheTop: Bool {
        switch alignment {
        case .top: return true
        case .bottom, .center: return false
        default: return false
        }
    }
}

func makeButton(_ id: String, side: CGFloat) -> UIView {
    let button = UIView()
    button.accessibilityIdentifier = id
    button.externalContentSize = CGSize(width: side, height: side)
    return button
}

@MainActor
@Suite struct StackViewPortTests {
    @Test func aStackViewSubclassBuildsAndLaysOut() throws {
        let map = GMSMapView()
        map.setGeometry(size: CGSize(width: 390, height: 844), safeAreaInsets: .zero)
        let row = ButtonRow(frame: .zero)
        row.translatesAutoresizingMaskIntoConstraints = false
        row.addArrangedSubview(makeButton("first", side: 40))
        row.addArrangedSubview(makeButton("second", side: 20))
        row.setCustomSpacing(UIStackView.spacingUseDefault, after: row.arrangedSubviews[0])
        map.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 10),
            row.topAnchor.constraint(equalTo: map.topAnchor, constant: 10),
        ])
        #expect(row.hangsFromTheTop)
        let layout = map.resolveLayout()
        // Fill equally: both 40 wide (the first's compression resistance), 8 apart (system
        // spacing); at the top, each its own height.
        let second = try #require(layout.views.first { $0.id == "second" })
        #expect(second.frame == CGRect(x: 58, y: 10, width: 40, height: 20))
    }
}
