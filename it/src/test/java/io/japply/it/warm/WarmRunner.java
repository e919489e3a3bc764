package io.japply.it.warm;

import io.japply.it.JapplyRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Command lines run as {@code bin/japply} with {@code JAPPLY_DAEMON=on}, in the test JVM's working
 * directory (where an in-process run resolves relative names), each with the environment its line
 * asks for. A warm process serves only the directory and environment it was started with
 * (docs/warm-process.md), so the first line of each environment first starts one with exactly that
 * environment and waits until a request of it is answered warm; {@link #close} stops them all. The
 * runner counts the lines the warm process must have answered, and {@link #served} what the processes
 * say they answered: equal when no line fell back to a cold run.
 */
final class WarmRunner implements JapplyRun.Runner, AutoCloseable {
    private static final Path BIN = Launcher.ROOT.resolve("bin/japply");
    private static final Pattern REQUESTS = Pattern.compile("pid \\d+, .*, requests (\\d+), running \\d+,");
    /** Commands bin/japply always runs cold: the user's editor, the warm process's own control. */
    private static final Set<String> COLD = Set.of("edit-last-applied", "daemon");

    private final Path runtime;
    private final Path directory = Path.of(System.getProperty("user.dir")).toAbsolutePath();
    private final Set<Map<String, String>> started = new HashSet<>();
    private int warmLines;
    private int primingRequests;

    /** The warm processes' sockets go under {@code scratch} (XDG_RUNTIME_DIR), so they are this runner's alone. */
    WarmRunner(Path scratch) {
        try {
            runtime = Files.createDirectories(scratch.resolve("warm-run"));
            Files.setPosixFilePermissions(runtime, PosixFilePermissions.fromString("rwx------"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public synchronized JapplyRun run(Map<String, String> environment, String... args) {
        return run(environment, null, args);
    }

    /** The line through the warm process, {@code stdin} (null: none) written to it. */
    synchronized JapplyRun run(Map<String, String> environment, String stdin, String... args) {
        Map<String, String> env = environment(environment);
        if (started.add(env)) {
            prime(env);
        }
        boolean cold = Stream.of(args).anyMatch(COLD::contains);
        warmLines += cold ? 0 : 1;
        Launcher.Result result = Launcher.finish(start(env, args), stdin);
        return new JapplyRun(result.code(), result.out(), result.err());
    }

    /** Lines that the warm process must have answered (all but those bin/japply runs cold). */
    synchronized int warmLines() {
        return warmLines;
    }

    /** Requests the warm processes answered for the lines (the ones that started them left out). */
    synchronized int served() {
        return requests() - primingRequests;
    }

    /**
     * The line's environment, with the warm path chosen and this runner's socket directory: variables
     * that only choose the path or where the socket is (a request's output never shows them). The cold
     * JVM that starts a process gets the tests' light options and records no class archive.
     */
    private Map<String, String> environment(Map<String, String> line) {
        Map<String, String> env = new HashMap<>(line);
        env.put("XDG_RUNTIME_DIR", runtime.toString());
        env.put("JAPPLY_DAEMON", "on");
        env.put("JAPPLY_DAEMON_IDLE", "300"); // a test that dies leaves nothing for long
        env.putIfAbsent("JAPPLY_JAVA_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Djava.locale.providers=FALLBACK");
        return Map.copyOf(env);
    }

    /**
     * A warm process for {@code env}: the first run starts one (after its own cold run), and runs go on
     * until one is answered warm, up to a minute (the process starts in a few seconds).
     */
    private void prime(Map<String, String> env) {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (true) {
            int before = requests();
            Launcher.Result version = Launcher.finish(start(env, "version"), null);
            if (version.code() != 0) {
                throw new AssertionError("japply version failed: " + version.err());
            }
            int after = requests();
            primingRequests += after - before;
            if (after > before) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no warm process answered within a minute; status: " + status());
            }
            WarmProcesses.pause(500);
        }
    }

    private Process start(Map<String, String> env, String... args) {
        ProcessBuilder builder = new ProcessBuilder(Stream.concat(Stream.of(BIN.toString()), Stream.of(args)).toList())
                .directory(directory.toFile());
        builder.environment().clear();
        builder.environment().putAll(env);
        try {
            return builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Requests answered, summed over this runner's warm processes. */
    private int requests() {
        int sum = 0;
        Matcher m = REQUESTS.matcher(status());
        while (m.find()) {
            sum += Integer.parseInt(m.group(1));
        }
        return sum;
    }

    /** Asked in this JVM (a cold process per question would take the cores the warm process runs on). */
    private String status() {
        return JapplyRun.inProcess(control(), "daemon", "status").out();
    }

    private Map<String, String> control() {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("XDG_RUNTIME_DIR", runtime.toString());
        return env;
    }

    @Override
    public void close() {
        JapplyRun.inProcess(control(), "daemon", "stop");
    }
}
