package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.internal.object.PatchPlan;
import io.japply.apply.internal.object.ThreeWayPatch;
import io.japply.apply.internal.redact.MessageMasking;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.Optional;
import io.japply.apply.model.Failure;
import io.japply.apply.model.PatchType;

/**
 * The patch {@code kubectl apply} would send for a manifest and the live object, computed offline: the
 * original is the live object's last-applied annotation, "modified" is the manifest with the new
 * annotation in it (and the namespace kubectl would give it), and the patch type is kubectl's choice
 * (strategic for built-in kinds, JSON merge patch for others). Immutable; each option returns a copy.
 *
 * <pre>{@code
 * KubectlPatch.Planned planned = KubectlPatch.builtIn().namespace("shop").compute(manifest, live);
 * if (!planned.unchanged()) client.raw(...)   // send planned.patch() as planned.type().mediaType()
 * }</pre>
 */
public final class KubectlPatch {
    private final Optional<PatchMetaLookup> schema;
    private final Optional<String> namespace;
    private final boolean overwrite;
    private final DuplicateMergeKeys duplicates;

    /** What kubectl would do: the patch (empty when nothing changes), its type, and the annotated manifest. */
    public record Planned(ObjectNode patch, PatchType type, ObjectNode modified) {
        /** Nothing to send. */
        public boolean unchanged() {
            return patch.isEmpty();
        }
    }

    /**
     * How kubectl patches an object: a strategic merge patch when the kind's patch metadata is known (and
     * its PATCH takes one), else a JSON merge patch (custom resources); whether the kind is namespaced.
     */
    public record Plan(PatchType type, Optional<PatchMetaLookup> schema, boolean namespaced) {
        /** The kind's metadata, for a strategic patch. */
        public PatchMetaLookup strategicSchema() {
            return schema.orElseThrow();
        }
    }

    private KubectlPatch(Optional<PatchMetaLookup> schema, Optional<String> namespace, boolean overwrite,
                         DuplicateMergeKeys duplicates) {
        this.schema = schema;
        this.namespace = namespace;
        this.overwrite = overwrite;
        this.duplicates = duplicates;
    }

    /** With the patch metadata of the built-in kinds of the bundled Kubernetes release. */
    public static KubectlPatch builtIn() {
        return new KubectlPatch(Optional.empty(), Optional.empty(), true, DuplicateMergeKeys.REFUSE);
    }

    /** With the patch metadata of one kind from a schema of your own (see the threeway module's metadata sources). */
    public static KubectlPatch withSchema(PatchMetaLookup kindSchema) {
        return new KubectlPatch(Optional.of(kindSchema), Optional.empty(), true, DuplicateMergeKeys.REFUSE);
    }

    /** The namespace of a namespaced object whose manifest names none (kubectl: -n, else the context's). */
    public KubectlPatch namespace(String name) {
        return new KubectlPatch(schema, Optional.of(name), overwrite, duplicates);
    }

    /** false: fail with a conflict where someone else changed, since the last apply, a field the manifest changes. */
    public KubectlPatch overwrite(boolean value) {
        return new KubectlPatch(schema, namespace, value, duplicates);
    }

    public KubectlPatch duplicateMergeKeys(DuplicateMergeKeys policy) {
        return new KubectlPatch(schema, namespace, overwrite, policy);
    }

    /**
     * The patch for {@code manifest} against {@code live}; with no live object (null), kubectl creates
     * {@code modified()} and the patch is empty.
     *
     * @throws io.japply.threeway.PatchException with the path, when the patch cannot be made
     */
    public Planned compute(JsonNode manifest, JsonNode live) {
        PatchPlan plan = PatchPlan.of(schema, manifest);
        ObjectNode local = (ObjectNode) manifest;
        String ns = plan.namespaced() ? namespace.orElse(null) : null;
        ObjectNode modified = LastApplied.modified(local, ns);
        PatchType type = plan.type();
        if (live == null) {
            return new Planned(Json.object(), type, modified);
        }
        ObjectNode patch = ThreeWayPatch.forApply(plan.schema(), modified, (ObjectNode) live, overwrite,
                new MergeKeyOptions(duplicates == DuplicateMergeKeys.ALLOW, false));
        return new Planned(patch, type, modified);
    }

    /**
     * kubectl's plan for {@code object}: {@code explicit} metadata (a --schema) wins over the built-in
     * kinds; a {@link Failure} for an object without apiVersion and kind.
     */
    public static Plan plan(Optional<PatchMetaLookup> explicit, JsonNode object) {
        PatchPlan plan = PatchPlan.of(explicit, object);
        return new Plan(plan.type(), plan.schema(), plan.namespaced());
    }

    /**
     * The three-way patch from given sides, as kubectl makes it: strategic when {@code strategic} holds the
     * kind's metadata, else a JSON merge patch with kubectl's preconditions; {@code overwrite} false reports
     * conflicts ({@link io.japply.threeway.PatchException}).
     */
    public static ObjectNode threeWay(Optional<PatchMetaLookup> strategic, ObjectNode original, ObjectNode modified,
                                      ObjectNode live, boolean overwrite, MergeKeyOptions mergeKeys) {
        return ThreeWayPatch.create(strategic, original, modified, live, overwrite, mergeKeys);
    }

    /**
     * An engine error's message about {@code object} without a Secret's values: every value of data and
     * stringData of the object and of {@code sides} (null skipped) masked; as it is for other kinds.
     */
    public static String maskedMessage(RuntimeException e, JsonNode object, JsonNode... sides) {
        return MessageMasking.message(e, object, sides);
    }
}
