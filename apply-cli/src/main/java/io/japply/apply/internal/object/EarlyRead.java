package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.cluster.Namespaces;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.support.Daemons;
import io.japply.apply.internal.support.Futures;
import io.japply.threeway.meta.BuiltinKinds;
import java.util.Optional;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * The GET of a built-in kind's object sent while the server's discovery of its group-version is still
 * to come, with the resource its release's API paths name (the bundle's guess). The answer is used
 * only if discovery then names that very resource; otherwise it is dropped and the object read again.
 * A single-object run waits for two answers one after the other without it.
 */
final class EarlyRead {
    private final ObjectRef ref;
    private final ClusterGateway.Served served;
    private final FutureTask<Optional<ObjectNode>> read;

    private EarlyRead(ObjectRef ref, ClusterGateway.Served served, FutureTask<Optional<ObjectNode>> read) {
        this.ref = ref;
        this.served = served;
        this.read = read;
    }

    /** The read started, or empty: a kind the bundle does not serve, discovery already at hand, a bad namespace. */
    static Optional<EarlyRead> start(ClusterGateway cluster, ObjectNode object, Optional<String> namespaceFlag) {
        String apiVersion = object.path("apiVersion").asText();
        String kind = object.path("kind").asText();
        if (cluster.discovered(apiVersion)) {
            return Optional.empty();
        }
        BuiltinKinds bundled = BuiltinKinds.bundled();
        Optional<String> resource = bundled.resource(apiVersion, kind);
        Optional<BuiltinKinds.Kind> known = bundled.find(apiVersion, kind);
        if (resource.isEmpty() || known.isEmpty()) {
            return Optional.empty();
        }
        ClusterGateway.Served guess = new ClusterGateway.Served(resource.get(), known.get().namespaced());
        ObjectRef ref;
        try {
            ref = ObjectRef.of(object, Namespaces.of(object, guess, namespaceFlag, cluster));
        } catch (RuntimeException e) {
            return Optional.empty(); // the apply itself reports what is wrong with the object
        }
        FutureTask<Optional<ObjectNode>> read = new FutureTask<>(() -> cluster.get(ref, guess));
        Daemons.start("japply-early-read", read);
        return Optional.of(new EarlyRead(ref, guess, read));
    }

    /**
     * The early answer (or its failure, thrown) when it was read for this object as this resource;
     * else what {@code otherwise} reads.
     */
    Optional<ObjectNode> answerOr(ObjectRef ref, ClusterGateway.Served served,
                                  Supplier<Optional<ObjectNode>> otherwise) {
        if (!this.ref.equals(ref) || !this.served.equals(served)) {
            return otherwise.get();
        }
        return Futures.join(read, "interrupted while reading " + ref.name());
    }
}
