package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.japply.it.BoundedProcess;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One real control plane (kube-apiserver with etcd, kube-controller-manager) started by
 * {@code bin/test-cluster up} for the whole test run and stopped by PID when the run ends (and by
 * itself if this JVM dies first: the processes watch its PID).
 */
public final class TestCluster implements AutoCloseable {
    /** The first build of Kubernetes takes minutes on two cores; a cached one starts in seconds. */
    private static final long UP_MINUTES = 45;

    private final Path kubeconfig;
    private final Path script;

    private TestCluster(Path kubeconfig, Path script) {
        this.kubeconfig = kubeconfig;
        this.script = script;
    }

    public Path kubeconfig() {
        return kubeconfig;
    }

    /**
     * Starts a cluster, or stops the test: without Go on the PATH the real-server suite is skipped
     * with one line, except in CI (CI=true), where that is a failure.
     */
    static TestCluster start() throws IOException, InterruptedException {
        boolean go = onPath("go");
        if (!go && "true".equals(System.getenv("CI"))) {
            fail("go is not on the PATH: CI runs the real-server suite (bin/test-cluster builds kube-apiserver from Go modules)");
        }
        assumeTrue(go, "go is not on the PATH: skipping the real-server suite (bin/test-cluster builds kube-apiserver from Go modules)");
        return up();
    }

    /** Runs {@code bin/test-cluster up} (building first if needed): for tests and benchmarks alike. */
    public static TestCluster up() throws IOException, InterruptedException {
        Path script = repositoryRoot().resolve("bin/test-cluster");
        BoundedProcess.Result up = BoundedProcess.of(script.toString(), "up")
                .env("JAPPLY_TEST_CLUSTER_PARENT", Long.toString(ProcessHandle.current().pid()))
                .timeout(java.time.Duration.ofMinutes(UP_MINUTES)).run(); // fails the test past the limit
        List<String> lines = up.out().lines().toList();
        String last = lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        if (up.code() != 0 || !last.startsWith("KUBECONFIG=")) {
            fail("bin/test-cluster up failed (exit " + up.code() + "):\n" + up.err());
        }
        return new TestCluster(Path.of(last.substring("KUBECONFIG=".length())), script);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        Process down = new ProcessBuilder(script.toString(), "down", kubeconfig.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!down.waitFor(60, TimeUnit.SECONDS)) {
            down.destroyForcibly();
        }
    }

    static Path repositoryRoot() {
        Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path at = dir; at != null; at = at.getParent()) {
            if (Files.isExecutable(at.resolve("bin/test-cluster"))) {
                return at;
            }
        }
        throw new IllegalStateException("no bin/test-cluster above " + dir);
    }

    private static boolean onPath(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                return true;
            }
        }
        return false;
    }
}
