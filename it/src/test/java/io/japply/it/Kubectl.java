package io.japply.it;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The real kubectl the tests compare with: the reference kubectl {@value ReferenceKubectl#VERSION}
 * ({@link ReferenceKubectl}, found by path and version-checked), never whatever kubectl is first on
 * the PATH. Older releases stay reachable by name ({@link #version}) for the tests about them.
 */
public final class Kubectl {
    public record Result(int exitCode, String out, String err) {
    }

    private Kubectl() {
    }

    /**
     * Stops the test when the reference kubectl is missing or of another version: in CI (CI=true)
     * that is a failure, elsewhere the test is skipped with one line saying why.
     */
    public static void require() {
        binary();
    }

    /** The reference kubectl's path (the test stops as {@link #require} says when there is none). */
    public static String binary() {
        return ReferenceKubectl.require();
    }

    public static Result run(List<String> args) throws IOException, InterruptedException {
        return run(binary(), args);
    }

    public static Result run(String binary, List<String> args) throws IOException, InterruptedException {
        return run(binary, args, java.util.Map.of());
    }

    /** With extra environment variables (KUBE_EDITOR, KUBECTL_EXTERNAL_DIFF, ...). */
    public static Result run(String binary, List<String> args, java.util.Map<String, String> environment)
            throws IOException, InterruptedException {
        return run(binary, args, environment, 120);
    }

    /**
     * Fails the test when kubectl takes longer than {@code timeoutSeconds} (long runs pass more); the
     * clock covers the whole run ({@link BoundedProcess}).
     */
    public static Result run(String binary, List<String> args, java.util.Map<String, String> environment,
                             long timeoutSeconds) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(binary);
        command.addAll(args);
        BoundedProcess process = BoundedProcess.of(command).timeout(java.time.Duration.ofSeconds(timeoutSeconds));
        environment.forEach(process::env);
        BoundedProcess.Result run = process.run();
        return new Result(run.code(), run.out(), run.err());
    }
}
