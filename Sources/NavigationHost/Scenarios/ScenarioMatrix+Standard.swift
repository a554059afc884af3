// The standard scenario matrix as data, compiled into the library: a resource bundle would have
// to be installed beside every program that links NavigationHost, and SwiftPM's `Bundle.module`
// stops the program when it is missing.

extension ScenarioMatrix {
    /// The standard matrix's JSON, in the form ``decode(from:)`` reads (docs/scenarios.md).
    static let standardJSON = #"""
        {
            "description": "The standard scenario matrix (SPEC §9, Probe before use; docs/scenarios.md). ScenarioMatrix expands it into one scenario per size and direction: geometry and direction, enable (ready), start guidance, each speed-widget size, each prompt kind shown then hidden, a prompt replaced by a second (changePrompt), guidance stopped with a prompt up, disable; a pause of settleSeconds after every input and an expectation of the state with no error-level diagnostic after every pause. Insets are [top, left, bottom, right].",
            "sizes": [
                { "width": 390, "height": 844, "insets": [47, 0, 34, 0] },
                { "width": 844, "height": 390, "insets": [0, 47, 21, 47] },
                { "width": 1024, "height": 768, "insets": [0, 0, 0, 0] },
                { "width": 1920, "height": 720, "insets": [0, 0, 0, 0] }
            ],
            "directions": ["ltr", "rtl"],
            "speedWidgets": ["none", "speed", "limit", "both"],
            "promptKinds": ["traffic", "betterRoute", "incident", "safetyCamera"],
            "promptChange": { "from": "traffic", "to": "betterRoute" },
            "settleSeconds": 1
        }
        """#
}
