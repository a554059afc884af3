extension Scenario {
    /// Every scenario: kiwi_bench.py's, in its output order, then the SDK's, then the host's.
    static var all: [Scenario] {
        [
            Scenario(name: "navscreen", summary: "navigation screen, 41 variables, 45 constraints: build+solve") {
                (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                try BuildBenchmark(scenario: "navscreen", system: NavscreenSystem.make())
                    .run(repeats: settings.repeats, warmup: settings.warmup)
            },
            Scenario(name: "resize", summary: "navscreen: suggest width and height + updateVariables, 4 sizes") {
                (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                try ResizeBenchmark(
                    scenario: "resize", system: NavscreenSystem.make(),
                    widthVariable: "root.width", heightVariable: "root.height", sizes: NavscreenSystem.resizeSizes,
                    expectation: { NavscreenSystem.expectation(width: $0, height: $1, prompt: 0) }
                )
                // kiwi_bench.py times ten times as many of these short operations.
                .run(repeats: settings.repeats * 10, warmup: settings.warmup)
            },
            Scenario(name: "animate", summary: "navscreen: 600 frames of suggest prompt + updateVariables") {
                (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                try AnimateBenchmark(scenario: "animate").run(repeats: settings.repeats, warmup: settings.warmup)
            },
        ] + ChainSystem.lengths.map(chainScenario) + [
            Scenario(name: "grid-32x32", summary: "1024 cells in a strong-edited container: build+solve") {
                (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                try BuildBenchmark(scenario: "grid-32x32", system: GridSystem.make())
                    .run(repeats: settings.repeats, warmup: BenchSettings.slowBuildWarmup)
            },
            Scenario(name: "grid-32x32-resize", summary: "grid: suggest width and height + updateVariables, 4 sizes") {
                (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                try ResizeBenchmark(
                    scenario: "grid-32x32-resize", system: GridSystem.make(),
                    widthVariable: "grid.width", heightVariable: "grid.height", sizes: GridSystem.resizeSizes,
                    expectation: { GridSystem.expectation(width: $0, height: $1) }
                ).run(repeats: settings.repeats, warmup: settings.warmup)
            },
            // Not in kiwi_bench.py: the SDK against a bare Solver on the same system.
            Scenario(
                name: "sdk-navscreen",
                summary: "BasicLayout guidance screen through the SDK vs the same system on a bare Solver: build+solve"
            ) { (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                try SDKBuildBenchmark(scenario: "sdk-navscreen").run(repeats: settings.repeats, warmup: settings.warmup)
            },
            Scenario(
                name: "sdk-resize",
                summary: "sdk-navscreen's map: size + insets + resolveLayout, 4 sizes, vs setConstant on a bare Solver"
            ) { (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                // As many operations as `resize` times.
                try SDKResizeBenchmark(scenario: "sdk-resize").run(
                    repeats: settings.repeats * 10, warmup: settings.warmup)
            },
            Scenario(
                name: "sdk-rtl-nesting",
                summary: "300 views nested by leading/trailing: build+solve right to left vs left to right, and flips"
            ) { (settings: BenchSettings) throws(BenchError) -> BenchRecord in
                // Each run builds 300 views twice: a tenth of the runs, at least 20.
                try SDKDirectionBenchmark(scenario: "sdk-rtl-nesting").run(
                    repeats: max(20, settings.repeats / 10), warmup: min(settings.warmup, 5))
            },
        ] + hostScenarios
    }

    private static func chainScenario(length: Int) -> Scenario {
        Scenario(name: "chain-\(length)", summary: "\(length) boxes in a row, 2 variables each: build+solve") {
            (settings: BenchSettings) throws(BenchError) -> BenchRecord in
            try BuildBenchmark(scenario: "chain-\(length)", system: ChainSystem.make(length: length))
                .run(repeats: settings.repeats, warmup: length < 5000 ? settings.warmup : BenchSettings.slowBuildWarmup)
        }
    }
}
