import NavigationLayout

extension ScenarioMatrix {
    /// One scenario per size × direction (sizes outside, in the file's order), each on the map
    /// `main` of a fresh host:
    ///
    /// 1. `SetGeometry`, `SetLayoutDirection` (disabled);
    /// 2. `EnableNavigation` (ready), `StartGuidance` (guidance);
    /// 3. `SetSpeedWidget` with each size in turn (the last one stays);
    /// 4. `SetGeometry` to the size turned a quarter (``Size/rotated``) and back, in guidance
    ///    (`sizeChanged`, into wide mode and out of it, or the other way);
    /// 5. for each prompt kind, `ShowPrompt` (guidance+prompt) then `HidePrompt` (guidance);
    /// 6. `ShowPrompt(changeFrom)`, then `ShowPrompt(changeTo)` (`changePrompt`);
    /// 7. `StopGuidance` with that prompt up (ready), `DisableNavigation` (disabled);
    /// 8. `StartGuidance` and `ShowPrompt(changeFrom)` while disabled, then `EnableNavigation`
    ///    (enable, start and show in one input: guidance+prompt), and `DisableNavigation` again.
    ///
    /// After every input: a pause of ``settleSeconds`` (animations complete), then an expectation
    /// of the map's state with no error-level diagnostic.
    public var scenarios: [Scenario] {
        sizes.flatMap { size in directions.map { direction in scenario(size, direction) } }
    }

    private func scenario(_ size: Size, _ direction: UIUserInterfaceLayoutDirection) -> Scenario {
        var steps: [ScenarioStep] = []
        func play(_ input: ScenarioInput, expecting state: MapState) {
            steps.append(.input(input))
            steps.append(.wait(seconds: settleSeconds))
            steps.append(.expect(ScenarioExpectation(state: state, noErrorDiagnostics: true)))
        }
        func geometry(_ size: Size) -> ScenarioInput {
            .setGeometry(map: "main", width: size.width, height: size.height, insets: size.insets)
        }
        play(geometry(size), expecting: .disabled)
        play(.setLayoutDirection(map: "main", direction), expecting: .disabled)
        play(.enableNavigation(map: "main"), expecting: .ready)
        play(.startGuidance, expecting: .guidance)
        for display in speedWidgets {
            play(.setSpeedWidget(display), expecting: .guidance)
        }
        play(geometry(size.rotated), expecting: .guidance)
        play(geometry(size), expecting: .guidance)
        for kind in promptKinds {
            play(.showPrompt(kind), expecting: .guidancePrompt)
            play(.hidePrompt, expecting: .guidance)
        }
        play(.showPrompt(changeFrom), expecting: .guidancePrompt)
        play(.showPrompt(changeTo), expecting: .guidancePrompt)
        play(.stopGuidance, expecting: .ready)
        play(.disableNavigation(map: "main"), expecting: .disabled)
        play(.startGuidance, expecting: .disabled)
        play(.showPrompt(changeFrom), expecting: .disabled)
        play(.enableNavigation(map: "main"), expecting: .guidancePrompt)
        play(.disableNavigation(map: "main"), expecting: .disabled)

        let directionName = ScenarioInput.directionName(direction)
        let insets = [size.insets.top, size.insets.left, size.insets.bottom, size.insets.right]
            .map { ScenarioValue.format(Double($0)) }.joined(separator: "/")
        return Scenario(
            name: "\(size.label)-\(directionName)",
            description: "the standard matrix at \(size.label) (insets \(insets)), \(directionName): every state,"
                + " speed-widget size and prompt kind, a resize in guidance, a changed prompt, guidance stopped with a"
                + " prompt up, navigation enabled while a prompt is up",
            steps: steps)
    }
}
