package io.japply.cli.diff;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import io.japply.apply.DiffObject;

/**
 * KUBECTL_EXTERNAL_DIFF, as kubectl runs it: every object's two versions written as one file each
 * (named by {@link DiffObject#fileName}) into temporary directories LIVE-* and MERGED-* (a side that
 * does not exist is an empty file), then the program run with the two directories, its output
 * passed through. The variable is split at spaces: the first word is the program, later words that
 * are only letters, digits, '-' and '=' go after the directories, other words are dropped.
 */
public final class ExternalDiff {
    public static final String VARIABLE = "KUBECTL_EXTERNAL_DIFF";
    private static final Pattern SAFE_ARGUMENT = Pattern.compile("[a-zA-Z0-9=-]+");

    /** The program failed to start or exited with a status above 1. */
    public static final class Failed extends RuntimeException {
        Failed(String message) {
            super(message, null, false, false);
        }
    }

    private final String command;
    private final io.japply.cli.Environment environment;

    public ExternalDiff(String command) {
        this(command, null);
    }

    /** {@code environment}: the run's, in whose directory and with whose variables the program runs (null: the process's). */
    public ExternalDiff(String command, io.japply.cli.Environment environment) {
        this.command = command;
        this.environment = environment;
    }

    /** Writes the directories, runs the program, deletes the directories; its exit status 0 or 1. */
    public int run(List<DiffObject> pairs, PrintWriter out, PrintWriter err) {
        return run(pairs, List.of(), out, err);
    }

    /**
     * The same with objects that would be deleted (diff --prune): as kubectl, each written into LIVE-*
     * only, with no file in MERGED-*.
     */
    public int run(List<DiffObject> pairs, List<DiffObject> removed, PrintWriter out, PrintWriter err) {
        Path live = null;
        Path merged = null;
        try {
            live = Files.createTempDirectory("LIVE-");
            merged = Files.createTempDirectory("MERGED-");
            for (DiffObject pair : pairs) {
                write(live.resolve(pair.fileName()), pair.liveText());
                write(merged.resolve(pair.fileName()), pair.mergedText());
            }
            for (DiffObject pair : removed) {
                write(live.resolve(pair.fileName()), pair.liveText());
            }
            return exec(arguments(live, merged), out, err);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            delete(live);
            delete(merged);
        }
    }

    List<String> arguments(Path live, Path merged) {
        String[] words = command.split(" ");
        List<String> args = new ArrayList<>(List.of(words[0], live.toString(), merged.toString()));
        for (int i = 1; i < words.length; i++) {
            if (SAFE_ARGUMENT.matcher(words[i]).matches()) {
                args.add(words[i]);
            }
        }
        return args;
    }

    private int exec(List<String> args, PrintWriter out, PrintWriter err) throws IOException {
        Process process;
        try {
            ProcessBuilder builder = new ProcessBuilder(args).redirectInput(ProcessBuilder.Redirect.INHERIT);
            process = (environment == null ? builder : environment.configure(builder)).start();
        } catch (IOException e) {
            throw new Failed("failed to run \"" + args.get(0) + "\": " + e.getMessage());
        }
        Thread errors = pump(process.getErrorStream(), err);
        out.flush();
        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8).transferTo(out);
        out.flush();
        try {
            int status = process.waitFor();
            errors.join();
            if (status > 1) {
                throw new Failed("failed to run \"" + args.get(0) + "\": exit status " + status);
            }
            return status;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
            throw new Failed("interrupted while \"" + args.get(0) + "\" ran");
        }
    }

    private static Thread pump(InputStream from, PrintWriter to) {
        Thread thread = new Thread(() -> {
            try {
                new InputStreamReader(from, StandardCharsets.UTF_8).transferTo(to);
                to.flush();
            } catch (IOException e) {
                // the program's stderr closed early: nothing more to pass on
            }
        }, "external-diff-stderr");
        thread.start();
        return thread;
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the default permissions will do
        }
    }

    private static void delete(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a temporary directory left behind is not worth failing the diff
        }
    }
}
