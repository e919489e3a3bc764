package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.japply.it.BoundedProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The artifacts bin/release built, in the folder JAPPLY_DIST names (CI runs bin/release first and sets it):
 * these tests use them as a user does, from outside the checkout. Without JAPPLY_DIST the tests are skipped
 * with that one reason, except in CI (CI=true), where that is a failure.
 */
final class Release {
    private Release() {
    }

    /** The one artifact in JAPPLY_DIST whose name ends with {@code suffix}. */
    static Path artifact(String suffix) {
        String dist = System.getenv("JAPPLY_DIST");
        String reason = "JAPPLY_DIST is not set: run bin/release and set it to the dist/ folder to test the release";
        if (dist == null && "true".equals(System.getenv("CI"))) {
            fail(reason);
        }
        assumeTrue(dist != null, reason);
        try (Stream<Path> files = Files.list(Path.of(dist))) {
            List<Path> found = files.filter(f -> f.getFileName().toString().endsWith(suffix)).toList();
            assertTrue(found.size() == 1, "one *" + suffix + " in " + dist + ": " + found);
            return found.get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A copy of examples/manifests whose objects are in {@code namespace} instead of shop. */
    static Path manifestsIn(String namespace, Path dir) throws IOException {
        Path examples = Path.of("..", "examples", "manifests").toAbsolutePath().normalize();
        Files.createDirectories(dir);
        try (Stream<Path> files = Files.list(examples)) {
            for (Path file : files.toList()) {
                String text = Files.readString(file).replace("namespace: shop", "namespace: " + namespace);
                Files.writeString(dir.resolve(file.getFileName()), text);
            }
        }
        return dir;
    }

    record Run(int code, String out, String err) {
        String show() {
            return "exit " + code + "\nstdout:\n" + out + "\nstderr:\n" + err;
        }
    }

    /**
     * Runs {@code command} as a user's shell would: its program looked up on {@code environment}'s PATH
     * (ProcessBuilder looks on this JVM's), with exactly {@code environment}, nothing inherited, in {@code dir}.
     */
    static Run user(Map<String, String> environment, Path dir, String... command) {
        List<String> shell = new java.util.ArrayList<>(List.of("/bin/sh", "-c", "exec \"$@\"", "sh"));
        shell.addAll(List.of(command));
        return run(environment, dir, shell);
    }

    /** Runs {@code command} with exactly {@code environment} (nothing inherited), in {@code dir}. */
    static Run run(Map<String, String> environment, Path dir, List<String> command) {
        BoundedProcess.Result run = BoundedProcess.of(command).onlyEnv(environment).directory(dir)
                .timeout(Duration.ofSeconds(180)).run();
        return new Run(run.code(), run.out(), run.err());
    }

    /** Runs a command that must succeed (tar, ln, podman load...), with this process's environment. */
    static String tool(Path dir, String... command) {
        Run run = run(System.getenv(), dir, List.of(command));
        assertTrue(run.code() == 0, String.join(" ", command) + ": " + run.show());
        return run.out();
    }
}
