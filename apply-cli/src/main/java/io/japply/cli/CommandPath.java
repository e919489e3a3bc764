package io.japply.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Finds the command a line names wherever its flags stand, as kubectl's command library (cobra) does:
 * {@code japply --context prod -n shop apply -f x.yaml} is {@code japply apply --context prod -n shop -f
 * x.yaml}. Cobra skips flags while it looks for command names: a flag written {@code --name value} or
 * {@code -n value} takes the next word as its value unless it is one that may stand alone (a boolean,
 * or one with an optional value); the words left are the command path. The line is rewritten with the
 * command names first, the rest in its order, so that picocli gives every flag to the command that runs.
 */
final class CommandPath {
    /**
     * The flags of the root and of apply (the root's flags are apply's) that take no value of their own
     * word; kept equal to the model by CommandPathTest.
     */
    static final Set<String> STANDING_ALONE = Set.of(
            "--all", "--allow-duplicate-merge-keys", "--allow-missing-template-keys", "--atomic", "--cascade", "--diff",
            "--disable-compression", "--dry-run", "--force", "--force-conflicts", "--help", "--insecure-skip-tls-verify",
            "--match-server-version", "--openapi-patch", "--overwrite", "--prune", "--prune-allow-empty", "--record",
            "--recursive", "--server-side", "--server-side-fallback", "--show-managed-fields", "--show-secrets",
            "--validate", "--version", "--wait", "--wait-ready", "--warnings-as-errors", "-R", "-V", "-h");

    private CommandPath() {
    }

    /**
     * {@code args} with the names of the commands they run moved to the front; unchanged when the first
     * word that is not a flag or a flag's value names no command. {@code commands} answers whether a word
     * names a command below the path found so far.
     */
    static List<String> commandsFirst(List<String> args, CommandLookup commands) {
        List<String> rest = new ArrayList<>(args);
        List<String> path = new ArrayList<>();
        while (true) {
            int at = firstWord(rest, STANDING_ALONE::contains);
            if (at < 0 || !commands.names(List.copyOf(path), rest.get(at))) {
                break;
            }
            path.add(rest.remove(at));
        }
        if (path.isEmpty()) {
            return args;
        }
        List<String> reordered = new ArrayList<>(path);
        reordered.addAll(rest);
        return reordered;
    }

    /** Whether {@code word} names a command below {@code path} (empty: the root). */
    interface CommandLookup {
        boolean names(List<String> path, String word);
    }

    /** The index of the first word that is neither a flag nor a flag's value; -1 when there is none. */
    private static int firstWord(List<String> args, Predicate<String> standsAlone) {
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--")) {
                return -1;
            }
            if (!arg.startsWith("-") && !arg.isEmpty()) {
                return i;
            }
            boolean valueFollows = !arg.contains("=") && (arg.startsWith("--") || arg.length() == 2)
                    && !standsAlone.test(arg);
            if (valueFollows) {
                i++;
            }
        }
        return -1;
    }
}
