package io.japply.it.real;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One step of a side-by-side scenario: a folder of manifests applied by both tools, with
 * {@code before.txt} (kubectl commands, one a line, run in each tool's namespace first: the drift
 * that other managers make), {@code flags.txt} (apply flags both tools get),
 * {@code japply-says.txt} (japply's line => kubectl's line on stdout, where japply differs on purpose)
 * and {@code japply-says-on-stderr.txt} (the same on stderr). A mapping's kubectl side {@value #NO_LINE}
 * says kubectl prints no such line (japply's own closing count, docs/differences.md). A mapping is
 * matched after the values are masked (the namespace reads NS, see SideBySideTest).
 */
record ScenarioStep(Path dir, List<List<String>> before, List<String> flags, List<Mapping> japplySays,
                    List<Mapping> japplySaysOnStderr) {
    /** A mapping's kubectl side for a line japply prints and kubectl does not. */
    static final String NO_LINE = "(no line)";

    /** One line of {@code japply-says.txt}: where it is, japply's line and kubectl's. */
    record Mapping(Path file, int line, String japply, String kubectl) {
        String where() {
            return file + ":" + line;
        }
    }

    static ScenarioStep of(Path dir) {
        return new ScenarioStep(dir, lines(dir.resolve("before.txt")).stream()
                .map(line -> words(line.replace("{dir}", dir.toString()))).toList(),
                lines(dir.resolve("flags.txt")).stream().flatMap(line -> words(line).stream()).toList(),
                mappings(dir.resolve("japply-says.txt")), mappings(dir.resolve("japply-says-on-stderr.txt")));
    }

    /**
     * japply's output with each of its deliberate differences ("japply's line => kubectl's line")
     * undone, line for whole line. A mapping that matches no line japply printed is stale (japply
     * changed its words, or says what kubectl says now) and fails here, naming its file and line.
     */
    String asKubectlWouldSay(String japplyOut) {
        return undone(japplySays, japplyOut);
    }

    /** japply's stderr with the mappings of {@code japply-says-on-stderr.txt} undone, as above. */
    String asKubectlWouldSayOnStderr(String japplyErr) {
        return undone(japplySaysOnStderr, japplyErr);
    }

    private static String undone(List<Mapping> mappings, String japplyOut) {
        // split at "\n" only, so that every other byte stays; what follows the last "\n" is a line when not empty
        List<String> out = new ArrayList<>(List.of(japplyOut.split("\n", -1)));
        boolean lastNewline = out.get(out.size() - 1).isEmpty();
        if (lastNewline) {
            out.remove(out.size() - 1);
        }
        for (Mapping mapping : mappings) {
            boolean matched = false;
            for (int i = 0; i < out.size(); i++) {
                if (out.get(i) != null && out.get(i).equals(mapping.japply())) {
                    out.set(i, mapping.kubectl().equals(NO_LINE) ? null : mapping.kubectl());
                    matched = true;
                }
            }
            if (!matched) {
                throw new AssertionError(mapping.where() + ": japply printed no line \"" + mapping.japply()
                        + "\"; the mapping is stale, remove it (japply printed:\n" + japplyOut + ")");
            }
        }
        out.removeIf(java.util.Objects::isNull);
        return out.isEmpty() ? "" : String.join("\n", out) + (lastNewline ? "\n" : "");
    }

    String name() {
        return dir.getParent().getFileName() + "/" + dir.getFileName();
    }

    /** The apply command line, without the tool's name. */
    List<String> applyArgs(String namespace) {
        List<String> args = new ArrayList<>(List.of("apply", "-f", dir.toString(), "-n", namespace));
        args.addAll(flags);
        return args;
    }

    private static List<Mapping> mappings(Path file) {
        List<Mapping> mappings = new ArrayList<>();
        List<String> all = readAll(file);
        for (int i = 0; i < all.size(); i++) {
            String line = all.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] sides = line.split("\\s*=>\\s*", 2);
            if (sides.length != 2) {
                throw new AssertionError(file + ":" + (i + 1) + ": not \"japply's line => kubectl's line\": " + line);
            }
            mappings.add(new Mapping(file, i + 1, sides[0], sides[1]));
        }
        return mappings;
    }

    private static List<String> lines(Path file) {
        return readAll(file).stream().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
    }

    private static List<String> readAll(Path file) {
        if (!Files.exists(file)) {
            return List.of();
        }
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> words(String line) {
        return List.of(line.split("\\s+"));
    }
}
