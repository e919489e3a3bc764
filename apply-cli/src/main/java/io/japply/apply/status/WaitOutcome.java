package io.japply.apply.status;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/** How a wait ended and every awaited object as it stood then, in the order given. */
public record WaitOutcome(End end, List<ObjectStatus> objects, Duration waited) {

    /** The ways a wait ends; REFUSED: the server would not let the objects be read (401 or 403). */
    public enum End {
        ALL_CURRENT, FAILED, TIMED_OUT, INTERRUPTED, REFUSED
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

    /** One line: how it ended, then each object not Current with its status and message. */
    public String summary() {
        String head = switch (end) {
            case ALL_CURRENT -> "all " + objects.size() + " objects are Current";
            case FAILED -> failed().stream().map(ObjectStatus::describe).collect(Collectors.joining("; "));
            case TIMED_OUT -> "timed out after " + waited.toSeconds() + "s waiting for " + notReady().size()
                    + " of " + objects.size() + " objects to be Current";
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
