import Foundation
import NavigationLayout
import Testing

@testable import NavigationHost

/// The scenario format (docs/scenarios.md): every step kind read and written back, and a clear
/// error, naming the step, for each kind of mistake.
@Suite("Scenario decoding")
struct ScenarioDecodingTests {
    static func decode(_ json: String) throws(ScenarioError) -> Scenario {
        try Scenario.decode(from: Data(json.utf8))
    }

    /// The error of a scenario whose only step is `step`.
    static func error(ofStep step: String) -> ScenarioError? {
        do {
            _ = try decode(#"{"name": "bad", "steps": [{"wait": 0}, \#(step)]}"#)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyInputDecodesWithItsArguments() throws {
        let scenario = try Self.decode(
            """
            {"name": "all", "description": "every call", "steps": [
              {"call": "CreateMap", "args": ["cluster", "display"]},
              {"call": "RemoveMap", "args": ["cluster"]},
              {"call": "StartGuidance"},
              {"call": "StopGuidance", "args": []},
              {"call": "ShowPrompt", "args": ["safetyCamera"]},
              {"call": "HidePrompt"},
              {"call": "SetSpeedWidget", "args": ["both"]},
              {"call": "SetShouldDisplayPrompts", "args": [false]},
              {"call": "EnableNavigation"},
              {"call": "DisableNavigation", "map": "cluster"},
              {"call": "SetGeometry", "args": [390, 844, 47, 0, 34.5, 0]},
              {"call": "SetLayoutDirection", "map": "main", "args": ["rtl"]},
              {"call": "SetViewContentSize", "args": ["business.card", 120, 48]},
              {"call": "SetSetting", "args": ["compassButton", false]},
              {"call": "SetSetting", "args": ["headerAccessoryHeight", 48]},
              {"call": "SetSetting", "args": ["headerBackgroundColorDay", "#1E8E3E"]}
            ]}
            """)
        #expect(scenario.name == "all")
        #expect(scenario.description == "every call")
        let inputs: [ScenarioInput] = [
            .createMap(name: "cluster", kind: .display), .removeMap(name: "cluster"), .startGuidance, .stopGuidance,
            .showPrompt(.safetyCamera), .hidePrompt, .setSpeedWidget(.both), .setShouldDisplayPrompts(false),
            .enableNavigation(map: "main"), .disableNavigation(map: "cluster"),
            .setGeometry(
                map: "main", width: 390, height: 844, insets: UIEdgeInsets(top: 47, left: 0, bottom: 34.5, right: 0)),
            .setLayoutDirection(map: "main", .rightToLeft),
            .setViewContentSize(map: "main", viewID: "business.card", width: 120, height: 48),
            .setSetting(map: "main", name: "compassButton", value: .bool(false)),
            .setSetting(map: "main", name: "headerAccessoryHeight", value: .double(48)),
            .setSetting(map: "main", name: "headerBackgroundColorDay", value: .string("#1E8E3E")),
        ]
        #expect(scenario.steps == inputs.map(ScenarioStep.input))
        #expect(scenario.steps[10].description == "main.SetGeometry(390, 844, 47, 0, 34.5, 0)")
        #expect(scenario.steps[4].description == #"ShowPrompt("safetyCamera")"#)
    }

    @Test func pausesAndExpectationsDecode() throws {
        let scenario = try Self.decode(
            """
            {"name": "checks", "steps": [
              {"wait": 0.4},
              {"expect": {"state": "guidance+prompt"}},
              {"expect": {"map": "cluster", "error": "InvalidState"}},
              {"expect": {"frames": {"turnCard": [0, 0, 390, 140.5]}, "hidden": ["button.myLocation"],
                          "noErrorDiagnostics": true, "diagnostics": ["viewport-covered"]}}
            ]}
            """)
        #expect(scenario.steps[0] == .wait(seconds: 0.4))
        #expect(scenario.steps[1] == .expect(ScenarioExpectation(state: .guidancePrompt)))
        #expect(scenario.steps[2] == .expect(ScenarioExpectation(map: "cluster", error: "InvalidState")))
        #expect(
            scenario.steps[3]
                == .expect(
                    ScenarioExpectation(
                        frames: ["turnCard": .init(x: 0, y: 0, width: 390, height: 140.5)],
                        hidden: ["button.myLocation"], noErrorDiagnostics: true, diagnostics: ["viewport-covered"])))
    }

    @Test func aScenarioReadsBackWhatItWrites() throws {
        let matrix = try ScenarioMatrix.standard()
        for scenario in matrix.scenarios.prefix(2) {
            #expect(try Scenario.decode(from: scenario.encoded()) == scenario)
        }
        let checks = try Self.decode(
            #"{"name": "x", "steps": [{"call": "SetSetting", "map": "cluster", "args": ["headerAccessoryHeight", 12.5]},"#
                + #" {"expect": {"map": "cluster", "frames": {"a": [1, 2, 3, 4]}, "diagnostics": []}}]}"#)
        #expect(try Scenario.decode(from: checks.encoded()) == checks)
    }

    @Test func anUnknownCallIsNamedWithTheStepIndex() {
        #expect(
            Self.error(ofStep: #"{"call": "ShowPromt", "args": ["traffic"]}"#)?.description
                == "steps[1]: unknown call \"ShowPromt\"; the calls are CreateMap, RemoveMap, StartGuidance,"
                + " StopGuidance, ShowPrompt, HidePrompt, SetSpeedWidget, SetShouldDisplayPrompts, EnableNavigation,"
                + " DisableNavigation, SetGeometry, SetLayoutDirection, SetViewContentSize, SetSetting"
                + " (the step formats are in docs/scenarios.md)")
        #expect(
            Self.error(ofStep: #"{"call": "startGuidance"}"#)
                == .invalidStep(
                    index: 1,
                    "unknown call \"startGuidance\"; did you mean \"StartGuidance\"? (names are case-sensitive)"))
    }

    @Test func aWrongNumberOfArgumentsSaysWhatTheCallTakes() {
        #expect(
            Self.error(ofStep: #"{"call": "SetGeometry", "args": [390, 844]}"#)
                == .invalidStep(
                    index: 1,
                    "SetGeometry takes 6 arguments (width, height, insetTop, insetLeft, insetBottom, insetRight), got 2"
                ))
        #expect(
            Self.error(ofStep: #"{"call": "ShowPrompt"}"#)
                == .invalidStep(index: 1, "ShowPrompt takes 1 argument (kind), got 0"))
        #expect(
            Self.error(ofStep: #"{"call": "HidePrompt", "args": ["traffic"]}"#)
                == .invalidStep(index: 1, "HidePrompt takes no arguments, got 1"))
    }

    @Test func aWrongArgumentTypeNamesTheArgument() {
        #expect(
            Self.error(ofStep: #"{"call": "SetGeometry", "args": [390, "844", 0, 0, 0, 0]}"#)
                == .invalidStep(index: 1, "argument 2 of SetGeometry (height) must be a number, got the string \"844\"")
        )
        #expect(
            Self.error(ofStep: #"{"call": "ShowPrompt", "args": ["trafic"]}"#)
                == .invalidStep(
                    index: 1,
                    "argument 1 of ShowPrompt (kind) must be one of \"traffic\", \"betterRoute\", \"incident\","
                        + " \"safetyCamera\", got the string \"trafic\""))
        #expect(
            Self.error(ofStep: #"{"call": "SetLayoutDirection", "args": [1]}"#)
                == .invalidStep(
                    index: 1,
                    "argument 1 of SetLayoutDirection (direction) must be one of \"ltr\", \"rtl\", got the number 1"))
        #expect(
            Self.error(ofStep: #"{"call": "SetShouldDisplayPrompts", "args": [1]}"#)
                == .invalidStep(
                    index: 1, "argument 1 of SetShouldDisplayPrompts (display) must be true or false, got the number 1")
        )
        #expect(
            Self.error(ofStep: #"{"call": "SetSetting", "args": ["compassButton", null]}"#)
                == .invalidStep(
                    index: 1, "argument 2 of SetSetting (value) must be true, false, a number or a string, got null"))
        #expect(
            Self.error(ofStep: #"{"call": "ShowPrompt", "args": "traffic"}"#)
                == .invalidStep(index: 1, "\"args\" must be a list of arguments, got the string \"traffic\""))
        #expect(
            Self.error(ofStep: #"{"call": 3}"#)
                == .invalidStep(index: 1, "\"call\" must be the bus method's name, a string, got the number 3"))
    }

    @Test func aMapOnlyGoesWithMapMethods() {
        #expect(
            Self.error(ofStep: #"{"call": "StartGuidance", "map": "main"}"#)
                == .invalidStep(
                    index: 1,
                    "StartGuidance is a method of the host (org.navlayout.Host1), not of a map: remove \"map\" from this step"
                ))
    }

    @Test func aStepMustHaveExactlyOneFormAndNoUnknownKeys() {
        #expect(
            Self.error(ofStep: #"{"call": "StartGuidance", "wait": 1}"#)
                == .invalidStep(
                    index: 1,
                    "a step must be exactly one of an input {\"call\": …}, a pause {\"wait\": seconds} or an expectation"
                        + " {\"expect\": {…}}; this one has keys \"call\", \"wait\""))
        #expect(
            Self.error(ofStep: "[]")
                == .invalidStep(
                    index: 1,
                    "a step must be an object: an input {\"call\": …}, a pause {\"wait\": seconds} or an expectation"
                        + " {\"expect\": {…}}"))
        #expect(
            Self.error(ofStep: #"{"call": "ShowPrompt", "arg": ["traffic"]}"#)
                == .invalidStep(index: 1, "unknown key \"arg\" in an input; its keys are \"call\", \"map\", \"args\""))
        #expect(
            Self.error(ofStep: #"{"wait": -1}"#)
                == .invalidStep(index: 1, "\"wait\" must be a number of seconds from 0 to 86400 (a day), got -1"))
        #expect(
            Self.error(ofStep: #"{"wait": "1s"}"#)
                == .invalidStep(index: 1, "\"wait\" must be a number of seconds, got the string \"1s\""))
    }

    @Test func aBadExpectationSaysWhichCheckIsWrong() {
        #expect(
            Self.error(ofStep: #"{"expect": {"state": "prompt"}}"#)
                == .invalidStep(
                    index: 1,
                    "expect: \"state\" must be one of \"disabled\", \"ready\", \"guidance\", \"guidance+prompt\", got \"prompt\""
                ))
        #expect(
            Self.error(ofStep: #"{"expect": {"frames": {"turnCard": [0, 0, 390]}}}"#)
                == .invalidStep(
                    index: 1, "expect: \"frames\".turnCard must be [x, y, width, height] (4 numbers), got a list"))
        #expect(
            Self.error(ofStep: #"{"expect": {"noErrorDiagnostics": false}}"#)
                == .invalidStep(
                    index: 1,
                    "expect: \"noErrorDiagnostics\" can only be true (it does not expect errors); leave it out to not check"
                ))
        #expect(
            Self.error(ofStep: #"{"expect": {"map": "main"}}"#)
                == .invalidStep(
                    index: 1,
                    "expect: an expectation must check at least one of \"state\", \"error\", \"frames\", \"hidden\","
                        + " \"noErrorDiagnostics\", \"diagnostics\""))
        #expect(
            Self.error(ofStep: #"{"expect": {"sate": "ready"}}"#)
                == .invalidStep(
                    index: 1,
                    "expect: unknown key \"sate\" in an expectation; its keys are \"map\", \"state\", \"error\","
                        + " \"frames\", \"hidden\", \"noErrorDiagnostics\", \"diagnostics\""))
        #expect(
            Self.error(ofStep: #"{"expect": "ready"}"#)
                == .invalidStep(index: 1, "\"expect\" must be an object of checks (state, error, frames, …)"))
    }

    @Test func aBadDocumentIsNamedWithoutAStep() {
        #expect(throws: ScenarioError.invalidDocument("\"name\" is missing: it must be a string")) {
            try Self.decode(#"{"steps": []}"#)
        }
        #expect(throws: ScenarioError.invalidDocument("\"steps\" must be a list of steps")) {
            try Self.decode(#"{"name": "x", "steps": {}}"#)
        }
        #expect(
            throws: ScenarioError.invalidDocument(
                "unknown key \"step\" in a scenario; its keys are \"name\", \"description\", \"steps\"")
        ) {
            try Self.decode(#"{"name": "x", "step": []}"#)
        }
        let notJSON = #expect(throws: ScenarioError.self) { try Self.decode(#"{"name": "x", "steps": [}"#) }
        guard case .invalidDocument(let message) = notJSON else {
            Issue.record("not JSON gave \(String(describing: notJSON))")
            return
        }
        #expect(message.hasPrefix("the document: "), "\(message)")
        #expect(notJSON?.description.hasPrefix("not a scenario: ") == true)
    }

    @Test func anUnreadableFileIsNamed() {
        let error = #expect(throws: ScenarioError.self) {
            try Scenario.load(contentsOf: URL(fileURLWithPath: "/nonexistent/scenario.json"))
        }
        guard case .unreadable(let path, _) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(path == "/nonexistent/scenario.json")
    }

    @Test func aNumberNoDoubleHoldsIsNamedWhereItIs() {
        let error = Self.error(ofStep: #"{"call": "SetGeometry", "args": [1e309, 844, 0, 0, 0, 0]}"#)
        #expect(error?.description.contains("steps[1]") == true, "\(String(describing: error))")
        #expect(error?.description.contains("args[0]") == true, "\(String(describing: error))")
        #expect(error?.description.contains("out of range") == true, "\(String(describing: error))")
        let wait = Self.error(ofStep: #"{"wait": 1e309}"#)
        #expect(wait?.description.contains("out of range") == true, "\(String(describing: wait))")
    }

    /// A pause is at most a day: the clock of an animation must stay within what is published.
    @Test func aPauseLongerThanADayIsRefused() {
        #expect(
            Self.error(ofStep: #"{"wait": 2e13}"#)
                == .invalidStep(
                    index: 1, "\"wait\" must be a number of seconds from 0 to 86400 (a day), got 20000000000000"))
    }
}
