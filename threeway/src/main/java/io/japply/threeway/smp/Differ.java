package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.SchemaLookupException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Computes the strategic merge patch between two maps. Reads its inputs only; the patch shares
 * subtrees with {@code modified}, so callers copy it before handing it out.
 */
final class Differ {
    private Differ() {
    }

    static ObjectNode diffMaps(ObjectNode original, ObjectNode modified, PatchMetaLookup schema,
                               DiffOptions options, String path) {
        ObjectNode patch = Json2.object();
        List<JsonNode> retainKeys = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = modified.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String key = entry.getKey();
            JsonNode modifiedValue = entry.getValue();
            if (options.buildRetainKeys() && !modifiedValue.isNull()) {
                retainKeys.add(JsonNodeFactory.instance.textNode(key));
            }
            diffField(key, original.get(key), modifiedValue, patch, schema, options, Errors.join(path, key));
        }
        if (options.deletes()) {
            original.fieldNames().forEachRemaining(key -> {
                if (!modified.has(key)) {
                    patch.putNull(key);
                }
            });
        }
        if (!retainKeys.isEmpty() && (!patch.isEmpty() || hasAdditionalNewField(original, modified))) {
            patch.set(Directives.RETAIN_KEYS, Json2.array(Lists.sortScalars(retainKeys)));
        }
        return patch;
    }

    private static void diffField(String key, JsonNode originalValue, JsonNode modifiedValue, ObjectNode patch,
                                  PatchMetaLookup schema, DiffOptions options, String path) {
        if (originalValue == null) {
            if (options.addsAndChanges()) {
                patch.set(key, modifiedValue);
            }
            return;
        }
        if (Directives.PATCH.equals(key)) {
            if (!originalValue.isTextual() || !modifiedValue.isTextual()) {
                throw new InvalidPatchException(path, "invalid value for special key: " + Directives.PATCH);
            }
            if (!originalValue.asText().equals(modifiedValue.asText())) {
                patch.set(key, modifiedValue);
            }
            return;
        }
        Kind kind = Kind.of(originalValue);
        if (kind != Kind.of(modifiedValue)) {
            if (options.addsAndChanges()) {
                patch.set(key, modifiedValue);
            }
            return;
        }
        switch (kind) {
            case MAP -> diffMapField(key, (ObjectNode) originalValue, (ObjectNode) modifiedValue, patch, schema,
                    options, path);
            case LIST -> diffListField(key, (ArrayNode) originalValue, (ArrayNode) modifiedValue, patch, schema,
                    options, path);
            default -> replaceIfChanged(key, originalValue, modifiedValue, patch, options);
        }
    }

    private static void diffMapField(String key, ObjectNode original, ObjectNode modified, ObjectNode patch,
                                     PatchMetaLookup schema, DiffOptions options, String path) {
        FieldLookup field;
        try {
            field = schema.lookupMap(key);
        } catch (SchemaLookupException e) {
            if (Values.deepEquals(original, modified)) {
                return;
            }
            throw e;
        }
        Strategy strategy = Strategy.of(field.meta(), path);
        if (strategy.isReplace()) {
            if (options.addsAndChanges()) {
                patch.set(key, modified);
            }
            return;
        }
        ObjectNode value = diffMaps(original, modified, field.next(), options.withRetainKeys(strategy.retainKeys()), path);
        if (!value.isEmpty()) {
            patch.set(key, value);
        }
    }

    private static void diffListField(String key, ArrayNode original, ArrayNode modified, ObjectNode patch,
                                      PatchMetaLookup schema, DiffOptions options, String path) {
        FieldLookup field;
        try {
            field = schema.lookupList(key);
        } catch (SchemaLookupException e) {
            if (Values.deepEquals(original, modified)) {
                return;
            }
            throw e;
        }
        Strategy strategy = Strategy.of(field.meta(), path);
        if (!strategy.isMerge()) {
            replaceIfChanged(key, original, modified, patch, options);
            return;
        }
        ListDiff diff = ListDiffer.diff(original, modified, field.next(), field.meta().mergeKey(),
                options.withRetainKeys(strategy.retainKeys()), path);
        if (!diff.patch().isEmpty()) {
            patch.set(key, Json2.array(diff.patch()));
        }
        if (!diff.deletions().isEmpty()) {
            patch.set(Directives.deleteFromPrimitiveListKey(key), Json2.array(diff.deletions()));
        }
        if (!diff.order().isEmpty()) {
            patch.set(Directives.setElementOrderKey(key), Json2.array(diff.order()));
        }
    }

    private static void replaceIfChanged(String key, JsonNode original, JsonNode modified, ObjectNode patch,
                                         DiffOptions options) {
        if (options.addsAndChanges() && !Values.deepEquals(original, modified)) {
            patch.set(key, modified);
        }
    }

    private static boolean hasAdditionalNewField(ObjectNode original, ObjectNode modified) {
        for (Iterator<Map.Entry<String, JsonNode>> it = original.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isNull() && !modified.has(e.getKey())) {
                return true;
            }
        }
        return false;
    }
}
