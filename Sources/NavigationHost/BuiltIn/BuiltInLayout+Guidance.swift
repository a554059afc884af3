import NavigationLayout

extension BuiltInLayout {
    /// The active-guidance screen, with the prompt on screen if there is one. Back to front:
    /// viewport, trip progress bar (below everything else, as Google's), header, accessory,
    /// footer, logo, speed widget, compass, button column, prompt.
    func guidancePlan(_ state: any ActiveGuidanceUIState, prompt: (any NavigationPromptView)?, on map: GMSMapView)
        -> BuiltInPlan
    {
        let settings = map.settings
        let safe = map.safeAreaLayoutGuide
        let logo = state.googleLogo
        let edges = BuiltInEdges(
            header: settings.isNavigationHeaderEnabled ? state.turnCard : nil,
            accessory: settings.headerAccessoryHeight > 0 ? parts.headerAccessory : nil,
            footer: settings.isNavigationFooterEnabled ? state.etaCard : nil,
            prompt: prompt)
        // Google hides the compass when a header accessory view is added (seed 003).
        let compass = edges.accessory == nil ? offered(.compass, in: state.buttons, on: map) : nil
        var plan = BuiltInPlan()
        plan.views = [state.viewport]
        plan.constraints =
            guideConstraints(on: map, edges: edges)
            + commonConstraints(on: map, logo: logo, viewport: state.viewport, compass: compass)

        if settings.isNavigationTripProgressBarEnabled, let bar = tripProgressBarConstraints(state, on: map) {
            plan.views.append(state.tripProgressBar)
            plan.constraints += bar
        }
        if let header = edges.header {
            plan.views.append(header)
            plan.constraints += [
                header.topAnchor.constraint(equalTo: map.topAnchor),
                header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        if let accessory = edges.accessory {
            plan.views.append(accessory)
            plan.constraints += accessoryConstraints(accessory, below: edges.header, on: map)
        }
        if let footer = edges.footer {
            plan.views.append(footer)
            plan.constraints += [
                footer.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        plan.views.append(logo)
        if map.shouldDisplaySpeedometer {
            plan.views.append(state.speedWidget)
            plan.constraints += [
                state.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(
                    equalTo: logo.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            ]
        }
        if let compass {
            plan.views.append(compass)
            plan.constraints += [
                compass.topAnchor.constraint(
                    equalTo: parts.headerGuide.bottomAnchor, constant: NavigationStyleValues.buttonVerticalPadding),
                compass.trailingAnchor.constraint(
                    equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            ]
        }
        plan.views.append(parts.stack)
        plan.stacked = [
            offered(.reporting, in: state.buttons, on: map),
            settings.myLocationButton ? parts.myLocationButton(on: map) : nil,
        ].compactMap { $0 }
        if let prompt {
            plan.views.append(prompt)
            plan.constraints += [
                prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        return plan
    }

    /// The accessory below the header with the header's leading edge and width, or below the
    /// safe-area top with the card width when the header is off.
    private func accessoryConstraints(_ accessory: UIView, below header: UIView?, on map: GMSMapView)
        -> [NSLayoutConstraint]
    {
        let height = accessory.heightAnchor.constraint(equalToConstant: map.settings.headerAccessoryHeight)
        guard let header else {
            let safe = map.safeAreaLayoutGuide
            return [
                accessory.topAnchor.constraint(equalTo: safe.topAnchor),
                accessory.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                accessory.widthAnchor.constraint(equalToConstant: map.components.cardWidth),
                height,
            ]
        }
        // Edges, not widths: the SDK ignores constraints on the turn card's size.
        return [
            accessory.topAnchor.constraint(equalTo: header.bottomAnchor),
            accessory.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            accessory.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            height,
        ]
    }

    /// Google's geometry: 12 wide (the SDK's width), leading on the logo's, bottom 210 above the
    /// map bottom, top at least 170 below the map top, at most 400 high, and as high as those
    /// allow. Nil when the map is too short for a bar (less than 170 + 210): it is left out
    /// rather than given a negative height.
    private func tripProgressBarConstraints(_ state: any ActiveGuidanceUIState, on map: GMSMapView)
        -> [NSLayoutConstraint]?
    {
        let bar = state.tripProgressBar
        guard map.bounds.height > Self.tripProgressBarTopMargin + Self.tripProgressBarBottomMargin else { return nil }
        let tall = bar.heightAnchor.constraint(equalToConstant: Self.tripProgressBarMaximumHeight)
        tall.priority = UILayoutPriority(749)
        return [
            bar.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
            bar.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -Self.tripProgressBarBottomMargin),
            bar.topAnchor.constraint(greaterThanOrEqualTo: map.topAnchor, constant: Self.tripProgressBarTopMargin),
            bar.heightAnchor.constraint(lessThanOrEqualToConstant: Self.tripProgressBarMaximumHeight),
            tall,
        ]
    }
}
