package io.japply.cli.command;

import io.japply.apply.model.Manifest;
import io.japply.apply.Manifests;
import io.japply.apply.model.Failure;
import io.japply.cli.ExitCodes;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * -k DIR: no kustomize exists in Java, so japply runs one from the PATH and reads what it prints.
 * {@code kubectl kustomize} first, since kubectl apply -k builds with that same embedded kustomize
 * (the same output as kubectl for the same directory); {@code kustomize build} when there is no kubectl.
 */
final class Kustomize {
    /** kustomize may fetch remote bases; two minutes is generous and still ends a stuck job. */
    static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(2);

    private final Optional<String> path;
    private final Duration timeout;
    /** The run's directory and environment, in which kubectl or kustomize runs (a warm process serves many). */
    private final Optional<io.japply.cli.Environment> environment;

    /** {@code path}: the PATH to search (null or empty: nothing is found). */
    Kustomize(Optional<String> path, Duration timeout) {
        this.path = path;
        this.timeout = timeout;
        this.environment = Optional.empty();
    }

    /** Run in {@code environment}'s directory with its variables, found on its PATH. */
    Kustomize(io.japply.cli.Environment environment, Duration timeout) {
        this.path = environment.get("PATH");
        this.timeout = timeout;
        this.environment = Optional.of(environment);
    }

    /** The manifests kustomize builds from {@code dir}, named by the directory as kubectl names them. */
    List<Manifest> read(String dir) {
        return Manifests.parse(dir, build(dir)).all();
    }

    /** What kustomize prints for {@code dir}; any failure is a one-line input error saying which tool and why. */
    String build(String dir) {
        List<String> command = command(dir);
        String shown = String.join(" ", command);
        try {
            Path out = Files.createTempFile("japply-kustomize", ".out");
            Path err = Files.createTempFile("japply-kustomize", ".err");
            try {
                ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
                Process process = environment.map(run -> run.configure(builder)).orElse(builder).start();
                if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    throw Failure.input("'" + shown + "' did not finish within " + seconds(timeout));
                }
                if (process.exitValue() != 0) {
                    throw Failure.input("'" + shown + "' failed with exit status " + process.exitValue() + ": "
                            + ExitCodes.oneLine(Files.readString(err, StandardCharsets.UTF_8)));
                }
                return Files.readString(out, StandardCharsets.UTF_8);
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            throw Failure.input("cannot run '" + shown + "': " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw Failure.input("interrupted while waiting for '" + shown + "'");
        }
    }

    private static String seconds(Duration duration) {
        return duration.toMillis() % 1000 == 0 ? duration.toSeconds() + "s" : duration.toMillis() / 1000.0 + "s";
    }

    private List<String> command(String dir) {
        Optional<Path> kubectl = find("kubectl");
        if (kubectl.isPresent()) {
            return List.of(kubectl.get().toString(), "kustomize", dir);
        }
        Optional<Path> kustomize = find("kustomize");
        if (kustomize.isPresent()) {
            return List.of(kustomize.get().toString(), "build", dir);
        }
        throw Failure.input("-k " + dir + ": neither kubectl nor kustomize is on the PATH; install one of them"
                + " (japply runs 'kubectl kustomize DIR' or 'kustomize build DIR')");
    }

    private Optional<Path> find(String name) {
        for (String dir : path.orElse("").split(File.pathSeparator)) {
            Path candidate = environment.map(run -> run.path(dir)).orElse(Path.of(dir)).resolve(name);
            if (!dir.isEmpty() && Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
