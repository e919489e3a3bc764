package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.Precondition;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.Optional;

/**
 * kubectl apply's patch for one object, from the live object and the annotated manifest: a three-way
 * strategic merge patch when the kind's metadata is known, else a three-way JSON merge patch (custom
 * resources) with kubectl's preconditions. The one place both the apply and the offline entry make it.
 */
public final class ThreeWayPatch {
    private ThreeWayPatch() {
    }

    /**
     * The patch from {@code live} to {@code modified}, the original being the live object's last-applied
     * annotation. With {@code overwrite} false, a field someone else changed since the last apply is a
     * conflict; kubectl's own check also sees the annotation itself change and so reports a conflict on
     * every edit, so the check runs against a live copy already carrying the new annotation.
     */
    public static ObjectNode forApply(Optional<PatchMetaLookup> strategic, ObjectNode modified, ObjectNode live,
                                      boolean overwrite, MergeKeyOptions mergeKeys) {
        return forApply(strategic, LastApplied.original(live), modified, live, overwrite, mergeKeys);
    }

    /** As above, with the live object's last-applied configuration already read ({@code recorded}). */
    public static ObjectNode forApply(Optional<PatchMetaLookup> strategic, Optional<ObjectNode> recorded,
                                      ObjectNode modified, ObjectNode live, boolean overwrite, MergeKeyOptions mergeKeys) {
        ObjectNode original = recorded.orElseGet(Json::object);
        if (!overwrite) {
            create(strategic, original, modified, withAnnotationOf(live, modified), false, mergeKeys);
        }
        return create(strategic, original, modified, live, true, mergeKeys);
    }

    /**
     * The three-way patch from given sides: strategic when {@code strategic} holds the kind's metadata,
     * else a JSON merge patch with kubectl's preconditions; {@code overwrite} false reports conflicts.
     */
    public static ObjectNode create(Optional<PatchMetaLookup> strategic, ObjectNode original, ObjectNode modified,
                                    ObjectNode live, boolean overwrite, MergeKeyOptions mergeKeys) {
        if (strategic.isEmpty()) {
            return JsonMergePatch.createThreeWay(original, modified, live,
                    new ThreeWayOptions(overwrite, Precondition.kubectlDefaults()));
        }
        ThreeWayOptions three = (overwrite ? ThreeWayOptions.OVERWRITE : ThreeWayOptions.DETECT_CONFLICTS)
                .withMergeKeys(mergeKeys);
        return StrategicMergePatch.createThreeWay(original, modified, live, strategic.get(), three);
    }

    private static ObjectNode withAnnotationOf(ObjectNode live, ObjectNode modified) {
        ObjectNode copy = live.deepCopy();
        copy.withObject("/metadata").withObject("/annotations")
                .set(LastApplied.KEY, modified.at("/metadata/annotations").get(LastApplied.KEY));
        return copy;
    }

    /** The object as the server would store it after the patch: what a client dry run shows. */
    public static ObjectNode applyLocally(Optional<PatchMetaLookup> strategic, ObjectNode live, ObjectNode patch) {
        return strategic.map(schema -> (ObjectNode) StrategicMergePatch.apply(live, patch, schema))
                .orElseGet(() -> (ObjectNode) JsonMergePatch.apply(live, patch));
    }
}
