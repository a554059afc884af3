import Glibc

/// Whole-line writes to the standard streams with `write(2)`.
///
/// Each line leaves at once, so a script reading a long run sees every scenario as it finishes;
/// and unlike C's `stdout`/`stderr` globals, plain file descriptors are safe under Swift 6
/// concurrency checking.
enum StandardStreams {
    static func output(_ line: String) {
        writeAll(line + "\n", to: STDOUT_FILENO)
    }

    static func error(_ line: String) {
        writeAll(line + "\n", to: STDERR_FILENO)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    // A closed pipe or a full disk: nothing sensible is left to report to.
                    return
                }
            }
        }
    }
}
