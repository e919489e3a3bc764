package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.model.Action;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.PatchType;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.model.Failure;
import io.japply.threeway.json.GoJson;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Server-side apply: the manifest as it is (no last-applied annotation), the server merges and
 * tracks owners; a field another manager owns is a conflict unless --force-conflicts. An object
 * applied client-side before is migrated as kubectl 1.32 migrates it: its last-applied annotation
 * kept by a manager of its own, the client-side managers' fields moved to ours, then applied again
 * so that a field dropped from the manifest goes.
 */
final class ServerSideApply {
    /** kubectl's manager of the last-applied annotation once an object is applied server-side. */
    static final String LAST_APPLIED_MANAGER = "kubectl-last-applied";

    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Consumer<String> warnings;

    ServerSideApply(ClusterGateway cluster, ApplyOptions options, Consumer<String> warnings) {
        this.cluster = cluster;
        this.options = options;
        this.warnings = warnings;
    }

    /** What kubectl apply says after the server's conflict message, word for word (scripts match it). */
    static final String CONFLICT_ADVICE = """

            Please review the fields above--they currently have other managers. Here
            are the ways you can resolve this warning:
            * If you intend to manage all of these fields, please re-run the apply
              command with the `--force-conflicts` flag.
            * If you do not intend to manage all of the fields, please edit your
              manifest to remove references to the fields that should keep their
              current managers.
            * You may co-own fields by updating your manifest to match the existing
              value; in this case, you'll become the manager if the other manager(s)
              stop managing the field (remove it from their configuration).
            See https://kubernetes.io/docs/reference/using-api/server-side-apply/#conflicts""";

    /**
     * The server's words of a refused server-side apply's conflict, without apply's advice: what kubectl diff
     * says ("Error from server (Conflict): " before them); empty when {@code failure} is no such conflict.
     */
    static java.util.Optional<String> conflictWords(RuntimeException failure, String text) {
        if (failure == null || !(failure.getCause() instanceof ClusterGateway.Conflict) || !text.endsWith(CONFLICT_ADVICE)) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(text.substring(0, text.length() - CONFLICT_ADVICE.length()));
    }

    Done apply(ObjectRef ref, ClusterGateway.Served served, ObjectNode object) {
        ObjectNode body = object.deepCopy();
        if (ref.namespace() != null) {
            body.withObject("/metadata").put("namespace", ref.namespace());
        }
        if (options.dryRun() == DryRun.CLIENT) {
            return new Done(Action.SERVER_SIDE_APPLIED, body, body);
        }
        String text = GoJson.write(body);
        ObjectNode applied = send(ref, served, text);
        return new Done(Action.SERVER_SIDE_APPLIED, options.migrate() ? migrated(ref, served, text, applied) : applied,
                body);
    }

    private ObjectNode send(ObjectRef ref, ClusterGateway.Served served, String text) {
        try {
            return cluster.patch(ref, served, PatchType.APPLY, text, write(options.fieldManager(), options.forceConflicts()));
        } catch (ClusterGateway.Conflict e) {
            throw Failure.input(e.getMessage() + CONFLICT_ADVICE, e);
        } catch (ClusterGateway.Refused e) {
            // kubectl tells a refused server-side apply as the server said it, no file nor verb before it
            throw WriteRefused.serverSide(e).orElseThrow(() -> e);
        }
    }

    /**
     * kubectl's steps after the apply, each failure a warning (the object is applied; the next apply
     * tries again): keep the annotation, move the client-side fields, apply again if they moved.
     */
    private ObjectNode migrated(ObjectRef ref, ClusterGateway.Served served, String text, ObjectNode applied) {
        ObjectNode live = applied;
        try {
            live = keepLastApplied(ref, served, live);
        } catch (RuntimeException e) {
            warnings.accept("failed to migrate " + LastApplied.KEY + " for Server-Side Apply. This is non-fatal"
                    + " and will be retried next time you apply. Error: " + e.getMessage());
            return live;
        }
        Optional<ObjectNode> moved;
        try {
            moved = moveClientSideFields(ref, served, live);
        } catch (RuntimeException e) {
            warnings.accept("server rejected managed fields migration to Server-Side Apply. This is non-fatal and"
                    + " will be retried next time you apply. Error: " + e.getMessage());
            return live;
        }
        if (moved.isEmpty()) {
            return live;
        }
        try {
            return send(ref, served, text);
        } catch (RuntimeException e) {
            warnings.accept("failed to re-apply configuration after performing Server-Side Apply migration. This is"
                    + " non-fatal and will be retried next time you apply. Error: " + e.getMessage());
            return moved.get();
        }
    }

    /**
     * The last-applied annotation applied by a manager of its own, so that our apply (which does not
     * carry it) does not remove it and a later client-side apply still finds it; only under kubectl's
     * default manager, and only while no Apply entry owns it yet.
     */
    private ObjectNode keepLastApplied(ObjectRef ref, ClusterGateway.Served served, ObjectNode live) {
        JsonNode annotation = live.path("metadata").path("annotations").get(LastApplied.KEY);
        if (!ApplyOptions.SERVER_SIDE_FIELD_MANAGER.equals(options.fieldManager()) || annotation == null
                || !ManagedFieldsUpgrade.clientSideManagers(live.path("metadata").path("managedFields"),
                        ManagedFieldsUpgrade.APPLY).isEmpty()) {
            return live;
        }
        ObjectNode just = JsonNodeFactory.instance.objectNode();
        just.put("apiVersion", ref.apiVersion()).put("kind", ref.kind());
        ObjectNode metadata = just.putObject("metadata").put("name", ref.name());
        if (ref.namespace() != null) {
            metadata.put("namespace", ref.namespace());
        }
        metadata.putObject("annotations").set(LastApplied.KEY, annotation);
        return cluster.patch(ref, served, PatchType.APPLY, GoJson.write(just), write(LAST_APPLIED_MANAGER, false));
    }

    /** The JSON patch of the managedFields, read again and recomputed on a conflict; empty when none was needed. */
    private Optional<ObjectNode> moveClientSideFields(ObjectRef ref, ClusterGateway.Served served, ObjectNode live) {
        ObjectNode current = live;
        for (int attempt = 1; ; attempt++) {
            Optional<ArrayNode> patch = ManagedFieldsUpgrade.patch(current, options.fieldManager());
            if (patch.isEmpty()) {
                return Optional.empty();
            }
            try {
                return Optional.of(cluster.patch(ref, served, PatchType.JSON, GoJson.write(patch.get()),
                        write(options.fieldManager(), false)));
            } catch (ClusterGateway.Conflict e) {
                if (attempt == Applier.MAX_TRIES) {
                    throw e;
                }
                current = cluster.get(ref, served).orElseThrow(() -> e);
            }
        }
    }

    private ClusterGateway.Write write(String manager, boolean force) {
        // every write of the apply and of its migration goes to the subresource, as kubectl's one Helper sends them
        return new ClusterGateway.Write(options.dryRun() == DryRun.SERVER, manager, force, options.fieldValidation(),
                options.subresource());
    }
}
