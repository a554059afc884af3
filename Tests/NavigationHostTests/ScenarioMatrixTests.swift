import Foundation
import NavigationLayout
import Testing

@testable import NavigationHost

/// The standard scenario matrix: its data, its expansion, and the layouts this package ships
/// played over all of it (what the plugin probe of SPEC §9 will run).
@MainActor
@Suite("Scenario matrix")
struct ScenarioMatrixTests {
    @Test func theStandardMatrixIsTheDataInTheRepository() throws {
        let matrix = try ScenarioMatrix.standard()
        #expect(matrix.sizes.map(\.label) == ["390x844", "844x390", "1024x768", "1920x720"])
        #expect(matrix.sizes[0].insets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(matrix.sizes[1].insets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(matrix.sizes[2].insets == .zero && matrix.sizes[3].insets == .zero)
        #expect(matrix.directions == [.leftToRight, .rightToLeft])
        #expect(matrix.speedWidgets == [.none, .speed, .limit, .both])
        #expect(matrix.promptKinds == [.traffic, .betterRoute, .incident, .safetyCamera])
        #expect(matrix.changeFrom == .traffic && matrix.changeTo == .betterRoute)
        #expect(try ScenarioMatrix.decode(from: JSONEncoder().encode(matrix)) == matrix)
    }

    @Test func itExpandsToEveryStateAtEverySizeAndDirection() throws {
        let matrix = try ScenarioMatrix.standard()
        let scenarios = matrix.scenarios
        #expect(
            scenarios.map(\.name) == [
                "390x844-ltr", "390x844-rtl", "844x390-ltr", "844x390-rtl", "1024x768-ltr", "1024x768-rtl",
                "1920x720-ltr", "1920x720-rtl",
            ])
        let first = scenarios[0].steps
        let inputs = first.compactMap { step -> String? in
            guard case .input(let input) = step else { return nil }
            return input.description
        }
        #expect(
            inputs == [
                "main.SetGeometry(390, 844, 47, 0, 34, 0)", #"main.SetLayoutDirection("ltr")"#,
                "main.EnableNavigation()",
                "StartGuidance()", #"SetSpeedWidget("none")"#, #"SetSpeedWidget("speed")"#, #"SetSpeedWidget("limit")"#,
                #"SetSpeedWidget("both")"#, "main.SetGeometry(844, 390, 0, 34, 0, 47)",
                "main.SetGeometry(390, 844, 47, 0, 34, 0)", #"ShowPrompt("traffic")"#, "HidePrompt()",
                #"ShowPrompt("betterRoute")"#,
                "HidePrompt()", #"ShowPrompt("incident")"#, "HidePrompt()", #"ShowPrompt("safetyCamera")"#,
                "HidePrompt()", #"ShowPrompt("traffic")"#, #"ShowPrompt("betterRoute")"#, "StopGuidance()",
                "main.DisableNavigation()", "StartGuidance()", #"ShowPrompt("traffic")"#, "main.EnableNavigation()",
                "main.DisableNavigation()",
            ])
        // Every input is followed by a pause and an expectation of the state without errors.
        #expect(first.count == inputs.count * 3)
        for (index, step) in first.enumerated() where index % 3 == 0 {
            guard case .input = step, case .wait(matrix.settleSeconds) = first[index + 1],
                case .expect(let expectation) = first[index + 2]
            else {
                Issue.record("steps[\(index)...\(index + 2)] are not input, wait, expect")
                continue
            }
            #expect(expectation.noErrorDiagnostics && expectation.state != nil)
        }
        let states = Set(
            first.compactMap { step -> MapState? in
                guard case .expect(let expectation) = step else { return nil }
                return expectation.state
            })
        #expect(states == Set(MapState.allCases))
        #expect(Set(scenarios.map { $0.steps.count }) == [first.count])
    }

    @Test func aBadMatrixIsNamedByItsKey() {
        let valid: [String: String] = [
            "sizes": #"[{"width": 390, "height": 844, "insets": [47, 0, 34, 0]}]"#, "directions": #"["ltr"]"#,
            "speedWidgets": #"["none"]"#, "promptKinds": #"["traffic"]"#,
            "promptChange": #"{"from": "traffic", "to": "incident"}"#, "settleSeconds": "1",
        ]
        func error(_ changes: [String: String]) -> ScenarioError? {
            let fields = valid.merging(changes) { $1 }.map { "\"\($0.key)\": \($0.value)" }
            do {
                _ = try ScenarioMatrix.decode(from: Data(("{" + fields.joined(separator: ", ") + "}").utf8))
                return nil
            } catch {
                return error
            }
        }
        #expect(error([:]) == nil)
        #expect(
            error(["directions": #"["ltr", "up"]"#])
                == .invalidMatrix(#"directions[1] must be one of "ltr", "rtl", got "up""#))
        #expect(
            error(["sizes": "[]"])
                == .invalidMatrix(
                    #""sizes" must not be empty: it must be a list of {"width", "height", "insets": [top, left, bottom, right]}"#
                ))
        #expect(
            error(["sizes": #"[{"width": 390, "height": 844, "insets": [47, 0, 34]}]"#])
                == .invalidMatrix("sizes[0].insets must be [top, left, bottom, right]: 4 numbers"))
        #expect(
            error(["sizes": #"[{"width": 100, "height": 100, "insets": [60, 0, 60, 0]}]"#])
                == .invalidMatrix("sizes[0].insets [60, 0, 60, 0] do not fit a 100 × 100 screen"))
        #expect(
            error(["sizes": #"[{"width": 390, "height": 844}, {"width": 390, "height": 844}]"#])
                == .invalidMatrix("sizes[1] repeats sizes[0] (390x844)"))
        #expect(error(["directions": #"["ltr", "ltr"]"#]) == .invalidMatrix(#""directions" names "ltr" twice"#))
        #expect(
            error(["promptChange": #"{"from": "traffic"}"#])
                == .invalidMatrix(#""promptChange" must be {"from": kind, "to": kind}"#))
        #expect(
            error(["settleSeconds": "-1"])
                == .invalidMatrix(#""settleSeconds" must be from 0 to 86400 (a day), got -1"#))
        #expect(error(["extra": "1"])?.description.contains(#"unknown key "extra" in the matrix"#) == true)
    }

    /// Plays every scenario of the matrix and reports each failure and error-level diagnostic with
    /// its scenario and step.
    static func play(_ runner: ScenarioRunner, delegate: String) throws -> [ScenarioResult] {
        let results = try ScenarioMatrix.standard().scenarios.map(runner.run)
        for result in results where !result.isClean {
            Issue.record("\(delegate): \(result.summary)")
        }
        return results
    }

    @Test func theBasicLayoutPluginPlaysTheWholeMatrixCleanly() throws {
        let plugin = try PluginLibrary.load(path: PluginLibraryTests.basicLayoutPath)
        let results = try Self.play(ScenarioRunner(plugin: plugin), delegate: "BasicLayout")
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0.inputErrors.isEmpty && !$0.events.isEmpty })
        for result in results {
            for map in Set(result.events.map(\.event.map)) {
                let sequences = result.events.filter { $0.event.map == map }.map(\.event.sequence)
                #expect(sequences == Array(1...UInt64(sequences.count)), "\(result.scenario.name) \(map)")
            }
        }
    }

    @Test func theBuiltInLayoutPlaysTheWholeMatrixCleanly() throws {
        let results = try Self.play(ScenarioRunner(), delegate: "built-in layout")
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0.inputErrors.isEmpty && !$0.events.isEmpty })
    }

    @Test func aDelegateThatLeavesPromptsBehindFailsTheMatrix() throws {
        let scenario = try #require(try ScenarioMatrix.standard().scenarios.first)
        let result = ScenarioRunner(delegates: { _ in PromptHoarder() }).run(scenario)
        let leftovers = result.errorDiagnostics.filter { $0.diagnostic.code == "leftover-views" }
        #expect(leftovers.first.map { scenario.steps[$0.step].description } == "HidePrompt()")
        #expect(leftovers.first?.diagnostic.viewIDs == ["prompt.traffic.1"])
        // The first expectation to fail is the one after the first HidePrompt; from there on, the
        // prompt left behind fails every expectation.
        let first = try #require(result.failures.first)
        #expect(scenario.steps[first.step - 2].description == "HidePrompt()")
        #expect(first.message.hasPrefix("main has 1 error diagnostic(s): error leftover-views [prompt.traffic.1]"))
        #expect(result.failures.last.map { scenario.steps[$0.step - 2].description } == "main.DisableNavigation()")
    }
}

/// Places the logo and the viewport in every state, and adds prompts but never removes them
/// (SPEC §8 rule 5: a prompt left behind after `hidePrompt`).
@MainActor
private final class PromptHoarder: NavigationLayoutDelegate {
    private func place(_ state: any NavigationUIState, on map: GMSMapView) {
        for view in [state.googleLogo, state.viewport] where view.superview == nil {
            pin(
                view, in: map, x: 0, y: 0, width: view === state.viewport ? 100 : nil,
                height: view === state.viewport ? 100 : nil)
        }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: any NavigationReadyUIState) { place(newState, on: navMap) }
    func startGuidance(navMap: GMSMapView, newState: any ActiveGuidanceUIState, oldState: any NavigationReadyUIState) {
        place(newState, on: navMap)
    }
    func showPrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView) {
        pin(newPrompt, in: navMap, x: 0, y: 200, width: nil, height: nil)
    }
    func changePrompt(navMap: GMSMapView, newPrompt: any NavigationPromptView, oldPrompt: any NavigationPromptView) {
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
