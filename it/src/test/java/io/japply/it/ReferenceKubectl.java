package io.japply.it;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The reference kubectl, a newer kubectl (1.37.2) than the one on the PATH, built from Go modules by
 * {@code bin/reference-kubectl build} (it/kubectl). Found through the environment variable
 * {@code JAPPLY_REFERENCE_KUBECTL} when set, else through {@code bin/reference-kubectl path}; either
 * way accepted only when {@code version --client -o json} says {@link #VERSION}.
 */
public final class ReferenceKubectl {
    /** The kubectl release it/kubectl/go.mod builds. */
    public static final String VERSION = "v1.37.2";
    static final String ENVIRONMENT_VARIABLE = "JAPPLY_REFERENCE_KUBECTL";
    /** For each process run here: the script, and the binary's version. */
    static final Duration TIMEOUT = Duration.ofSeconds(30);
    /** Of each output stream, kept; the rest is read and dropped, so a flood fills nothing. */
    private static final int KEPT_BYTES = 1 << 20;

    /** Where the reference is, or why it cannot be used (exactly one of the two is non-null). */
    record Lookup(String path, String problem) {
        static Lookup found(String path) {
            return new Lookup(path, null);
        }

        static Lookup refused(String problem) {
            return new Lookup(null, problem);
        }
    }

    /** What one bounded run gave; {@code timedOut} when it was killed at the timeout. */
    record Run(int exitCode, String out, String err, boolean timedOut) {
    }

    private static volatile Lookup lookup;

    /** A build of the reference from the module cache of a fresh machine, on two busy cores, with room. */
    static final Duration BUILD_TIMEOUT = Duration.ofMinutes(20);

    private static boolean goOnPath() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (java.nio.file.Files.isExecutable(Path.of(dir, "go"))) {
                return true;
            }
        }
        return false;
    }

    private ReferenceKubectl() {
    }

    /**
     * The path of the reference kubectl 1.37.2, or the test stops: in CI (CI=true) it fails, elsewhere
     * it is skipped with one line saying why. Looked up once per JVM.
     */
    public static String require() {
        Lookup found = lookup;
        if (found == null) {
            found = lookup(System.getenv(), TIMEOUT, goOnPath() ? "build" : "path");
            lookup = found;
        }
        return require(found, "true".equals(System.getenv("CI")));
    }

    static String require(Lookup found, boolean ci) {
        if (found.problem() != null) {
            String reason = "the reference kubectl " + VERSION + " is not usable: " + found.problem();
            if (ci) {
                fail(reason);
            }
            assumeTrue(false, reason + " (skipping)");
        }
        return found.path();
    }

    /**
     * Finds the reference from the environment given (also the script's: JAPPLY_CACHE...), then checks
     * its version.
     */
    static Lookup lookup(Map<String, String> environment, Duration timeout) {
        return lookup(environment, timeout, "path");
    }

    /**
     * As above; {@code verb} "build" builds the reference when it is missing (a few minutes, once per
     * machine, as bin/test-cluster builds the cluster), so that the README's test command needs no step
     * before it; "path" only finds it.
     */
    static Lookup lookup(Map<String, String> environment, Duration timeout, String verb) {
        String configured = environment.get(ENVIRONMENT_VARIABLE);
        String path;
        if (configured != null && !configured.isEmpty()) {
            path = configured;
        } else {
            Path script;
            try {
                script = repositoryRoot().resolve("bin/reference-kubectl");
            } catch (IllegalStateException e) {
                return Lookup.refused(e.getMessage());
            }
            Duration bound = verb.equals("build") ? BUILD_TIMEOUT : timeout;
            Run run = run(List.of(script.toString(), verb), bound, environment);
            if (run.timedOut()) {
                return Lookup.refused(script + " " + verb + " did not finish within " + bound.toSeconds() + " s");
            }
            if (run.exitCode() != 0) {
                return Lookup.refused("not built (run bin/reference-kubectl build, or set "
                        + ENVIRONMENT_VARIABLE + "): " + firstLine(run.err()));
            }
            path = lastLine(run.out());
        }
        String problem = checkVersion(path, timeout);
        return problem == null ? Lookup.found(path) : Lookup.refused(problem);
    }

    /** Null when {@code binary version --client -o json} names {@link #VERSION}, else what is wrong. */
    static String checkVersion(String binary, Duration timeout) {
        Path file = Path.of(binary);
        if (binary.isEmpty() || !Files.isRegularFile(file) || !Files.isExecutable(file)) {
            return binary + " is not an executable file";
        }
        Run run = run(List.of(binary, "version", "--client", "-o", "json"), timeout, Map.of());
        if (run.timedOut()) {
            return binary + " version --client did not finish within " + timeout.toSeconds() + " s";
        }
        if (run.exitCode() != 0) {
            return binary + " version --client failed (exit " + run.exitCode() + "): " + firstLine(run.err());
        }
        JsonNode version;
        try {
            version = new ObjectMapper().readTree(run.out()).path("clientVersion").path("gitVersion");
        } catch (IOException e) {
            return binary + " version --client -o json did not print JSON: " + firstLine(run.out());
        }
        if (!version.isTextual()) {
            return binary + " version --client -o json has no clientVersion.gitVersion";
        }
        if (!VERSION.equals(version.asText())) {
            return binary + " is kubectl " + version.asText() + ", not " + VERSION;
        }
        return null;
    }

    /**
     * Runs a command with its output read on two threads from the start, so the clock runs while it
     * writes; past the timeout it is killed with whatever it started (a script's children hold its
     * pipes too).
     */
    static Run run(List<String> command, Duration timeout, Map<String, String> environment) {
        Process process;
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(nullFile()));
            builder.environment().putAll(environment);
            process = builder.start();
        } catch (IOException e) {
            return new Run(-1, "", "cannot start " + command.get(0) + ": " + e.getMessage(), false);
        }
        Drain out = new Drain(process.getInputStream());
        Drain err = new Drain(process.getErrorStream());
        out.start();
        err.start();
        boolean ended;
        try {
            ended = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ended = false;
        }
        if (!ended) {
            kill(process);
        }
        return new Run(ended ? process.exitValue() : -1, out.text(), err.text(), !ended);
    }

    private static void kill(Process process) {
        List<ProcessHandle> descendants = new ArrayList<>(process.descendants().toList());
        process.destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static java.io.File nullFile() {
        return new java.io.File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    /** Reads a stream to its end, keeping the first {@link #KEPT_BYTES}. */
    private static final class Drain extends Thread {
        private final InputStream in;
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream();

        Drain(InputStream in) {
            this.in = in;
            setDaemon(true);
        }

        @Override
        public void run() {
            byte[] buffer = new byte[8192];
            try (in) {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                    synchronized (kept) {
                        kept.write(buffer, 0, Math.min(n, Math.max(0, KEPT_BYTES - kept.size())));
                    }
                }
            } catch (IOException e) {
                // the process was killed and its pipe closed: what was read is kept
            }
        }

        /** What was read, waiting a little for the stream's end (a killed process's pipe closes). */
        String text() {
            try {
                join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            synchronized (kept) {
                return kept.toString(StandardCharsets.UTF_8);
            }
        }
    }

    static Path repositoryRoot() {
        Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path at = dir; at != null; at = at.getParent()) {
            if (Files.isExecutable(at.resolve("bin/reference-kubectl"))) {
                return at;
            }
        }
        throw new IllegalStateException("no bin/reference-kubectl above " + dir);
    }

    private static String firstLine(String text) {
        String trimmed = text.strip();
        int end = trimmed.indexOf('\n');
        String line = end < 0 ? trimmed : trimmed.substring(0, end);
        return line.length() > 200 ? line.substring(0, 200) + "..." : line;
    }

    private static String lastLine(String text) {
        List<String> lines = text.strip().lines().toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1).strip();
    }
}
