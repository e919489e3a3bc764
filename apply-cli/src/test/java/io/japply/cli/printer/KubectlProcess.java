package io.japply.cli.printer;

import io.japply.testing.BoundedProcess;
import java.io.IOException;
import java.time.Duration;
import java.util.List;

/**
 * One run of a kubectl (the reference one: {@link ReferenceKubectl#require()}) with no kubeconfig (its
 * printers need no cluster: {@code kubectl label --local -f OBJECT x=y -o ...}), bounded to 30 seconds
 * ({@link BoundedProcess}).
 */
public final class KubectlProcess {
    /** What one run of kubectl gave. */
    public record Run(int code, String out, String err) {
    }

    private KubectlProcess() {
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
}
