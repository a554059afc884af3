extension UIView {
    /// Animates the frame and opacity changes made in `animations`: constraint changes followed by
    /// `layoutIfNeeded()` inside the block are published as animations (from-frame, to-frame, start,
    /// duration, easeInOut) rather than jumps, and `completion` runs on the main actor once
    /// `duration` has elapsed; the layout it changes is then published too (SPEC §4).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let timer = LayoutTiming.timer
        let context = AnimationContext(start: timer.now + max(0, delay), duration: max(0, duration))
        let outer = AnimationContext.current
        AnimationContext.current = context
        animations()
        context.finish()
        AnimationContext.current = outer
        timer.schedule(after: max(0, delay) + max(0, duration)) {
            completion?(true)
            GMSMapView.layOutChangedMaps(endingAnimationsOf: context.animatedMaps.compactMap(\.map))
        }
    }
}
