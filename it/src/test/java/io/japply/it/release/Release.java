package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.BoundedProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** What the release's tests share: the artifacts ({@link Dist}), and commands run as a user runs them. */
final class Release {
    private Release() {
    }

    /** The one artifact of the release whose name ends with {@code suffix}. */
    static Path artifact(String suffix) {
        return Dist.artifact(suffix);
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
