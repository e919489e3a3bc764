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
import java.util.Collections;
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
            finder.walkMap((ObjectNode) doc, schema, null);
        }
        return finder.found;
    }

    /**
     * The way down to a map, linked to its parent: made for every map walked, and turned into a
     * {@link ListLocation} only for a finding (copying the steps at every field cost a cold run more
     * than the rest of the walk).
     */
    private record Trail(Trail parent, ListLocation.Step step) {
        static ListLocation location(Trail trail, ListLocation.Step last) {
            List<ListLocation.Step> steps = new ArrayList<>();
            steps.add(last);
            for (Trail at = trail; at != null; at = at.parent()) {
                steps.add(at.step());
            }
            Collections.reverse(steps);
            return new ListLocation(steps);
        }
    }

    private void walkMap(ObjectNode map, PatchMetaLookup schema, Trail at) {
        for (Map.Entry<String, JsonNode> e : map.properties()) {
            String key = e.getKey();
            JsonNode value = e.getValue();
            if (key.startsWith("$")) {
                continue;
            }
            try {
                if (value.isObject()) {
                    walkMap((ObjectNode) value, schema.lookupMap(key).next(),
                            new Trail(at, new ListLocation.Step(key, null, null)));
                } else if (value.isArray()) {
                    walkList(key, value, schema.lookupList(key), at);
                }
            } catch (PatchException unanswered) {
                // the differ meets the same field and reports it, or never looks there
            }
        }
    }

    private void walkList(String key, JsonNode list, FieldLookup field, Trail at) {
        String mergeKey = field.meta().mergeKey();
        boolean merge = field.meta().strategies().contains(Directives.MERGE);
        if (!merge || mergeKey.isEmpty()) {
            return;
        }
        List<String> identities = new ArrayList<>(list.size());
        Set<String> seen = new HashSet<>();
        Set<String> shared = new HashSet<>();
        for (JsonNode item : list) {
            JsonNode v = item.isObject() ? item.get(mergeKey) : null;
            String identity = v == null ? null : identity(v);
            identities.add(identity);
            if (identity != null && !seen.add(identity) && shared.add(identity)) {
                found.add(new Finding(Trail.location(at, new ListLocation.Step(key, null, null)), document, mergeKey,
                        v, KnownIdentity.of(key, mergeKey)));
            }
        }
        for (int i = 0; i < list.size(); i++) {
            String identity = identities.get(i);
            if (identity != null && !shared.contains(identity)) {
                JsonNode v = list.get(i).get(mergeKey);
                walkMap((ObjectNode) list.get(i), field.next(), new Trail(at, new ListLocation.Step(key, mergeKey, v)));
            }
        }
    }

    static String identity(JsonNode v) {
        return Kind.of(v) + ":" + Values.formatV(v);
    }
}
