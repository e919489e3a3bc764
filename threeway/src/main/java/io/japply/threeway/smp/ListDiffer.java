package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.List;

/** Diff of a list with merge strategy: by merge key for maps, as a set for scalars. */
final class ListDiffer {
    private ListDiffer() {
    }

    static ListDiff diff(ArrayNode original, ArrayNode modified, PatchMetaLookup schema, String mergeKey,
                         DiffOptions options, String path) {
        if (original.isEmpty()) {
            if (modified.isEmpty() || !options.addsAndChanges()) {
                return ListDiff.EMPTY;
            }
            return new ListDiff(Values.toList(modified), List.of(), List.of());
        }
        List<JsonNode> originalItems = Values.toList(original);
        List<JsonNode> modifiedItems = Values.toList(modified);
        Kind kind = Lists.elementKind(path, originalItems, modifiedItems);
        return switch (kind) {
            case MAP -> diffMaps(originalItems, modifiedItems, schema, mergeKey, options, path);
            case LIST -> throw Errors.listOfLists(path);
            default -> diffScalars(original, modifiedItems, kind, options, path);
        };
    }

    private static ListDiff diffMaps(List<JsonNode> original, List<JsonNode> modified, PatchMetaLookup schema,
                                     String mergeKey, DiffOptions options, String path) {
        List<List<JsonNode>> parts = walkMaps(original, modified, schema, mergeKey, options, path);
        List<JsonNode> patch = Lists.normalizeOrder(path, parts.get(0), modified, mergeKey, Kind.MAP);
        boolean orderSame = isOrderSame(original, modified, mergeKey, path);
        patch.addAll(parts.get(1));
        List<JsonNode> order = List.of();
        boolean wanted = (options.addsAndChanges() && (!patch.isEmpty() || !orderSame))
                || (options.deletes() && !patch.isEmpty());
        if (options.setElementOrder() && wanted) {
            order = new ArrayList<>(modified.size());
            for (JsonNode item : modified) {
                ObjectNode entry = Json2.object();
                entry.set(mergeKey, item.get(mergeKey) == null ? com.fasterxml.jackson.databind.node.NullNode.getInstance()
                        : item.get(mergeKey));
                order.add(entry);
            }
        }
        return new ListDiff(patch, List.of(), order);
    }

    /** Walks both lists sorted by merge key; returns [changed or added items, delete directives]. */
    private static List<List<JsonNode>> walkMaps(List<JsonNode> original, List<JsonNode> modified,
                                                 PatchMetaLookup schema, String mergeKey, DiffOptions options,
                                                 String path) {
        List<JsonNode> o = Lists.sortMapsByField(original, mergeKey);
        List<JsonNode> m = Lists.sortMapsByField(modified, mergeKey);
        List<JsonNode> patch = new ArrayList<>();
        List<JsonNode> deletions = new ArrayList<>();
        int oi = 0;
        int mi = 0;
        while (oi < o.size() || mi < m.size()) {
            JsonNode oItem = oi < o.size() ? requireKeyed(o.get(oi), mergeKey, path) : null;
            JsonNode mItem = mi < m.size() ? requireKeyed(m.get(mi), mergeKey, path) : null;
            int cmp = oItem == null ? 1 : mItem == null ? -1
                    : Values.compareGo(Values.formatV(oItem.get(mergeKey)), Values.formatV(mItem.get(mergeKey)));
            if (cmp == 0) {
                String itemPath = path + "[" + mergeKey + "=" + Values.formatV(mItem.get(mergeKey)) + "]";
                ObjectNode value = Differ.diffMaps((ObjectNode) oItem, (ObjectNode) mItem, schema, options, itemPath);
                if (!value.isEmpty()) {
                    value.set(mergeKey, mItem.get(mergeKey));
                    patch.add(value);
                }
                oi++;
                mi++;
            } else if (cmp > 0) {
                if (options.addsAndChanges()) {
                    patch.add(mItem);
                }
                mi++;
            } else {
                if (options.deletes()) {
                    deletions.add(deleteDirective(mergeKey, oItem.get(mergeKey)));
                }
                oi++;
            }
        }
        return List.of(patch, deletions);
    }

    private static JsonNode requireKeyed(JsonNode item, String mergeKey, String path) {
        if (!item.isObject()) {
            throw Errors.badArgType(path, "map[string]interface {}", item);
        }
        if (!item.has(mergeKey)) {
            throw Errors.noMergeKey(path, item, mergeKey);
        }
        return item;
    }

    private static ObjectNode deleteDirective(String mergeKey, JsonNode value) {
        ObjectNode d = Json2.object();
        d.set(mergeKey, value);
        d.put(Directives.PATCH, Directives.DELETE);
        return d;
    }

    private static boolean isOrderSame(List<JsonNode> original, List<JsonNode> modified, String mergeKey, String path) {
        if (original.size() != modified.size()) {
            return false;
        }
        for (int i = 0; i < modified.size(); i++) {
            JsonNode a = requireKeyed(original.get(i), mergeKey, path).get(mergeKey);
            JsonNode b = requireKeyed(modified.get(i), mergeKey, path).get(mergeKey);
            if (!Values.deepEquals(a, b)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Scalars are compared as sets of %v strings. Upstream sorts the original list in place first and
     * then decides on the order directive against the sorted list: so an unchanged unsorted list
     * always gets a directive and a newly sorted one never does. We reproduce that decision without
     * changing the caller's list (the later diffs it feeds ignore scalar order).
     */
    private static ListDiff diffScalars(ArrayNode original, List<JsonNode> modified, Kind kind,
                                        DiffOptions options, String path) {
        List<JsonNode> o = Lists.sortScalars(Values.toList(original));
        List<JsonNode> m = Lists.sortScalars(modified);
        List<JsonNode> added = new ArrayList<>();
        List<JsonNode> deleted = new ArrayList<>();
        int oi = 0;
        int mi = 0;
        while (oi < o.size() || mi < m.size()) {
            int cmp = oi >= o.size() ? 1 : mi >= m.size() ? -1
                    : Values.compareGo(Values.formatV(o.get(oi)), Values.formatV(m.get(mi)));
            if (cmp == 0) {
                oi++;
                mi++;
            } else if (cmp > 0) {
                if (options.addsAndChanges()) {
                    added.add(m.get(mi));
                }
                mi++;
            } else {
                if (options.deletes()) {
                    deleted.add(o.get(oi));
                }
                oi++;
            }
        }
        deleted = Values.deduplicateScalars(deleted);
        List<JsonNode> patch = Lists.normalizeOrder(path, added, modified, "", kind);
        boolean changed = !Values.deepEquals(Json2.array(o), Json2.array(modified));
        List<JsonNode> order = options.setElementOrder()
                && ((options.deletes() && !deleted.isEmpty()) || (options.addsAndChanges() && changed))
                ? modified : List.of();
        return new ListDiff(patch, deleted, order);
    }
}
