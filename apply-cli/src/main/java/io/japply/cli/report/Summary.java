package io.japply.cli.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.PruneResult;
import io.japply.threeway.json.Json;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * --summary=json: one document for a job's log or its next step. Every record has the same fields
 * (null when they do not apply): source, apiVersion, kind, namespace, name, action, patchType,
 * durationMs, error, and warnings (the texts of the server's and kubectl's warnings, in the order they
 * came; [] when none). Totals count the actions, the objects that failed, the pruned objects and, apart (a
 * failed prune is no failed object of the input), the prunes that failed; {@code errors} holds the failures
 * of the run as a whole (the ApplySet's parent unusable), [] when none.
 */
final class Summary {
    private Summary() {
    }

    /** {@code namespaceFlag}: -n, where an object that failed before it was placed would have gone. */
    static ObjectNode of(ApplyResult[] results, List<PruneResult> pruned, List<String> runErrors, DryRun dryRun,
                         int exitCode, java.util.Optional<String> namespaceFlag) {
        ObjectNode summary = Json.object();
        summary.put("dryRun", dryRun.name().toLowerCase(java.util.Locale.ROOT));
        ArrayNode objects = summary.putArray("objects");
        Map<String, Integer> counts = new TreeMap<>();
        int failed = 0;
        for (ApplyResult r : results) {
            objects.add(record(r, namespaceFlag.orElse(null)));
            if (r.failed()) {
                failed++;
            } else {
                counts.merge(Words.action(r.action()), 1, Integer::sum);
            }
        }
        ArrayNode prunedRecords = summary.putArray("pruned");
        int prunedOk = 0;
        int pruneFailed = 0;
        for (PruneResult p : pruned) {
            ObjectNode r = identity(prunedRecords.addObject(), p.id(), true, null);
            r.put("action", p.failed() ? null : "pruned");
            r.put("error", p.error().orElse(null));
            r.putArray("warnings");
            if (!p.failed()) {
                prunedOk++;
            } else {
                pruneFailed++;
            }
        }
        ObjectNode totals = summary.putObject("totals");
        totals.put("objects", results.length);
        for (String action : List.of("created", "configured", "unchanged", "serverside-applied")) {
            totals.put(action, counts.getOrDefault(action, 0));
        }
        totals.put("failed", failed);
        totals.put("pruned", prunedOk);
        totals.put("pruneFailed", pruneFailed);
        runErrors.forEach(summary.putArray("errors")::add);
        summary.put("exitCode", exitCode);
        return summary;
    }

    private static ObjectNode record(ApplyResult result, String namespaceFlag) {
        ObjectNode r = Json.object();
        r.put("source", result.source());
        identity(r, result.id(), !result.failed(), namespaceFlag);
        r.put("action", result.failed() ? null : Words.action(result.action()));
        r.put("patchType", result.patchType().map(Words::patchType).orElse(null));
        r.put("durationMs", result.duration().toMillis());
        r.put("error", result.error().map(Throwable::getMessage).orElse(null));
        result.warnings().forEach(r.putArray("warnings")::add);
        return r;
    }

    /**
     * Who the object is: where it was placed, or, for an object that failed (never placed), what its
     * document says, one that names no namespace being where -n ({@code namespaceFlag}) would have put
     * it; a document that is no object names nothing at all.
     */
    private static ObjectNode identity(ObjectNode r, ApplyResult.ObjectId id, boolean placed, String namespaceFlag) {
        String namespace = id.namespace();
        if (!placed && (namespace == null || namespace.isEmpty())) {
            namespace = read(id) ? namespaceFlag : null;
        }
        return r.put("apiVersion", id.apiVersion()).put("kind", id.kind()).put("namespace", namespace)
                .put("name", id.name());
    }

    /** Whether anything of the object could be read (the library gives a document that is no object an empty id). */
    private static boolean read(ApplyResult.ObjectId id) {
        return id.apiVersion() != null || id.kind() != null || id.namespace() != null || id.name() != null;
    }
}
