import Glibc

/// Nanoseconds from `clock_gettime(CLOCK_MONOTONIC)`, the clock `time.perf_counter_ns` reads on
/// Linux, so both programs time with the same source.
enum MonotonicClock {
    @inline(__always)
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}
