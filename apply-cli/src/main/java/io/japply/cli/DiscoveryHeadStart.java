package io.japply.cli;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.read.Manifest;
import io.japply.apply.support.Daemons;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Discovery of the input's group-versions, each started as soon as both its first object is read and
 * the client exists: the first requests of a run (the connection, the HTTP client's cold paths, the
 * answers' wait) then overlap with reading the other files and setting the run up, not follow them.
 * The gateway reads each group-version once; an object that asks while it is in flight waits for that
 * answer; a failure here is met again, and reported, there.
 */
final class DiscoveryHeadStart implements Consumer<Manifest> {
    private final Set<String> seen = new HashSet<>();
    private final Map<String, String> beforeTheClient = new LinkedHashMap<>();
    private ClusterGateway cluster;

    /** Called by the reader with each object read, from its threads. */
    @Override
    public synchronized void accept(Manifest manifest) {
        if (manifest.object() == null) {
            return;
        }
        String apiVersion = manifest.object().path("apiVersion").asText();
        if (apiVersion.isEmpty() || !seen.add(apiVersion)) {
            return;
        }
        String kind = manifest.object().path("kind").asText();
        if (cluster == null) {
            beforeTheClient.put(apiVersion, kind);
        } else {
            start(apiVersion, kind);
        }
    }

    /** The client now exists: the group-versions read so far are discovered at once, later ones when read. */
    synchronized void connect(ClusterGateway cluster) {
        this.cluster = cluster;
        beforeTheClient.forEach(this::start);
        beforeTheClient.clear();
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
