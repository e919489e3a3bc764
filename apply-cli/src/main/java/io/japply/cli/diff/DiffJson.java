package io.japply.cli.diff;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.DiffChange;
import io.japply.apply.DiffExplanation;
import io.japply.apply.DiffObject;
import io.japply.apply.cluster.ObjectRef;
import io.japply.cli.flags.OutputFormat;
import io.japply.threeway.json.Json;
import java.util.List;
import java.util.Locale;

/**
 * japply diff -o json: the counts, every object with its action and changed paths (values masked;
 * none for an object --prune would delete)
 * as in the text), the reasons when --explain asks for them, and the errors. The schema is in the
 * README's diff section.
 */
final class DiffJson {
    private DiffJson() {
    }

    /** The document as indented text; {@code explain}: --explain was given. */
    static String render(List<DiffObject> objects, DiffCounts counts, List<String> errors, boolean explain) {
        ObjectNode root = Json.object();
        ObjectNode count = root.putObject("counts").put("change", counts.changed()).put("create", counts.created())
                .put("unchanged", counts.unchanged());
        if (counts.pruning() || counts.pruned() > 0) {
            count.put("prune", counts.pruned()); // only with --prune: the schema without it is unchanged
        }
        count.put("failed", counts.failed());
        ArrayNode list = root.putArray("objects");
        objects.forEach(o -> list.add(object(o, explain)));
        ArrayNode failures = root.putArray("errors");
        errors.forEach(failures::add);
        return OutputFormat.PRETTY_JSON.render(root);
    }

    private static ObjectNode object(DiffObject object, boolean explain) {
        ObjectRef ref = object.ref();
        ObjectNode node = Json.object().put("apiVersion", ref.apiVersion()).put("kind", ref.kind())
                .put("namespace", ref.namespace()).put("name", ref.name()).put("action", object.action().word());
        ArrayNode changes = node.putArray("changes");
        if (!object.predicted()) {
            return node; // to be pruned: the whole object goes, no path changes
        }
        object.changes().forEach(c -> changes.add(change(c)));
        if (explain) {
            DiffExplanation explanations = object.explanation().orElseThrow();
            ArrayNode reasons = node.putArray("explain");
            explanations.reasons().forEach(r -> reasons.add(reason(r)));
            if (explanations.error() != null) {
                node.put("explainError", explanations.error());
            }
        }
        return node;
    }

    private static ObjectNode change(DiffChange change) {
        ObjectNode node = Json.object().put("path", change.path()).put("op", change.op().name().toLowerCase(Locale.ROOT));
        if (change.before() != null) {
            node.set("before", change.before());
        }
        if (change.after() != null) {
            node.set("after", change.after());
        }
        return node;
    }

    /**
     * A reason without its values (the changes carry them): the path, a stable id, the sentence, whether
     * the apply undoes someone else's change there, and then the last-applied value when it is a leaf.
     */
    private static ObjectNode reason(DiffExplanation.Reason reason) {
        ObjectNode node = Json.object().put("path", reason.path())
                .put("reason", reason.id())
                .put("text", reason.text())
                .put("undoesChange", reason.undoesChange());
        if (reason.lastApplied() != null) {
            node.set("lastApplied", reason.lastApplied());
        }
        return node;
    }
}
