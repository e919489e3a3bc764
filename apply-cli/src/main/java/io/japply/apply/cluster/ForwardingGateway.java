package io.japply.apply.cluster;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.PatchType;
import io.japply.apply.status.StatusSource;
import io.japply.threeway.meta.OpenApiFetcher;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A gateway that passes every call to another: a decorator overrides only what it changes. Each
 * decides what its {@link #reportingTo} views are; closing stays with the owner of the cluster behind.
 */
public abstract class ForwardingGateway implements ClusterGateway {
    protected final ClusterGateway cluster;

    protected ForwardingGateway(ClusterGateway cluster) {
        this.cluster = cluster;
    }

    @Override
    public abstract ClusterGateway reportingTo(Consumer<String> warnings);

    @Override
    public String contextNamespace() {
        return cluster.contextNamespace();
    }

    @Override
    public Optional<Served> resource(String apiVersion, String kind) {
        return cluster.resource(apiVersion, kind);
    }

    @Override
    public boolean discovered(String apiVersion) {
        return cluster.discovered(apiVersion);
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        return cluster.get(ref, served);
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
    public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        return cluster.list(kind, served, labelSelector);
    }

    @Override
    public Page firstPage(ObjectRef kind, Served served, long limit) {
        return cluster.firstPage(kind, served, limit);
    }

    @Override
    public java.util.List<ServedResource> servedResources() {
        return cluster.servedResources();
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
    public Permission mayCreate(ObjectRef ref, Served served) {
        return cluster.mayCreate(ref, served);
    }

    @Override
    public OpenApiFetcher openApi() {
        return cluster.openApi();
    }

    @Override
    public Optional<StatusSource> statusSource() {
        return cluster.statusSource();
    }
}
