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
 * that other managers make), {@code flags.txt} (apply flags both tools get) and
 * {@code japply-says.txt} (japply's line => kubectl's line, where japply differs on purpose).
 */
record ScenarioStep(Path dir, List<List<String>> before, List<String> flags, List<String[]> japplySays) {

    static ScenarioStep of(Path dir) {
        return new ScenarioStep(dir, lines(dir.resolve("before.txt")).stream()
                .map(line -> words(line.replace("{dir}", dir.toString()))).toList(),
                lines(dir.resolve("flags.txt")).stream().flatMap(line -> words(line).stream()).toList(),
                lines(dir.resolve("japply-says.txt")).stream().map(line -> line.split("\\s*=>\\s*", 2)).toList());
    }

    /** japply's output with each of its deliberate differences ("japply's line => kubectl's line") undone. */
    String asKubectlWouldSay(String japplyOut) {
        String out = japplyOut;
        for (String[] mapping : japplySays) {
            out = out.replace(mapping[0] + "\n", mapping[1] + "\n");
        }
        return out;
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

    private static List<String> lines(Path file) {
        if (!Files.exists(file)) {
            return List.of();
        }
        try {
            return Files.readAllLines(file).stream().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> words(String line) {
        return List.of(line.split("\\s+"));
    }
}
