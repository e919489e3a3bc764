package io.japply.cli.wait;

import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.WaitListener;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

/**
 * --wait-ready in a job log (stderr not a terminal): a line when an object becomes ready or fails, and
 * every 30 s the objects still waited for with what each waits for. Nothing is ever rewritten.
 */
class WaitLog implements WaitListener {
    protected final PrintWriter err;
    protected final Instant start;
    private final Supplier<Instant> now;

    WaitLog(PrintWriter err, Instant start, Supplier<Instant> now) {
        this.err = err;
        this.start = start;
        this.now = now;
    }

    @Override
    public void ready(ObjectStatus object) {
        print(List.of(WaitText.ready(object, start)));
    }

    @Override
    public void failed(ObjectStatus object) {
        print(List.of(WaitText.line(object)));
    }

    @Override
    public void stillWaiting(List<ObjectStatus> waiting) {
        Duration waited = Duration.between(start, now.get());
        List<String> lines = new java.util.ArrayList<>();
        lines.add("still waiting after " + WaitText.duration(waited) + " for " + WaitText.objects(waiting.size()) + ":");
        lines.addAll(WaitText.listed(waiting));
        print(lines);
    }

    /** Called once the wait is over, before its end is printed. */
    void close() {
    }

    protected void print(List<String> lines) {
        lines.forEach(err::println);
        err.flush();
    }
}
