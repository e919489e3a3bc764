package io.japply.it.bench;

import io.japply.it.real.TestCluster;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The apply benchmark on the real test cluster (bin/test-cluster), not a test: N Deployments
 * created, unchanged and changed by kubectl and by japply, each in namespaces of its own, and one
 * object unchanged, at each added latency (a {@link LatencyProxy} in front of kube-apiserver).
 * With {@code --platform N}: N objects (ConfigMaps, Services, Deployments) across 50 namespaces,
 * wall time and peak memory (RSS) of both tools. Run with bin/bench-apply --real [N | --platform N].
 */
public final class RealApplyBench {
    private static final Pattern SERVER = Pattern.compile("server: https://127\\.0\\.0\\.1:(\\d+)");

    private RealApplyBench() {
    }

    public static void main(String[] args) throws Exception {
        List<Long> latencies = java.util.Arrays.stream(System.getProperty("japply.bench.latency", "0").split("[, ]+"))
                .map(Long::parseLong).toList();
        Path work = Files.createTempDirectory("japply-real-bench");
        try (TestCluster cluster = TestCluster.up()) {
            String kubeconfig = Files.readString(cluster.kubeconfig());
            Matcher server = SERVER.matcher(kubeconfig);
            if (!server.find()) {
                throw new IllegalStateException("no server in " + cluster.kubeconfig());
            }
            int port = Integer.parseInt(server.group(1));
            boolean platform = args.length > 0 && args[0].equals("--platform");
            int count = platform ? Integer.parseInt(args[1]) : args.length > 0 ? Integer.parseInt(args[0]) : 200;
            System.out.printf("real kube-apiserver v1.32 (bin/test-cluster), wall time per run incl. process start%n");
            for (long latency : latencies) {
                try (LatencyProxy proxy = new LatencyProxy(port, latency)) {
                    Path through = Files.writeString(work.resolve("kubeconfig-" + latency),
                            kubeconfig.replace("127.0.0.1:" + port, "127.0.0.1:" + proxy.port()));
                    if (platform) {
                        PlatformBench.run(work.resolve("platform-" + latency), through, count, latency);
                    } else {
                        deployments(work.resolve("d-" + latency), through, count, latency);
                    }
                }
            }
        }
    }

    private static void deployments(Path dir, Path kubeconfig, int count, long latency) throws Exception {
        Path v1 = ApplyBench.deployments(dir.resolve("v1"), count, "app:1");
        Path v2 = ApplyBench.deployments(dir.resolve("v2"), count, "app:2");
        Path one = ApplyBench.deployments(dir.resolve("one"), 1, "app:1");
        ApplyBench.Runner kubectl = new ApplyBench.Runner(List.of("kubectl", "apply", "--kubeconfig", kubeconfig.toString()));
        ApplyBench.Runner japply = new ApplyBench.Runner(List.of(System.getProperty("japply.launcher", "bin/japply"),
                "apply", "--kubeconfig", kubeconfig.toString()));
        String suffix = "-" + latency;
        for (String ns : List.of("by-kubectl", "by-japply", "one-kubectl", "one-japply", "warm-kubectl", "warm-japply")) {
            namespace(kubeconfig, ns + suffix);
        }
        kubectl.time(one, "warm-kubectl" + suffix); // discovery cache, class archive
        japply.time(one, "warm-japply" + suffix);
        System.out.printf("%d Deployments; unchanged and one object: medians of %d runs in turn%n", count, ApplyBench.Runner.RUNS);
        System.out.printf("%-8s %-12s %10s %10s %8s%n", "latency", "phase", "kubectl", "japply", "ratio");
        row(latency, "create", kubectl.time(v1, "by-kubectl" + suffix), japply.time(v1, "by-japply" + suffix));
        row(latency, "unchanged", ApplyBench.Runner.medians(kubectl, japply, v1, "by-kubectl" + suffix, "by-japply" + suffix,
                ApplyBench.Runner.RUNS));
        row(latency, "changed", kubectl.time(v2, "by-kubectl" + suffix), japply.time(v2, "by-japply" + suffix));
        kubectl.time(one, "one-kubectl" + suffix);
        japply.time(one, "one-japply" + suffix);
        row(latency, "one object", ApplyBench.Runner.medians(kubectl, japply, one, "one-kubectl" + suffix,
                "one-japply" + suffix, ApplyBench.Runner.RUNS));
    }

    static void namespace(Path kubeconfig, String name) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("kubectl", "create", "namespace", name, "--kubeconfig", kubeconfig.toString())
                .redirectErrorStream(true).redirectOutput(new File("/dev/null")).start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("kubectl create namespace " + name + " failed");
        }
    }

    static void row(long latency, String phase, long[] both) {
        row(latency, phase, both[0], both[1]);
    }

    static void row(long latency, String phase, long kubectlMillis, long japplyMillis) {
        System.out.printf("%5d ms %-12s %8d ms %8d ms %7.1fx%n", latency, phase, kubectlMillis, japplyMillis,
                (double) kubectlMillis / japplyMillis);
    }

    static List<String> with(List<String> command, String... more) {
        List<String> all = new ArrayList<>(command);
        all.addAll(List.of(more));
        return all;
    }
}
