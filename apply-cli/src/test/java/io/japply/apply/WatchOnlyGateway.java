package io.japply.apply;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.status.StatusSource;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.PatchType;

/** A gateway that can only watch: a wait must need nothing else of the cluster. */
final class WatchOnlyGateway implements ClusterGateway {
    private final StatusSource source;

    WatchOnlyGateway(StatusSource source) {
        this.source = source;
    }

    @Override
    public Optional<StatusSource> statusSource() {
        return Optional.ofNullable(source);
    }

    @Override
    public String contextNamespace() {
        throw new AssertionError("not for a wait");
    }

    @Override
    public Optional<Served> resource(String apiVersion, String kind) {
        throw new AssertionError("not for a wait");
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        throw new AssertionError("not for a wait");
    }

    @Override
    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        throw new AssertionError("not for a wait");
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        throw new AssertionError("not for a wait");
    }

    @Override
    public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        throw new AssertionError("not for a wait");
    }

    @Override
    public Optional<String> preferredVersion(String group) {
        throw new AssertionError("not for a wait");
    }

    @Override
    public void delete(ObjectRef ref, Served served, Deletion options) {
        throw new AssertionError("not for a wait");
    }

    @Override
    public OpenApiFetcher openApi() {
        throw new AssertionError("not for a wait");
    }
}
