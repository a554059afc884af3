import NavigationLayout

/// What covers the top and the bottom of the map on one screen; every other element hangs off
/// these through the guides.
@MainActor
struct BuiltInEdges {
    /// The turn card, if the header is shown.
    var header: UIView?
    /// The header accessory view, if one is shown.
    var accessory: UIView?
    /// The ETA card, if the footer is shown.
    var footer: UIView?
    /// The prompt on screen.
    var prompt: UIView?
}

extension BuiltInLayout {
    /// The legacy guides and the content-bottom line.
    ///
    /// - `navigationHeaderLayoutGuide`: the header's leading and trailing edges, from its top (the
    ///   map top) to the bottom of the accessory or the header; with neither, zero high at the
    ///   safe-area top, safe leading, card width.
    /// - `navigationFooterLayoutGuide`: the footer's frame; without one, zero high at the
    ///   safe-area bottom, safe leading, card width.
    /// - `builtIn.contentBottom`: zero high; as low as the safe-area bottom (priority 250) but
    ///   never below the footer's or the prompt's top.
    func guideConstraints(on map: GMSMapView, edges: BuiltInEdges) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let cardWidth = map.components.cardWidth
        let header = parts.headerGuide
        let footer = parts.footerGuide
        let contentBottom = parts.contentBottomGuide
        var constraints: [NSLayoutConstraint] = []

        if let top = edges.header ?? edges.accessory, let bottom = edges.accessory ?? edges.header {
            constraints += [
                header.leadingAnchor.constraint(equalTo: top.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: top.trailingAnchor),
                header.topAnchor.constraint(equalTo: top.topAnchor),
                header.bottomAnchor.constraint(equalTo: bottom.bottomAnchor),
            ]
        } else {
            constraints += [
                header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                header.widthAnchor.constraint(equalToConstant: cardWidth),
                header.topAnchor.constraint(equalTo: safe.topAnchor),
                header.heightAnchor.constraint(equalToConstant: 0),
            ]
        }

        if let card = edges.footer {
            constraints += [
                footer.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                footer.topAnchor.constraint(equalTo: card.topAnchor),
                footer.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            ]
        } else {
            constraints += [
                footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                footer.widthAnchor.constraint(equalToConstant: cardWidth),
                footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                footer.heightAnchor.constraint(equalToConstant: 0),
            ]
        }

        let lowestLine = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        lowestLine.priority = .defaultLow
        constraints += [
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            lowestLine,
        ]
        for cover in [edges.footer, edges.prompt].compactMap({ $0 }) {
            constraints.append(contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: cover.topAnchor))
        }
        return constraints
    }
}
