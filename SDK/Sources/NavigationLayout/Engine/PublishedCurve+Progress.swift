import Foundation

extension PublishedCurve {
    /// How far along its animation a view is drawn at `fraction` (0…1) of its `duration`, 0 at
    /// the start and 1 at the end: UIKit's cubic Bézier curves for the named ones (ease in 0.42, 0
    /// → 1, 1; ease out 0, 0 → 0.58, 1; ease in-out 0.42, 0 → 0.58, 1), and for a spring the damped
    /// spring ``ViewAnimation/Spring`` describes, which may pass 1 and come back.
    func progress(at fraction: Double, duration: TimeInterval) -> Double {
        let fraction = min(1, max(0, fraction.isFinite ? fraction : 1))
        if let spring { return Self.springProgress(spring, at: fraction, duration: duration) }
        switch name {
        case "easeIn": return Self.bezierProgress(0.42, 0, 1, 1, at: fraction)
        case "easeOut": return Self.bezierProgress(0, 0, 0.58, 1, at: fraction)
        case "linear": return fraction
        default: return Self.bezierProgress(0.42, 0, 0.58, 1, at: fraction)
        }
    }

    /// The y of the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2)
    /// at the point whose x is `x` (found by bisection: x grows with the parameter).
    private static func bezierProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func point(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if point(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return point(y1, y2, (low + high) / 2)
    }

    /// The spring's progress at `t` of its period: the displacement from the end of a mass of 1
    /// on a spring of natural frequency 2π (one period per duration), starting 1 short of the end
    /// with the spring's initial velocity (distances per second, so per period times `duration`).
    private static func springProgress(_ spring: ViewAnimation.Spring, at t: Double, duration: TimeInterval) -> Double {
        let omega = 2 * Double.pi
        let zeta = Double(spring.dampingRatio)
        let velocity = Double(spring.initialVelocity) * (duration.isFinite ? duration : 0)
        let displacement: Double
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (velocity - zeta * omega) / damped
            displacement = exp(-zeta * omega * t) * (-cos(damped * t) + b * sin(damped * t))
        } else if zeta == 1 {
            displacement = (-1 + (velocity - omega) * t) * exp(-omega * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
            let c2 = (velocity + r1) / (r2 - r1)
            displacement = (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + displacement
    }
}
