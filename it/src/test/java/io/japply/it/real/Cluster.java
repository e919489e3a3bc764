package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/** A test's view of the real cluster: its own namespaces, kubectl and japply pointed at it. */
public final class Cluster {
    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path kubeconfig;
    private final String testName;
    private final List<String> namespaces = new ArrayList<>();
    private KubernetesClient client;

    Cluster(Path kubeconfig, String testName) {
        this.kubeconfig = kubeconfig;
        this.testName = testName;
    }

    public Path kubeconfig() {
        return kubeconfig;
    }

    /** A new namespace for this test (deleted after it), named after the test and {@code role}. */
    public String namespace(String role) {
        String base = (testName + "-" + role).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9-]", "-");
        String name = ("t" + COUNTER.incrementAndGet() + "-" + base);
        name = name.substring(0, Math.min(name.length(), 60)).replaceAll("-+$", "");
        Kubectl.Result created = kubectl("create", "namespace", name);
        assertEquals(0, created.exitCode(), created.err());
        namespaces.add(name);
        return name;
    }

    /** The reference kubectl (1.37.2) with this cluster's kubeconfig. */
    public Kubectl.Result kubectl(String... args) {
        return kubectlIn(Map.of(), args);
    }

    public Kubectl.Result kubectlIn(Map<String, String> environment, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--kubeconfig=" + kubeconfig);
        try {
            return Kubectl.run(Kubectl.binary(), all, environment, 120);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** japply in this JVM, as a user runs it. */
    public JapplyRun japply(String... args) {
        return JapplyRun.of(kubeconfig, args);
    }

    /** The object as the server stores it, or null when it does not exist. */
    public JsonNode get(String resource, String namespace, String name) {
        Kubectl.Result got = namespace == null
                ? kubectl("get", resource, name, "-o", "json", "--ignore-not-found")
                : kubectl("get", resource, name, "-n", namespace, "-o", "json", "--ignore-not-found");
        assertEquals(0, got.exitCode(), got.err());
        try {
            return got.out().isBlank() ? null : JSON.readTree(got.out());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A fabric8 client of the test's own on this cluster (for the library's tests). */
    public synchronized KubernetesClient client() {
        if (client == null) {
            try {
                client = new KubernetesClientBuilder()
                        .withConfig(Config.fromKubeconfig(Files.readString(kubeconfig))).build();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return client;
    }

    /** Deletes the test's namespaces without waiting: the namespace controller empties them. */
    void deleteNamespaces() {
        if (client != null) {
            client.close();
        }
        for (String namespace : namespaces) {
            kubectl("delete", "namespace", namespace, "--wait=false", "--ignore-not-found");
        }
    }
}
