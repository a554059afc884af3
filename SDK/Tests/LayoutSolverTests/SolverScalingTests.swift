import Testing

@testable import LayoutSolver

/// How dense the tableau gets decides how the solver scales (notes/solver.md §2.5): kiwi's rows
/// for a chain grow with the chain and its grid rows with the grid. These tests count cells, not
/// time, so they are exact on any machine.
@Suite("Scaling") struct SolverScalingTests {
    @Test func aChainKeepsItsRowsShort() throws {
        let solver = Solver()
        let count = 2000
        var id: UInt64 = 0
        func add(_ constraint: Constraint) throws {
            id += 1
            try solver.add(constraint, id: ConstraintID(id))
        }
        var previous: (left: Variable, width: Variable)?
        var lefts: [Variable] = []
        for _ in 0..<count {
            let left = solver.makeVariable()
            let width = solver.makeVariable()
            if let previous {
                try add(Constraint(Expression(left), .equal, previous.left + previous.width + 8))
            } else {
                try add(Constraint(Expression(left), .equal, 0))
            }
            try add(Constraint(Expression(width), .greaterThanOrEqual, 10))
            try add(Constraint(Expression(width), .equal, 50, priority: .low))
            previous = (left, width)
            lefts.append(left)
        }
        #expect(cellCount(solver) <= 8 * count)  // kiwi's rows hold about count² cells
        solver.updateVariables()
        #expect(solver.value(of: lefts[count - 1]) == 58 * Double(count - 1))
    }

    @Test func aGridKeepsItsRowsShort() throws {
        let solver = Solver()
        let size = 24
        var id: UInt64 = 0
        func add(_ constraint: Constraint) throws {
            id += 1
            try solver.add(constraint, id: ConstraintID(id))
        }
        let grid = solver.makeVariables(4)  // left, top, width, height
        try solver.addEditVariable(grid[2], priority: .high)
        try solver.addEditVariable(grid[3], priority: .high)
        try solver.suggest(960, for: grid[2])
        try solver.suggest(720, for: grid[3])
        try add(Constraint(Expression(grid[0]), .equal, 0))
        try add(Constraint(Expression(grid[1]), .equal, 0))
        let cells = (0..<size).map { _ in (0..<size).map { _ in solver.makeVariables(4) } }
        for i in 0..<size {
            for j in 0..<size {
                let c = cells[i][j]
                let left = j == 0 ? Expression(grid[0]) : cells[i][j - 1][0] + cells[i][j - 1][2]
                let top = i == 0 ? Expression(grid[1]) : cells[i - 1][j][1] + cells[i - 1][j][3]
                try add(Constraint(Expression(c[0]), .equal, left))
                try add(Constraint(Expression(c[1]), .equal, top))
                if i > 0 || j > 0 {
                    try add(Constraint(Expression(c[2]), .equal, Expression(cells[0][0][2])))
                    try add(Constraint(Expression(c[3]), .equal, Expression(cells[0][0][3])))
                }
            }
        }
        try add(Constraint(cells[0][size - 1][0] + cells[0][size - 1][2], .equal, grid[0] + grid[2]))
        try add(Constraint(cells[size - 1][0][1] + cells[size - 1][0][3], .equal, grid[1] + grid[3]))
        #expect(cellCount(solver) <= 4 * 4 * size * size)
        let last = cells[size - 1][size - 1]
        #expect(values(solver, last) == [920, 690, 40, 30])
        try solver.suggest(480, for: grid[2])
        #expect(values(solver, last) == [460, 690, 20, 30])
        expectSound(solver)
    }
}
