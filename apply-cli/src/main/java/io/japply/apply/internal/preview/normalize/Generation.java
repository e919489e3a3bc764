package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * metadata.generation as the registry's update strategies move it: one up when anything outside
 * metadata and status changes (the workloads' and custom resources' "spec changed"), and for a
 * Deployment also when its annotations change (they are copied to its ReplicaSets). Kinds whose
 * live object has no generation have none to move, nor do the core group's (a ConfigMap's is left as
 * it is). Seen on the real API server: a scaled
 * Deployment applied back went from generation 3 to 4 in the server's dry run.
 */
final class Generation {
    private Generation() {
    }

    /** Changes {@code stored} (a copy) to the generation the server would give it over {@code live}. */
    static void bumpInPlace(ObjectNode stored, ObjectNode live) {
        JsonNode generation = live.path("metadata").path("generation");
        if (!generation.canConvertToLong() || !(stored.get("metadata") instanceof ObjectNode metadata) || coreWithout(live)) {
            return;
        }
        boolean changed = !outsideMetadataAndStatus(stored).equals(outsideMetadataAndStatus(live))
                || isDeployment(live) && !live.path("metadata").path("annotations")
                        .equals(stored.path("metadata").path("annotations"));
        metadata.put("generation", generation.asLong() + (changed ? 1 : 0));
    }

    private static ObjectNode outsideMetadataAndStatus(ObjectNode object) {
        ObjectNode rest = object.objectNode();
        for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            if (!field.getKey().equals("metadata") && !field.getKey().equals("status")) {
                rest.set(field.getKey(), field.getValue());
            }
        }
        return rest;
    }

    /** The core group's strategies move no generation, but ReplicationController's (Pods' only from 1.33). */
    private static boolean coreWithout(ObjectNode object) {
        return "v1".equals(object.path("apiVersion").asText()) && !"ReplicationController".equals(object.path("kind").asText());
    }

    private static boolean isDeployment(ObjectNode object) {
        return "Deployment".equals(object.path("kind").asText())
                && object.path("apiVersion").asText().startsWith("apps/");
    }
}
