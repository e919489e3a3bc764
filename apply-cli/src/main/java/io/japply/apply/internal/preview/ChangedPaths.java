package io.japply.apply.internal.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The paths where two versions of an object differ, each with its value before and after, for
 * output a program reads. Paths are written as --explain writes them ("spec.replicas",
 * "containers[name=web].image", "annotations[example.com/key]", "[0]" for list items without a merge
 * key); a map or list item present on one side only is one change, not one per leaf; a list of
 * scalars changes as a whole. Keys in sorted order, as the YAML diff shows them.
 */
public final class ChangedPaths {
    /** How a path changes: added (only after), removed (only before), replaced (both). */
    public enum Op { ADD, REMOVE, REPLACE }

    /** One change; {@code before} is null for ADD, {@code after} null for REMOVE. */
    public record Change(String path, Op op, JsonNode before, JsonNode after) {
    }

    private final List<Change> changes = new ArrayList<>();

    private ChangedPaths() {
    }

    /** The changes from {@code before} (null: the object does not exist yet) to {@code after}. */
    public static List<Change> of(ObjectNode before, ObjectNode after, PatchMetaLookup schema) {
        ChangedPaths paths = new ChangedPaths();
        paths.objects(before == null ? after.objectNode() : before, after, schema, new ArrayList<>());
        return List.copyOf(paths.changes);
    }

    private void objects(JsonNode before, JsonNode after, PatchMetaLookup schema, List<String> path) {
        TreeSet<String> keys = new TreeSet<>();
        before.fieldNames().forEachRemaining(keys::add);
        after.fieldNames().forEachRemaining(keys::add);
        for (String key : keys) {
            path.add(FlatTree.keySegment(key));
            JsonNode from = before.get(key);
            JsonNode to = after.get(key);
            if (from != null && to != null && from.isArray() && to.isArray()) {
                lists(from, to, FlatTree.lookup(schema, key, true), path);
            } else {
                values(from, to, from != null && from.isObject() ? FlatTree.lookup(schema, key, false).next() : schema, path);
            }
            path.remove(path.size() - 1);
        }
    }

    /** Two values at one path: equal, added, removed, both maps (compared key by key) or replaced. */
    private void values(JsonNode from, JsonNode to, PatchMetaLookup schema, List<String> path) {
        if (from != null && from.equals(to)) {
            return;
        }
        String at = FlatTree.print(path);
        if (from == null) {
            changes.add(new Change(at, Op.ADD, null, to));
        } else if (to == null) {
            changes.add(new Change(at, Op.REMOVE, from, null));
        } else if (from.isObject() && to.isObject()) {
            objects(from, to, schema, path);
        } else {
            changes.add(new Change(at, Op.REPLACE, from, to));
        }
    }

    /** Lists of objects item by item (by merge key when every item has one, else by index); others whole. */
    private void lists(JsonNode from, JsonNode to, FieldLookup field, List<String> path) {
        if (!allObjects(from) || !allObjects(to)) {
            values(from, to, field.next(), path);
            return;
        }
        Map<String, JsonNode> before = items(from, field.meta().mergeKey());
        Map<String, JsonNode> after = items(to, field.meta().mergeKey());
        if (before == null || after == null) {
            before = items(from, "");
            after = items(to, "");
        }
        Map<String, JsonNode> all = new LinkedHashMap<>(before);
        after.forEach(all::putIfAbsent);
        for (String segment : all.keySet()) {
            path.add(segment);
            values(before.get(segment), after.get(segment), field.next(), path);
            path.remove(path.size() - 1);
        }
    }

    /** Items by segment, "[key=value]" or "[index]" ({@code mergeKey} ""); null when an item lacks the key or repeats it. */
    private static Map<String, JsonNode> items(JsonNode list, String mergeKey) {
        Map<String, JsonNode> items = new LinkedHashMap<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            if (!mergeKey.isEmpty() && !item.path(mergeKey).isValueNode()) {
                return null;
            }
            String segment = mergeKey.isEmpty() ? "[" + i + "]" : FlatTree.itemSegment(mergeKey, item);
            if (items.put(segment, item) != null) {
                return null;
            }
        }
        return items;
    }

    private static boolean allObjects(JsonNode list) {
        for (JsonNode item : list) {
            if (!item.isObject()) {
                return false;
            }
        }
        return !list.isEmpty();
    }
}
