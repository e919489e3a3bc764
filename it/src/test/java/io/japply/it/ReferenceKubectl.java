package io.japply.it;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

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
     * Runs a command bounded by {@link BoundedProcess} (the clock runs while it writes; past the timeout, or past
     * its output limit, it is killed with whatever it started): a run that was stopped is {@code timedOut}.
     */
    static Run run(List<String> command, Duration timeout, Map<String, String> environment) {
        BoundedProcess process = BoundedProcess.of(command).timeout(timeout);
        environment.forEach(process::env);
        try {
            BoundedProcess.Result run = process.run();
            return new Run(run.code(), run.out(), run.err(), false);
        } catch (java.io.UncheckedIOException e) {
            return new Run(-1, "", "cannot start " + command.get(0) + ": " + e.getCause().getMessage(), false);
        } catch (AssertionError e) {
            return new Run(-1, "", e.getMessage(), true);
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
