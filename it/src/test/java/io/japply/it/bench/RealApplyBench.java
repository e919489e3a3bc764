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
 * object unchanged, at each added latency (a {@link LatencyProxy} in front of kube-apiserver): wall time
 * and peak resident memory (GNU time's %M) of both tools, taken in turn.
 * With {@code --platform N}: N objects (ConfigMaps, Services, Deployments) across 50 namespaces,
 * wall time and peak memory (RSS) of both tools. Run with bin/bench-apply --real [N | --platform N].
 * kubectl is -Djapply.bench.kubectl (bin/bench-apply: the reference kubectl of the tests), else the PATH's.
 */
public final class RealApplyBench {
    private static final Pattern SERVER = Pattern.compile("server: https://127\\.0\\.0\\.1:(\\d+)");

    /** Runs of an apply that can be repeated (unchanged, one object) whose medians are shown. */
    private static final int RUNS = ApplyBench.Runner.RUNS;

    private RealApplyBench() {
    }

    /** The kubectl compared: the reference kubectl's path when bin/bench-apply names it. */
    static String kubectl() {
        return System.getProperty("japply.bench.kubectl", "kubectl");
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
            System.out.printf("real kube-apiserver v1.32 (bin/test-cluster), wall time per run incl. process start;"
                    + " kubectl %s%n", kubectl());
            for (long latency : latencies) {
                System.out.printf("load average before %d ms: %s%n", latency, loadAverage());
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
            System.out.printf("load average at the end: %s%n", loadAverage());
        }
    }

    static String loadAverage() throws IOException {
        String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
        return parts[0] + " " + parts[1] + " " + parts[2];
    }

    private static void deployments(Path dir, Path kubeconfig, int count, long latency) throws Exception {
        Path v1 = ApplyBench.deployments(dir.resolve("v1"), count, "app:1");
        Path v2 = ApplyBench.deployments(dir.resolve("v2"), count, "app:2");
        Path one = ApplyBench.deployments(dir.resolve("one"), 1, "app:1");
        Tool kubectl = new Tool(List.of(kubectl(), "apply", "--kubeconfig", kubeconfig.toString()));
        Tool japply = new Tool(List.of(System.getProperty("japply.launcher", "bin/japply"),
                "apply", "--kubeconfig", kubeconfig.toString()));
        String suffix = "-" + latency;
        for (String ns : List.of("by-kubectl", "by-japply", "one-kubectl", "one-japply", "warm-kubectl", "warm-japply")) {
            namespace(kubeconfig, ns + suffix);
        }
        kubectl.run(one, "warm-kubectl" + suffix); // discovery cache, class archive
        japply.run(one, "warm-japply" + suffix);
        System.out.printf("%d Deployments; unchanged and one object: medians of %d runs in turn; peak RSS in MB%n",
                count, RUNS);
        System.out.printf("%-8s %-12s %10s %10s %8s %12s %12s %10s%n", "latency", "phase", "kubectl", "japply",
                "ratio", "kubectl RSS", "japply RSS", "RSS ratio");
        row(latency, "create", kubectl.run(v1, "by-kubectl" + suffix), japply.run(v1, "by-japply" + suffix));
        row(latency, "unchanged", kubectl, japply, v1, "by-kubectl" + suffix, "by-japply" + suffix);
        row(latency, "changed", kubectl.run(v2, "by-kubectl" + suffix), japply.run(v2, "by-japply" + suffix));
        kubectl.run(one, "one-kubectl" + suffix); // created, untimed: the row is one object unchanged
        japply.run(one, "one-japply" + suffix);
        row(latency, "one object", kubectl, japply, one, "one-kubectl" + suffix, "one-japply" + suffix);
    }

    /** A command that applies a directory into a namespace, measured. */
    private record Tool(List<String> command) {
        MeasuredRun run(Path dir, String namespace) throws IOException, InterruptedException {
            return MeasuredRun.of(with(command, "-f", dir.toString(), "-n", namespace));
        }
    }

    /** The medians of RUNS runs of each tool, taken in turn, so that a slow minute weighs on both. */
    private static void row(long latency, String phase, Tool kubectl, Tool japply, Path dir, String kubectlNamespace,
                            String japplyNamespace) throws IOException, InterruptedException {
        List<MeasuredRun> byKubectl = new ArrayList<>();
        List<MeasuredRun> byJapply = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            byKubectl.add(kubectl.run(dir, kubectlNamespace));
            byJapply.add(japply.run(dir, japplyNamespace));
        }
        row(latency, phase, MeasuredRun.median(byKubectl), MeasuredRun.median(byJapply));
    }

    private static void row(long latency, String phase, MeasuredRun kubectl, MeasuredRun japply) {
        System.out.printf("%5d ms %-12s %8d ms %8d ms %7.1fx %9d MB %9d MB %9.2fx%n", latency, phase, kubectl.millis(),
                japply.millis(), (double) kubectl.millis() / japply.millis(), kubectl.rssMb(), japply.rssMb(),
                (double) japply.rssKb() / kubectl.rssKb());
    }

    static void namespace(Path kubeconfig, String name) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(kubectl(), "create", "namespace", name, "--kubeconfig", kubeconfig.toString())
                .redirectErrorStream(true).redirectOutput(new File("/dev/null")).start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("kubectl create namespace " + name + " failed");
        }
    }

    static List<String> with(List<String> command, String... more) {
        List<String> all = new ArrayList<>(command);
        all.addAll(List.of(more));
        return all;
    }
}
