package io.japply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line's sources name none of the library's internals: not in an import, a fully qualified
 * name or a Javadoc link. ArchitectureTest reads the compiled classes and cannot see these: javac copies
 * a constant's value in (no reference is left), drops an import nothing uses, and keeps no Javadoc.
 */
class CommandLineSourceTest {
    private static final String INTERNALS = "io.japply.apply.internal";
    private static final String CLI = "src/main/java/io/japply/cli";

    @Test
    void noSourceOfTheCommandLineNamesAnInternalClass() {
        Path root = Files.isDirectory(Path.of(CLI)) ? Path.of(CLI) : Path.of("apply-cli", CLI); // from the module or the checkout
        assertTrue(sources(root).size() > 100, "the command line's sources are read from " + root.toAbsolutePath());
        assertEquals(List.of(), mentions(root), "the command line uses the library's face alone (docs/architecture.md):"
                + " move what these need onto the face (io.japply.apply, .status, .cluster, .kubeconfig, .job)");
    }

    @Test
    void aMentionIsNamedByFileAndLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("A.java"), "package io.japply.cli;\n\n/** As {@link "
                + INTERNALS + ".prune.ApplySet#x}. */\nclass A {\n}\n");
        Files.createDirectories(dir.resolve("b"));
        Files.writeString(dir.resolve("b/B.java"), "package io.japply.cli.b;\n\nclass B {\n}\n");
        assertEquals(List.of("A.java:3: /** As {@link " + INTERNALS + ".prune.ApplySet#x}. */"), mentions(dir));
    }

    /** Each line of the .java files below {@code root} that names an internal package: "file:line: text". */
    static List<String> mentions(Path root) {
        List<String> found = new ArrayList<>();
        for (Path file : sources(root)) {
            List<String> lines = read(file);
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(INTERNALS)) {
                    found.add(root.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        return found;
    }

    private static List<Path> sources(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
