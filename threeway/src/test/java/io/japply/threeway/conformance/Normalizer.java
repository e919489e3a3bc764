package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.GoText;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import io.japply.threeway.smp.Values;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * The harness's sortMergeListsByName: how upstream puts the table-driven cases (and their
 * expectations) into a canonical order before comparing. Sorting is by Go %v strings.
 */
final class Normalizer {
    private Normalizer() {
    }

    static JsonNode sortMergeLists(JsonNode doc, PatchMetaLookup schema) {
        if (doc == null || !doc.isObject()) {
            return doc;
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        doc.fields().forEachRemaining(e -> out.set(e.getKey(), normalizeField(e.getKey(), e.getValue(), schema)));
        return out;
    }

    private static JsonNode normalizeField(String key, JsonNode value, PatchMetaLookup schema) {
        if (key.equals("$retainKeys") || key.startsWith("$deleteFromPrimitiveList")) {
            return sortedBy(listOf(value, key), Values::formatV);
        }
        if (key.startsWith("$setElementOrder") || key.equals("$patch")) {
            return value;
        }
        if (value.isObject()) {
            return sortMergeLists(value, schema.lookupMap(key).next());
        }
        if (value.isArray()) {
            FieldLookup field = schema.lookupList(key);
            boolean merge = field.meta().strategies().contains("merge");
            return merge ? sortMergeList((ArrayNode) value, field) : value;
        }
        return value;
    }

    private static JsonNode sortMergeList(ArrayNode list, FieldLookup field) {
        if (list.isEmpty()) {
            return list;
        }
        if (!list.get(0).isObject()) {
            return sortedBy(Values.deduplicateScalars(Values.toList(list)), Values::formatV);
        }
        List<JsonNode> items = new ArrayList<>();
        list.forEach(item -> items.add(sortMergeLists(item, field.next())));
        String mergeKey = field.meta().mergeKey();
        return sortedBy(items, item -> Values.formatV(item.get(mergeKey)));
    }

    private static List<JsonNode> listOf(JsonNode value, String key) {
        if (!value.isArray()) {
            throw new IllegalArgumentException(key + " must be a list");
        }
        return Values.toList(value);
    }

    private static ArrayNode sortedBy(List<JsonNode> items, Function<JsonNode, String> key) {
        List<JsonNode> sorted = new ArrayList<>(items);
        sorted.sort(Comparator.comparing(key, GoText::compare));
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        out.addAll(sorted);
        return out;
    }
}
