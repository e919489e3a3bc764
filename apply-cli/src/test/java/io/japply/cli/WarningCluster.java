package io.japply.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ForwardingGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.model.PatchType;

/**
 * A cluster whose answers carry Warning headers, as a server's do: a test says which request
 * ("GET web", "PATCH web", "POST web", "LIST") answers with which texts; every view made by
 * {@link #reportingTo} hands them to its own sink, the requests themselves go to the cluster behind.
 */
final class WarningCluster extends ForwardingGateway {
    private final Map<String, List<String>> warnings;
    private final Consumer<String> sink;

    WarningCluster(ClusterGateway cluster) {
        this(cluster, new ConcurrentHashMap<>(), text -> { });
    }

    private WarningCluster(ClusterGateway cluster, Map<String, List<String>> warnings, Consumer<String> sink) {
        super(cluster);
        this.warnings = warnings;
        this.sink = sink;
    }

    /** Each answer to {@code request} (a verb and an object name, or "LIST") carries these warnings. */
    WarningCluster warn(String request, String... texts) {
        warnings.computeIfAbsent(request, r -> new ArrayList<>()).addAll(List.of(texts));
        return this;
    }

    @Override
    public ClusterGateway reportingTo(Consumer<String> warnings) {
        return new WarningCluster(cluster, this.warnings, warnings);
    }

    private <T> T answer(String request, T answer) {
        warnings.getOrDefault(request, List.of()).forEach(sink);
        return answer;
    }

    @Override
    public Optional<ObjectNode> get(ObjectRef ref, Served served) {
        return answer("GET " + ref.name(), cluster.get(ref, served));
    }

    @Override
    public ObjectNode create(ObjectRef ref, Served served, ObjectNode body, Write options) {
        return answer("POST " + ref.name(), cluster.create(ref, served, body, options));
    }

    @Override
    public ObjectNode patch(ObjectRef ref, Served served, PatchType type, String body, Write options) {
        return answer("PATCH " + ref.name(), cluster.patch(ref, served, type, body, options));
    }

    @Override
    public Page firstPage(ObjectRef kind, Served served, long limit) {
        return answer("LIST", cluster.firstPage(kind, served, limit));
    }

    @Override
    public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
        return answer("LIST", cluster.list(kind, served, labelSelector));
    }
}
