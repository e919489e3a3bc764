package io.japply.cli;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * kubectl's words for a mistyped command or flag ("unknown command", "unknown flag") with picocli's
 * nearest matches as "did you mean", on one line as japply's errors are.
 */
final class Mistyped {
    private static final int MAX_SUGGESTIONS = 3;
    /** cobra's default SuggestionsMinimumDistance. */
    private static final int MAX_DISTANCE = 2;

    private Mistyped() {
    }

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
        return candidates.stream().distinct()
                .filter(c -> distance(lower, c.toLowerCase(Locale.ROOT)) <= MAX_DISTANCE
                        || (lower.replace("-", "").length() > 1 && c.toLowerCase(Locale.ROOT).startsWith(lower)))
                .sorted(Comparator.comparingInt(c -> distance(lower, c.toLowerCase(Locale.ROOT))))
                .toList();
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
