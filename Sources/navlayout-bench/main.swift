import Glibc

// navlayout-bench: LayoutSolver timings on bench/kiwi_bench.py's systems (SPEC §13).
// Results go to stdout, one JSON line per scenario, flushed as each finishes (full runs take
// minutes); notes and failures go to stderr.

func fail(_ error: BenchError) -> Never {
    StandardStreams.error("navlayout-bench: \(error)")
    exit(error.exitStatus)
}

func emit(_ line: String) {
    StandardStreams.output(line)
}

let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error)
}

if options.help {
    emit(BenchOptions.usage)
    exit(0)
}
for adjustment in options.adjustments {
    StandardStreams.error("navlayout-bench: note: \(adjustment)")
}

let scenarios = Scenario.all
if let unknown = options.only.first(where: { token in !scenarios.contains { $0.isSelected(by: [token]) } }) {
    fail(
        .usage("--only: '\(unknown)' matches no scenario; scenarios: " + scenarios.map(\.name).joined(separator: ", ")))
}

if options.list {
    for scenario in scenarios where scenario.isSelected(by: options.only) {
        emit("\(scenario.name)\t\(scenario.summary)")
    }
    exit(0)
}

if let path = options.dumpPath {
    do {
        try SystemDump.write(to: path)
    } catch {
        fail(error)
    }
    exit(0)
}

let settings = BenchSettings(repeats: options.repeats, warmup: options.warmup)
for scenario in scenarios where scenario.isSelected(by: options.only) {
    do {
        emit(try scenario.run(settings).line)
    } catch {
        fail(error)
    }
}
