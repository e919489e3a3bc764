package io.japply.it.real;

import io.japply.it.JapplyRun;
import io.japply.it.publish.Command;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a run did, as facts both tools can be held to: examples/library's {@code example.Runs} prints them
 * one a line ("applied configmap/a CREATED", "pruned configmap/b", "rolled back configmap/a RESTORED",
 * "waited TIMED_OUT", "not ready deployment.apps/web"); the command line's lines are read into the same
 * facts. Sorted: the two tools need not finish objects in the same order. An object that failed is told
 * in each tool's words (the exit code and the rollback say it here).
 */
record LibraryConsumerOutcomes(int exitCode, List<String> facts) {
    private static final Pattern APPLIED = Pattern.compile("(\\S+) (created|configured|unchanged)");
    private static final Pattern PRUNED = Pattern.compile("(\\S+) pruned");
    private static final Pattern ROLLED_BACK = Pattern.compile("(\\S+) (rolled back|deleted \\(rolled back\\)|created again \\(rolled back\\))");
    private static final Map<String, String> STEPS = Map.of("rolled back", "RESTORED",
            "deleted (rolled back)", "DELETED", "created again (rolled back)", "RECREATED");
    private static final Pattern READY = Pattern.compile("(all \\d+ objects|1 object) ready after \\S+");
    private static final Pattern NOT_READY_HEAD = Pattern.compile("error: (timed out after|interrupted while|cannot wait for)"
            + " .*|error: \\S+ Failed.*");
    private static final Pattern LISTED = Pattern.compile(" {2}(\\S+) .*");

    /** The library user's program: its facts as it printed them. */
    static LibraryConsumerOutcomes of(Command.Result run) {
        List<String> facts = new ArrayList<>(run.out().lines().filter(line -> line.matches(
                "(applied|pruned|prune failed|rolled back|waited|not ready) .*")).toList());
        facts.sort(null);
        return new LibraryConsumerOutcomes(run.exitCode(), facts);
    }

    /** The command line's run: its stdout's object lines and its stderr's wait lines, read into facts. */
    static LibraryConsumerOutcomes of(JapplyRun run) {
        List<String> facts = new ArrayList<>();
        for (String line : run.out().lines().toList()) {
            Matcher matched;
            if ((matched = APPLIED.matcher(line)).matches()) {
                facts.add("applied " + matched.group(1) + " " + matched.group(2).toUpperCase(Locale.ROOT));
            } else if ((matched = PRUNED.matcher(line)).matches()) {
                facts.add("pruned " + matched.group(1));
            } else if ((matched = ROLLED_BACK.matcher(line)).matches()) {
                facts.add("rolled back " + matched.group(1) + " " + STEPS.get(matched.group(2)));
            }
        }
        facts.addAll(waitFacts(run.err()));
        facts.sort(null);
        return new LibraryConsumerOutcomes(run.code(), facts);
    }

    /** The readiness wait's end (not the rollback's, whose lines begin "rollback: "), and the objects not ready. */
    private static List<String> waitFacts(String err) {
        List<String> facts = new ArrayList<>();
        boolean listing = false;
        for (String line : err.lines().toList()) {
            if (READY.matcher(line).matches()) {
                facts.add("waited ALL_CURRENT");
                listing = false;
            } else if (NOT_READY_HEAD.matcher(line).matches()) {
                facts.add("waited " + end(line));
                if (end(line).equals("FAILED")) { // the failed object is named in the head, the others listed
                    facts.add("not ready " + line.split(" ")[1]);
                }
                listing = true;
            } else if (listing && LISTED.matcher(line).matches() && !line.startsWith("  not ready when")) {
                Matcher listed = LISTED.matcher(line);
                listed.matches();
                facts.add("not ready " + listed.group(1));
            } else if (!line.startsWith("  ")) {
                listing = false;
            }
        }
        return facts;
    }

    private static String end(String head) {
        if (head.startsWith("error: timed out")) {
            return "TIMED_OUT";
        }
        if (head.startsWith("error: interrupted")) {
            return "INTERRUPTED";
        }
        return head.startsWith("error: cannot wait") ? "REFUSED" : "FAILED";
    }
}
