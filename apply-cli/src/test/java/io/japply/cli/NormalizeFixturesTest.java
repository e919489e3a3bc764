package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The offline preview against the fixtures in normalize/CASE/: a manifest and the live object saved
 * after applying it ({@code kubectl get -o yaml}). Without expected.diff nothing was meant to change:
 * {@code japply diff --live} prints nothing and exits 0. With it, the diff is exactly that file.
 */
class NormalizeFixturesTest extends DiffHarness {
    private static final String COUNTS_CHANGED = "^[1-9]\\d* objects? changed, 0 to create, \\d+ unchanged\n$";
    private static final String COUNTS_UNCHANGED = "^0 objects changed, 0 to create, [1-9]\\d* unchanged\n$";

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theOfflinePreviewShowsOnlyRealChanges(String name) throws IOException, URISyntaxException {
        Path dir = root().resolve(name);
        Run run = japply("diff", "-f", dir.resolve("manifest.yaml").toString(), "--live", dir.resolve("live.yaml").toString(),
                "--counts");
        Path expected = dir.resolve("expected.diff");
        boolean changes = Files.exists(expected);
        assertEquals(new Run(changes ? 1 : 0, changes ? Files.readString(expected) : "", ""),
                new Run(run.code(), run.out(), run.err().replaceFirst(changes ? COUNTS_CHANGED : COUNTS_UNCHANGED, "")),
                name + ": only the count line on stderr");
    }

    static Stream<String> cases() throws IOException, URISyntaxException {
        try (Stream<Path> dirs = Files.list(root())) {
            return dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString()).sorted().toList().stream();
        }
    }

    private static Path root() throws URISyntaxException {
        return Path.of(NormalizeFixturesTest.class.getResource("/normalize").toURI());
    }
}
