package io.japply.it.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A platform repository's scale on the real cluster: N objects (ConfigMaps, Services and
 * Deployments in turn) across 50 namespaces, created, unchanged and changed by each tool in
 * namespaces of its own; wall time and peak resident memory (GNU time's %M) of each run.
 */
final class PlatformBench {
    private static final int NAMESPACES = 50;

    private PlatformBench() {
    }

    static void run(Path dir, Path kubeconfig, int count, long latency) throws Exception {
        System.out.printf("%d objects across %d namespaces, added latency %d ms; wall time and peak RSS%n",
                count, NAMESPACES, latency);
        System.out.printf("%-10s %12s %12s %8s %12s %12s%n", "phase", "kubectl", "japply", "ratio", "kubectl RSS", "japply RSS");
        String japply = System.getProperty("japply.launcher", "bin/japply");
        for (String phase : List.of("create", "unchanged", "changed")) {
            String version = phase.equals("changed") ? "2" : "1";
            long[] byKubectl = timed(List.of(RealApplyBench.kubectl(), "apply", "-R", "-f",
                    objects(dir.resolve("kubectl-" + version), "k" + latency + "-", count, version).toString(),
                    "--kubeconfig", kubeconfig.toString()));
            long[] byJapply = timed(List.of(japply, "apply", "-R", "-f",
                    objects(dir.resolve("japply-" + version), "j" + latency + "-", count, version).toString(),
                    "--kubeconfig", kubeconfig.toString()));
            System.out.printf("%-10s %9d ms %9d ms %7.1fx %9d MB %9d MB%n", phase, byKubectl[0], byJapply[0],
                    (double) byKubectl[0] / byJapply[0], byKubectl[1] / 1024, byJapply[1] / 1024);
        }
    }

    /** Wall milliseconds and peak RSS in KB, through GNU time; a failed run stops the benchmark. */
    private static long[] timed(List<String> command) throws IOException, InterruptedException {
        Path rss = Files.createTempFile("rss", ".txt");
        Path log = Files.createTempFile("platform", ".log");
        List<String> full = RealApplyBench.with(List.of("/usr/bin/time", "-f", "%M", "-o", rss.toString()),
                command.toArray(String[]::new));
        long start = System.nanoTime();
        Process p = new ProcessBuilder(full).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int code = p.waitFor();
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (code != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed:\n" + Files.readString(log));
        }
        return new long[] {millis, Long.parseLong(Files.readString(rss).strip().lines().reduce((a, b) -> b).orElse("0"))};
    }

    private static Path objects(Path dir, String prefix, int count, String version) throws IOException {
        if (Files.isDirectory(dir)) {
            return dir;
        }
        Files.createDirectories(dir);
        StringBuilder namespaces = new StringBuilder();
        StringBuilder[] files = new StringBuilder[NAMESPACES];
        for (int n = 0; n < NAMESPACES; n++) {
            namespaces.append("apiVersion: v1\nkind: Namespace\nmetadata: {name: ").append(prefix).append(n).append("}\n---\n");
            files[n] = new StringBuilder();
        }
        for (int i = 0; i < count; i++) {
            files[i % NAMESPACES].append(object(i, prefix + (i % NAMESPACES), version)).append("---\n");
        }
        Files.writeString(dir.resolve("00-namespaces.yaml"), namespaces);
        for (int n = 0; n < NAMESPACES; n++) {
            Files.writeString(dir.resolve(String.format("ns-%02d.yaml", n)), files[n]);
        }
        return dir;
    }

    private static String object(int i, String namespace, String version) {
        String name = "obj-" + i;
        return switch (i % 3) {
            case 0 -> "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: %s, namespace: %s}\ndata: {version: \"%s\", index: \"%d\"}\n"
                    .formatted(name, namespace, version, i);
            case 1 -> "apiVersion: v1\nkind: Service\nmetadata: {name: %s, namespace: %s}\nspec:\n  selector: {app: %s}\n  ports: [{port: 80, targetPort: 8080}]\n"
                    .formatted(name, namespace, name);
            default -> """
                    apiVersion: apps/v1
                    kind: Deployment
                    metadata: {name: %s, namespace: %s}
                    spec:
                      selector: {matchLabels: {app: %s}}
                      template:
                        metadata: {labels: {app: %s}}
                        spec:
                          containers: [{name: app, image: "app:%s", resources: {requests: {cpu: 10m}}}]
                    """.formatted(name, namespace, name, name, version);
        };
    }
}
