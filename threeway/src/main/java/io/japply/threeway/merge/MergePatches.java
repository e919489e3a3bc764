package io.japply.threeway.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Nulls;
import java.util.Iterator;
import java.util.Map;

/**
 * RFC 7386 JSON merge patch. Numbers compare by value (1 equals 1.0), as JSON merge patch has one
 * number type; unlike upstream, integers beyond 2^53 are compared exactly.
 */
public final class MergePatches {
    private MergePatches() {
    }

    /** The patch from {@code original} to {@code modified}: changed and added keys, removed keys as null. */
    public static JsonNode diff(JsonNode original, JsonNode modified) {
        if (isObject(original) && isObject(modified)) {
            return diffObjects((ObjectNode) original, (ObjectNode) modified);
        }
        return modified == null ? JsonNodeFactory.instance.nullNode() : modified.deepCopy();
    }

    static ObjectNode diffObjects(ObjectNode original, ObjectNode modified) {
        ObjectNode patch = JsonNodeFactory.instance.objectNode();
        for (Iterator<Map.Entry<String, JsonNode>> it = modified.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode before = original.get(e.getKey());
            JsonNode after = e.getValue();
            if (before == null || before.getNodeType() != after.getNodeType()) {
                patch.set(e.getKey(), after.deepCopy());
            } else if (after.isObject()) {
                ObjectNode sub = diffObjects((ObjectNode) before, (ObjectNode) after);
                if (!sub.isEmpty()) {
                    patch.set(e.getKey(), sub);
                }
            } else if (!JsonValues.equal(before, after)) {
                patch.set(e.getKey(), after.deepCopy());
            }
        }
        original.fieldNames().forEachRemaining(k -> {
            if (!modified.has(k)) {
                patch.putNull(k);
            }
        });
        return patch;
    }

    /** Applies {@code patch} to a copy of {@code target}. */
    public static JsonNode apply(JsonNode target, JsonNode patch) {
        if (!isObject(patch)) {
            return patch == null ? JsonNodeFactory.instance.nullNode() : patch.deepCopy();
        }
        ObjectNode doc = isObject(target) ? ((ObjectNode) target).deepCopy() : JsonNodeFactory.instance.objectNode();
        mergeInto(doc, (ObjectNode) patch.deepCopy());
        return doc;
    }

    /** A null deletes; a value new at its key (or replacing null) loses its nested nulls; objects merge. */
    private static void mergeInto(ObjectNode doc, ObjectNode patch) {
        for (Iterator<Map.Entry<String, JsonNode>> it = patch.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey();
            JsonNode value = e.getValue();
            JsonNode current = doc.get(key);
            if (value.isNull()) {
                doc.remove(key);
            } else if (current == null || current.isNull()) {
                doc.set(key, Nulls.prune(value));
            } else if (current.isObject() && value.isObject()) {
                mergeInto((ObjectNode) current, (ObjectNode) value);
            } else {
                doc.set(key, current.isObject() ? value : Nulls.prune(value));
            }
        }
    }

    static boolean isObject(JsonNode node) {
        return node != null && node.isObject();
    }
}
