package io.japply.cli.report;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A line as kubectl's klog writes it on stderr ("W1127 11:44:16.758461    2304 helpers.go:702] ..."):
 * severity, month and day, local time to the microsecond, the process id right-aligned in seven
 * columns, kubectl's source file and line. Only for the few warnings kubectl itself logs this way,
 * so that a script filtering them out filters japply's too.
 */
final class KlogLine {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("MMdd HH:mm:ss.SSSSSS", Locale.ROOT);

    private KlogLine() {
    }

    static String warning(String source, String message) {
        return String.format(Locale.ROOT, "W%s %7d %s] %s", STAMP.format(LocalDateTime.now()),
                ProcessHandle.current().pid(), source, message);
    }
}
