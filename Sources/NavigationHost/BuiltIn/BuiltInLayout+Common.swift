import NavigationLayout

extension BuiltInLayout {
    /// What every screen has: the viewport between the header guide and the content-bottom line,
    /// the logo at the bottom-leading corner, and the bottom-trailing button column with its guide.
    /// The column starts 12 below the compass when one is shown (they share the trailing column,
    /// so the stack hides its last buttons rather than draw them over the compass), otherwise 12
    /// below the header guide.
    func commonConstraints(on map: GMSMapView, logo: UIView, viewport: UIView, compass: UIView?)
        -> [NSLayoutConstraint]
    {
        let safe = map.safeAreaLayoutGuide
        let header = parts.headerGuide
        let contentBottom = parts.contentBottomGuide
        let stack = parts.stack
        let buttons = parts.buttonsGuide
        let vertical = NavigationStyleValues.buttonVerticalPadding
        return [
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: header.bottomAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.leadingAnchor.constraint(
                equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -vertical),

            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -vertical),
            stack.topAnchor.constraint(equalTo: compass?.bottomAnchor ?? header.bottomAnchor, constant: vertical),

            buttons.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: stack.topAnchor),
            buttons.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
        ]
    }
}
