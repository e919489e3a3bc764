package io.japply.apply.internal.read;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The manifest files of a directory, found and ordered as kubectl finds them. */
final class ManifestFiles {
    /** The names kubectl reads in a directory. */
    static final List<String> EXTENSIONS = List.of(".json", ".yaml", ".yml");

    private ManifestFiles() {
    }

    /**
     * Files to read in a directory, in the order Go's filepath.Walk visits them (kubectl's): names in
     * lexical order at each level, a subdirectory's files where its name sorts ("a/x" before "a.yaml").
     */
    static List<Path> in(Path dir, boolean recursive) {
        try (Stream<Path> walk = recursive ? Files.walk(dir) : Files.list(dir)) {
            return walk.filter(Files::isRegularFile)
                    .filter(ManifestFiles::hasManifestExtension)
                    .map(Walked::new)
                    .sorted()
                    .map(Walked::path)
                    .toList();
        } catch (IOException e) {
            throw Documents.unreadable(dir.toString(), e);
        }
    }

    private static boolean hasManifestExtension(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (String extension : EXTENSIONS) {
            if (name.endsWith(extension)) {
                return true;
            }
        }
        return false;
    }

    /** A file and its path's names, each made once: sorting a directory of hundreds compares them thousands of times. */
    private static final class Walked implements Comparable<Walked> {
        private final Path path;
        private final String[] names;

        Walked(Path path) {
            this.path = path;
            this.names = new String[path.getNameCount()];
            for (int i = 0; i < names.length; i++) {
                names[i] = path.getName(i).toString();
            }
        }

        Path path() {
            return path;
        }

        @Override
        public int compareTo(Walked other) {
            int n = Math.min(names.length, other.names.length);
            for (int i = 0; i < n; i++) {
                int c = io.japply.threeway.json.GoText.compare(names[i], other.names[i]);
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(names.length, other.names.length);
        }
    }
}
