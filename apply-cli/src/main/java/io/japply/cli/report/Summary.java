package io.japply.cli.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.DryRun;
import io.japply.apply.object.Outcome;

/**
 * --summary=json: one document for a job's log or its next step. Every record has the same fields
 * (null when they do not apply): source, apiVersion, kind, namespace, name, action, patchType,
 * durationMs, error, and warnings (the texts of the server's and kubectl's warnings, in the order they
 * came; [] when none). Totals count the actions, the failures and the pruned objects.
 */
final class Summary {
    private Summary() {
    }

    /** An object pruned, or that failed to be (error not null). */
    record Pruned(ObjectRef ref, String error) {
    }

    /** {@code namespaceFlag}: -n, where an object that failed before it was placed would have gone. */
    static ObjectNode of(Outcome[] outcomes, long[] nanos, List<Pruned> pruned, DryRun dryRun,
                         int exitCode, java.util.Optional<String> namespaceFlag) {
        ObjectNode summary = Json.object();
        summary.put("dryRun", dryRun.name().toLowerCase(java.util.Locale.ROOT));
        ArrayNode objects = summary.putArray("objects");
        Map<String, Integer> counts = new TreeMap<>();
        int failed = 0;
        for (int i = 0; i < outcomes.length; i++) {
            Outcome o = outcomes[i];
            objects.add(record(o, nanos[i], namespaceFlag.orElse(null)));
            if (o.failed()) {
                failed++;
            } else {
                counts.merge(Words.action(o.action()), 1, Integer::sum);
            }
        }
        ArrayNode prunedRecords = summary.putArray("pruned");
        int prunedOk = 0;
        for (Pruned p : pruned) {
            ObjectNode r = identity(prunedRecords.addObject(), p.ref(), null, null);
            r.put("action", p.error() == null ? "pruned" : null);
            r.put("error", p.error());
            r.putArray("warnings");
            if (p.error() == null) {
                prunedOk++;
            } else {
                failed++;
            }
        }
        ObjectNode totals = summary.putObject("totals");
        totals.put("objects", outcomes.length);
        for (String action : List.of("created", "configured", "unchanged", "serverside-applied")) {
            totals.put(action, counts.getOrDefault(action, 0));
        }
        totals.put("failed", failed);
        totals.put("pruned", prunedOk);
        summary.put("exitCode", exitCode);
        return summary;
    }

    private static ObjectNode record(Outcome o, long nanos, String namespaceFlag) {
        ObjectNode r = Json.object();
        r.put("source", o.manifest().position());
        identity(r, o.ref(), o.manifest().object(), namespaceFlag);
        r.put("action", o.action() == null ? null : Words.action(o.action()));
        r.put("patchType", o.patchType() == null ? null : Words.patchType(o.patchType()));
        r.put("durationMs", nanos / 1_000_000);
        r.put("error", o.error());
        o.warnings().forEach(r.putArray("warnings")::add);
        return r;
    }

    /** Who the object is: from its reference when it got that far, else from the document, if readable. */
    private static ObjectNode identity(ObjectNode r, ObjectRef ref, ObjectNode object, String namespaceFlag) {
        if (ref != null) {
            return r.put("apiVersion", ref.apiVersion()).put("kind", ref.kind()).put("namespace", ref.namespace())
                    .put("name", ref.name());
        }
        String namespace = object == null ? "" : object.path("metadata").path("namespace").asText("");
        return r.put("apiVersion", text(object, "apiVersion")).put("kind", text(object, "kind"))
                .put("namespace", !namespace.isEmpty() ? namespace : object != null ? namespaceFlag : null)
                .put("name", object == null ? null : object.path("metadata").path("name").asText(null));
    }

    private static String text(ObjectNode object, String field) {
        return object == null ? null : object.path(field).asText(null);
    }
}
