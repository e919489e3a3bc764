package io.japply.threeway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** JSON merge patch (RFC 7386), and the three-way form kubectl uses for custom resources. */
public final class JsonMergePatch {
    private JsonMergePatch() {
    }

    /** The merge patch that turns {@code original} into {@code modified}. */
    public static JsonNode createTwoWay(JsonNode original, JsonNode modified) {
        return StrategicMergePatch.guarded(() -> io.japply.threeway.merge.MergePatches.diff(original, modified));
    }

    /** Applies an RFC 7386 merge patch; the inputs are not changed. */
    public static JsonNode apply(JsonNode target, JsonNode patch) {
        return StrategicMergePatch.guarded(() -> io.japply.threeway.merge.MergePatches.apply(target, patch));
    }

    /**
     * The difference from current to modified without deletions, plus the deletions from original
     * to modified; preconditions checked, and with overwrite off a conflict when the two parts disagree.
     */
    public static ObjectNode createThreeWay(JsonNode original, JsonNode modified, JsonNode current,
                                            ThreeWayOptions options) {
        return StrategicMergePatch.guarded(
                () -> io.japply.threeway.merge.ThreeWayMergePatch.create(original, modified, current, options));
    }
}
