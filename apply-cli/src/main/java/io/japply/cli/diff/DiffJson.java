package io.japply.cli.diff;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.preview.ChangedPaths;
import io.japply.apply.internal.preview.Explain;
import io.japply.cli.flags.OutputFormat;
import io.japply.threeway.json.Json;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * japply diff -o json: the counts, every object with its action and changed paths (values masked;
 * none for an object --prune would delete)
 * as in the text), the reasons when --explain asks for them, and the errors. The schema is in the
 * README's diff section.
 */
final class DiffJson {
    private DiffJson() {
    }

    /** The document as indented text; {@code explain} is null when --explain was not given. */
    static String render(List<DiffObject> objects, DiffCounts counts, List<String> errors,
                         Function<DiffObject, Explanations> explain) {
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

    private static ObjectNode object(DiffObject object, Function<DiffObject, Explanations> explain) {
        ObjectRef ref = object.ref();
        ObjectNode node = Json.object().put("apiVersion", ref.apiVersion()).put("kind", ref.kind())
                .put("namespace", ref.namespace()).put("name", ref.name()).put("action", object.action().word());
        ArrayNode changes = node.putArray("changes");
        if (object.prediction() == null) {
            return node; // to be pruned: the whole object goes, no path changes
        }
        ChangedPaths.of(object.masked().live(), object.masked().merged(), Explanations.schema(object.prediction()))
                .forEach(c -> changes.add(change(c)));
        if (explain != null) {
            Explanations explanations = explain.apply(object);
            ArrayNode reasons = node.putArray("explain");
            explanations.reasons().forEach(r -> reasons.add(reason(r)));
            if (explanations.error() != null) {
                node.put("explainError", explanations.error());
            }
        }
        return node;
    }

    private static ObjectNode change(ChangedPaths.Change change) {
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
    private static ObjectNode reason(Explain.Reason reason) {
        ObjectNode node = Json.object().put("path", reason.path())
                .put("reason", reason.why().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                .put("text", reason.why().text)
                .put("undoesChange", reason.why().undoesChange);
        if (reason.lastApplied() != null) {
            node.set("lastApplied", reason.lastApplied());
        }
        return node;
    }
}
