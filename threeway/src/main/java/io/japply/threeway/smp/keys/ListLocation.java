package io.japply.threeway.smp.keys;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.smp.Directives;
import io.japply.threeway.smp.Values;
import java.util.List;

/**
 * Where a list is in a document: map fields, and items of merge lists chosen by their merge key
 * (e.g. {@code spec.template.spec.containers[name=web].ports}). The same location names the list
 * in original, modified, current and the patch.
 */
record ListLocation(List<Step> steps) {

    /** A field; with {@code mergeKey}, the item of that list whose merge key is {@code keyValue}. */
    record Step(String field, String mergeKey, JsonNode keyValue) {
        boolean selectsItem() {
            return mergeKey != null;
        }
    }

    ListLocation {
        steps = List.copyOf(steps);
    }

    String listField() {
        return steps.get(steps.size() - 1).field();
    }

    /** Dotted path as the engine's errors write it. */
    String path() {
        StringBuilder text = new StringBuilder();
        for (Step s : steps) {
            if (!text.isEmpty()) {
                text.append('.');
            }
            text.append(s.field());
            if (s.selectsItem()) {
                text.append('[').append(s.mergeKey()).append('=').append(Values.formatV(s.keyValue())).append(']');
            }
        }
        return text.toString();
    }

    /** The map holding the list in {@code doc}, or null when some step is missing. */
    ObjectNode parentIn(JsonNode doc) {
        JsonNode at = doc;
        for (Step s : steps.subList(0, steps.size() - 1)) {
            at = child(at, s);
            if (at == null) {
                return null;
            }
        }
        return at != null && at.isObject() ? (ObjectNode) at : null;
    }

    /** The list itself in {@code doc}, or null. */
    JsonNode listIn(JsonNode doc) {
        ObjectNode parent = parentIn(doc);
        JsonNode list = parent == null ? null : parent.get(listField());
        return list != null && list.isArray() ? list : null;
    }

    /** The map holding the list in a patch, created along the way (items by their merge key). */
    ObjectNode parentInPatch(ObjectNode patch) {
        ObjectNode at = patch;
        for (Step s : steps.subList(0, steps.size() - 1)) {
            JsonNode next = s.selectsItem() ? patchItem(at, s) : at.get(s.field());
            if (next == null || next.isNull()) {
                next = at.putObject(s.field());
            }
            if (!next.isObject()) {
                return null;
            }
            at = (ObjectNode) next;
        }
        return at;
    }

    private static JsonNode patchItem(ObjectNode at, Step s) {
        JsonNode list = at.get(s.field());
        ArrayNode items = list != null && list.isArray() ? (ArrayNode) list : at.putArray(s.field());
        for (JsonNode item : items) {
            if (item.isObject() && !item.has(Directives.PATCH) && Values.deepEquals(item.get(s.mergeKey()), s.keyValue())) {
                return item;
            }
        }
        ObjectNode added = items.addObject();
        added.set(s.mergeKey(), s.keyValue().deepCopy());
        return added;
    }

    private static JsonNode child(JsonNode at, Step s) {
        JsonNode next = at.get(s.field());
        if (!s.selectsItem()) {
            return next;
        }
        if (next == null || !next.isArray()) {
            return null;
        }
        for (JsonNode item : next) {
            if (item.isObject() && Values.deepEquals(item.get(s.mergeKey()), s.keyValue())) {
                return item;
            }
        }
        return null;
    }
}
