public import NavigationLayout

/// The trip (SPEC §6): one per daemon. Whether guidance is active, the prompt raised, what the
/// speed widget shows, whether prompts are displayed. Its inputs that make no sense are refused.
public struct Navigator: Sendable, Hashable {
    /// A prompt the navigator raised.
    public struct Prompt: Sendable, Hashable {
        /// `prompt.<kind>.<n>`.
        public var id: String
        /// What kind of prompt.
        public var kind: PromptKind
    }

    /// Whether guidance is active.
    public private(set) var guidanceActive = false
    /// The prompt raised, if any (recorded even when prompts are not displayed).
    public private(set) var prompt: Prompt?
    /// Which readings the speed widget shows.
    public var speedWidget: SpeedWidgetDisplay = .none
    /// Whether prompts reach the maps (`GMSNavigator.shouldDisplayPrompts`).
    public var shouldDisplayPrompts = true
    private var promptsRaised = 0

    /// Creates an idle navigator.
    public init() {}

    /// The prompt the maps should show: the raised one, if prompts are displayed.
    public var displayedPrompt: Prompt? { shouldDisplayPrompts ? prompt : nil }

    mutating func startGuidance() throws(HostError) {
        guard !guidanceActive else {
            throw HostError(.invalidState, "guidance is already active; valid now: StopGuidance, ShowPrompt")
        }
        guidanceActive = true
    }

    mutating func stopGuidance() throws(HostError) {
        guard guidanceActive else {
            throw HostError(.invalidState, "guidance is not active; valid now: StartGuidance")
        }
        guidanceActive = false
        prompt = nil
    }

    mutating func raisePrompt(_ kind: PromptKind) throws(HostError) -> Prompt {
        guard guidanceActive else {
            throw HostError(.invalidState, "a prompt needs active guidance; valid now: StartGuidance")
        }
        promptsRaised += 1
        let raised = Prompt(id: "prompt.\(kind.rawValue).\(promptsRaised)", kind: kind)
        prompt = raised
        return raised
    }

    mutating func dismissPrompt() throws(HostError) {
        guard prompt != nil else {
            throw HostError(
                .invalidState,
                "no prompt is raised; valid now: " + (guidanceActive ? "ShowPrompt, StopGuidance" : "StartGuidance"))
        }
        prompt = nil
    }
}
