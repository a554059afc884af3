import Foundation
import NavigationLayout
import Testing

@testable import NavigationHost

/// The runner: a fresh host per run, every event recorded with its step, input errors recorded
/// and claimed by expectations, and each kind of expectation holding or failing as it should.
@MainActor
@Suite("Scenario runner")
struct ScenarioRunnerTests {
    static func scenario(_ steps: String) throws -> Scenario {
        try Scenario.decode(from: Data(#"{"name": "test", "steps": [\#(steps)]}"#.utf8))
    }

    /// A runner whose maps get a ``RecordingDelegate`` (logo 64 × 24 and viewport 100 × 100 at the
    /// origin, turn card added in guidance).
    static let recording = ScenarioRunner(delegates: { _ in RecordingDelegate() })

    @Test func everyEventIsRecordedWithGaplessSequenceNumbersPerMap() throws {
        let result = Self.recording.run(
            try Self.scenario(
                """
                {"call": "CreateMap", "args": ["cluster", "display"]},
                {"call": "SetGeometry", "args": [390, 844, 47, 0, 34, 0]},
                {"call": "SetGeometry", "map": "cluster", "args": [800, 480, 0, 0, 0, 0]},
                {"call": "EnableNavigation"},
                {"call": "EnableNavigation", "map": "cluster"},
                {"call": "StartGuidance"},
                {"call": "ShowPrompt", "args": ["incident"]},
                {"call": "ShowPrompt", "args": ["traffic"]},
                {"call": "SetLayoutDirection", "map": "cluster", "args": ["rtl"]},
                {"call": "StopGuidance"},
                {"call": "DisableNavigation"},
                {"call": "DisableNavigation", "map": "cluster"}
                """))
        #expect(result.passed, "\(result.failures)")
        #expect(result.inputErrors.isEmpty)
        for map in ["main", "cluster"] {
            let sequences = result.events.filter { $0.event.map == map }.map(\.event.sequence)
            #expect(!sequences.isEmpty)
            #expect(sequences == Array(1...UInt64(sequences.count)), "\(map): \(sequences)")
        }
        // Each event is recorded against the step that caused it.
        let transitions = result.events.compactMap { recorded -> String? in
            guard case .stateChanged("main", _, let old, let new, let callbacks) = recorded.event else { return nil }
            return "\(recorded.step) \(old.rawValue)→\(new.rawValue) \(callbacks.joined(separator: ","))"
        }
        #expect(
            transitions == [
                "3 disabled→ready enableNavigationUI", "5 ready→guidance startGuidance",
                "6 guidance→guidance+prompt showPrompt", "7 guidance+prompt→guidance+prompt changePrompt",
                "9 guidance+prompt→ready hidePrompt,stopGuidance", "10 ready→disabled disableNavigationUI",
            ])
        #expect(result.events.map(\.step) == result.events.map(\.step).sorted())
    }

    @Test func eachRunStartsFromAFreshHostAndPutsTheTimerBack() throws {
        let before = LayoutTiming.timer
        let scenario = try Self.scenario(
            #"{"call": "EnableNavigation"}, {"expect": {"state": "ready"}}, {"call": "StartGuidance"}"#)
        let first = Self.recording.run(scenario)
        let second = Self.recording.run(scenario)
        #expect(first.passed && second.passed)
        #expect(first.events == second.events)
        #expect(LayoutTiming.timer === before)
    }

    @Test func waitingRunsAnimationCompletions() throws {
        let plugin = try PluginLibrary.load(path: PluginLibraryTests.basicLayoutPath)
        let result = ScenarioRunner(plugin: plugin).run(
            try Self.scenario(
                """
                {"call": "SetGeometry", "args": [390, 844, 47, 0, 34, 0]},
                {"call": "EnableNavigation"},
                {"call": "StartGuidance"},
                {"call": "ShowPrompt", "args": ["traffic"]},
                {"wait": 1},
                {"call": "HidePrompt"},
                {"expect": {"frames": {"prompt.traffic.1": [0, 844, 390, 146]}}},
                {"wait": 0.2},
                {"expect": {"state": "guidance", "frames": {"prompt.traffic.1": [0, 844, 390, 146]}}},
                {"wait": 0.2},
                {"expect": {"state": "guidance", "noErrorDiagnostics": true}},
                {"expect": {"frames": {"prompt.traffic.1": [0, 844, 390, 146]}}}
                """))
        // The prompt slides down (a layout publishes its final frame, just below the map, with the
        // animation as a record) and is removed when its 0.4 s animation completes, during the
        // second pause: a layout is published then, recorded against that pause.
        #expect(result.failures.map(\.step) == [11], "\(result.failures)")
        #expect(result.failures.first?.message == "main has no view or guide 'prompt.traffic.1'")
        #expect(result.events.contains { $0.step == 9 && $0.event.isLayoutResolved })
    }

    @Test func anExpectedInputErrorIsRecordedButNotAFailure() throws {
        let result = Self.recording.run(
            try Self.scenario(
                """
                {"call": "ShowPrompt", "args": ["traffic"]},
                {"expect": {"error": "InvalidState"}},
                {"call": "SetGeometry", "args": [-1, 844, 0, 0, 0, 0]},
                {"wait": 1},
                {"expect": {"state": "disabled"}},
                {"expect": {"error": "InvalidArgument"}},
                {"call": "EnableNavigation", "map": "cluster"},
                {"expect": {"error": "UnknownMap"}}
                """))
        #expect(result.passed, "\(result.failures)")
        #expect(result.inputErrors.map(\.step) == [0, 2, 6])
        #expect(result.inputErrors.map(\.error.code) == [.invalidState, .invalidArgument, .unknownMap])
        #expect(result.inputErrors[0].description.hasPrefix(#"steps[0] ShowPrompt("traffic"): InvalidState: "#))
    }

    @Test func anUnexpectedInputErrorIsAFailureOfItsStep() throws {
        let result = Self.recording.run(
            try Self.scenario(
                """
                {"call": "StopGuidance"},
                {"call": "EnableNavigation"},
                {"call": "EnableNavigation"}
                """))
        #expect(result.failures.map(\.step) == [0, 2])
        #expect(
            result.failures.first?.message
                == "StopGuidance() failed with InvalidState: guidance is not active; valid now: StartGuidance (add"
                + " {\"expect\": {\"error\": \"InvalidState\"}} after it if that is intended)")
        #expect(!result.passed)
    }

    @Test func anExpectedErrorThatDidNotHappenOrDiffersIsAFailure() throws {
        let result = Self.recording.run(
            try Self.scenario(
                """
                {"expect": {"error": "InvalidState"}},
                {"call": "EnableNavigation"},
                {"expect": {"error": "InvalidState"}},
                {"call": "EnableNavigation", "map": "nowhere"},
                {"expect": {"error": "InvalidState"}}
                """))
        #expect(
            result.failures.map(\.description) == [
                "steps[0]: expected an error InvalidState, but no input came before this expectation",
                "steps[2]: expected steps[1] main.EnableNavigation() to fail with InvalidState, but it succeeded",
                "steps[4]: expected steps[3] nowhere.EnableNavigation() to fail with InvalidState, but it failed with"
                    + " UnknownMap: no map is named 'nowhere'; maps: main",
            ])
    }

    @Test func stateFramesAndHiddenExpectationsHoldOrFail() throws {
        let result = Self.recording.run(
            try Self.scenario(
                """
                {"call": "SetGeometry", "args": [390, 844, 0, 0, 0, 0]},
                {"call": "EnableNavigation"},
                {"expect": {"state": "ready", "frames": {"googleLogo": [0, 0, 64, 24], "viewport": [0, 0, 100, 100]}}},
                {"expect": {"state": "guidance"}},
                {"expect": {"frames": {"googleLogo": [0, 0, 64, 25], "turnCard": [0, 0, 1, 1]}}},
                {"expect": {"hidden": ["googleLogo", "compass"]}},
                {"expect": {"map": "cluster", "state": "ready"}}
                """))
        #expect(
            result.failures.map(\.description) == [
                "steps[3]: main is ready, want guidance",
                "steps[4]: main: googleLogo is at [0, 0, 64, 24], want [0, 0, 64, 25]",
                "steps[4]: main has no view or guide 'turnCard'",
                "steps[5]: main: googleLogo is visible, want hidden",
                "steps[5]: main has no view 'compass' (expected it hidden)",
                "steps[6]: cannot check map 'cluster': no map is named 'cluster'; maps: main",
            ])
    }

    @Test func diagnosticExpectationsSeeTheMapsDiagnostics() throws {
        // A delegate that places nothing: the logo and the viewport are missing (SPEC §8 rule 1).
        let result = ScenarioRunner(delegates: { _ in ClosureDelegate() }).run(
            try Self.scenario(
                """
                {"call": "SetGeometry", "args": [390, 844, 0, 0, 0, 0]},
                {"expect": {"noErrorDiagnostics": true, "diagnostics": []}},
                {"call": "EnableNavigation"},
                {"expect": {"diagnostics": ["missing-required-component"]}},
                {"expect": {"noErrorDiagnostics": true}},
                {"expect": {"diagnostics": ["viewport-covered"]}}
                """))
        #expect(result.failures.map(\.step) == [4, 5])
        #expect(
            result.failures.first?.message.hasPrefix("main has 2 error diagnostic(s): error missing-required-component")
                == true)
        #expect(
            result.failures.last?.message.hasPrefix(
                "main's diagnostic codes are [missing-required-component], want [viewport-covered] (diagnostics: error")
                == true)
        // Both diagnostics appeared with the Diagnostics event of the EnableNavigation step.
        #expect(result.errorDiagnostics.map(\.step) == [2, 2])
        #expect(Set(result.errorDiagnostics.flatMap(\.diagnostic.viewIDs)) == ["googleLogo", "viewport"])
        #expect(!result.isClean)
        #expect(result.summary.hasPrefix("test: 2 failure(s), 2 error diagnostic(s)\n  steps[4]: main has 2 error"))
    }

    @Test func theExampleOfTheDocumentationPlaysAsDescribed() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/scenarios.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let scenario = try Scenario.decode(from: Data(text[start.upperBound..<end.lowerBound].utf8))
        let result = Self.recording.run(scenario)
        #expect(result.isClean, "\(result.summary)")
        #expect(result.inputErrors.map(\.step) == [7])
    }

    @Test func newMapsGetDelegatesFromTheFactory() throws {
        var asked: [String] = []
        let runner = ScenarioRunner(delegates: { map in
            asked.append(map)
            return RecordingDelegate()
        })
        let result = runner.run(
            try Self.scenario(
                """
                {"call": "CreateMap", "args": ["cluster", "display"]},
                {"call": "CreateMap", "args": ["carplay", "projection"]},
                {"call": "SetGeometry", "map": "cluster", "args": [800, 480, 0, 0, 0, 0]},
                {"call": "EnableNavigation", "map": "cluster"},
                {"expect": {"map": "cluster", "frames": {"googleLogo": [0, 0, 64, 24]}}},
                {"call": "RemoveMap", "args": ["cluster"]},
                {"call": "CreateMap", "args": ["main", "display"]},
                {"expect": {"error": "MapExists"}}
                """))
        #expect(result.passed, "\(result.failures)")
        #expect(asked == ["main", "cluster"], "projected displays always use the built-in layout")
    }
}

extension HostEvent {
    var isLayoutResolved: Bool {
        if case .layoutResolved = self { return true }
        return false
    }
}
