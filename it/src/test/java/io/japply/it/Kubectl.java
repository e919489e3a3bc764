package io.japply.it;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The real kubectl binary, the reference our tests compare with. */
public final class Kubectl {
    public record Result(int exitCode, String out, String err) {
    }

    private Kubectl() {
    }

    /**
     * Stops the test when kubectl is missing: in CI (CI=true) that is a failure, elsewhere the test
     * is skipped with a visible reason.
     */
    public static void require() {
        boolean present = onPath("kubectl");
        if (!present && "true".equals(System.getenv("CI"))) {
            fail("kubectl is not on the PATH: the parity tests compare japply with the real kubectl 1.32");
        }
        assumeTrue(present, "kubectl is not on the PATH: skipping the comparison with kubectl");
    }

    public static Result run(List<String> args) throws IOException, InterruptedException {
        return run("kubectl", args);
    }

    /**
     * Another kubectl version: kubectl.1.NN beside the real binary behind the kubectl on the PATH;
     * null when this machine has none.
     */
    public static String version(String minor) throws IOException {
        Path onPath = null;
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, "kubectl"))) {
                onPath = Path.of(dir, "kubectl");
                break;
            }
        }
        if (onPath == null) {
            return null;
        }
        Path candidate = onPath.toRealPath().resolveSibling("kubectl." + minor);
        return Files.isExecutable(candidate) ? candidate.toString() : null;
    }

    public static Result run(String binary, List<String> args) throws IOException, InterruptedException {
        return run(binary, args, java.util.Map.of());
    }

    /** With extra environment variables (KUBE_EDITOR, KUBECTL_EXTERNAL_DIFF, ...). */
    public static Result run(String binary, List<String> args, java.util.Map<String, String> environment)
            throws IOException, InterruptedException {
        return run(binary, args, environment, 120);
    }

    /** Fails the test when kubectl takes longer than {@code timeoutSeconds} (long runs pass more). */
    public static Result run(String binary, List<String> args, java.util.Map<String, String> environment,
                             long timeoutSeconds) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(binary);
        command.addAll(args);
        Path out = Files.createTempFile("kubectl", ".out");
        Path err = Files.createTempFile("kubectl", ".err");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().putAll(environment);
        Process p = builder.start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("kubectl did not finish in " + timeoutSeconds + " s: " + command);
        }
        Result r = new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
        return r;
    }

    private static boolean onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, name))) {
                return true;
            }
        }
        return false;
    }
}
