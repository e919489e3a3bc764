package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ForwardingGateway;
import io.japply.apply.cluster.ObjectRef;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A cluster that remembers the last live object it returned for each object, so a diff compares
 * with exactly the object the apply's prediction started from (the one re-read after a conflict).
 */
public final class RecordingGateway extends ForwardingGateway {
    private final Map<ObjectRef, Optional<ObjectNode>> lastRead;

    public RecordingGateway(ClusterGateway cluster) {
        this(cluster, new HashMap<>());
    }

    private RecordingGateway(ClusterGateway cluster, Map<ObjectRef, Optional<ObjectNode>> lastRead) {
        super(cluster);
        this.lastRead = lastRead;
    }

    /** A view recording into the same memory: what an object's view reads, {@link #lastRead} tells. */
    @Override
    public ClusterGateway reportingTo(Consumer<String> warnings) {
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
}
