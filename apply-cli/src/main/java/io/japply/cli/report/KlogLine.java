package io.japply.cli.report;

import java.io.PrintWriter;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * A line as kubectl's klog writes it on stderr ("W1127 11:44:16.758461    2304 helpers.go:702] ..."):
 * severity, month and day, local time to the microsecond, the process id right-aligned in seven
 * columns, kubectl's source file and line. Only for the few warnings kubectl itself logs this way
 * (no -v needed), so that a script filtering them out filters japply's too.
 */
public final class KlogLine {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("MMdd HH:mm:ss.SSSSSS", Locale.ROOT);

    /** kubectl's line for a prune by label with no --prune-allowlist (k8s.io/kubectl pkg/util/prune, line 71 in 1.32 and 1.37). */
    public static final String DEFAULT_PRUNE_KINDS = "Deprecated: kubectl apply will no longer prune non-namespaced"
            + " resources by default when used with the --namespace flag in a future release. To preserve the current"
            + " behaviour, list the resources you want to target explicitly in the --prune-allowlist flag.";

    private KlogLine() {
    }

    static String warning(String source, String message) {
        return line('W', source, message);
    }

    /** An information line, as client-go's request tracing writes at -v=6 and above. */
    static String info(String source, String message) {
        return line('I', source, message);
    }

    private static String line(char severity, String source, String message) {
        return String.format(Locale.ROOT, "%c%s %7d %s] %s", severity, STAMP.format(LocalDateTime.now()),
                ProcessHandle.current().pid(), source, message);
    }

    public static void warning(PrintWriter err, String source, String text) {
        err.println(warning(source, text));
        err.flush();
    }
}
