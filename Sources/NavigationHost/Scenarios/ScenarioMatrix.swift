public import Foundation
public import NavigationLayout

/// The parameters of the standard scenario matrix (SPEC §9 "Probe before use"): screen sizes with
/// their safe areas, layout directions, speed-widget sizes, prompt kinds, the pair of prompts of
/// the `changePrompt` step, and how long to wait for animations. The values are data
/// (``standardJSON``, read by ``standard()``); the steps they make are
/// ``scenarios``.
public struct ScenarioMatrix: Sendable, Hashable, Codable {
    /// A screen: its size and safe-area insets.
    public struct Size: Sendable, Hashable {
        /// The width, in points.
        public var width: Double
        /// The height, in points.
        public var height: Double
        /// The safe-area insets.
        public var insets: UIEdgeInsets

        /// Creates a size.
        public init(width: Double, height: Double, insets: UIEdgeInsets = .zero) {
            self.width = width
            self.height = height
            self.insets = insets
        }

        /// The screen turned a quarter clockwise: width and height swapped, each inset moved to the
        /// next edge (the top's to the right, the left's to the top, …).
        public var rotated: Size {
            Size(
                width: height, height: width,
                insets: UIEdgeInsets(top: insets.left, left: insets.bottom, bottom: insets.right, right: insets.top))
        }

        /// `390x844`.
        public var label: String { "\(ScenarioValue.format(width))x\(ScenarioValue.format(height))" }
    }

    /// The screens.
    public var sizes: [Size]
    /// The layout directions.
    public var directions: [UIUserInterfaceLayoutDirection]
    /// The speed-widget sizes, set one after the other in guidance (the last stays set).
    public var speedWidgets: [SpeedWidgetDisplay]
    /// The prompt kinds, each shown then hidden.
    public var promptKinds: [PromptKind]
    /// The prompt shown first in the `changePrompt` step.
    public var changeFrom: PromptKind
    /// The prompt that replaces it.
    public var changeTo: PromptKind
    /// How long to wait after each input so that animations complete, in seconds.
    public var settleSeconds: Double

    /// Creates a matrix.
    public init(
        sizes: [Size], directions: [UIUserInterfaceLayoutDirection], speedWidgets: [SpeedWidgetDisplay],
        promptKinds: [PromptKind], changeFrom: PromptKind, changeTo: PromptKind, settleSeconds: Double
    ) {
        self.sizes = sizes
        self.directions = directions
        self.speedWidgets = speedWidgets
        self.promptKinds = promptKinds
        self.changeFrom = changeFrom
        self.changeTo = changeTo
        self.settleSeconds = settleSeconds
    }

    /// The matrix shipped with the host (``standardJSON``).
    ///
    /// - Throws: ``ScenarioError/invalidMatrix(_:)`` if the shipped JSON is not valid (a test
    ///   keeps it valid).
    public static func standard() throws(ScenarioError) -> ScenarioMatrix {
        try decode(from: Data(standardJSON.utf8))
    }

    /// Reads a matrix from JSON.
    ///
    /// - Throws: ``ScenarioError/invalidMatrix(_:)`` naming the key that is missing, mistyped,
    ///   unknown or out of range.
    public static func decode(from data: Data) throws(ScenarioError) -> ScenarioMatrix {
        try ScenarioError.decode(ScenarioMatrix.self, from: data, reportedAs: ScenarioError.invalidMatrix)
    }
}
