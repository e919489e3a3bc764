package io.japply.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The library (io.japply.apply and its packages) stands without the command line: it imports nothing
 * from io.japply.cli or picocli, and never prints, exits or reads the terminal.
 */
class LibraryBoundaryTest {
    private static final Path LIBRARY = Path.of("src/main/java/io/japply/apply");
    private static final Pattern FORBIDDEN = Pattern.compile(
            "io\\.japply\\.cli\\b|\\bpicocli\\b|System\\.(out|err|exit|console)\\b|System\\.in\\b");

    @Test
    void libraryUsesNothingOfTheCommandLine() throws IOException {
        List<String> offences;
        try (Stream<Path> files = Files.walk(LIBRARY)) {
            offences = files.filter(f -> f.toString().endsWith(".java")).flatMap(LibraryBoundaryTest::offences).toList();
        }
        assertEquals(List.of(), offences);
    }

    @Test
    void theCheckFindsAnOffence() {
        assertEquals(1, FORBIDDEN.matcher("import io.japply.cli.report.Report;").results().count());
        assertEquals(1, FORBIDDEN.matcher("System.out.println(x);").results().count());
    }

    private static Stream<String> offences(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return java.util.stream.IntStream.range(0, lines.size())
                    .filter(i -> FORBIDDEN.matcher(lines.get(i)).find())
                    .mapToObj(i -> file + ":" + (i + 1) + ": " + lines.get(i).strip());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
