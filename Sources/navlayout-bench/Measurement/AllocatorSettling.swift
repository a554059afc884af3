/// Has glibc's allocator do, outside the timed region, the work it defers when small blocks are
/// freed.
///
/// Freed small blocks wait in "fast bins" until the next request for a large block, which first
/// merges them all (`malloc_consolidate`). A comparison that times two sides one after the other
/// and frees what both built at the end of each run would otherwise charge that merging to
/// whichever side asks for a large block first in the next run: in `sdk-navscreen`, always the
/// SDK side's new solver, which paid for freeing the previous run's map and bare solver (about
/// 3% of its instructions). Settling after each run's teardown charges that merging to
/// neither side. (The SDK keeps a freed map's small bookkeeping until the next map is made; that
/// one free stays in the SDK's region, as it would in the daemon.)
enum AllocatorSettling {
    static func settle() {
        // Above glibc's small-bin range (1008 bytes on 64-bit): merges the fast bins first.
        let block = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
        block.deallocate()
    }
}
