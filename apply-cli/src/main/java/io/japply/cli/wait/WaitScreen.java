package io.japply.cli.wait;

import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.ResourceRef;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * --wait-ready on a terminal: the log's lines for objects that become ready or fail, and below them one
 * line per object not yet ready (status and message), redrawn in place on every change, as kapp and
 * Helm show it. Lines are cut to the screen's usual width so that none wraps and the redraw stays exact.
 */
final class WaitScreen extends WaitLog {
    private static final int WIDTH = 100;
    private static final String CLEAR_BELOW = "\033[J";
    private final Map<ResourceRef, ObjectStatus> waiting = new LinkedHashMap<>();
    private int shown;

    WaitScreen(PrintWriter err, Instant start, Supplier<Instant> now) {
        super(err, start, now);
    }

    @Override
    public void ready(ObjectStatus object) {
        waiting.remove(object.ref());
        super.ready(object);
    }

    @Override
    public void failed(ObjectStatus object) {
        waiting.remove(object.ref());
        super.failed(object);
    }

    @Override
    public void changed(ObjectStatus object) {
        waiting.put(object.ref(), object);
        print(List.of());
    }

    /** The block is the live view; the log's periodic list would only repeat it. */
    @Override
    public void stillWaiting(List<ObjectStatus> still) {
    }

    @Override
    void close() {
        erase();
        err.flush();
    }

    /** Erases the block, prints the lines for good, and draws the block again below them. */
    @Override
    protected void print(List<String> lines) {
        erase();
        lines.forEach(err::println);
        List<String> block = WaitText.listed(new ArrayList<>(waiting.values()));
        block.forEach(line -> err.println(line.length() > WIDTH ? line.substring(0, WIDTH - 3) + "..." : line));
        shown = block.size();
        err.flush();
    }

    private void erase() {
        if (shown > 0) {
            err.print("\033[" + shown + "A\r" + CLEAR_BELOW);
            shown = 0;
        }
    }
}
