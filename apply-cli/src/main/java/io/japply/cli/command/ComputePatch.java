package io.japply.cli.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.model.PatchType;
import io.japply.apply.KubectlPatch;
import io.japply.cli.report.Words;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.PatchException;
import io.japply.threeway.Precondition;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.Optional;

/**
 * The patch {@code kubectl apply} sends for one object. Without an explicit original, the original is
 * the live object's last-applied annotation (none: empty) and modified is the local object with the
 * new annotation in it, as kubectl builds them; with one, the documents are used as given.
 */
final class ComputePatch {
    /** One case; {@code current} may be null only for a two-way patch from an explicit original. */
    record Case(Optional<ObjectNode> original, ObjectNode modified, ObjectNode current,
                boolean overwrite, boolean twoWay, Optional<String> namespace) {
    }

    /** The patch and how it is sent. */
    record Result(ObjectNode patch, PatchType type) {
    }

    private final Optional<PatchMetaLookup> schema;
    private final Optional<String> defaultNamespace;

    private final MergeKeyOptions mergeKeys;

    ComputePatch(Optional<PatchMetaLookup> schema, Optional<String> defaultNamespace, MergeKeyOptions mergeKeys) {
        this.schema = schema;
        this.defaultNamespace = defaultNamespace;
        this.mergeKeys = mergeKeys;
    }

    Result patch(Case c) {
        KubectlPatch.Plan plan = KubectlPatch.plan(schema, c.modified());
        String namespace = plan.namespaced() ? c.namespace().or(() -> defaultNamespace).orElse(null) : null;
        ObjectNode original = c.original().orElseGet(() -> LastApplied.original(c.current()).orElseGet(Json::object));
        ObjectNode modified = c.original().isPresent() ? c.modified() : LastApplied.modified(c.modified(), namespace);
        return new Result(create(plan, original, modified, c, mergeKeys), plan.type());
    }

    private static ObjectNode create(KubectlPatch.Plan plan, ObjectNode original, ObjectNode modified, Case c,
                                     MergeKeyOptions mergeKeys) {
        if (!c.twoWay()) {
            return KubectlPatch.threeWay(plan.schema(), original, modified, c.current(), c.overwrite(), mergeKeys);
        }
        if (plan.type() == PatchType.MERGE) {
            ThreeWayOptions options = new ThreeWayOptions(c.overwrite(), Precondition.kubectlDefaults());
            return JsonMergePatch.createThreeWay(original, modified, original, options);
        }
        return StrategicMergePatch.createTwoWay(original, modified, plan.strategicSchema(), mergeKeys);
    }

    /**
     * A batch line {"original"?, "modified", "current", "overwrite"?, "twoWay"?, "namespace"?} to
     * {"patch", "patchType"}.
     */
    ObjectNode line(ObjectNode line) {
        Optional<ObjectNode> original = LineFields.optionalObject(line, "original");
        boolean twoWay = LineFields.bool(line, "twoWay", false);
        ObjectNode current = twoWay && original.isPresent()
                ? LineFields.optionalObject(line, "current").orElse(null)
                : LineFields.object(line, "current");
        Case c = new Case(original, LineFields.object(line, "modified"), current,
                LineFields.bool(line, "overwrite", true), twoWay, LineFields.text(line, "namespace"));
        Result result;
        try {
            result = patch(c);
        } catch (PatchException e) {
            throw Secrets.masked(e, c.modified(), c.current(), c.original().orElse(null));
        }
        ObjectNode answer = Json.object();
        answer.set("patch", result.patch());
        answer.put("patchType", Words.patchType(result.type()));
        return answer;
    }
}
