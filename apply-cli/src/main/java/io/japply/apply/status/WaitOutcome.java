package io.japply.apply.status;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/** How a wait ended and every awaited object as it stood then, in the order given. */
public record WaitOutcome(End end, List<ObjectStatus> objects, Duration waited) {

    /**
     * The ways a wait ends; REFUSED: the server would not let the objects be read (401 or 403);
     * CHECKED_ONCE: a timeout of zero, which checks once and does not wait, found some not Current.
     */
    public enum End {
        ALL_CURRENT, FAILED, TIMED_OUT, INTERRUPTED, REFUSED, CHECKED_ONCE
    }

    public WaitOutcome {
        objects = List.copyOf(objects);
    }

    public List<ObjectStatus> notReady() {
        return objects.stream().filter(o -> o.status() != Status.CURRENT).toList();
    }

    public List<ObjectStatus> failed() {
        return objects.stream().filter(o -> o.status() == Status.FAILED).toList();
    }

    /** "350ms", "12s", "1m30s": the time really waited, in the words the command line uses too. */
    public static String words(Duration d) {
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

    /** One line: how it ended, then each object not Current with its status and message. */
    public String summary() {
        String head = switch (end) {
            case ALL_CURRENT -> "all " + objects.size() + " objects are Current";
            case FAILED -> failed().stream().map(ObjectStatus::describe).collect(Collectors.joining("; "));
            case TIMED_OUT -> "timed out after " + words(waited) + " waiting for " + notReady().size()
                    + " of " + objects.size() + " objects to be Current";
            case CHECKED_ONCE -> notReady().size() + " of " + objects.size()
                    + " objects not Current when checked once (timeout 0: no wait)";
            case INTERRUPTED -> "interrupted while waiting for " + notReady().size() + " objects to be Current";
            case REFUSED -> "the server refused to let " + notReady().size() + " of " + objects.size()
                    + " objects be read";
        };
        List<ObjectStatus> others = objects.stream()
                .filter(o -> o.status() != Status.CURRENT && (end != End.FAILED || o.status() != Status.FAILED)).toList();
        if (others.isEmpty() || end == End.ALL_CURRENT) {
            return head;
        }
        return head + (end == End.FAILED ? "; still waiting: " : ": ")
                + others.stream().map(ObjectStatus::describe).collect(Collectors.joining("; "));
    }
}
