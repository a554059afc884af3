/// The shape of a layer's rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String

    /// A curve by name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Quarter circles: Core Animation's default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A curve that eases into the straight edges, as iOS draws its cards.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
