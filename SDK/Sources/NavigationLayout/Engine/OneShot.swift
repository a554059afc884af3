/// An action that runs at most once, and lets go of what it captured as soon as it has run or been
/// cancelled: a timer that still holds the box then keeps nothing else alive.
@MainActor
final class OneShot<Argument> {
    private var action: (@MainActor (Argument) -> Void)?

    init(_ action: @escaping @MainActor (Argument) -> Void) {
        self.action = action
    }

    /// Runs the action, unless it already ran or was cancelled.
    func fire(_ argument: Argument) {
        guard let action else { return }
        self.action = nil
        action(argument)
    }

    /// Drops the action without running it.
    func cancel() {
        action = nil
    }
}
