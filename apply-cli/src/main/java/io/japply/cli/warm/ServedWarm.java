package io.japply.cli.warm;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Whether this warm process may answer a request as a cold run would, byte for byte. The engine and
 * the CLI read the process's own working directory (relative -f, --kubeconfig, KUBECONFIG, --cache-dir,
 * a kubeconfig's files, the directory exec plugins and kustomize run in) and its own environment (the
 * kubeconfig's loading rules, the variables an exec plugin inherits) in many places, so a process serves
 * only requests made from its own directory with its own environment: the client names the socket by
 * both (client/japply-client.c), and this check guards against a name shared by chance. Variables that
 * a shell changes on its own and japply never reads are left out of the comparison.
 */
public final class ServedWarm {
    /** The shell's last command and previous directory, and the warm process's own switches. */
    public static final Set<String> IGNORED = Set.of("_", "OLDPWD", "JAPPLY_DAEMON", "JAPPLY_DAEMON_IDLE",
            "JAPPLY_DAEMON_SOCKET");
    /** Commands that need the user's terminal (an editor) or control the warm process itself. */
    private static final Set<String> COLD_ONLY = Set.of("edit-last-applied", "daemon");

    private final Path directory;
    private final Map<String, String> environment;

    public ServedWarm(Path directory, Map<String, String> environment) {
        this.directory = directory;
        this.environment = compared(environment);
    }

    public static ServedWarm here() {
        return new ServedWarm(Path.of(System.getProperty("user.dir")), System.getenv());
    }

    /** Why the request must run cold; empty when this process may answer it. */
    public Optional<String> refusal(WarmRequest request) {
        if (!Path.of(request.directory()).equals(directory)) {
            return Optional.of("another working directory");
        }
        if (!compared(request.environment()).equals(environment)) {
            return Optional.of("another environment");
        }
        return needsColdRun(request.args()) ? Optional.of("a command run cold") : Optional.empty();
    }

    static boolean needsColdRun(List<String> args) {
        return args.stream().anyMatch(COLD_ONLY::contains);
    }

    private static Map<String, String> compared(Map<String, String> variables) {
        Map<String, String> kept = new HashMap<>(variables);
        kept.keySet().removeAll(IGNORED);
        return kept;
    }
}
