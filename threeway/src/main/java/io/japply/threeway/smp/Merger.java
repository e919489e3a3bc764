package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.json.Nulls;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Merges a strategic patch into a map, in place on both (callers pass copies). */
final class Merger {
    private Merger() {
    }

    static ObjectNode mergeMap(ObjectNode original, ObjectNode patch, PatchMetaLookup schema,
                               MergeOptions options, String path) {
        JsonNode directive = patch.get(Directives.PATCH);
        if (directive != null) {
            return mapDirective(directive, patch, path);
        }
        ObjectNode target = original == null ? Json2.object() : original;
        RetainKeys.apply(target, patch, options, path);
        ElementOrder.apply(target, patch, schema, options, path);
        List<Map.Entry<String, JsonNode>> entries = new ArrayList<>();
        patch.fields().forEachRemaining(entries::add);
        for (Map.Entry<String, JsonNode> e : entries) {
            mergeField(target, e.getKey(), e.getValue(), schema, options, path);
        }
        return target;
    }

    private static ObjectNode mapDirective(JsonNode directive, ObjectNode patch, String path) {
        if (directive.isTextual() && Directives.REPLACE.equals(directive.asText())) {
            patch.remove(Directives.PATCH);
            return patch;
        }
        if (directive.isTextual() && Directives.DELETE.equals(directive.asText())) {
            return Json2.object();
        }
        throw Errors.badPatchType(path, directive, patch);
    }

    private static void mergeField(ObjectNode target, String patchKey, JsonNode patchValue, PatchMetaLookup schema,
                                   MergeOptions options, String path) {
        String key = patchKey;
        boolean deleteList = false;
        if (Directives.isDeleteFromPrimitiveList(patchKey)) {
            if (!options.mergeParallelList()) {
                target.set(patchKey, patchValue);
                return;
            }
            key = ElementOrder.fieldOf(patchKey, Directives.DELETE_FROM_PRIMITIVE_LIST, path);
            deleteList = true;
        }
        String fieldPath = Errors.join(path, key);
        if (patchValue.isNull()) {
            target.remove(key);
            if (options.ignoreUnmatchedNulls()) {
                return;
            }
        }
        JsonNode current = target.get(key);
        if (current == null || Kind.of(current) != Kind.of(patchValue)) {
            if (!deleteList) {
                setWithoutDirectives(target, key, patchValue, options);
            }
            return;
        }
        switch (Kind.of(current)) {
            case MAP -> target.set(key, mergeMapField(key, (ObjectNode) current, (ObjectNode) patchValue, schema,
                    options, fieldPath));
            case LIST -> target.set(key, mergeListField(key, (ArrayNode) current, (ArrayNode) patchValue, schema,
                    deleteList, options, fieldPath));
            default -> setWithoutDirectives(target, key, patchValue, MergeOptions.COMBINE_PATCHES);
        }
    }

    /** A value new at this key: directives stripped, and nested nulls dropped when applying. */
    private static void setWithoutDirectives(ObjectNode target, String key, JsonNode value, MergeOptions options) {
        if (options.ignoreUnmatchedNulls()) {
            Nulls.prune(value);
        }
        JsonNode cleaned = NullsAndDirectives.removeDirectives(value);
        if (cleaned == null) {
            target.remove(key);
        } else {
            target.set(key, cleaned);
        }
    }

    private static ObjectNode mergeMapField(String key, ObjectNode current, ObjectNode patch, PatchMetaLookup schema,
                                            MergeOptions options, String path) {
        FieldLookup field = schema.lookupMap(key);
        Strategy strategy = Strategy.of(field.meta(), path);
        if (strategy.isReplace()) {
            return patch;
        }
        return mergeMap(current, patch, field.next(), options, path);
    }

    static ArrayNode mergeListField(String key, ArrayNode current, ArrayNode patch, PatchMetaLookup schema,
                                    boolean deleteList, MergeOptions options, String path) {
        FieldLookup field = schema.lookupList(key);
        Strategy strategy = Strategy.of(field.meta(), path);
        if (options.mergeParallelList() && !deleteList && KeyedListMerger.carriesKeys(patch)) {
            return Json2.array(KeyedListMerger.merge(Values.toList(current), Values.toList(patch), field.next(),
                    field.meta().mergeKey(), options, path));
        }
        if (!strategy.isMerge() && !deleteList) {
            return patch;
        }
        List<JsonNode> merged = ListMerger.merge(Values.toList(current), Values.toList(patch), field.next(),
                field.meta().mergeKey(), options, deleteList, path);
        return Json2.array(merged);
    }

    static InvalidPatchException notAList(String path, JsonNode actual) {
        return Errors.badArgType(path, "[]interface {}", actual);
    }
}
