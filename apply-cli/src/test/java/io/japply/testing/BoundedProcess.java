package io.japply.testing;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command to its end within a time limit that covers the whole run: its output goes to files (no pipe
 * to fill, nothing read before the wait starts), its input is empty unless given, and when the time is up the
 * process and every process it started are killed and the run fails with an {@link AssertionError} naming the
 * command, the time waited and the start of what it had printed (as when it prints more than 64 MB). The one process runner of the tests, in two copies kept
 * identical but for their package by it's BoundedProcessTest: it/.../io/japply/it and apply-cli's test sources'
 * io/japply/testing (apply-cli's tests cannot see the it module's).
 */
public final class BoundedProcess {
    /** How a run ended: its exit code and what it printed on stdout and stderr. */
    public record Result(List<String> command, int code, String out, String err) {
        /** The command, its exit code and both outputs, for a failure's message. */
        public String show() {
            return String.join(" ", command) + ": exit " + code + "\nstdout:\n" + out + "\nstderr:\n" + err;
        }
    }

    /** Output beyond this (stdout and stderr together) stops the run: a flood would fill the disk. */
    private static final long LIMIT = 64L << 20;
    private static final long POLL_MILLIS = 100;

    private final List<String> command;
    private Path directory;
    private final Map<String, String> environment = new HashMap<>(System.getenv());
    private byte[] input = new byte[0];
    private Duration timeout = Duration.ofSeconds(60);
    private boolean errorsIntoOutput;

    private BoundedProcess(List<String> command) {
        this.command = List.copyOf(command);
    }

    public static BoundedProcess of(String... command) {
        return new BoundedProcess(List.of(command));
    }

    public static BoundedProcess of(List<String> command) {
        return new BoundedProcess(command);
    }

    public BoundedProcess directory(Path directory) {
        this.directory = directory;
        return this;
    }

    /** Sets (or, with a null value, removes) one variable of the environment, which is this JVM's by default. */
    public BoundedProcess env(String name, String value) {
        if (value == null) {
            environment.remove(name);
        } else {
            environment.put(name, value);
        }
        return this;
    }

    /** Exactly {@code variables} as the environment, nothing inherited. */
    public BoundedProcess onlyEnv(Map<String, String> variables) {
        environment.clear();
        environment.putAll(variables);
        return this;
    }

    public BoundedProcess input(String text) {
        this.input = text.getBytes(StandardCharsets.UTF_8);
        return this;
    }

    public BoundedProcess timeout(Duration timeout) {
        this.timeout = timeout;
        return this;
    }

    /** stderr written into stdout, in the order printed ({@link Result#err()} is then empty). */
    public BoundedProcess errorsIntoOutput() {
        this.errorsIntoOutput = true;
        return this;
    }

    /**
     * Runs the command; a command that cannot start is an {@link UncheckedIOException}, one that does not end
     * within the time limit (or floods) an {@link AssertionError}, after it and its descendants are killed.
     */
    public Result run() {
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("bounded-process");
            Path in = Files.write(scratch.resolve("in"), input);
            Path out = scratch.resolve("out");
            Path err = scratch.resolve("err");
            ProcessBuilder builder = new ProcessBuilder(command).redirectInput(in.toFile()).redirectOutput(out.toFile());
            if (errorsIntoOutput) {
                builder.redirectErrorStream(true);
            } else {
                builder.redirectError(err.toFile());
            }
            if (directory != null) {
                builder.directory(directory.toFile());
            }
            builder.environment().clear();
            builder.environment().putAll(environment);
            long start = System.nanoTime();
            Process process = builder.start();
            String stopped = null;
            long deadline = start + timeout.toNanos();
            try {
                while (stopped == null) {
                    long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                    if (process.waitFor(Math.max(0, Math.min(POLL_MILLIS, left)), TimeUnit.MILLISECONDS)) {
                        break;
                    }
                    if (left <= POLL_MILLIS) {
                        stopped = "did not end within " + seconds(timeout.toMillis());
                    } else if (size(out) + size(err) > LIMIT) {
                        stopped = "printed more than " + LIMIT / (1 << 20) + " MB";
                    }
                }
            } catch (InterruptedException e) {
                killTree(process);
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for " + String.join(" ", command), e);
            }
            if (stopped != null) {
                int killed = killTree(process);
                long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                throw new AssertionError(String.join(" ", command) + " " + stopped + " (waited " + seconds(waited)
                        + "; killed it and " + killed + " process(es) it started)\nstdout so far:\n"
                        + shortened(read(out)) + "\nstderr so far:\n" + shortened(read(err)));
            }
            return new Result(command, process.exitValue(), read(out), read(err));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + String.join(" ", command) + ": " + e.getMessage(), e);
        } finally {
            delete(scratch);
        }
    }

    /** Kills {@code process} and its descendants (those seen before it dies: the orphans are then still known). */
    private static int killTree(Process process) {
        List<ProcessHandle> descendants = new ArrayList<>(process.descendants().toList());
        process.destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return descendants.size();
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : String.format("%.1f s", millis / 1000.0);
    }

    /** The file's text, at most {@link #LIMIT} bytes of it. */
    private static String read(Path file) throws IOException {
        if (!Files.exists(file)) {
            return "";
        }
        try (var in = Files.newInputStream(file)) {
            return new String(in.readNBytes((int) LIMIT), StandardCharsets.UTF_8);
        }
    }

    private static long size(Path file) throws IOException {
        return Files.exists(file) ? Files.size(file) : 0;
    }

    /** A failure's message shows the first 4,000 characters of an output. */
    private static String shortened(String text) {
        return text.length() <= 4000 ? text : text.substring(0, 4000) + "[... " + (text.length() - 4000) + " more characters]";
    }

    private static void delete(Path scratch) {
        if (scratch == null) {
            return;
        }
        for (String name : List.of("in", "out", "err", "")) {
            new File(scratch.toFile(), name).delete();
        }
    }
}
