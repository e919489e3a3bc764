package io.japply.cli.printer;

import io.japply.testing.BoundedProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The real kubectl 1.32 as the reference of printer tests: run with no kubeconfig (its printers need
 * no cluster: {@code kubectl label --local -f OBJECT x=y -o ...}), bounded to 30 seconds ({@link BoundedProcess}).
 */
public final class Kubectl132 {
    /** What one run of kubectl gave. */
    public record Run(int code, String out, String err) {
    }

    private static volatile Boolean present;

    private Kubectl132() {
    }

    /** Whether kubectl on the PATH is 1.32 (checked once). */
    public static boolean present() {
        if (present == null) {
            present = onPath() && version().contains("v1.32.");
        }
        return present;
    }

    public static Run run(List<String> command) throws IOException, InterruptedException {
        return run(command, Duration.ofSeconds(30));
    }

    /** Runs {@code command}; one that does not end within {@code timeout} is killed and fails the test. */
    static Run run(List<String> command, Duration timeout) {
        BoundedProcess.Result run = BoundedProcess.of(command).env("KUBECONFIG", "/nonexistent/kubeconfig")
                .timeout(timeout).run();
        return new Run(run.code(), run.out(), run.err());
    }

    private static String version() {
        try {
            return run(List.of("kubectl", "version", "--client")).out();
        } catch (IOException | UncheckedIOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private static boolean onPath() {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(java.io.File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, "kubectl")));
    }
}
