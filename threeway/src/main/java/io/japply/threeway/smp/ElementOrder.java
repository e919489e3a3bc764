package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code $setElementOrder/<list>} directive, processed before the other keys: merges the list
 * it names and puts the result in the directive's order, server-only items kept in live order.
 */
final class ElementOrder {
    private ElementOrder() {
    }

    static void apply(ObjectNode target, ObjectNode patch, PatchMetaLookup schema, MergeOptions options, String path) {
        List<Map.Entry<String, JsonNode>> directives = new ArrayList<>();
        patch.fields().forEachRemaining(e -> {
            if (Directives.isSetElementOrder(e.getKey())) {
                directives.add(e);
            }
        });
        for (Map.Entry<String, JsonNode> d : directives) {
            applyOne(target, patch, d.getKey(), d.getValue(), schema, options, path);
        }
    }

    /** The list a parallel directive key names: the part after "prefix/". */
    static String fieldOf(String directiveKey, String prefix, String path) {
        int slash = directiveKey.indexOf('/');
        if (slash < 0 || !directiveKey.substring(0, slash).equals(prefix)) {
            throw Directives.DELETE_FROM_PRIMITIVE_LIST.equals(prefix)
                    ? Errors.primitiveListFormat(Errors.join(path, directiveKey))
                    : Errors.setElementOrderFormat(Errors.join(path, directiveKey));
        }
        return directiveKey.substring(slash + 1);
    }

    private static void applyOne(ObjectNode target, ObjectNode patch, String directiveKey, JsonNode order,
                                 PatchMetaLookup schema, MergeOptions options, String path) {
        String directivePath = Errors.join(path, directiveKey);
        if (!options.mergeParallelList()) {
            JsonNode existing = target.get(directiveKey);
            if (existing == null) {
                target.set(directiveKey, order);
            } else if (!Values.deepEquals(existing, order)) {
                throw Errors.setElementOrderFormat(directivePath);
            }
        }
        patch.remove(directiveKey);
        if (!order.isArray()) {
            throw Errors.badArgType(directivePath, "[]interface {}", order);
        }
        String key = fieldOf(directiveKey, Directives.SET_ELEMENT_ORDER, path);
        String fieldPath = Errors.join(path, key);
        JsonNode currentValue = target.get(key);
        JsonNode patchValue = patch.get(key);
        List<JsonNode> currentItems = listOrNull(currentValue, fieldPath);
        List<JsonNode> patchItems = listOrNull(patchValue, fieldPath);
        FieldLookup field = schema.lookupList(key);
        Strategy strategy = Strategy.of(field.meta(), fieldPath);
        String mergeKey = field.meta().mergeKey();
        List<JsonNode> orderItems = Values.toList(order);
        validate(patchItems == null ? List.of() : patchItems, orderItems, mergeKey, fieldPath);

        List<JsonNode> merged;
        List<JsonNode> serverOrder = currentItems == null ? List.of() : currentItems;
        if (currentItems != null && patchItems == null) {
            merged = currentItems;
        } else if (currentItems == null && patchItems != null) {
            merged = Values.toList(NullsAndDirectives.removeDirectives(patchValue));
        } else if (currentItems != null) {
            GoSlice live = GoSlice.of(currentItems);
            merged = KeyedListMerger.carriesKeys(patchValue)
                    ? KeyedListMerger.merge(currentItems, patchItems, field.next(), mergeKey, options, fieldPath)
                    : strategy.isMerge() ? ListMerger.merge(live, patchItems, field.next(), mergeKey, options, false, fieldPath)
                    : patchItems;
            serverOrder = live.originalView();
        } else {
            return;
        }
        List<List<JsonNode>> parts = Lists.partition(fieldPath, merged, orderItems, mergeKey);
        Kind kind = Lists.elementKind(fieldPath, serverOrder, patchItems == null ? List.of() : patchItems);
        List<JsonNode> ordered = Lists.normalizeElementOrder(fieldPath, parts.get(0), parts.get(1), orderItems,
                serverOrder, mergeKey, kind);
        target.set(key, Json2.array(ordered));
        patch.remove(key);
    }

    private static List<JsonNode> listOrNull(JsonNode value, String path) {
        if (value == null) {
            return null;
        }
        if (!value.isArray()) {
            throw Errors.badArgType(path, "[]interface {}", value);
        }
        return Values.toList((ArrayNode) value);
    }

    /**
     * The patch list (without delete directives) must follow the directive's relative order, and
     * every item of it must appear there.
     */
    private static void validate(List<JsonNode> patchItems, List<JsonNode> order, String mergeKey, String path) {
        if (order.isEmpty() || patchItems.isEmpty()) {
            return;
        }
        List<JsonNode> nonDelete = new ArrayList<>();
        for (JsonNode item : patchItems) {
            if (!mergeKey.isEmpty()) {
                if (!item.isObject()) {
                    throw Errors.badArgType(path, "map[string]interface {}", item);
                }
                if (Lists.isDeleteDirective(item)) {
                    continue;
                }
            }
            nonDelete.add(item);
        }
        int p = 0;
        int s = 0;
        while (p < nonDelete.size() && s < order.size()) {
            if (Lists.hasDirectiveMarker(nonDelete.get(p))) {
                p++;
                continue;
            }
            if (mergeKeyEqual(nonDelete.get(p), order.get(s), mergeKey, path)) {
                p++;
            }
            s++;
        }
        if (p < nonDelete.size() && s >= order.size()) {
            throw new InvalidPatchException(path, "The order in patch list:\n" + Values.formatV(Json2.array(patchItems))
                    + "\n doesn't match " + Directives.SET_ELEMENT_ORDER + " list:\n"
                    + Values.formatV(Json2.array(order)) + "\n");
        }
    }

    private static boolean mergeKeyEqual(JsonNode left, JsonNode right, String mergeKey, String path) {
        if (mergeKey.isEmpty()) {
            return Values.deepEquals(left, right);
        }
        for (JsonNode side : List.of(left, right)) {
            if (!side.isObject()) {
                throw Errors.badArgType(path, "map[string]interface {}", side);
            }
            if (!side.has(mergeKey)) {
                throw Errors.noMergeKey(path, side, mergeKey);
            }
        }
        return Values.deepEquals(left.get(mergeKey), right.get(mergeKey));
    }
}
