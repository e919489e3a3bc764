package io.japply.threeway.smp.keys;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.PatchException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import io.japply.threeway.smp.Directives;
import io.japply.threeway.smp.Kind;
import io.japply.threeway.smp.Values;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Finds the merge lists of one document whose schema merge key is shared by several items. It walks
 * the document with the schema as the differ does; items with a shared key are not entered (they
 * name no single place), and a field the schema cannot answer is skipped: the differ reports that.
 */
final class DuplicateFinder {
    /** A list at {@code location} where two items share {@code mergeKey} = {@code value}. */
    record Finding(ListLocation location, String document, String mergeKey, JsonNode value,
                   Optional<KnownIdentity> identity) {
    }

    private final String document;
    private final List<Finding> found = new ArrayList<>();

    private DuplicateFinder(String document) {
        this.document = document;
    }

    static List<Finding> find(JsonNode doc, String document, PatchMetaLookup schema) {
        DuplicateFinder finder = new DuplicateFinder(document);
        if (doc != null && doc.isObject()) {
            finder.walkMap((ObjectNode) doc, schema, ListLocation.root());
        }
        return finder.found;
    }

    private void walkMap(ObjectNode map, PatchMetaLookup schema, ListLocation at) {
        for (Map.Entry<String, JsonNode> e : map.properties()) {
            String key = e.getKey();
            JsonNode value = e.getValue();
            if (key.startsWith("$")) {
                continue;
            }
            try {
                if (value.isObject()) {
                    walkMap((ObjectNode) value, schema.lookupMap(key).next(), at.field(key));
                } else if (value.isArray()) {
                    walkList(key, value, schema.lookupList(key), at);
                }
            } catch (PatchException unanswered) {
                // the differ meets the same field and reports it, or never looks there
            }
        }
    }

    private void walkList(String key, JsonNode list, FieldLookup field, ListLocation at) {
        String mergeKey = field.meta().mergeKey();
        boolean merge = field.meta().strategies().contains(Directives.MERGE);
        if (!merge || mergeKey.isEmpty()) {
            return;
        }
        Set<String> seen = new HashSet<>();
        Set<String> shared = new HashSet<>();
        for (JsonNode item : list) {
            JsonNode v = item.isObject() ? item.get(mergeKey) : null;
            if (v != null && !seen.add(identity(v))) {
                if (shared.add(identity(v))) {
                    found.add(new Finding(at.field(key), document, mergeKey, v, KnownIdentity.of(key, mergeKey)));
                }
            }
        }
        for (JsonNode item : list) {
            JsonNode v = item.isObject() ? item.get(mergeKey) : null;
            if (v != null && !shared.contains(identity(v))) {
                walkMap((ObjectNode) item, field.next(), at.item(key, mergeKey, v));
            }
        }
    }

    static String identity(JsonNode v) {
        return Kind.of(v) + ":" + Values.formatV(v);
    }
}
