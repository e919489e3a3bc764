package io.japply.threeway.smp.keys;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.DuplicateMergeKeyException;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.meta.PatchMetaLookup;
import io.japply.threeway.smp.Directives;
import io.japply.threeway.smp.Values;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pass before patch creation that keeps duplicate merge keys from corrupting an object. A list
 * whose schema key is shared by several items (in original, modified or current) either has a known
 * multi-field identity ({@link KnownIdentity}): its intended content is computed with that identity,
 * the list is taken out of the three documents, and the patch gets it back as a {@code $patch:
 * replace} list, which any API server applies verbatim; or it has none: the object is refused,
 * unless {@link MergeKeyOptions#allowDuplicates()} asks for kubectl's patch.
 */
public final class DuplicateKeys {
    private DuplicateKeys() {
    }

    /** The documents to diff and the lists to put into the diff's patch. */
    public record Plan(ObjectNode original, ObjectNode modified, ObjectNode current, List<Replacement> replacements) {

        /** Puts each resolved list into {@code patch} (in place), unless the live list is already right. */
        public ObjectNode finish(ObjectNode patch) {
            replacements.forEach(r -> r.putInto(patch));
            return patch;
        }
    }

    /** The list at {@code location} must become {@code intended}. */
    record Replacement(ListLocation location, List<JsonNode> intended, boolean inModified, JsonNode live) {

        void putInto(ObjectNode patch) {
            ArrayNode list = patch.arrayNode();
            intended.forEach(list::add);
            if (live != null ? Values.deepEquals(list, live) : intended.isEmpty() && !inModified) {
                return;
            }
            ObjectNode parent = location.parentInPatch(patch);
            if (parent == null) {
                return;
            }
            if (intended.isEmpty() && !inModified) {
                parent.putNull(location.listField());
            } else {
                list.addObject().put(Directives.PATCH, Directives.REPLACE);
                parent.set(location.listField(), list);
            }
        }
    }

    public static Plan plan(ObjectNode original, ObjectNode modified, ObjectNode current, PatchMetaLookup schema,
                            MergeKeyOptions options) {
        Map<String, DuplicateFinder.Finding> known = new LinkedHashMap<>();
        for (DuplicateFinder.Finding f : findAll(original, modified, current, schema)) {
            ListLocation at = f.location();
            if (at.parentIn(modified) == null) {
                continue; // the patch deletes or never reaches this list
            }
            if (f.identity().isPresent()) {
                known.putIfAbsent(at.path(), f);
            } else if (!options.allowDuplicates()) {
                throw new DuplicateMergeKeyException(at.path(), f.document(), List.of(f.mergeKey()),
                        Values.formatV(f.value()));
            }
        }
        if (known.isEmpty()) {
            return new Plan(original, modified, current, List.of());
        }
        return resolve(original.deepCopy(), modified.deepCopy(), current.deepCopy(), known.values(), options);
    }

    private static List<DuplicateFinder.Finding> findAll(ObjectNode original, ObjectNode modified, ObjectNode current,
                                                        PatchMetaLookup schema) {
        List<DuplicateFinder.Finding> all = new ArrayList<>(DuplicateFinder.find(original, "original", schema));
        all.addAll(DuplicateFinder.find(modified, "modified", schema));
        all.addAll(DuplicateFinder.find(current, "current", schema));
        return all;
    }

    private static Plan resolve(ObjectNode o, ObjectNode m, ObjectNode c, Iterable<DuplicateFinder.Finding> lists,
                                MergeKeyOptions options) {
        List<Replacement> replacements = new ArrayList<>();
        for (DuplicateFinder.Finding f : lists) {
            ListLocation at = f.location();
            ObjectNode inModified = at.parentIn(m);
            JsonNode live = at.listIn(c);
            List<JsonNode> intended;
            try {
                intended = new IntendedList(f.identity().orElseThrow(), at.path()).compute(at.listIn(o), at.listIn(m), live);
            } catch (DuplicateMergeKeyException sharedFullIdentity) {
                if (!options.allowDuplicates()) {
                    throw sharedFullIdentity;
                }
                continue; // even the full identity is shared: kubectl's patch, as asked
            }
            replacements.add(new Replacement(at, intended, inModified.has(at.listField()),
                    live == null ? null : live.deepCopy()));
            for (ObjectNode doc : List.of(o, m, c)) {
                ObjectNode parent = at.parentIn(doc);
                if (parent != null) {
                    parent.remove(at.listField());
                }
            }
        }
        return new Plan(o, m, c, replacements);
    }
}
