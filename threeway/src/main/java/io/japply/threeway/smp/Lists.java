package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.InvalidPatchException;
import java.util.ArrayList;
import java.util.List;

/** List operations shared by diff and merge: element kinds, ordering, partitioning. */
final class Lists {
    private Lists() {
    }

    /** The common kind of all elements; mixed kinds and lists of lists are rejected. */
    static Kind elementKind(String path, List<JsonNode> first, List<JsonNode> second) {
        Kind found = null;
        for (List<JsonNode> list : List.of(first, second)) {
            for (JsonNode v : list) {
                Kind k = Kind.of(v);
                if (found == null) {
                    if (k == Kind.LIST) {
                        throw Errors.listOfLists(path);
                    }
                    found = k;
                } else if (found != k) {
                    throw new InvalidPatchException(path, "list element types are not identical: "
                            + Values.formatV(Json2.array(first)) + " " + Values.formatV(Json2.array(second)));
                }
            }
        }
        if (found == null) {
            throw new InvalidPatchException(path, "no elements in any of the given slices");
        }
        return found;
    }

    /** The value identifying an item: its merge key's value for maps, the item itself otherwise. */
    static JsonNode identity(JsonNode item, String mergeKey, Kind kind) {
        if (kind != Kind.MAP) {
            return item;
        }
        return item != null && item.isObject() ? item.get(mergeKey) : null;
    }

    /**
     * Orders {@code toSort} as in {@code order}; items not found there move by upstream's comparator
     * (which reports "less" whenever either side is unknown). Delete directives go last.
     */
    static List<JsonNode> normalizeOrder(String path, List<JsonNode> toSort, List<JsonNode> order,
                                         String mergeKey, Kind kind) {
        List<JsonNode> sorted = new ArrayList<>(toSort);
        List<JsonNode> deletes = new ArrayList<>();
        if (kind == Kind.MAP) {
            requireMergeKey(path, mergeKey, toSort);
            requireMergeKey(path, mergeKey, order);
            sorted.clear();
            for (JsonNode v : toSort) {
                (isDeleteDirective(v) ? deletes : sorted).add(v);
            }
        }
        IdentityIndex positions = IdentityIndex.of(order, mergeKey, kind);
        GoSort.stable(sorted, (i, j) -> {
            int ii = positions.indexOf(sorted.get(i));
            if (ii >= 0) {
                int ij = positions.indexOf(sorted.get(j));
                if (ij >= 0) {
                    return ii < ij;
                }
            }
            return true;
        });
        sorted.addAll(deletes);
        return sorted;
    }

    static boolean isDeleteDirective(JsonNode item) {
        JsonNode d = item.get(Directives.PATCH);
        return d != null && d.isTextual() && Directives.DELETE.equals(d.asText());
    }

    static boolean hasDirectiveMarker(JsonNode item) {
        return item != null && item.isObject() && item.has(Directives.PATCH);
    }

    static void requireMergeKey(String path, String mergeKey, List<JsonNode> list) {
        for (JsonNode item : list) {
            if (!item.isObject()) {
                throw Errors.badArgType(path, "map[string]interface {}", item);
            }
            if (!item.has(mergeKey)) {
                throw Errors.noMergeKey(path, item, mergeKey);
            }
        }
    }

    /**
     * Final order after a merge: patch items in the patch's order, server-only items in their live
     * order, interleaved where the live order says a server-only item came first.
     */
    static List<JsonNode> normalizeElementOrder(String path, List<JsonNode> patchItems, List<JsonNode> serverOnly,
                                                List<JsonNode> patchOrder, List<JsonNode> serverOrder,
                                                String mergeKey, Kind kind) {
        List<JsonNode> left = normalizeOrder(path, serverOnly, serverOrder, mergeKey, kind);
        List<JsonNode> right = normalizeOrder(path, patchItems, patchOrder, mergeKey, kind);
        List<JsonNode> out = new ArrayList<>(left.size() + right.size());
        IdentityIndex positions = IdentityIndex.of(serverOrder, mergeKey, kind);
        int i = 0;
        int j = 0;
        while (i < left.size() || j < right.size()) {
            if (j >= right.size()) {
                out.add(left.get(i++));
            } else if (i >= left.size()) {
                out.add(right.get(j++));
            } else {
                int li = positions.indexOf(left.get(i));
                int ri = positions.indexOf(right.get(j));
                if (li >= 0 && ri >= 0 && li < ri) {
                    out.add(left.get(i++));
                } else {
                    out.add(right.get(j++));
                }
            }
        }
        return out;
    }

    /** Splits {@code merged} into items named by {@code by} and the rest, keeping order. */
    static List<List<JsonNode>> partition(String path, List<JsonNode> merged, List<JsonNode> by, String mergeKey) {
        List<JsonNode> inPatch = new ArrayList<>();
        List<JsonNode> serverOnly = new ArrayList<>();
        if (!mergeKey.isEmpty()) {
            by.forEach(b -> {
                if (!b.isObject()) {
                    throw new InvalidPatchException(path, "value for key " + by.indexOf(b) + " is not a map");
                }
            });
        }
        IdentityIndex byIndex = IdentityIndex.of(by, mergeKey, mergeKey.isEmpty() ? Kind.STRING : Kind.MAP);
        for (JsonNode v : merged) {
            boolean found;
            if (mergeKey.isEmpty()) {
                found = byIndex.indexOf(v) >= 0;
            } else {
                if (!v.isObject()) {
                    throw Errors.badArgType(path, "map[string]interface {}", v);
                }
                JsonNode key = v.get(mergeKey);
                if (key == null) {
                    throw Errors.noMergeKey(path, v, mergeKey);
                }
                found = byIndex.indexOf(v) >= 0;
            }
            (found ? inPatch : serverOnly).add(v);
        }
        return List.of(inPatch, serverOnly);
    }

    /** Index of the first map whose merge key equals {@code value}; every element must be a map. */
    static int findByMergeKey(String path, List<JsonNode> list, String mergeKey, JsonNode value) {
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            if (!item.isObject()) {
                throw new InvalidPatchException(path, "value for key " + i + " is not a map");
            }
            JsonNode candidate = item.get(mergeKey);
            if (candidate != null && Values.deepEquals(candidate, value)) {
                return i;
            }
        }
        return -1;
    }

    /** Go's sort.Sort of scalars by their %v strings, with upstream's "less or equal" comparator. */
    static List<JsonNode> sortScalars(List<JsonNode> list) {
        List<String> keys = new ArrayList<>(list.size());
        list.forEach(v -> keys.add(Values.formatV(v)));
        return sortByKeys(list, keys);
    }

    /** Go's sort.Sort of maps by the %v of one field (absent sorts as "<nil>"). */
    static List<JsonNode> sortMapsByField(List<JsonNode> list, String field) {
        List<String> keys = new ArrayList<>(list.size());
        list.forEach(v -> keys.add(Values.formatV(v.get(field))));
        return sortByKeys(list, keys);
    }

    private static List<JsonNode> sortByKeys(List<JsonNode> list, List<String> keys) {
        List<Integer> order = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            order.add(i);
        }
        GoSort.sort(order, (i, j) -> Values.compareGo(keys.get(order.get(i)), keys.get(order.get(j))) <= 0);
        List<JsonNode> out = new ArrayList<>(list.size());
        order.forEach(i -> out.add(list.get(i)));
        return out;
    }
}
