package io.japply.cli.report;

import java.io.PrintWriter;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * A line in klog's format, for the few warnings kubectl logs that way on every run (no -v needed):
 * "W1127 11:54:28.710562   10067 prune.go:71] text", severity, local month, day and time to the
 * microsecond, the process id in seven columns, kubectl's source file and line.
 */
public final class KlogLine {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("MMdd HH:mm:ss.SSSSSS");

    /** kubectl 1.32's line for a prune by label with no --prune-allowlist (k8s.io/kubectl pkg/util/prune, line 71). */
    public static final String DEFAULT_PRUNE_KINDS = "Deprecated: kubectl apply will no longer prune non-namespaced"
            + " resources by default when used with the --namespace flag in a future release. To preserve the current"
            + " behaviour, list the resources you want to target explicitly in the --prune-allowlist flag.";

    private KlogLine() {
    }

    public static void warning(PrintWriter err, String source, String text) {
        err.println("W" + LocalDateTime.now().format(TIME) + String.format(" %7d ", ProcessHandle.current().pid())
                + source + "] " + text);
        err.flush();
    }
}
