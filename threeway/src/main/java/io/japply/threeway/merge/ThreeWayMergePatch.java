package io.japply.threeway.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.ConflictException;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.Precondition;
import io.japply.threeway.PreconditionFailedException;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.smp.ConflictSites;

/**
 * The three-way JSON merge patch kubectl sends for custom resources: the merge patch from current
 * to modified without nulls, merged over the merge patch from original to modified with only nulls.
 */
public final class ThreeWayMergePatch {
    private ThreeWayMergePatch() {
    }

    public static ObjectNode create(JsonNode original, JsonNode modified, JsonNode current, ThreeWayOptions options) {
        ObjectNode o = object(original, "original");
        ObjectNode m = object(modified, "modified");
        ObjectNode c = object(current, "current");
        ObjectNode changes = NullFilter.dropNulls(MergePatches.diffObjects(c, m));
        ObjectNode deletions = NullFilter.keepOnlyNulls(MergePatches.diffObjects(o, m));
        requireNoConflict(changes, deletions, o, c);
        ObjectNode patch = (ObjectNode) MergePatches.apply(deletions, changes);
        for (Precondition p : options.preconditions()) {
            if (!p.holds(patch)) {
                throw new PreconditionFailedException(p.path(), "precondition failed: the patch changes " + p.path());
            }
        }
        if (!options.overwrite()) {
            requireNoConflict(patch, MergePatches.diffObjects(o, c), o, c);
        }
        return patch;
    }

    private static void requireNoConflict(ObjectNode patch, ObjectNode other, ObjectNode original, ObjectNode current) {
        if (HasConflicts.between(patch, other)) {
            ConflictSites sites = new ConflictSites(original, current);
            HasConflicts.collect(patch, other, sites);
            throw new ConflictException(sites.found());
        }
    }

    private static ObjectNode object(JsonNode node, String what) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return JsonNodeFactory.instance.objectNode();
        }
        if (!node.isObject()) {
            throw new InvalidPatchException("", what + " is not a JSON object");
        }
        return (ObjectNode) node;
    }
}
