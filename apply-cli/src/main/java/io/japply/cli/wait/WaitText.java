package io.japply.cli.wait;

import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.Status;
import io.japply.apply.status.WaitOutcome;
import io.japply.cli.ExitCodes;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The words of --wait-ready: an object's line, a duration, and how the wait ended. */
public final class WaitText {
    /** Lists of objects longer than this end with "... and N more": 500 lines help nobody. */
    static final int MAX_LISTED = 20;

    private WaitText() {
    }

    /** kubectl's name: "deployment.apps/web". */
    static String display(ResourceRef ref) {
        return new ObjectRef(ref.apiVersion(), ref.kind(), ref.namespace(), ref.name()).display();
    }

    /** "deployment.apps/web InProgress: 1 of 3 replicas updated"; a failure says its reason too. */
    static String line(ObjectStatus o) {
        String message = o.result().message();
        String reason = o.result().reason();
        if (o.status() == Status.FAILED && !reason.isEmpty() && !message.contains(reason)) {
            message = message.isEmpty() ? reason : reason + ": " + message;
        }
        return display(o.ref()) + " " + o.status().label() + (message.isEmpty() ? "" : ": " + ExitCodes.oneLine(message));
    }

    /** "deployment.apps/web ready after 12s". */
    static String ready(ObjectStatus o, Instant start) {
        return display(o.ref()) + " ready after " + duration(Duration.between(start, o.readyAt()));
    }

    /** "350ms", "12s", "5m", "1m30s", "2h". */
    static String duration(Duration d) {
        if (d.compareTo(Duration.ofSeconds(1)) < 0) {
            return d.toMillis() + "ms";
        }
        long seconds = d.toSeconds();
        if (seconds < 60) {
            return seconds + "s";
        }
        String text = (seconds / 3600 > 0 ? seconds / 3600 + "h" : "") + (seconds / 60 % 60 > 0 ? seconds / 60 % 60 + "m" : "");
        return text + (seconds % 60 > 0 ? seconds % 60 + "s" : "");
    }

    /** "1 object", "3 objects". */
    public static String objects(int count) {
        return count + (count == 1 ? " object" : " objects");
    }

    /** Indented lines for the objects, at most {@link #MAX_LISTED} of them. */
    static List<String> listed(List<ObjectStatus> objects) {
        List<String> lines = new ArrayList<>();
        objects.stream().limit(MAX_LISTED).forEach(o -> lines.add("  " + line(o)));
        if (objects.size() > MAX_LISTED) {
            lines.add("  ... and " + (objects.size() - MAX_LISTED) + " more");
        }
        return lines;
    }

    /** How the wait ended: the first line, then the objects not ready (all but the failed one). */
    public static List<String> end(WaitOutcome outcome) {
        List<ObjectStatus> notReady = outcome.notReady();
        List<String> lines = new ArrayList<>();
        switch (outcome.end()) {
            case ALL_CURRENT -> lines.add(head(outcome));
            case FAILED -> {
                ObjectStatus failed = outcome.failed().get(0);
                lines.add("error: " + head(outcome));
                List<ObjectStatus> others = notReady.stream().filter(o -> !o.equals(failed)).toList();
                if (!others.isEmpty()) {
                    lines.add("  not ready when the wait ended:");
                    lines.addAll(listed(others));
                }
            }
            default -> {
                lines.add("error: " + head(outcome) + ":");
                lines.addAll(listed(notReady));
            }
        }
        return lines;
    }

    /** The first line of {@link #end}, without "error: ": what --summary=json gives as the wait's message. */
    public static String head(WaitOutcome outcome) {
        int all = outcome.objects().size();
        return switch (outcome.end()) {
            case ALL_CURRENT -> (all == 1 ? "1 object" : "all " + all + " objects") + " ready after "
                    + duration(outcome.waited());
            case FAILED -> line(outcome.failed().get(0));
            case TIMED_OUT -> "timed out after " + duration(outcome.waited()) + " waiting for "
                    + outcome.notReady().size() + " of " + all + " objects to be ready";
            case INTERRUPTED -> "interrupted while waiting for " + outcome.notReady().size() + " of " + all
                    + " objects to be ready";
            case REFUSED -> "cannot wait for " + outcome.notReady().size() + " of " + all
                    + " objects to be ready: the server refused to let them be read";
            case CHECKED_ONCE -> outcome.notReady().size() + " of " + all + " objects not ready when checked once"
                    + " (--wait-ready-timeout 0 does not wait; the check took " + duration(outcome.waited()) + ")";
        };
    }
}
