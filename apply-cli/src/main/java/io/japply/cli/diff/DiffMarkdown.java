package io.japply.cli.diff;

import io.japply.apply.DiffAction;
import io.japply.apply.DiffExplanation;
import io.japply.apply.DiffObject;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * japply diff -o markdown, for a pull-request comment: the counts by action, a table of the objects
 * that change, then per object a collapsible section with its masked unified diff (and with
 * --explain its reasons), cut to the byte limit with a note.
 */
final class DiffMarkdown {
    /** GitHub's limit for a comment body, in characters; counted here in bytes, so it always fits. */
    static final long DEFAULT_MAX_BYTES = 65536;
    private static final Pattern BACKTICKS = Pattern.compile("`+");

    private DiffMarkdown() {
    }

    /** {@code explain}: --explain was given; {@code maxBytes} 0 for no limit. */
    static String render(List<DiffObject> objects, DiffCounts counts, List<String> errors,
                         boolean explain, long maxBytes) {
        List<Changed> changed = objects.stream().filter(o -> o.action() != DiffAction.UNCHANGED)
                .map(o -> new Changed(o, o.diffLines())).toList();
        List<MarkdownBudget.Block> blocks = new ArrayList<>();
        blocks.add(MarkdownBudget.Block.whole(counts(counts)));
        if (!changed.isEmpty()) {
            blocks.add(new MarkdownBudget.Block(List.of("| Object | Namespace | Action | Lines |", "|---|---|---|---|"),
                    changed.stream().map(DiffMarkdown::row).toList(), List.of(""), false));
        }
        if (!errors.isEmpty()) {
            blocks.add(fenced(List.of("**Errors**", ""), "", errors, List.of("")));
        }
        changed.forEach(c -> blocks.add(section(c, explain ? c.object().explanation().orElse(null) : null)));
        return MarkdownBudget.fit(blocks, maxBytes);
    }

    private static List<String> counts(DiffCounts counts) {
        List<String> lines = new ArrayList<>(List.of("### japply diff: " + counts.line(), "", "| Action | Objects |",
                "|---|---:|", "| change | " + counts.changed() + " |", "| create | " + counts.created() + " |",
                "| unchanged | " + counts.unchanged() + " |"));
        if (counts.pruning() || counts.pruned() > 0) {
            lines.add("| prune | " + counts.pruned() + " |");
        }
        if (counts.failed() > 0) {
            lines.add("| failed | " + counts.failed() + " |");
        }
        lines.add("");
        return lines;
    }

    /** A changed object with its unified diff, made once for its row, its summary and its section. */
    private record Changed(DiffObject object, List<String> diff) {
        /** "+5 -3": the lines the diff adds and removes, its three header lines not counted. */
        String lines() {
            long added = diff.stream().skip(3).filter(l -> l.startsWith("+")).count();
            long removed = diff.stream().skip(3).filter(l -> l.startsWith("-")).count();
            return "+" + added + " -" + removed;
        }
    }

    private static String row(Changed changed) {
        DiffObject object = changed.object();
        return "| " + code(object.ref().display()) + " | " + (object.ref().namespace() == null ? ""
                : code(object.ref().namespace())) + " | " + object.action().word() + " | " + changed.lines() + " |";
    }

    /** One object: a closed {@code <details>} whose summary names it, holding its diff in a diff block. */
    private static MarkdownBudget.Block section(Changed changed, DiffExplanation explanations) {
        DiffObject object = changed.object();
        String summary = "<details><summary><code>" + html(object.ref().display()) + "</code>"
                + (object.ref().namespace() == null ? "" : " in <code>" + html(object.ref().namespace()) + "</code>")
                + ": " + object.action().word() + ", " + changed.lines() + "</summary>";
        List<String> tail = new ArrayList<>();
        if (explanations != null) {
            List<String> reasons = explanations.error() != null ? List.of(explanations.error())
                    : explanations.reasons().stream().map(DiffExplanation.Reason::line).map(String::strip).toList();
            tail.add("");
            tail.add("Why:");
            tail.add("");
            tail.addAll(fenced(List.of(), "", reasons, List.of()).lines());
        }
        tail.addAll(List.of("", "</details>", ""));
        return fenced(List.of(summary, ""), "diff", changed.diff(), tail).asSection();
    }

    /** Lines in a fenced code block whose fence is longer than any run of backticks in them. */
    private static MarkdownBudget.Block fenced(List<String> before, String language, List<String> body, List<String> after) {
        String fence = fenceFor(body);
        List<String> head = new ArrayList<>(before);
        head.add(fence + language);
        List<String> tail = new ArrayList<>();
        tail.add(fence);
        tail.addAll(after);
        return new MarkdownBudget.Block(head, body, tail, false);
    }


    private static String fenceFor(List<String> body) {
        int longest = 2;
        for (String line : body) {
            Matcher run = BACKTICKS.matcher(line);
            while (run.find()) {
                longest = Math.max(longest, run.group().length());
            }
        }
        return "`".repeat(longest + 1);
    }

    /** Inline code in a table cell: a pipe would end the cell. */
    private static String code(String text) {
        return "`" + text.replace("`", "'").replace("|", "\\|") + "`";
    }

    private static String html(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
