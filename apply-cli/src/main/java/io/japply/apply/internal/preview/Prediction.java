package io.japply.apply.internal.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.internal.redact.Redaction;

/**
 * One object's prediction: the dry-run apply's outcome, the live object it started from (null when
 * the object does not exist yet), and the object as the server would store it.
 */
public record Prediction(Outcome outcome, ObjectNode live, ObjectNode predicted) {

    /**
     * The predicted object with the live object's last-applied annotation (none if it had none), as
     * kubectl diff shows it: it predicts without the annotation, so the diff shows changes to the
     * object, not to the record of them. A server-side apply's prediction is the server's own
     * answer as it is: the API server itself rewrites an existing annotation when the field manager
     * is "kubectl", and kubectl diff --server-side shows that (seen on the real server).
     */
    public ObjectNode merged() {
        ObjectNode merged = predicted.deepCopy();
        if (outcome.action() == io.japply.apply.model.Action.SERVER_SIDE_APPLIED) {
            return merged;
        }
        JsonNode recorded = live == null ? null : live.path("metadata").path("annotations").get(LastApplied.KEY);
        if (!(merged.path("metadata").path("annotations") instanceof ObjectNode annotations)) {
            return merged;
        }
        if (recorded != null) {
            annotations.set(LastApplied.KEY, recorded);
            return merged;
        }
        annotations.remove(LastApplied.KEY);
        if (annotations.isEmpty() && (live == null || !live.path("metadata").has("annotations"))) {
            ((ObjectNode) merged.get("metadata")).remove("annotations");
        }
        return merged;
    }

    /** The two sides as kubectl diff prints them: masked, YAML with sorted keys, named as kubectl names the files. */
    public RenderedPair rendered(Redaction.Options redaction) {
        return masked(redaction).rendered();
    }

    /** The two sides as a diff may show them: copies, masked and without managedFields as the options say. */
    public ObjectPair masked(Redaction.Options redaction) {
        return new ObjectPair(fileName(outcome.ref()), live, merged()).redacted(redaction);
    }

    /** kubectl diff's file name for an object: [group.]version.Kind.namespace.name. */
    public static String fileName(ObjectRef ref) {
        return ObjectPair.fileName(ref.apiVersion(), ref.kind(), ref.namespace(), ref.name());
    }
}
