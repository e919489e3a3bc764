package io.japply.cli.printer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The real kubectl 1.32 as the reference of printer tests: run with no kubeconfig (its printers need
 * no cluster: {@code kubectl label --local -f OBJECT x=y -o ...}), bounded to 30 seconds.
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
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("KUBECONFIG", "/nonexistent/kubeconfig");
        Process process = builder.start();
        CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("kubectl did not end within 30 s: " + command);
        }
        return new Run(process.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err.join(), StandardCharsets.UTF_8));
    }

    private static byte[] readAll(java.io.InputStream in) {
        try {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String version() {
        try {
            return run(List.of("kubectl", "version", "--client")).out();
        } catch (IOException e) {
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
