package io.japply.it.bench;

import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.ApplyReport;
import io.japply.apply.Japply;
import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The library benchmark of the README (not a test): N Deployments applied in one JVM, on one fabric8
 * client, by japply's {@code Japply.apply(list)} and by fabric8's own {@code serverSideApply()} and
 * {@code createOrReplace()} loops, each into its own namespace of the fake API server: create,
 * unchanged, every object changed; at each added latency of -Djapply.bench.latency. Then what a
 * warm single-object apply costs beyond its one request. Run with bin/bench-library [N].
 */
public final class LibraryBench {
    private LibraryBench() {
    }

    public static void main(String[] args) throws Exception {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        List<Long> latencies = java.util.Arrays.stream(System.getProperty("japply.bench.latency", "0 5").split("[, ]+"))
                .map(Long::parseLong).toList();
        ObjectStore store = new ObjectStore();
        try (FakeApiServer server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true))).storing();
             KubernetesClient client = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(
                     Files.readString(server.writeKubeconfig(Files.createTempDirectory("japply-bench"))))).build()) {
            client.getConfiguration().setMaxConcurrentRequestsPerHost(64);
            Japply japply = Japply.with(client);
            List<Contender> contenders = List.of(
                    new Contender("japply", (ns, objects) -> check(japply.namespace(ns).apply(objects))),
                    new Contender("serverSideApply", (ns, objects) -> objects.forEach(d ->
                            client.resource(d).inNamespace(ns).fieldManager("bench").forceConflicts().serverSideApply())),
                    new Contender("createOrReplace", (ns, objects) -> objects.forEach(d ->
                            client.resource(d).inNamespace(ns).createOrReplace())));
            store.namespace("warm");
            for (Contender c : contenders) { // JIT and caches warm for everyone: not what is measured
                store.namespace("warm-" + c.name);
                c.time("warm-" + c.name, deployments(count, "app:1"));
                c.time("warm-" + c.name, deployments(count, "app:2"));
            }
            System.out.printf("%d Deployments in one JVM, one fabric8 client, fake API server (WireMock)%n", count);
            System.out.printf("%-8s %-10s %10s %16s %16s %10s %10s%n", "latency", "phase", "japply", "serverSideApply",
                    "createOrReplace", "ssa/japply", "cor/japply");
            for (long latency : latencies) {
                store.latency(Duration.ofMillis(latency));
                for (Contender c : contenders) {
                    store.namespace(c.name + "-" + latency);
                }
                for (String phase : List.of("create", "unchanged", "changed")) {
                    List<Deployment> objects = deployments(count, phase.equals("changed") ? "app:2" : "app:1");
                    long[] ms = new long[contenders.size()];
                    for (int i = 0; i < ms.length; i++) {
                        ms[i] = contenders.get(i).time(contenders.get(i).name + "-" + latency, objects);
                    }
                    System.out.printf("%-8s %-10s %8d ms %13d ms %13d ms %9.1fx %9.1fx%n", latency + " ms", phase, ms[0], ms[1],
                            ms[2], (double) ms[1] / ms[0], (double) ms[2] / ms[0]);
                }
            }
            store.latency(Duration.ZERO);
            singleObject(client, japply, store);
        }
    }

    /** A warm apply of one unchanged object against a plain GET of it: what japply adds to its one request. */
    private static void singleObject(KubernetesClient client, Japply japply, ObjectStore store) {
        store.namespace("single");
        Deployment one = deployments(1, "app:1").get(0);
        Japply single = japply.namespace("single");
        single.apply(one);
        int runs = 200;
        long[] applyNanos = new long[runs];
        long[] getNanos = new long[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            single.apply(one);
            applyNanos[i] = System.nanoTime() - start;
            start = System.nanoTime();
            client.apps().deployments().inNamespace("single").withName(one.getMetadata().getName()).get();
            getNanos[i] = System.nanoTime() - start;
        }
        java.util.Arrays.sort(applyNanos);
        java.util.Arrays.sort(getNanos);
        System.out.printf("one unchanged object, warm, median of %d: japply apply %.2f ms, fabric8 GET of it %.2f ms%n",
                runs, applyNanos[runs / 2] / 1e6, getNanos[runs / 2] / 1e6);
    }

    private static void check(ApplyReport report) {
        if (!report.succeeded()) {
            throw new IllegalStateException("japply failed: " + report.failed());
        }
    }

    private record Contender(String name, java.util.function.BiConsumer<String, List<Deployment>> run) {
        long time(String namespace, List<Deployment> objects) {
            long start = System.nanoTime();
            run.accept(namespace, objects);
            return (System.nanoTime() - start) / 1_000_000;
        }
    }

    static List<Deployment> deployments(int count, String image) {
        List<Deployment> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(new DeploymentBuilder().withNewMetadata().withName("app-" + i).addToLabels("app", "app-" + i)
                    .endMetadata().withNewSpec().withReplicas(2).withNewSelector().addToMatchLabels("app", "app-" + i)
                    .endSelector().withNewTemplate().withNewMetadata().addToLabels("app", "app-" + i).endMetadata()
                    .withNewSpec().addNewContainer().withName("app").withImage(image).addNewPort().withContainerPort(8080)
                    .endPort().addNewEnv().withName("MODE").withValue("prod").endEnv().endContainer().endSpec()
                    .endTemplate().endSpec().build());
        }
        return out;
    }
}
