package io.japply.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A {@code lines.txt} of command lines (the real-server runners' pipeline and last-applied lines):
 * every line but blank ones and comments ({@code #} first), in order. The runners read it so, and
 * DocsCountsTest counts it so.
 */
public final class CommandLines {
    private CommandLines() {
    }

    public static List<String> of(Path file) {
        try {
            return Files.readAllLines(file).stream().filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
