public import NavigationLayout

/// Plays scenarios against a fresh ``NavigationHost`` in this process and records what happens.
///
/// Each run makes a new host (with its map `main`), gives every map of kind `display` a delegate
/// from the runner's factory (none: the built-in layout), and installs its own
/// ``ManualLayoutTimer`` in ``LayoutTiming/timer`` for the run (the previous timer is put back at
/// the end), so that animations complete exactly when a `wait` step moves the clock. It records
/// every ``HostEvent`` and every input error with its step, checks each expectation when it comes
/// (collecting what does not hold, never stopping early) and returns a ``ScenarioResult``.
///
/// An input error is a failure only if no expectation with `error` follows the input (before the
/// next input).
@MainActor
public struct ScenarioRunner {
    /// Makes the delegate for a map by name, or nil for the built-in layout. Called for `main`
    /// when the run starts and for each map of kind `display` a `CreateMap` step makes.
    public typealias DelegateFactory = @MainActor (_ map: String) -> (any NavigationLayoutDelegate)?

    private let makeDelegate: DelegateFactory

    /// A runner whose maps use the built-in layout (SPEC §7).
    public init() {
        makeDelegate = { _ in nil }
    }

    /// A runner whose maps get their delegates from `delegates`.
    public init(delegates: @escaping DelegateFactory) {
        makeDelegate = delegates
    }

    /// A runner whose maps each get a new delegate from a loaded plugin.
    public init(plugin: LoadedPlugin) {
        let factory = plugin.factory
        makeDelegate = { _ in factory.makeDelegate() }
    }

    /// Plays `scenario` against a fresh host and returns what happened.
    public func run(_ scenario: Scenario) -> ScenarioResult {
        let timer = ManualLayoutTimer()
        let previousTimer = LayoutTiming.timer
        LayoutTiming.timer = timer
        defer { LayoutTiming.timer = previousTimer }

        let recorder = ScenarioRecorder(scenario: scenario)
        let host = NavigationHost()
        host.eventSink = { recorder.record($0) }
        defer { host.eventSink = nil }
        if let delegate = makeDelegate("main") {
            do {
                try host.setDelegate(delegate, map: "main")
            } catch {
                recorder.fail("cannot set the delegate of main: \(error)")
            }
        }

        for (index, step) in scenario.steps.enumerated() {
            recorder.step = index
            switch step {
            case .input(let input):
                recorder.reportUnexpectedError()
                do throws(HostError) {
                    try input.perform(on: host)
                    if case .createMap(let name, .display) = input, let delegate = makeDelegate(name) {
                        try host.setDelegate(delegate, map: name)
                    }
                    recorder.inputSucceeded(input)
                } catch {
                    recorder.inputFailed(input, error)
                }
            case .wait(let seconds):
                timer.advance(by: seconds)
            case .expect(let expectation):
                if let code = expectation.error { recorder.expectError(code) }
                for message in ScenarioChecks.failures(of: expectation, on: host) { recorder.fail(message) }
            }
        }
        recorder.reportUnexpectedError()
        return recorder.finished()
    }
}

/// What a run has recorded so far, and the input error that still waits for an expectation.
@MainActor
final class ScenarioRecorder {
    private var result: ScenarioResult
    /// The step being played (events and failures are recorded against it); -1 while setting up.
    var step = -1
    private var lastInput: (step: Int, input: ScenarioInput, error: HostError?)?
    private var errorExpected = false
    private var publishedDiagnostics: [String: [LayoutDiagnostic]] = [:]

    init(scenario: Scenario) {
        result = ScenarioResult(scenario: scenario)
    }

    func record(_ event: HostEvent) {
        result.events.append(ScenarioResult.RecordedEvent(step: step, event: event))
        guard case .diagnostics(let map, _, let items) = event else { return }
        let before = publishedDiagnostics[map] ?? []
        for item in items where !before.contains(item) {
            result.diagnostics.append(ScenarioResult.SeenDiagnostic(step: step, map: map, diagnostic: item))
        }
        publishedDiagnostics[map] = items
    }

    /// The result, failures in step order.
    func finished() -> ScenarioResult {
        var finished = result
        finished.failures.sort { $0.step < $1.step }
        return finished
    }

    func fail(_ message: String) {
        result.failures.append(ScenarioResult.Failure(step: step, message: message))
    }

    func inputSucceeded(_ input: ScenarioInput) {
        lastInput = (step, input, nil)
        errorExpected = false
    }

    func inputFailed(_ input: ScenarioInput, _ error: HostError) {
        result.inputErrors.append(ScenarioResult.InputError(step: step, input: input, error: error))
        lastInput = (step, input, error)
        errorExpected = false
    }

    /// An expectation's `error`: the previous input failed with `code`.
    func expectError(_ code: String) {
        guard let lastInput else {
            fail("expected an error \(code), but no input came before this expectation")
            return
        }
        let input = "steps[\(lastInput.step)] \(lastInput.input)"
        guard let error = lastInput.error else {
            fail("expected \(input) to fail with \(code), but it succeeded")
            return
        }
        errorExpected = true
        if error.code.description != code {
            fail("expected \(input) to fail with \(code), but it failed with \(error)")
        }
    }

    /// Records the previous input's error as a failure if no expectation claimed it.
    func reportUnexpectedError() {
        guard let lastInput, let error = lastInput.error, !errorExpected else { return }
        result.failures.append(
            ScenarioResult.Failure(
                step: lastInput.step,
                message: "\(lastInput.input) failed with \(error) (add {\"expect\": {\"error\": \"\(error.code)\"}}"
                    + " after it if that is intended)"))
        errorExpected = true
    }
}
