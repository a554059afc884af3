import LayoutSolver

/// kiwi_bench.py's `grid-32x32`: 1024 equal cells tiling a container whose width and height are
/// strong edit variables (initially 1024×768). Every cell is tied to its left and upper
/// neighbours and to the size of cell c0_0; the last column and row are pinned to the container.
enum GridSystem {
    static let rows = 32
    static let columns = 32

    /// The sizes the `grid-32x32-resize` scenario cycles through, in kiwi_bench.py's order.
    static let resizeSizes: [(width: Double, height: Double)] = [(768, 1024), (1024, 768), (1280, 800), (800, 1280)]

    /// The system, in the statement order of kiwi_bench.py's `grid_system`.
    static func make(width: Double = 1024, height: Double = 768) -> LinearSystem {
        let s = SystemBuilder(name: "grid-\(rows)x\(columns)")
        let grid = s.box("grid")
        s.edit("grid.width", .strong, width)
        s.edit("grid.height", .strong, height)
        s.eq(grid.left, 0)
        s.eq(grid.top, 0)
        // kiwi_bench.py makes every cell, row by row, before constraining any.
        let cell = (0..<rows).map { i in (0..<columns).map { j in s.box("c\(i)_\(j)") } }
        let first = cell[0][0]
        for i in 0..<rows {
            for j in 0..<columns {
                let c = cell[i][j]
                if j == 0 {
                    s.eq(c.left, grid.left)
                } else {
                    s.eq(c.left, cell[i][j - 1].right)
                }
                if i == 0 {
                    s.eq(c.top, grid.top)
                } else {
                    s.eq(c.top, cell[i - 1][j].bottom)
                }
                if i != 0 || j != 0 {
                    s.eq(c.width, first.width)
                    s.eq(c.height, first.height)
                }
            }
        }
        s.eq(cell[0][columns - 1].right, grid.right)
        s.eq(cell[rows - 1][0].bottom, grid.bottom)
        var system = s.system
        system.expected = expectation(width: width, height: height)
        return system
    }

    /// kiwi_bench.py's `grid_expect`: every cell (width/columns)×(height/rows), in place.
    static func expectation(width: Double, height: Double) -> [Expectation] {
        let cellWidth = width / Double(columns)
        let cellHeight = height / Double(rows)
        var values: [Expectation] = []
        values.reserveCapacity(rows * columns * 4)
        for i in 0..<rows {
            for j in 0..<columns {
                values.append(Expectation(name: "c\(i)_\(j).left", value: cellWidth * Double(j)))
                values.append(Expectation(name: "c\(i)_\(j).top", value: cellHeight * Double(i)))
                values.append(Expectation(name: "c\(i)_\(j).width", value: cellWidth))
                values.append(Expectation(name: "c\(i)_\(j).height", value: cellHeight))
            }
        }
        return values
    }
}
