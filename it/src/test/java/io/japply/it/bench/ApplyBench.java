package io.japply.it.bench;

import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The apply benchmark of the README (not a test): N Deployments applied three times (create,
 * unchanged, every object changed) by kubectl and by japply, each into its own namespace of one fake
 * API server, wall time per run including process start, and the ratios. One more pair applies a
 * single object, at each added latency of -Djapply.bench.latency (comma-separated milliseconds per object
 * request). Run with [LATENCY_MS="0 5 20"] bin/bench-apply [N] [extra japply flags...].
 */
public final class ApplyBench {
    private ApplyBench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("serve")) {
            serve(Path.of(args[1]), args.length > 2 ? Long.parseLong(args[2]) : 0,
                    args.length > 3 && args[3].equals("openapi-v3"));
            return;
        }
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        List<String> japplyFlags = args.length > 1 ? List.of(args).subList(1, args.length) : List.of();
        List<Long> latencies = java.util.Arrays.stream(System.getProperty("japply.bench.latency", "0").split("[, ]+"))
                .map(Long::parseLong).toList();
        Path work = Files.createTempDirectory("japply-bench");
        ObjectStore store = new ObjectStore();
        try (FakeApiServer server = FakeApiServer.withoutJournal(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true))).storing()) {
            Path kubeconfig = server.writeKubeconfig(work);
            Path v1 = deployments(work.resolve("v1"), count, "app:1");
            Path v2 = deployments(work.resolve("v2"), count, "app:2");
            Path one = deployments(work.resolve("one"), 1, "app:1");
            Runner kubectl = new Runner(List.of("kubectl", "apply", "--validate=false", "--kubeconfig", kubeconfig.toString()));
            List<String> japplyCommand = new ArrayList<>(List.of(System.getProperty("japply.launcher", "bin/japply"),
                    "apply", "--kubeconfig", kubeconfig.toString()));
            japplyCommand.addAll(japplyFlags);
            Runner japply = new Runner(japplyCommand);
            store.namespace("default");
            Path warmUp = deployments(work.resolve("warm-up"), 1, "app:1");
            kubectl.time(warmUp, "default"); // both fill their caches: kubectl's discovery cache, japply's class archive
            japply.time(warmUp, "default");
            warmServer(store, kubectl, japply, v1, v2);
            System.out.printf("%d Deployments, one fake API server (WireMock), wall time per run incl. process start"
                    + " (unchanged and one object: medians of %d runs, kubectl and japply in turn)%n", count,
                    Runner.RUNS);
            System.out.printf("%-8s %-12s %10s %10s %8s%n", "latency", "phase", "kubectl", "japply", "ratio");
            for (long latency : latencies) {
                store.latency(java.time.Duration.ofMillis(latency));
                String suffix = "-" + latency;
                for (String ns : List.of("by-kubectl", "by-japply", "one-kubectl", "one-japply")) {
                    store.namespace(ns + suffix);
                }
                row(latency, "create", kubectl.time(v1, "by-kubectl" + suffix), japply.time(v1, "by-japply" + suffix));
                row(latency, "unchanged", Runner.medians(kubectl, japply, v1, "by-kubectl" + suffix, "by-japply" + suffix,
                        Runner.RUNS));
                row(latency, "changed", kubectl.time(v2, "by-kubectl" + suffix), japply.time(v2, "by-japply" + suffix));
                kubectl.time(one, "one-kubectl" + suffix); // created, untimed: the row is one object unchanged
                japply.time(one, "one-japply" + suffix);
                row(latency, "one object", Runner.medians(kubectl, japply, one, "one-kubectl" + suffix,
                        "one-japply" + suffix, Runner.RUNS));
            }
        }
    }


    /**
     * Only the fake server, for trying commands by hand and for bench-startup: writes its kubeconfig
     * into dir, adds latencyMillis to every object request, serves the release's OpenAPI v3 documents
     * when asked (otherwise /openapi answers 404), stops at end of input.
     */
    private static void serve(Path dir, long latencyMillis, boolean openApiV3) throws Exception {
        ObjectStore store = new ObjectStore();
        try (FakeApiServer server = FakeApiServer.withoutJournal(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
                new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true))).storing()) {
            if (openApiV3) {
                server.servingOpenApiV3();
            }
            store.namespace("default");
            store.latency(java.time.Duration.ofMillis(latencyMillis));
            System.out.println("kubeconfig: " + server.writeKubeconfig(Files.createDirectories(dir)));
            System.in.read();
        }
    }

    /**
     * The fake server is a JVM on the same cores as the command timed: while its JIT compiles the paths
     * of its first few thousand requests, it takes CPU from the command (measured: 50 to 140 ms of server
     * CPU during a 200-object japply run right after start, 10 ms once warm). A real API server is warm,
     * and elsewhere. So both commands first apply the N objects in turn, created and then changed back
     * and forth, untimed and without added latency, each in a namespace of its own.
     */
    private static void warmServer(ObjectStore store, Runner kubectl, Runner japply, Path v1, Path v2)
            throws IOException, InterruptedException {
        store.namespace("warm-up-kubectl");
        store.namespace("warm-up-japply");
        for (Path dir : List.of(v1, v2, v1, v2)) {
            kubectl.time(dir, "warm-up-kubectl");
            japply.time(dir, "warm-up-japply");
        }
    }

    private static void row(long latency, String phase, long[] kubectlAndJapply) {
        row(latency, phase, kubectlAndJapply[0], kubectlAndJapply[1]);
    }

    private static void row(long latency, String phase, long kubectlMillis, long japplyMillis) {
        System.out.printf("%5d ms %-12s %8d ms %8d ms %7.1fx%n", latency, phase, kubectlMillis, japplyMillis,
                (double) kubectlMillis / japplyMillis);
    }

    static Path deployments(Path dir, int count, String image) throws IOException {
        Files.createDirectories(dir);
        for (int i = 0; i < count; i++) {
            String name = String.format("web-%03d", i);
            Files.writeString(dir.resolve(name + ".yaml"), """
                    apiVersion: apps/v1
                    kind: Deployment
                    metadata:
                      name: NAME
                      labels: {app: NAME, tier: web}
                    spec:
                      replicas: 2
                      selector: {matchLabels: {app: NAME}}
                      template:
                        metadata: {labels: {app: NAME}}
                        spec:
                          containers:
                          - name: app
                            image: IMAGE
                            ports: [{containerPort: 8080, name: http}]
                            env: [{name: MODE, value: production}, {name: INDEX, value: "I"}]
                            resources: {requests: {cpu: 100m, memory: 128Mi}}
                    """.replace("NAME", name).replace("IMAGE", image).replace("\"I\"", "\"" + i + "\""));
        }
        return dir;
    }

    /** Runs one command on a directory and namespace; a failure stops the benchmark. */
    record Runner(List<String> command) {
        /**
         * Runs of an apply that can be repeated (unchanged, one object) whose median is shown: a single
         * run of a few hundred ms moved by 15% between runs on a 2-core machine.
         */
        static final int RUNS = 5;

        /**
         * The medians of both commands' runs on one directory, each in its namespace, taken in turn
         * (kubectl, japply, kubectl, ...): a slow minute of the machine then weighs on both sides of
         * the ratio, not on whichever ran during it.
         */
        static long[] medians(Runner first, Runner second, Path dir, String firstNamespace, String secondNamespace,
                              int runs) throws IOException, InterruptedException {
            List<Long> firstTimes = new ArrayList<>();
            List<Long> secondTimes = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                firstTimes.add(first.time(dir, firstNamespace));
                secondTimes.add(second.time(dir, secondNamespace));
            }
            return new long[] {median(firstTimes), median(secondTimes)};
        }

        private static long median(List<Long> times) {
            List<Long> sorted = new ArrayList<>(times);
            java.util.Collections.sort(sorted);
            return sorted.get(sorted.size() / 2);
        }

        long time(Path dir, String namespace) throws IOException, InterruptedException {
            List<String> full = new ArrayList<>(command);
            full.addAll(List.of("-f", dir.toString(), "-n", namespace));
            File log = Files.createTempFile("bench", ".log").toFile();
            long start = System.nanoTime();
            Process p = new ProcessBuilder(full).redirectErrorStream(true).redirectOutput(log).start();
            int code = p.waitFor();
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (code != 0) {
                throw new IllegalStateException(String.join(" ", full) + " failed:\n" + Files.readString(log.toPath()));
            }
            return millis;
        }
    }
}
