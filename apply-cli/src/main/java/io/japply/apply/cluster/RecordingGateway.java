package io.japply.apply.cluster;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import io.japply.apply.object.PatchPlan;
import io.japply.apply.PatchType;

/**
 * A cluster that remembers the last live object it returned for each object, so a diff compares
 * with exactly the object the apply's prediction started from (the one re-read after a conflict).
 */
public final class RecordingGateway implements ClusterGateway {
    private final ClusterGateway cluster;
    private final Map<ObjectRef, Optional<ObjectNode>> lastRead;

    public RecordingGateway(ClusterGateway cluster) {
        this(cluster, new HashMap<>());
    }

    private RecordingGateway(ClusterGateway cluster, Map<ObjectRef, Optional<ObjectNode>> lastRead) {
        this.cluster = cluster;
        this.lastRead = lastRead;
    }

    /** A view recording into the same memory: what an object's view reads, {@link #lastRead} tells. */
    @Override
    public ClusterGateway reportingTo(java.util.function.Consumer<String> warnings) {
        return new RecordingGateway(cluster.reportingTo(warnings), lastRead);
    }

    /** The live object as last read; empty when it did not exist (or was never read). */
    public Optional<ObjectNode> lastRead(ObjectRef ref) {
        return lastRead.getOrDefault(ref, Optional.empty()).map(ObjectNode::deepCopy);
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        Optional<ObjectNode> live = cluster.get(ref, served);
        lastRead.put(ref, live.map(ObjectNode::deepCopy));
        return live;
    }

    @Override
    public String contextNamespace() {
        return cluster.contextNamespace();
    }

    @Override
    public Optional<Served> resource(String apiVersion, String kind) {
        return cluster.resource(apiVersion, kind);
    }

    @Override
    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        return cluster.create(ref, served, body, options);
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        return cluster.patch(ref, served, type, body, options);
    }

    @Override
    public java.util.List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        return cluster.list(kind, served, labelSelector);
    }

    @Override
    public Optional<String> preferredVersion(String group) {
        return cluster.preferredVersion(group);
    }

    @Override
    public void delete(ObjectRef ref, Served served, Deletion options) {
        cluster.delete(ref, served, options);
    }

    @Override
    public OpenApiFetcher openApi() {
        return cluster.openApi();
    }
}
