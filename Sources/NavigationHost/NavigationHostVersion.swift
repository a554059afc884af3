/// The version of navlayout the host belongs to.
public enum NavigationHostVersion {
    /// `major.minor.patch`.
    public static let current = "0.1.0"
}
