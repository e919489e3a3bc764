package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.AmbiguousMergeKeyException;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.json.Nulls;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.List;

/**
 * Merging a list whose patch items carry {@code $patchMergeKey} (the patch-merge-key proposal): each
 * such item names the fields that identify it; a listed field the item lacks must be absent from
 * the live item too, a listed field set to null must be present (and is removed). An item must match
 * at most one live item, else the patch is refused. Matched items merge in place, unmatched ones
 * are appended; {@code $patch: delete} items remove their match. The directive makes even a
 * replace-strategy list merge. Items without it use the schema merge key as usual.
 */
final class KeyedListMerger {
    private KeyedListMerger() {
    }

    static boolean carriesKeys(JsonNode patchList) {
        for (JsonNode item : patchList) {
            if (item.isObject() && item.has(Directives.PATCH_MERGE_KEY)) {
                return true;
            }
        }
        return false;
    }

    static List<JsonNode> merge(List<JsonNode> live, List<JsonNode> patch, PatchMetaLookup schema, String mergeKey,
                                MergeOptions options, String path) {
        List<JsonNode> out = new ArrayList<>(live);
        List<JsonNode> plain = new ArrayList<>();
        for (JsonNode item : patch) {
            if (!item.isObject()) {
                throw Errors.badArgType(path, "map[string]interface {}", item);
            }
            JsonNode directive = item.get(Directives.PATCH);
            if (directive == null) {
                plain.add(item);
            } else if (directive.isTextual() && Directives.REPLACE.equals(directive.asText())) {
                return replaced(patch);
            } else if (directive.isTextual() && Directives.DELETE.equals(directive.asText())) {
                delete(out, (ObjectNode) item, mergeKey, path);
            } else {
                throw Errors.badPatchType(path, directive, item);
            }
        }
        for (JsonNode item : plain) {
            List<String> keys = keysOf((ObjectNode) item, mergeKey, path);
            int index = single(out, item, keys, path);
            ObjectNode values = withoutKeys((ObjectNode) item);
            if (index < 0) {
                out.add(options.ignoreUnmatchedNulls() ? Nulls.prune(values) : values);
            } else {
                String itemPath = path + "[" + describe(item, keys) + "]";
                out.set(index, Merger.mergeMap((ObjectNode) out.get(index), values, schema, options, itemPath));
            }
        }
        return out;
    }

    private static List<JsonNode> replaced(List<JsonNode> patch) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode item : patch) {
            if (!item.has(Directives.PATCH)) {
                out.add(withoutKeys((ObjectNode) item));
            }
        }
        return out;
    }

    private static void delete(List<JsonNode> out, ObjectNode item, String mergeKey, String path) {
        List<String> keys = keysOf(item, mergeKey, path);
        if (!item.has(Directives.PATCH_MERGE_KEY)) {
            out.removeIf(live -> matches(live, item, keys)); // the schema key deletes every match, as upstream
            return;
        }
        int index = single(out, item, keys, path);
        if (index >= 0) {
            out.remove(index);
        }
    }

    /** The identifying fields of a patch item: its $patchMergeKey list, else the schema key. */
    private static List<String> keysOf(ObjectNode item, String mergeKey, String path) {
        JsonNode listed = item.get(Directives.PATCH_MERGE_KEY);
        if (listed == null) {
            if (mergeKey.isEmpty()) {
                throw new InvalidPatchException(path, "every item needs " + Directives.PATCH_MERGE_KEY
                        + " in a list without a merge key: " + Values.formatV(item));
            }
            if (!item.has(mergeKey)) {
                throw Errors.noMergeKey(path, item, mergeKey);
            }
            return List.of(mergeKey);
        }
        List<String> keys = new ArrayList<>();
        if (listed.isArray()) {
            listed.forEach(k -> keys.add(k.isTextual() ? k.asText() : null));
        }
        if (keys.isEmpty() || keys.contains(null)) {
            throw new InvalidPatchException(path, Directives.PATCH_MERGE_KEY + " must be a non-empty list of field names, got "
                    + Values.formatV(listed));
        }
        if (!mergeKey.isEmpty() && !keys.contains(mergeKey)) {
            throw new InvalidPatchException(path, Directives.PATCH_MERGE_KEY + " " + keys
                    + " must include the schema merge key " + mergeKey);
        }
        return keys;
    }

    /** Index of the one live item matching, -1 for none; several are refused. */
    private static int single(List<JsonNode> live, JsonNode item, List<String> keys, String path) {
        int found = -1;
        for (int i = 0; i < live.size(); i++) {
            if (matches(live.get(i), item, keys)) {
                if (found >= 0) {
                    throw new AmbiguousMergeKeyException(path, Directives.PATCH_MERGE_KEY + " " + keys + " with "
                            + describe(item, keys) + " matches more than one item");
                }
                found = i;
            }
        }
        return found;
    }

    /** Listed and set: equal; listed and null: present (the patch removes it); listed and absent: absent. */
    private static boolean matches(JsonNode live, JsonNode item, List<String> keys) {
        if (!live.isObject()) {
            return false;
        }
        for (String key : keys) {
            JsonNode want = item.get(key);
            JsonNode have = live.get(key);
            boolean present = have != null && !have.isNull();
            if (want == null ? present : want.isNull() ? !present : !Values.deepEquals(want, have)) {
                return false;
            }
        }
        return true;
    }

    private static ObjectNode withoutKeys(ObjectNode item) {
        ObjectNode copy = item.deepCopy();
        copy.remove(Directives.PATCH_MERGE_KEY);
        return copy;
    }

    private static String describe(JsonNode item, List<String> keys) {
        List<String> parts = new ArrayList<>();
        keys.forEach(k -> parts.add(k + "=" + (item.has(k) ? Values.formatV(item.get(k)) : "<absent>")));
        return String.join(",", parts);
    }
}
