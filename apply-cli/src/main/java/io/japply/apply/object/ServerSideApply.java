package io.japply.apply.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.Action;
import io.japply.apply.DryRun;
import io.japply.apply.PatchType;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.support.Failure;
import io.japply.threeway.json.GoJson;

/**
 * Server-side apply: the manifest as it is (no last-applied annotation), the server merges and
 * tracks owners; a field another manager owns is a conflict unless --force-conflicts.
 */
final class ServerSideApply {
    private final ClusterGateway cluster;
    private final ApplyOptions options;

    ServerSideApply(ClusterGateway cluster, ApplyOptions options) {
        this.cluster = cluster;
        this.options = options;
    }

    Done apply(ObjectRef ref, ClusterGateway.Served served, ObjectNode object) {
        ObjectNode body = object.deepCopy();
        if (ref.namespace() != null) {
            body.withObject("/metadata").put("namespace", ref.namespace());
        }
        ClusterGateway.Write write = new ClusterGateway.Write(options.dryRun() == DryRun.SERVER,
                options.fieldManager(), options.forceConflicts(), options.fieldValidation());
        if (options.dryRun() == DryRun.CLIENT) {
            return new Done(Action.SERVER_SIDE_APPLIED, body, body);
        }
        try {
            return new Done(Action.SERVER_SIDE_APPLIED,
                    cluster.patch(ref, served, PatchType.APPLY, GoJson.write(body), write), body);
        } catch (ClusterGateway.Conflict e) {
            throw Failure.input(e.getMessage() + " (take the fields over with --force-conflicts, or drop them from"
                    + " the manifest)");
        }
    }
}
