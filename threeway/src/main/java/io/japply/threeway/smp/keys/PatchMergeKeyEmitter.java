package io.japply.threeway.smp.keys;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.PatchException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import io.japply.threeway.smp.Directives;
import io.japply.threeway.smp.Values;
import java.util.Map;

/**
 * Adds {@code $patchMergeKey} to the items of every patched list with a {@link KnownIdentity}, for
 * servers that honour the directive (others keep merging by the schema key and drop the unknown
 * field). Each item gets every key field: a field it lacks is taken from modified's item (original's
 * for a delete), else the server's default, since a listed field left out means "must be absent".
 */
public final class PatchMergeKeyEmitter {
    private PatchMergeKeyEmitter() {
    }

    /** Changes {@code patch} in place and returns it. */
    public static ObjectNode emit(ObjectNode patch, JsonNode modified, JsonNode original, PatchMetaLookup schema) {
        walkMap(patch, modified, original, schema);
        return patch;
    }

    private static void walkMap(ObjectNode patch, JsonNode modified, JsonNode original, PatchMetaLookup schema) {
        for (Map.Entry<String, JsonNode> e : patch.properties()) {
            String key = e.getKey();
            if (key.startsWith("$")) {
                continue;
            }
            try {
                if (e.getValue().isObject()) {
                    walkMap((ObjectNode) e.getValue(), child(modified, key), child(original, key),
                            schema.lookupMap(key).next());
                } else if (e.getValue().isArray()) {
                    walkList(key, (ArrayNode) e.getValue(), child(modified, key), child(original, key),
                            schema.lookupList(key));
                }
            } catch (PatchException unanswered) {
                // the patch was made with this schema; a field it cannot answer has no list to mark
            }
        }
    }

    private static void walkList(String key, ArrayNode patchList, JsonNode modified, JsonNode original,
                                 FieldLookup field) {
        String mergeKey = field.meta().mergeKey();
        if (mergeKey.isEmpty() || !field.meta().strategies().contains(Directives.MERGE) || isReplaced(patchList)) {
            return;
        }
        KnownIdentity identity = KnownIdentity.of(key, mergeKey).orElse(null);
        for (JsonNode item : patchList) {
            if (!item.isObject() || !item.has(mergeKey)) {
                continue;
            }
            JsonNode inModified = find(modified, mergeKey, item.get(mergeKey));
            JsonNode inOriginal = find(original, mergeKey, item.get(mergeKey));
            if (identity != null) {
                mark((ObjectNode) item, identity, inModified != null ? inModified : inOriginal);
            }
            walkMap((ObjectNode) item, inModified, inOriginal, field.next());
        }
    }

    private static void mark(ObjectNode item, KnownIdentity identity, JsonNode source) {
        for (String key : identity.keys()) {
            if (!item.has(key)) {
                JsonNode value = source != null ? identity.keyValue(source, key) : identity.defaults().get(key);
                if (value != null) {
                    item.set(key, value.deepCopy());
                }
            }
        }
        ArrayNode keys = item.putArray(Directives.PATCH_MERGE_KEY);
        identity.keys().forEach(keys::add);
    }

    private static boolean isReplaced(ArrayNode list) {
        for (JsonNode item : list) {
            JsonNode d = item.get(Directives.PATCH);
            if (d != null && Directives.REPLACE.equals(d.asText())) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode child(JsonNode parent, String key) {
        return parent != null && parent.isObject() ? parent.get(key) : null;
    }

    private static JsonNode find(JsonNode list, String mergeKey, JsonNode value) {
        if (list == null || !list.isArray()) {
            return null;
        }
        for (JsonNode item : list) {
            if (item.isObject() && Values.deepEquals(item.get(mergeKey), value)) {
                return item;
            }
        }
        return null;
    }
}
