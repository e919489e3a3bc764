package io.japply.it.warm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * bin/japply run as a user runs it, in the checkout's root, cold (JAPPLY_DAEMON=off) or through the warm
 * process (JAPPLY_DAEMON=on), with the same environment otherwise: its own XDG_RUNTIME_DIR, so that the
 * test's warm processes are its own, and a cold JVM without class archives (none recorded by the tests).
 */
final class Launcher {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path BIN = ROOT.resolve("bin/japply");

    private final Map<String, String> environment = new HashMap<>(System.getenv());

    Launcher(Path scratch) throws IOException {
        Path runtime = Files.createDirectories(scratch.resolve("run"));
        Files.setPosixFilePermissions(runtime, PosixFilePermissions.fromString("rwx------"));
        environment.keySet().removeIf(name -> name.startsWith("JAPPLY_") || name.equals("CI"));
        environment.put("XDG_RUNTIME_DIR", runtime.toString());
        environment.put("JAPPLY_DAEMON_IDLE", "300"); // a test that dies leaves nothing for long
        environment.put("JAPPLY_JAVA_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Djava.locale.providers=FALLBACK");
    }

    record Result(int code, String out, String err) {
    }

    Result cold(String stdin, String... args) {
        return finish(start("off", args), stdin);
    }

    Result warm(String stdin, String... args) {
        return finish(start("on", args), stdin);
    }

    /** Through the warm process, run in {@code directory} with {@code variables} added to the environment. */
    Result warmIn(Path directory, Map<String, String> variables, String... args) {
        return finish(start("on", directory, variables, args), null);
    }

    /** bin/japply started, its stdin still open; JAPPLY_DAEMON set to {@code daemon} (null: unset). */
    Process start(String daemon, String... args) {
        return start(daemon, ROOT, Map.of(), args);
    }

    private Process start(String daemon, Path directory, Map<String, String> variables, String... args) {
        ProcessBuilder builder = new ProcessBuilder(Stream.concat(Stream.of(BIN.toString()), Stream.of(args)).toList())
                .directory(directory.toFile());
        builder.environment().clear();
        builder.environment().putAll(environment);
        builder.environment().putAll(variables);
        if (daemon != null) {
            builder.environment().put("JAPPLY_DAEMON", daemon);
        }
        try {
            return builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes stdin (null: none), closes it, and waits up to two minutes for the end. */
    static Result finish(Process process, String stdin) {
        CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(process, true));
        CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(process, false));
        try (var in = process.getOutputStream()) {
            if (stdin != null) {
                in.write(stdin.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // the command did not read its input
        }
        try {
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("japply did not end within two minutes");
            }
            return new Result(process.exitValue(), new String(out.join(), StandardCharsets.UTF_8),
                    new String(err.join(), StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    private static byte[] readAll(Process process, boolean out) {
        try {
            return (out ? process.getInputStream() : process.getErrorStream()).readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code japply daemon ARGS}'s stdout (always run cold). */
    String daemon(String... args) {
        return cold(null, Stream.concat(Stream.of("daemon"), Stream.of(args)).toArray(String[]::new)).out();
    }

    Map<String, String> environment() {
        return environment;
    }

    static List<String> lines(String text) {
        return text.lines().toList();
    }
}
