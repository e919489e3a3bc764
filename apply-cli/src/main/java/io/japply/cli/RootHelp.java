package io.japply.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Help.Ansi;

/**
 * {@code japply --help} prints a text the build fixes: the root's usage, whose flags are all of
 * apply's, so that building its model from annotations was most of a cold {@code --help}. The build
 * renders it with picocli into the classes ({@link #main}), plain and with ANSI styles; at run time
 * picocli's own rule picks one, as it would have for the rendering. RootHelpTest compares both with
 * a rendering of the whole command tree. Without the rendered files (classes not built by Maven),
 * picocli renders it as for any other command.
 */
final class RootHelp {
    private static final String PLAIN = "root-help.txt";
    private static final String STYLED = "root-help.ansi";

    private RootHelp() {
    }

    /** Whether the command line asks only for the root's usage. */
    static boolean asks(String... args) {
        return args.length == 1 && ("--help".equals(args[0]) || "-h".equals(args[0]));
    }

    /** The rendered usage, styled when picocli would style it on this process's output. */
    static Optional<String> rendered() {
        return rendered(Ansi.AUTO.enabled());
    }

    static Optional<String> rendered(boolean styled) {
        try (InputStream in = RootHelp.class.getResourceAsStream(styled ? STYLED : PLAIN)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The usage as picocli renders it from the root and the stubs of the commands below. */
    static String render(Ansi ansi) {
        return new Japply().commandLine(Japply.commands(null, null), List.of()).getUsageMessage(ansi);
    }

    /** The build's step: writes both renderings into the classes directory {@code args[0]}. */
    public static void main(String[] args) {
        Path dir = Path.of(args[0], RootHelp.class.getPackageName().replace('.', '/'));
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(PLAIN), render(Ansi.OFF), StandardCharsets.UTF_8);
            Files.writeString(dir.resolve(STYLED), render(Ansi.ON), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
