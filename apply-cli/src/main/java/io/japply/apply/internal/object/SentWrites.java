package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.model.Action;
import java.util.Objects;

/**
 * What the earlier tries of one object wrote, so that a write that landed but whose answer was lost
 * (the connection cut after the server did it; the retry met 409) is reported as what it did, not as
 * "unchanged" when the next try finds nothing left to send. The object is recognised as this run's
 * by its last-applied configuration: the one sent, where the first read found another (or none).
 */
final class SentWrites {
    /** The annotation of the first read; null when the object or its annotation was absent. */
    private String firstSeen;
    private boolean read;
    /** What the first write sent meant to do; null while nothing was sent. */
    private Action sent;

    /** The live object as a try read it. */
    void read(JsonNode live) {
        if (!read) {
            read = true;
            firstSeen = annotation(live);
        }
    }

    /** The last-applied configuration the first read found: the object's before this run; null when none. */
    String firstSeen() {
        return firstSeen;
    }

    /** A write is about to go (a create, a patch). */
    void sending(Action action) {
        if (sent == null) {
            sent = action;
        }
    }

    /** What an empty patch on {@code live} means: the action of an earlier write of ours that landed, else unchanged. */
    Action nothingLeft(ObjectNode live, ObjectNode modified) {
        String ours = annotation(modified);
        boolean landed = sent != null && ours != null && ours.equals(annotation(live)) && !Objects.equals(firstSeen, ours);
        return landed ? sent : Action.UNCHANGED;
    }

    private static String annotation(JsonNode object) {
        return object == null ? null
                : object.path("metadata").path("annotations").path(LastApplied.KEY).asText(null);
    }
}
