package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * Upstream's test normalisation {@code sortMergeListsByName} (README "Normalisation"): merge lists
 * sorted by their merge key, merge lists of scalars de-duplicated and sorted, {@code $retainKeys}
 * and {@code $deleteFromPrimitiveList} sorted; order is Go's {@code %v} string, bytewise. Lists
 * without the merge strategy are left alone and not looked into. Returns a new tree.
 */
final class MergeListSorter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private MergeListSorter() {
    }

    static JsonNode sort(JsonNode doc, PatchMetaLookup schema) {
        return doc == null || !doc.isObject() ? doc : sortMap(doc, schema);
    }

    private static ObjectNode sortMap(JsonNode map, PatchMetaLookup schema) {
        ObjectNode out = NODES.objectNode();
        map.fields().forEachRemaining(e -> out.set(e.getKey(), sortField(e.getKey(), e.getValue(), schema)));
        return out;
    }

    private static JsonNode sortField(String key, JsonNode value, PatchMetaLookup schema) {
        if (key.equals("$retainKeys") || key.startsWith("$deleteFromPrimitiveList")) {
            return sorted(items(key, value), GoValues::formatV);
        }
        if (key.startsWith("$setElementOrder")) {
            items(key, value);
            return value;
        }
        if (key.equals("$patch")) {
            return value;
        }
        if (value.isObject()) {
            return sortMap(value, schema.lookupMap(key).next());
        }
        if (value.isArray()) {
            FieldLookup field = schema.lookupList(key);
            return isMerge(key, field.meta().strategies()) ? sortMergeList(key, value, field) : value;
        }
        return value;
    }

    private static JsonNode sortMergeList(String key, JsonNode list, FieldLookup field) {
        if (list.isEmpty()) {
            return list;
        }
        String elementType = GoValues.typeOf(list.get(0));
        for (JsonNode item : list) {
            if (item.isArray() || !GoValues.typeOf(item).equals(elementType)) {
                throw new IllegalArgumentException(key + ": list element types are not identical or a list of lists");
            }
        }
        if (!list.get(0).isObject()) {
            return sorted(distinct(list), GoValues::formatV);
        }
        List<JsonNode> items = new ArrayList<>();
        list.forEach(item -> items.add(sortMap(item, field.next())));
        String mergeKey = field.meta().mergeKey();
        return sorted(items, item -> GoValues.formatV(item.get(mergeKey)));
    }

    /** The strategy without the retainKeys flag is "merge"; more than one other strategy is an error. */
    private static boolean isMerge(String key, List<String> strategies) {
        List<String> main = strategies.stream().filter(s -> !s.equals("retainKeys")).toList();
        if (main.size() > 1 || strategies.size() > 2) {
            throw new IllegalArgumentException(key + ": unexpected patch strategies " + strategies);
        }
        return main.equals(List.of("merge"));
    }

    /** Scalars without repeats; equal means same Go type and value (1 and 1.0 are both kept). */
    private static List<JsonNode> distinct(JsonNode list) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode item : list) {
            if (!out.contains(item)) {
                out.add(item);
            }
        }
        return out;
    }

    private static List<JsonNode> items(String key, JsonNode value) {
        if (!value.isArray()) {
            throw new IllegalArgumentException(key + " must hold a list");
        }
        List<JsonNode> out = new ArrayList<>();
        value.forEach(out::add);
        return out;
    }

    /** Stable sort; upstream's sort is not, but the corpus has no equal keys on differing elements. */
    private static ArrayNode sorted(List<JsonNode> items, Function<JsonNode, String> sortKey) {
        List<JsonNode> copy = new ArrayList<>(items);
        copy.sort(Comparator.comparing(sortKey, GoValues::compare));
        ArrayNode out = NODES.arrayNode();
        copy.forEach(out::add);
        return out;
    }
}
