import LayoutSolver

/// kiwi_bench.py's `bench_resize`: one operation is two suggestions (width, height) and
/// `updateVariables`, cycling through `sizes` on a solver built once.
struct ResizeBenchmark {
    var scenario: String
    var system: LinearSystem
    var widthVariable: String
    var heightVariable: String
    var sizes: [(width: Double, height: Double)]
    /// The expected solution at a size.
    var expectation: (_ width: Double, _ height: Double) -> [Expectation]

    /// Times at least `repeats` operations, rounded up to whole cycles of `sizes`, after
    /// `warmup` untimed cycles.
    func run(repeats: Int, warmup: Int) throws(BenchError) -> BenchRecord {
        guard let width = system.variable(named: widthVariable),
            let height = system.variable(named: heightVariable)
        else { preconditionFailure("\(system.name) has no \(widthVariable) or \(heightVariable)") }
        let solver = try system.makeBuiltSolver(scenario: scenario)

        for size in sizes {
            try resize(solver, width, height, to: size)
            try system.verify(
                solver, against: expectation(size.width, size.height), scenario: scenario,
                context: "at \(Self.format(size))")
        }

        let count = sizes.count
        let operations = max(repeats, count) + (count - max(repeats, count) % count) % count
        var next = 0
        let samples = try Samples.time(repeats: operations, warmup: warmup * count) { () throws(BenchError) in
            try resize(solver, width, height, to: sizes[next % count])
            next += 1
        }

        var record = BenchRecord(scenario: scenario, op: "2x suggestValue + updateVariables")
        record.set("sizes", .array(sizes.map { .array([.int(Int($0.width)), .int(Int($0.height))]) }))
        record.set("variables", .int(system.variables.count))
        record.set("constraints", .int(system.constraints.count))
        record.set("repeats", .int(operations))
        record.setMicroseconds("median_us", nanoseconds: samples.medianNanoseconds)
        record.setMicroseconds("min_us", nanoseconds: samples.minNanoseconds)
        record.set("verified", .bool(true))
        return record
    }

    @inline(__always)
    private func resize(
        _ solver: Solver, _ width: Variable, _ height: Variable, to size: (width: Double, height: Double)
    ) throws(BenchError) {
        do {
            try solver.suggest(size.width, for: width)
            try solver.suggest(size.height, for: height)
        } catch {
            throw .refused(scenario: scenario, step: "suggesting \(Self.format(size))", error)
        }
        solver.updateVariables()
    }

    private static func format(_ size: (width: Double, height: Double)) -> String {
        "\(Int(size.width))x\(Int(size.height))"
    }
}
