import NavigationLayout

extension BuiltInLayout {
    /// The navigation-ready screen: viewport, logo, compass at the top-trailing corner,
    /// my-location in the bottom-trailing column.
    func readyPlan(_ state: any NavigationReadyUIState, on map: GMSMapView) -> BuiltInPlan {
        let safe = map.safeAreaLayoutGuide
        let compass = offered(.compass, in: state.buttons, on: map)
        var plan = BuiltInPlan()
        plan.views = [state.viewport, state.googleLogo]
        plan.constraints =
            guideConstraints(on: map, edges: BuiltInEdges())
            + commonConstraints(on: map, logo: state.googleLogo, viewport: state.viewport, compass: compass)
        if let compass {
            plan.views.append(compass)
            plan.constraints += [
                compass.trailingAnchor.constraint(
                    equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            ]
        }
        plan.views.append(parts.stack)
        if map.settings.myLocationButton { plan.stacked = [parts.myLocationButton(on: map)] }
        return plan
    }

    /// The view of a button the state offers, if its setting allows it.
    func offered(_ type: NavigationButtonKnownType, in buttons: [any NavigationUIButton], on map: GMSMapView) -> UIView?
    {
        let allowed =
            switch type {
            case .compass: map.settings.compassButton
            case .reporting: map.settings.isNavigationReportIncidentButtonEnabled
            default: false
            }
        guard allowed else { return nil }
        return buttons.first { $0.type == type }?.view
    }
}
