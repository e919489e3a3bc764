package io.japply.cli.report;

import java.io.PrintWriter;

/**
 * "applied 37/200" on stderr, rewritten in place, for long runs on a terminal; nothing at all when
 * stderr is not a terminal (a job's log) or when there are few objects.
 */
final class Progress {
    /** Runs shorter than this finish before a count would help anyone. */
    static final int MIN_OBJECTS = 20;
    private static final String CLEAR_LINE = "\r\033[K";

    private final PrintWriter err;
    private final boolean shown;
    private boolean onScreen;

    Progress(PrintWriter err, boolean terminal, int total) {
        this.err = err;
        this.shown = terminal && total >= MIN_OBJECTS;
    }

    static Progress none(PrintWriter err) {
        return new Progress(err, false, 0);
    }

    void update(int done, int total) {
        if (!shown) {
            return;
        }
        err.print(CLEAR_LINE + "applied " + done + "/" + total);
        err.flush();
        onScreen = true;
    }

    /** Takes the count off the screen before other output is written. */
    void clear() {
        if (onScreen) {
            err.print(CLEAR_LINE);
            err.flush();
            onScreen = false;
        }
    }
}
