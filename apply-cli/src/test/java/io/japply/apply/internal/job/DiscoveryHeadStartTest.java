package io.japply.apply.internal.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.japply.testing.BoundedProcess;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.read.Documents;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.read.ManifestReader;
import io.japply.threeway.json.Json;
import java.io.InputStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiscoveryHeadStartTest {
    private static final String DEPLOYMENT = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n";
    private static final String CONFIG_MAP = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\n";

    private final BlockingQueue<String> asked = new LinkedBlockingQueue<>();

    /** A gateway that records each discovery question and answers nothing else. */
    private ClusterGateway recording(boolean fail) {
        return (ClusterGateway) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {ClusterGateway.class},
                (proxy, method, args) -> {
                    if (!method.getName().equals("resource")) {
                        throw new UnsupportedOperationException(method.getName());
                    }
                    asked.add(args[0] + " " + args[1]);
                    if (fail) {
                        throw new IllegalStateException("connection refused");
                    }
                    return Optional.of(new ClusterGateway.Served("deployments", true));
                });
    }

    private static Manifest manifest(String apiVersion, String kind) {
        return Manifest.of("in.yaml", 1, 0, Json.object().put("apiVersion", apiVersion).put("kind", kind));
    }

    @Test
    void eachKindsMetadataIsStartedOnceWhetherReadBeforeOrAfterTheRunExists() {
        DiscoveryHeadStart discovery = new DiscoveryHeadStart();
        discovery.accept(manifest("apps/v1", "Deployment"));
        discovery.accept(manifest("apps/v1", "Deployment"));
        discovery.accept(manifest("apps/v1", "StatefulSet"));
        discovery.accept(Manifest.invalid("bad.yaml", 1, 0, "not YAML"));
        List<String> started = new java.util.ArrayList<>();
        discovery.metadataTo((apiVersion, kind) -> started.add(apiVersion + " " + kind));
        assertEquals(List.of("apps/v1 Deployment", "apps/v1 StatefulSet"), started);
        discovery.accept(manifest("v1", "ConfigMap"));
        discovery.accept(manifest("apps/v1", "StatefulSet"));
        assertEquals(List.of("apps/v1 Deployment", "apps/v1 StatefulSet", "v1 ConfigMap"), started);
    }

    @Test
    void groupVersionsReadBeforeTheClientAreDiscoveredWhenItConnects() throws Exception {
        DiscoveryHeadStart discovery = new DiscoveryHeadStart();
        discovery.accept(manifest("apps/v1", "Deployment"));
        discovery.accept(manifest("apps/v1", "StatefulSet"));
        discovery.accept(Manifest.invalid("bad.yaml", 1, 0, "not YAML"));
        assertNull(asked.poll(200, TimeUnit.MILLISECONDS), "nothing can be asked before the client exists");
        discovery.connect(recording(false));
        assertEquals("apps/v1 Deployment", asked.poll(10, TimeUnit.SECONDS));
        discovery.accept(manifest("v1", "ConfigMap"));
        assertEquals("v1 ConfigMap", asked.poll(10, TimeUnit.SECONDS));
        discovery.accept(manifest("v1", "Secret"));
        assertNull(asked.poll(200, TimeUnit.MILLISECONDS), "each group-version is discovered once");
    }

    @Test
    void aFailedDiscoveryIsLeftToTheObjectsOwnLookup() throws Exception {
        DiscoveryHeadStart discovery = new DiscoveryHeadStart();
        discovery.connect(recording(true));
        discovery.accept(manifest("apps/v1", "Deployment"));
        assertEquals("apps/v1 Deployment", asked.poll(10, TimeUnit.SECONDS));
    }

    /** The first file's kinds are asked for while a later file (a pipe nobody writes yet) is still being read. */
    @Test
    void discoveryStartsWhileLaterFilesAreStillBeingRead(@TempDir Path dir) throws Exception {
        Path first = Files.writeString(dir.resolve("a.yaml"), DEPLOYMENT);
        Path pipe = dir.resolve("b.yaml");
        assertEquals(0, BoundedProcess.of("mkfifo", pipe.toString()).run().code());
        DiscoveryHeadStart discovery = new DiscoveryHeadStart();
        discovery.connect(recording(false));
        ManifestReader reader = new ManifestReader(new Documents(InputStream.nullInputStream()), discovery);
        CompletableFuture<List<Manifest>> reading = CompletableFuture.supplyAsync(
                () -> reader.read(List.of(first.toString(), pipe.toString()), false));
        assertEquals("apps/v1 Deployment", asked.poll(10, TimeUnit.SECONDS));
        Files.write(pipe, CONFIG_MAP.getBytes(StandardCharsets.UTF_8));
        List<Manifest> read = reading.get(10, TimeUnit.SECONDS);
        assertEquals(List.of("Deployment", "ConfigMap"), read.stream().map(m -> m.object().path("kind").asText()).toList());
        assertEquals("v1 ConfigMap", asked.poll(10, TimeUnit.SECONDS));
    }
}
