package io.japply.cli;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * kubectl's words and exit status for what it refuses before a command runs: an unknown command
 * ("error: unknown command ... Did you mean this?"), arguments a command takes none of ("error:
 * Unexpected args: [...]"), an unknown flag. cobra writes apply's and the root's, kubectl's own
 * check diff's (exit 2, as every diff error). japply's own commands keep japply's one-line form.
 */
final class Mistyped {
    private static final int MAX_SUGGESTIONS = 3;
    /** cobra's default SuggestionsMinimumDistance. */
    private static final int MAX_DISTANCE = 2;
    /** The commands that are kubectl's, named as japply names them. */
    private static final Set<String> KUBECTL_COMMANDS = Set.of("japply", "apply", "diff", "view-last-applied",
            "set-last-applied", "edit-last-applied");

    /** The text for stderr (whole lines) and the exit status. */
    record Refusal(String text, int code) {
    }

    private Mistyped() {
    }

    /**
     * kubectl's refusal, for its commands; empty for japply's own and for other parameter errors. {@code line}:
     * the command line, whose first word kubectl reads when no command matches (its plugin lookup).
     */
    static Optional<Refusal> refusal(ParameterException e, String[] line) {
        if (!(e instanceof UnmatchedArgumentException unmatched) || unmatched.getUnmatched().isEmpty()
                || !KUBECTL_COMMANDS.contains(e.getCommandLine().getCommandSpec().name())) {
            return Optional.empty();
        }
        CommandSpec spec = e.getCommandLine().getCommandSpec();
        boolean diff = spec.name().equals("diff");
        String first = unmatched.getUnmatched().get(0);
        if (first.startsWith("-")) {
            String flag = "unknown flag: " + first.replaceFirst("=.*", "");
            return Optional.of(diff ? kubectlCheck(flag, spec) : cobra(flag, spec));
        }
        if (spec.parent() == null && line.length > 0 && line[0].startsWith("-")) {
            // no command matched: kubectl looks for a plugin, whose name must come before any flag
            return Optional.of(new Refusal("Error: flags cannot be placed before plugin name: " + line[0] + "\n",
                    ExitCodes.FAILURE));
        }
        if (spec.parent() == null) {
            // cobra lists them in the order of the commands, not by distance
            List<String> near = spec.subcommands().keySet().stream().filter(c -> isNear(first, c)).toList();
            StringBuilder text = new StringBuilder("error: unknown command \"" + first + "\" for \"" + spec.name() + "\"\n");
            if (!near.isEmpty()) {
                text.append("\nDid you mean this?\n");
                near.forEach(s -> text.append('\t').append(s).append('\n'));
            }
            return Optional.of(new Refusal(text.toString(), ExitCodes.FAILURE));
        }
        List<String> args = unmatched.getUnmatched().stream().takeWhile(a -> !a.startsWith("-")).toList();
        Refusal refused = kubectlCheck("Unexpected args: [" + String.join(" ", args) + "]", spec);
        return Optional.of(diff ? refused : new Refusal(refused.text(), ExitCodes.FAILURE));
    }

    /** cobra's error as kubectl's CheckErr prints it: "error: ...", how to get help, exit 1. */
    private static Refusal cobra(String message, CommandSpec spec) {
        return new Refusal("error: " + message + "\nSee '" + spec.qualifiedName() + " --help' for usage.\n",
                ExitCodes.FAILURE);
    }

    /** kubectl's own usage error (cmdutil.UsageErrorf): exit 1, but 2 in diff, where 1 means "differences". */
    private static Refusal kubectlCheck(String message, CommandSpec spec) {
        return new Refusal("error: " + message + "\nSee '" + spec.qualifiedName() + " -h' for help and examples\n",
                io.japply.cli.diff.DiffRun.ERROR);
    }

    /** japply's own commands: one line, with the nearest names as "did you mean". */
    static Optional<String> message(ParameterException e) {
        if (!(e instanceof UnmatchedArgumentException unmatched) || unmatched.getUnmatched().isEmpty()) {
            return Optional.empty();
        }
        String first = unmatched.getUnmatched().get(0);
        if (!first.startsWith("-") && e.getCommandLine().getSubcommands().isEmpty()) {
            return Optional.empty(); // a stray argument, not a command: picocli's words say so
        }
        String text = first.startsWith("-")
                ? "unknown flag: " + first.replaceFirst("=.*", "")
                : "unknown command \"" + first + "\" for \"" + e.getCommandLine().getCommandSpec().qualifiedName() + "\"";
        List<String> suggestions = nearest(first.replaceFirst("=.*", ""), candidates(e, first.startsWith("-")));
        if (!suggestions.isEmpty()) {
            text += "; did you mean " + String.join(" or ", suggestions.subList(0, Math.min(MAX_SUGGESTIONS,
                    suggestions.size()))) + "?";
        }
        return Optional.of(text);
    }

    private static List<String> candidates(ParameterException e, boolean flag) {
        CommandSpec spec = e.getCommandLine().getCommandSpec();
        return flag ? spec.options().stream().flatMap(o -> Arrays.stream(o.names())).toList()
                : List.copyOf(spec.subcommands().keySet());
    }

    /**
     * As kubectl (cobra) suggests: names at most two edits away, or that start with what was typed;
     * the closest first. picocli's own suggestions are looser ("--selectr" also gets "--server-side").
     */
    static List<String> nearest(String typed, List<String> candidates) {
        String lower = typed.toLowerCase(Locale.ROOT);
        return candidates.stream().distinct().filter(c -> isNear(typed, c))
                .sorted(Comparator.comparingInt(c -> distance(lower, c.toLowerCase(Locale.ROOT))))
                .toList();
    }

    private static boolean isNear(String typed, String candidate) {
        String lower = typed.toLowerCase(Locale.ROOT);
        String name = candidate.toLowerCase(Locale.ROOT);
        return distance(lower, name) <= MAX_DISTANCE || lower.replace("-", "").length() > 1 && name.startsWith(lower);
    }

    /** Levenshtein distance: insertions, deletions and substitutions. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
