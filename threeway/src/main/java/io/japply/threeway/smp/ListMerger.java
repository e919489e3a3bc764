package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.List;

/** Merging a patch list into a list with merge strategy. */
final class ListMerger {
    private ListMerger() {
    }

    static List<JsonNode> merge(List<JsonNode> original, List<JsonNode> patch, PatchMetaLookup schema,
                                String mergeKey, MergeOptions options, boolean deleteList, String path) {
        return merge(GoSlice.of(original), patch, schema, mergeKey, options, deleteList, path);
    }

    /** Merges into {@code live}, mutating its backing array as upstream does (see {@link GoSlice}). */
    static List<JsonNode> merge(GoSlice live, List<JsonNode> patch, PatchMetaLookup schema,
                                String mergeKey, MergeOptions options, boolean deleteList, String path) {
        List<JsonNode> original = live.items();
        if (original.isEmpty() && patch.isEmpty()) {
            return original;
        }
        Kind kind = Lists.elementKind(path, original, patch);
        List<JsonNode> serverOrder = original;
        List<JsonNode> patchOrder = patch;
        List<JsonNode> merged;
        if (kind != Kind.MAP) {
            if (options.mergeParallelList() && deleteList) {
                return deleteFromList(original, patch);
            }
            List<JsonNode> both = new ArrayList<>(original);
            both.addAll(patch);
            merged = Values.deduplicateScalars(both);
        } else {
            if (mergeKey.isEmpty()) {
                throw new InvalidPatchException(path, "cannot merge lists without merge key for " + schema.name());
            }
            SpecialElements special = SpecialElements.extract(live, patch, mergeKey, path);
            serverOrder = special.original();
            patchOrder = special.patch();
            GoSlice target = special.replaced() ? GoSlice.of(serverOrder) : live;
            merged = mergeByKey(target, patchOrder, mergeKey, schema, options, path);
        }
        List<List<JsonNode>> parts = Lists.partition(path, merged, patchOrder, mergeKey);
        return Lists.normalizeElementOrder(path, parts.get(0), parts.get(1), patchOrder, serverOrder, mergeKey, kind);
    }

    /** Items with a matching key merge into the live item; new items are appended exactly as given. */
    private static List<JsonNode> mergeByKey(GoSlice original, List<JsonNode> patch, String mergeKey,
                                             PatchMetaLookup schema, MergeOptions options, String path) {
        for (JsonNode item : patch) {
            JsonNode key = item.get(mergeKey);
            if (key == null) {
                throw Errors.noMergeKey(path, item, mergeKey);
            }
            int index = Lists.findByMergeKey(path, original.items(), mergeKey, key);
            if (index >= 0) {
                String itemPath = path + "[" + mergeKey + "=" + Values.formatV(key) + "]";
                original.set(index, Merger.mergeMap((ObjectNode) original.get(index), (ObjectNode) item, schema,
                        options, itemPath));
            } else {
                original.append(item);
            }
        }
        return original.items();
    }

    private static List<JsonNode> deleteFromList(List<JsonNode> current, List<JsonNode> toDelete) {
        List<JsonNode> kept = new ArrayList<>(current.size());
        for (JsonNode v : current) {
            if (toDelete.stream().noneMatch(d -> Values.deepEquals(d, v))) {
                kept.add(v);
            }
        }
        return kept;
    }

    /** The patch list split into its directives ($patch: delete/replace) and plain items. */
    private record SpecialElements(List<JsonNode> original, List<JsonNode> patch, boolean replaced) {

        /** Applies the delete directives to {@code live} in place; returns what remains and the plain items. */
        static SpecialElements extract(GoSlice live, List<JsonNode> patch, String mergeKey, String path) {
            List<JsonNode> plain = new ArrayList<>();
            boolean replace = false;
            for (JsonNode item : patch) {
                JsonNode directive = item.get(Directives.PATCH);
                if (directive == null) {
                    plain.add(item);
                    continue;
                }
                String d = directive.isTextual() ? directive.asText() : null;
                if (Directives.DELETE.equals(d)) {
                    JsonNode value = item.get(mergeKey);
                    if (value == null) {
                        throw Errors.noMergeKey(path, item, mergeKey);
                    }
                    deleteMatching(live, mergeKey, value, path);
                } else if (Directives.REPLACE.equals(d)) {
                    replace = true;
                } else if (Directives.MERGE.equals(d)) {
                    throw new InvalidPatchException(path, "merging lists cannot yet be specified in the patch");
                } else {
                    throw Errors.badPatchType(path, directive, item);
                }
            }
            return replace ? new SpecialElements(plain, List.of(), true) : new SpecialElements(live.items(), plain, false);
        }

        private static void deleteMatching(GoSlice list, String mergeKey, JsonNode value, String path) {
            int index;
            while ((index = Lists.findByMergeKey(path, list.items(), mergeKey, value)) >= 0) {
                list.removeAt(index);
            }
        }
    }
}
