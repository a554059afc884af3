import LayoutSolver

/// A rectangle of four variables, with the derived edges kiwi_bench.py defines:
/// right = left + width, bottom = top + height, centerX = left + 0.5 × width.
struct Box {
    var left: LinearExpression
    var top: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
    var centerX: LinearExpression { left + 0.5 * width }
    var centerY: LinearExpression { top + 0.5 * height }
}
