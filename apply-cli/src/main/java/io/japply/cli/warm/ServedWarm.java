package io.japply.cli.warm;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether this warm process may answer a request as a cold run would, byte for byte. One process serves
 * every directory and environment of its user: each request runs with its own working directory and
 * environment ({@link io.japply.cli.Environment}, which the CLI and the library read names and variables
 * in), so only a directory that cannot be one (not absolute, or gone) and the commands that need the
 * user's terminal or control the warm process itself are sent back to run cold.
 */
public final class ServedWarm {
    /** Commands that need the user's terminal (an editor) or control the warm process itself. */
    private static final Set<String> COLD_ONLY = Set.of("edit-last-applied", "daemon");

    /** Why the request must run cold; empty when this process may answer it. */
    public Optional<String> refusal(WarmRequest request) {
        if (request.directory().isEmpty() || !Path.of(request.directory()).isAbsolute()
                || !Files.isDirectory(Path.of(request.directory()))) {
            return Optional.of("no working directory");
        }
        return needsColdRun(request.args()) ? Optional.of("a command run cold") : Optional.empty();
    }

    static boolean needsColdRun(List<String> args) {
        return args.stream().anyMatch(COLD_ONLY::contains);
    }
}
