extension BenchRecord {
    /// Sets the times of an `sdk-` scenario: the SDK's median and minimum, the bare solver's on
    /// the same system, and `sdk_overhead_ratio` = SDK median / bare median (the goal is
    /// at most 2).
    mutating func setOverhead(sdk: Samples, bare: Samples, bareOperation: String) {
        setMicroseconds("median_us", nanoseconds: sdk.medianNanoseconds)
        setMicroseconds("min_us", nanoseconds: sdk.minNanoseconds)
        set("bare_op", .string(bareOperation))
        setMicroseconds("bare_median_us", nanoseconds: bare.medianNanoseconds)
        setMicroseconds("bare_min_us", nanoseconds: bare.minNanoseconds)
        let ratio = sdk.medianNanoseconds / bare.medianNanoseconds
        set("sdk_overhead_ratio", .number((ratio * 1000).rounded() / 1000))
    }
}
