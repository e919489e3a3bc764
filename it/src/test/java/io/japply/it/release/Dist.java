package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The release bin/release builds, as users install it: the folder JAPPLY_DIST names when set (a release built
 * beforehand), else this checkout's own release built by {@link ReleaseBuild} once and cached by what
 * it is built from, so that the README's {@code mvn -B verify} tests what users install.
 */
public final class Dist {
    private static Path directory;

    private Dist() {
    }

    /** The dist/ folder: JAPPLY_DIST, else the cached build of this checkout (built on first use). */
    public static synchronized Path directory() {
        if (directory == null) {
            String given = System.getenv("JAPPLY_DIST");
            directory = given != null && !given.isEmpty() ? Path.of(given).toAbsolutePath() : ReleaseBuild.dist();
        }
        return directory;
    }

    /** The one artifact in dist/ whose name ends with {@code suffix} (-linux-x86_64.tar.gz, -oci.tar...). */
    public static Path artifact(String suffix) {
        Path dist = directory();
        try (Stream<Path> files = Files.list(dist)) {
            List<Path> found = files.filter(f -> f.getFileName().toString().endsWith(suffix)).toList();
            assertEquals(1, found.size(), "one *" + suffix + " in " + dist + ": " + found);
            return found.get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The release's Maven file repository (what {@code mvn -P publish deploy} writes). */
    public static Path mavenRepository() {
        return directory().resolve("maven-repository");
    }
}
