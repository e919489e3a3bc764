package io.japply.cli.printer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One run of a kubectl (the reference one: {@link ReferenceKubectl#require()}) with no kubeconfig (its
 * printers need no cluster: {@code kubectl label --local -f OBJECT x=y -o ...}), bounded to 30 seconds.
 */
public final class KubectlProcess {
    /** What one run of kubectl gave. */
    public record Run(int code, String out, String err) {
    }

    private KubectlProcess() {
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
}
