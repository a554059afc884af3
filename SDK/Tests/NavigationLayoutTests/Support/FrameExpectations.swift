import Testing

@testable import NavigationLayout

/// Solver values are exact for the integral layouts of these tests, but fractions such as
/// 0.4 × 844 may differ from the literal in the last bits.
private let frameTolerance: CGFloat = 1e-6

/// Whether two rectangles have the same origin and size within the tolerance.
func isClose(_ actual: CGRect, _ expected: CGRect) -> Bool {
    abs(actual.origin.x - expected.origin.x) <= frameTolerance
        && abs(actual.origin.y - expected.origin.y) <= frameTolerance
        && abs(actual.size.width - expected.size.width) <= frameTolerance
        && abs(actual.size.height - expected.size.height) <= frameTolerance
}

/// Whether a value (an opacity, say) is there and within the tolerance of `expected`.
func isNear(_ actual: CGFloat?, _ expected: CGFloat) -> Bool {
    actual.map { abs($0 - expected) <= frameTolerance } ?? false
}

/// Expects the view `id` of a resolved layout at `expected` (map coordinates).
func expectFrame(
    _ layout: ResolvedLayout, _ id: String, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let view = layout.view(id) else {
        Issue.record("no view \(id) in the layout; expected it at \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(isClose(view.frame, expected), "\(id) is at \(view.frame), not \(expected)", sourceLocation: sourceLocation)
}

/// Expects the guide `id` of a resolved layout at `expected` (map coordinates).
func expectGuideFrame(
    _ layout: ResolvedLayout, _ id: String, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let guide = layout.guide(id) else {
        Issue.record("no guide \(id) in the layout; expected it at \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        isClose(guide.frame, expected), "guide \(id) is at \(guide.frame), not \(expected)",
        sourceLocation: sourceLocation)
}

/// Expects each view of `frames` at its frame; an id written `guide:name` names a guide.
func expectFrames(
    _ layout: ResolvedLayout, _ frames: [(String, CGRect)], sourceLocation: SourceLocation = #_sourceLocation
) {
    for (id, frame) in frames {
        if id.hasPrefix("guide:") {
            expectGuideFrame(layout, String(id.dropFirst(6)), frame, sourceLocation: sourceLocation)
        } else {
            expectFrame(layout, id, frame, sourceLocation: sourceLocation)
        }
    }
}

/// Expects the size of the view `id` of a resolved layout.
func expectSize(
    _ layout: ResolvedLayout, _ id: String, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let view = layout.view(id) else {
        Issue.record("no view \(id) in the layout; expected size \(expected)", sourceLocation: sourceLocation)
        return
    }
    let close =
        abs(view.frame.size.width - expected.width) <= frameTolerance
        && abs(view.frame.size.height - expected.height) <= frameTolerance
    #expect(close, "\(id) is \(view.frame.size), not \(expected)", sourceLocation: sourceLocation)
}

/// Expects every frame of a layout (views and guides) to be finite.
func expectFiniteFrames(_ layout: ResolvedLayout, sourceLocation: SourceLocation = #_sourceLocation) {
    let frames = layout.views.map { ($0.id, $0.frame) } + layout.guides.map { ($0.id, $0.frame) }
    for (id, frame) in frames {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        #expect(
            values.allSatisfy { $0.isFinite }, "\(id) has a non-finite frame \(frame)", sourceLocation: sourceLocation)
    }
}
