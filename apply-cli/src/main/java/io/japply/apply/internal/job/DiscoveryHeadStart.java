package io.japply.apply.internal.job;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.support.Daemons;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Discovery of the input's group-versions, each started as soon as both its first object is read and
 * the client exists: the first requests of a run (the connection, the HTTP client's cold paths, the
 * answers' wait) then overlap with reading the other files and setting the run up, not follow them.
 * The gateway reads each group-version once; an object that asks while it is in flight waits for that
 * answer; a failure here is met again, and reported, there. Each kind's OpenAPI is started the same
 * way, once the run that reads it exists ({@link #metadataTo}).
 */
public final class DiscoveryHeadStart implements Consumer<Manifest> {
    private final Set<String> seen = new HashSet<>();
    private final Map<String, String> beforeTheClient = new LinkedHashMap<>();
    private ClusterGateway cluster;
    private final Set<List<String>> kinds = new LinkedHashSet<>();
    private BiConsumer<String, String> metadata;

    /** Called by the reader with each object read, from its threads. */
    @Override
    public synchronized void accept(Manifest manifest) {
        if (manifest.object() == null) {
            return;
        }
        String apiVersion = manifest.object().path("apiVersion").asText();
        String kind = manifest.object().path("kind").asText();
        if (!apiVersion.isEmpty() && !kind.isEmpty() && kinds.add(List.of(apiVersion, kind)) && metadata != null) {
            metadata.accept(apiVersion, kind);
        }
        if (apiVersion.isEmpty() || !seen.add(apiVersion)) {
            return;
        }
        if (cluster == null) {
            beforeTheClient.put(apiVersion, kind);
        } else {
            start(apiVersion, kind);
        }
    }

    /** The client now exists: the group-versions read so far are discovered at once, later ones when read. */
    public synchronized void connect(ClusterGateway cluster) {
        this.cluster = cluster;
        beforeTheClient.forEach(this::start);
        beforeTheClient.clear();
    }

    /** The run exists: the OpenAPI of each kind read so far is started at once (by {@code metadata}), later ones when read. */
    public synchronized void metadataTo(BiConsumer<String, String> metadata) {
        this.metadata = metadata;
        kinds.forEach(kind -> metadata.accept(kind.get(0), kind.get(1)));
    }

    private void start(String apiVersion, String kind) {
        ClusterGateway gateway = cluster;
        Daemons.start("japply-discovery", () -> discover(gateway, apiVersion, kind));
    }

    private static void discover(ClusterGateway cluster, String apiVersion, String kind) {
        try {
            cluster.resource(apiVersion, kind);
        } catch (RuntimeException e) {
            // the object's own lookup asks again and reports it
        }
    }
}
