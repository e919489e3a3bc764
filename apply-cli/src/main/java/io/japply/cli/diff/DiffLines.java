package io.japply.cli.diff;

import io.japply.apply.DiffListener;
import io.japply.cli.report.KlogLine;
import io.japply.cli.report.WarningPrinter;
import java.io.PrintWriter;
import java.util.List;

/**
 * A diff's stderr as it goes: the server's warnings (each text once a run, the prune's listing's too),
 * each object's error (after "error: " unless it is the server's own line), and the prune's lines.
 * {@code applying}: apply --dry-run --diff; {@code defaultKinds}: a prune by label over kubectl's
 * default kinds, which kubectl diff logs as its listing starts.
 */
final class DiffLines implements DiffListener {
    private final PrintWriter err;
    private final WarningPrinter warnings;
    private final boolean defaultKinds;

    DiffLines(PrintWriter err, boolean applying, boolean defaultKinds) {
        this.err = err;
        this.warnings = new WarningPrinter(err);
        this.defaultKinds = defaultKinds && !applying;
    }

    @Override
    public void warnings(List<String> texts) {
        warnings.print(texts);
    }

    @Override
    public void failed(String text, boolean asIs) {
        err.println((asIs ? "" : "error: ") + text);
    }

    @Override
    public void withoutLock(String apiVersion, String kind, String name) {
        String group = apiVersion.contains("/") ? apiVersion : "/" + apiVersion; // Go's GroupVersionKind
        KlogLine.warning(err, "diff.go:723", "Object (" + group + ", Kind=" + kind + ": " + name
                + ") keeps changing, diffing without lock");
    }

    @Override
    public void pruning() {
        if (defaultKinds) {
            KlogLine.warning(err, "prune.go:71", KlogLine.DEFAULT_PRUNE_KINDS);
        }
    }

    @Override
    public void notPruning(int failed) {
        err.println("error: not pruning: " + failed + (failed == 1 ? " object" : " objects")
                + " failed, and apply prunes only when every object applies");
    }

    /** The warnings printed, for --warnings-as-errors. */
    int warningCount() {
        return warnings.count();
    }
}
