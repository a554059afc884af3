import LayoutSolver

/// kiwi_bench.py's `chain-N`: N boxes in a horizontal row, 8 pt apart, each at least 10 wide and
/// preferring 50 (weak). Two variables per box. Expected: box I at 58 × I, 50 wide.
enum ChainSystem {
    /// The chain lengths kiwi_bench.py times.
    static let lengths = [100, 1000, 5000]

    /// The system, in the statement order of kiwi_bench.py's `chain_system`.
    static func make(length n: Int) -> LinearSystem {
        let s = SystemBuilder(name: "chain-\(n)")
        for i in 0..<n {
            let left = s.variable("box\(i).left")
            let width = s.variable("box\(i).width")
            if i == 0 {
                s.eq(left, 0)
            } else {
                s.eq(left, s.variable("box\(i - 1).left") + s.variable("box\(i - 1).width") + 8)
            }
            s.ge(width, 10)
            s.eq(width, 50, .weak)
        }
        var system = s.system
        system.expected = (0..<n).flatMap { i in
            [
                Expectation(name: "box\(i).left", value: 58 * Double(i)),
                Expectation(name: "box\(i).width", value: 50),
            ]
        }
        return system
    }
}
