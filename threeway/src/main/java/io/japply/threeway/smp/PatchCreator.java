package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.ConflictException;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.Precondition;
import io.japply.threeway.PreconditionFailedException;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.meta.PatchMetaLookup;
import io.japply.threeway.smp.keys.DuplicateKeys;
import io.japply.threeway.smp.keys.PatchMergeKeyEmitter;
import java.util.List;

/** Creation of strategic merge patches; works on copies of its inputs. */
public final class PatchCreator {
    private PatchCreator() {
    }

    public static ObjectNode twoWay(JsonNode original, JsonNode modified, PatchMetaLookup schema,
                                    MergeKeyOptions mergeKeys) {
        ObjectNode o = Json2.objectOrEmpty(original, "original");
        ObjectNode m = Json2.objectOrEmpty(modified, "modified");
        // two-way: the list to reach is modified's own, so original stands in for current
        DuplicateKeys.Plan plan = DuplicateKeys.plan(o, m, o, schema, mergeKeys);
        ObjectNode patch = Differ.diffMaps(plan.original(), plan.modified(), schema, DiffOptions.TWO_WAY, "");
        return emitted(plan.finish(patch.deepCopy()), m, o, schema, mergeKeys);
    }

    /**
     * The difference from current to modified without deletions, plus the deletions from original
     * to modified; with overwrite off, compared with the changes from original to current.
     */
    public static ObjectNode threeWay(JsonNode original, JsonNode modified, JsonNode current,
                                      PatchMetaLookup schema, ThreeWayOptions options) {
        ObjectNode o = Json2.objectOrEmpty(original, "original");
        ObjectNode m = Json2.objectOrEmpty(modified, "modified");
        ObjectNode c = Json2.objectOrEmpty(current, "current");
        if (Json2.hasDirectiveKeys(m)) {
            // merging the two halves edits maps that carry directives; those may be modified's own
            m = m.deepCopy();
        }
        DuplicateKeys.Plan plan = DuplicateKeys.plan(o, m, c, schema, options.mergeKeys());
        o = plan.original();
        m = plan.modified();
        c = plan.current();
        ObjectNode changes = Differ.diffMaps(c, m, schema, DiffOptions.CHANGES_ONLY, "");
        ObjectNode deletions = Differ.diffMaps(o, m, schema, DiffOptions.DELETIONS_ONLY, "");
        ObjectNode patch = Merger.mergeMap(deletions, changes, schema, MergeOptions.COMBINE_PATCHES, "");
        ObjectNode finished = emitted(plan.finish(patch.deepCopy()), modified, original, schema, options.mergeKeys());
        checkPreconditions(finished, options.preconditions());
        if (!options.overwrite()) {
            // lists resolved by their full identity are not in the documents the check compares
            ObjectNode drift = Differ.diffMaps(o, c, schema, DiffOptions.FULL_WITHOUT_ORDER, "");
            if (Conflicts.mergingMapsHaveConflicts(patch, drift, schema)) {
                ConflictSites sites = new ConflictSites(o, c);
                Conflicts.collect(patch, drift, schema, sites);
                throw new ConflictException(sites.found());
            }
        }
        return finished;
    }

    private static ObjectNode emitted(ObjectNode patch, JsonNode modified, JsonNode original, PatchMetaLookup schema,
                                      MergeKeyOptions mergeKeys) {
        return mergeKeys.emitPatchMergeKey() ? PatchMergeKeyEmitter.emit(patch, modified, original, schema) : patch;
    }

    static void checkPreconditions(ObjectNode patch, List<Precondition> preconditions) {
        for (Precondition p : preconditions) {
            if (!p.holds(patch)) {
                throw new PreconditionFailedException(p.path(), "precondition failed: the patch changes " + p.path());
            }
        }
    }
}
