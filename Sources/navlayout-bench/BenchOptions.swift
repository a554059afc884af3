/// The command line, with kiwi_bench.py's options and defaults.
struct BenchOptions {
    /// `--only`: scenario names or prefixes (see ``Scenario/isSelected(by:)``); empty for all.
    var only: [String] = []
    var repeats = 30
    var warmup = 3
    var list = false
    var help = false
    /// `--dump-systems FILE`: write the systems as JSON instead of timing.
    var dumpPath: String?
    /// Values raised to kiwi_bench.py's minimums, to be reported rather than applied silently.
    private(set) var adjustments: [String] = []

    /// kiwi_bench.py never times fewer runs than this, so neither do we.
    static let minimumRepeats = 20
    /// kiwi_bench.py always warms up at least once.
    static let minimumWarmup = 1

    static let usage = """
        usage: navlayout-bench [--only NAME[,NAME...]] [--repeats N] [--warmup N] [--list]
                               [--dump-systems FILE]

        Times the LayoutSolver on the constraint systems of bench/kiwi_bench.py and prints one JSON
        line per scenario, with kiwi_bench.py's keys, so the two can be compared side by side
        (bench/side-by-side.sh). Each scenario first checks its solution and exits with status 1,
        naming the scenario and the wrong variables, if it is not the expected one.

          --only NAMES        comma list of scenarios or prefixes: navscreen, resize, animate,
                              chain (= chain-100,chain-1000,chain-5000), chain-N,
                              grid (= grid-32x32,grid-32x32-resize),
                              sdk (= sdk-navscreen,sdk-resize: the BasicLayout plugin through
                              the SDK vs a bare Solver; sdk-rtl-nesting: 300 nested views
                              right to left vs left to right), host (= host-transition,host-matrix:
                              one input through the whole host, and the scenario matrix);
                              sdk and host need libBasicLayout.so beside this program;
                              default: all
          --repeats N         timed runs, at least \(minimumRepeats) (default 30)
          --warmup N          untimed runs first, at least \(minimumWarmup) (default 3; chain-5000 and
                              the grid build always warm up once, as in kiwi_bench.py)
          --list              print the scenario names and exit
          --dump-systems FILE write the systems as JSON (kiwi_bench.py's schema) and exit
          --help              print this help and exit

        Build with `swift build -c release`: debug timings mean nothing.
        """

    /// Parses the arguments after the program name.
    ///
    /// - Throws: ``BenchError/usage(_:)`` for an unknown option, a missing value or a value that
    ///   is not a whole number.
    init(arguments: [String]) throws(BenchError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(BenchError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw .usage("\(name) needs a value")
                }
                return next
            }
            switch name {
            case "--only":
                only = try value().split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
            case "--repeats":
                repeats = try Self.count(try value(), for: name)
            case "--warmup":
                warmup = try Self.count(try value(), for: name)
            case "--dump-systems":
                dumpPath = try value()
            case "--list":
                list = true
            case "--help", "-h":
                help = true
            default:
                throw .usage("unknown argument '\(argument)'")
            }
        }
        if repeats < Self.minimumRepeats {
            adjustments.append("--repeats \(repeats) raised to \(Self.minimumRepeats), kiwi_bench.py's minimum")
            repeats = Self.minimumRepeats
        }
        if warmup < Self.minimumWarmup {
            adjustments.append("--warmup \(warmup) raised to \(Self.minimumWarmup), kiwi_bench.py's minimum")
            warmup = Self.minimumWarmup
        }
    }

    private static func count(_ text: String, for option: String) throws(BenchError) -> Int {
        guard let number = Int(text), number >= 0 else {
            throw .usage("\(option) needs a whole number of runs, got '\(text)'")
        }
        return number
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
