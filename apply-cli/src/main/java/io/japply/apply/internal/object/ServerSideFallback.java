package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.model.Action;
import io.japply.apply.model.DryRun;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** An object too large for client-side apply, applied server-side by itself (--server-side-fallback). */
final class ServerSideFallback {
    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Consumer<String> warnings;

    ServerSideFallback(ClusterGateway cluster, ApplyOptions options, Consumer<String> warnings) {
        this.cluster = cluster;
        this.options = options;
        this.warnings = warnings;
    }

    /**
     * An object too large for the last-applied annotation, applied server-side instead (and migrated
     * as kubectl migrates it, if it was applied client-side while small: the API server then drops the
     * annotation it cannot update, as it does for kubectl --server-side). Unchanged when the server
     * returned the object as it was read, less its status (a controller may write it meanwhile).
     */
    Done apply(ObjectRef ref, ClusterGateway.Served served, ObjectNode object, long size,
               Supplier<Optional<ObjectNode>> read) {
        ApplyOptions fallback = options.asServerSideFallback();
        warnings.accept(served.plural() + "/" + ref.name() + " is applied server-side (field manager "
                + fallback.fieldManager() + "): its annotations would be " + size + " bytes with the last-applied"
                + " configuration, over the " + LastApplied.TOTAL_ANNOTATION_SIZE_LIMIT + "-byte limit"
                + "; without the server-side fallback it would be refused"); // no flag named: the library has callers without flags
        Optional<ObjectNode> live = read.get();
        Done done = new ServerSideApply(cluster, fallback, warnings).apply(ref, served, object);
        boolean unchanged = live.isPresent() && options.dryRun() != DryRun.CLIENT
                && withoutStatus(live.get()).equals(withoutStatus(done.result()));
        return unchanged ? new Done(Action.UNCHANGED, done.result(), null, true) : done;
    }

    /** The object less its status, its resourceVersion and the status subresource's managers. */
    private static ObjectNode withoutStatus(ObjectNode object) {
        ObjectNode copy = object.deepCopy();
        copy.remove("status");
        ObjectNode metadata = copy.withObject("/metadata");
        metadata.remove("resourceVersion");
        if (metadata.get("managedFields") instanceof ArrayNode managed) {
            for (int i = managed.size() - 1; i >= 0; i--) {
                if ("status".equals(managed.get(i).path("subresource").asText())) {
                    managed.remove(i);
                }
            }
        }
        return copy;
    }
}
