package io.japply.cli;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.read.Manifest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * Discovery of the input's group-versions, started as soon as the client exists when the files are
 * already read: the first request of a run (its connection, the HTTP client's cold paths) then
 * overlaps with setting the run up. The gateway reads each group-version once; an object that asks
 * while it is in flight waits for that answer; a failure here is met again, and reported, there.
 */
final class DiscoveryHeadStart {
    private DiscoveryHeadStart() {
    }

    /** Starts discovery if {@code reading} is done and read every file; else does nothing. */
    static void startIfRead(ClusterGateway cluster, Future<List<Manifest>> reading) {
        if (!reading.isDone()) {
            return;
        }
        try {
            start(cluster, reading.get());
        } catch (ExecutionException e) {
            // a file that could not be read is reported where the run reads the files
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void start(ClusterGateway cluster, List<Manifest> manifests) {
        Map<String, String> kindPerVersion = new LinkedHashMap<>();
        for (Manifest manifest : manifests) {
            if (manifest.object() != null) {
                kindPerVersion.putIfAbsent(manifest.object().path("apiVersion").asText(),
                        manifest.object().path("kind").asText());
            }
        }
        kindPerVersion.forEach((apiVersion, kind) -> {
            Thread thread = new Thread(() -> discover(cluster, apiVersion, kind), "japply-discovery");
            thread.setDaemon(true);
            thread.start();
        });
    }

    private static void discover(ClusterGateway cluster, String apiVersion, String kind) {
        try {
            cluster.resource(apiVersion, kind);
        } catch (RuntimeException e) {
            // the object's own lookup asks again and reports it
        }
    }
}
