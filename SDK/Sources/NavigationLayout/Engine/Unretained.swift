// Reaching an object without retaining it.
//
// An object read from a stored property or an array is retained for as long as the code holds it
// across a call the compiler cannot see into (the solver, an overridable method), and released
// after: an atomic increment and decrement, which on the machines this runs on cost more than the
// rest of a layout pass's work for a view. The engine's hot paths instead reach such an object
// through `Unmanaged._withUnsafeGuaranteedRef`, which hands the closure a reference the compiler
// treats as held by the caller. Each use must be one where something else provably keeps the
// object alive for the closure's whole run (its owner's stored property, a local array that holds
// it): the caller says what at the call site.

extension Optional where Wrapped: AnyObject {
    /// The object, if any, not retained: to be reached through `_withUnsafeGuaranteedRef`.
    @inline(__always)
    var unretained: Unmanaged<Wrapped>? {
        switch self {
        case .some(let object): Unmanaged.passUnretained(object)
        case .none: nil
        }
    }
}

/// What `body` returns, `object` retained meanwhile: for the cold paths of a loop that reaches
/// objects unretained, where `body` may drop the last other reference (an engine's table letting go
/// of a constraint whose item was freed) and still use the object after.
func withRetained<Object: AnyObject, Result>(_ object: Object, _ body: () -> Result) -> Result {
    let retained = Unmanaged.passUnretained(object).retain()
    defer { retained.release() }
    return body()
}

extension Array where Element: AnyObject {
    /// The element at `index`, not retained: to be reached through `_withUnsafeGuaranteedRef`
    /// while the array (or another owner) keeps it.
    @inline(__always)
    func unretained(at index: Int) -> Unmanaged<Element> {
        Unmanaged.passUnretained(self[index])
    }
}
