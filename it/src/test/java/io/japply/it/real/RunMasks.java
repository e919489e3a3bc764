package io.japply.it.real;

import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * What differs between two runs of kubectl itself, masked before comparing kubectl's bytes with japply's:
 * values the server assigns (uid, any uid elsewhere, creationTimestamp, resourceVersion, a condition's lastTransitionTime and
 * lastUpdateTime, a managedFields entry's time), in YAML, JSON and diff lines; diff's temporary folders and
 * the file times of its ---/+++ headers (kubectl's diff(1) names /tmp/LIVE-123/x and a time); klog's time
 * and process id; the namespace's name and what is made of it (an ApplySet's id). Every mask replaces a
 * value where it stands: a line is never dropped, joined or added, and each line keeps its own end
 * ({@link #eachLine}), so what is left is compared byte for byte.
 */
final class RunMasks {
    /** A server-assigned field's value, quoted or not; a nested map or list after the key ({@code uid: {}}) is kept. */
    private static final Pattern ASSIGNED = Pattern.compile(
            "^([-+ ]? *(- )?\"?(uid|creationTimestamp|resourceVersion|time|lastTransitionTime|lastUpdateTime)\"?: )"
                    + "(\"(?:[^\"\\\\]|\\\\.)*\"|'[^']*'|[^\\s\"'{\\[,][^,]*?)(,?\\s*)$");
    /** klog's header: severity, month and day, time to the microsecond, process id (padded to 7). */
    private static final Pattern KLOG = Pattern.compile("^([IWEF])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ");
    /** A uid as the server makes it (a random UUID), wherever it stands: in a label's value, in a server's message. */
    private static final Pattern UID = Pattern.compile("\\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\b");
    /** An ApplySet's id hashes its parent's name, namespace, kind and group. */
    private static final Pattern APPLYSET_ID = Pattern.compile("applyset-[A-Za-z0-9_-]{43}-v1");

    private RunMasks() {
    }

    /**
     * {@code mask} on each line of {@code text}, each line's end ({@code \n}, or none after the last) kept as
     * it was: the result has exactly the lines of {@code text}. A mask that returns a line break fails.
     */
    static String eachLine(String text, UnaryOperator<String> mask) {
        StringBuilder masked = new StringBuilder(text.length());
        int start = 0;
        while (start < text.length()) {
            int end = text.indexOf('\n', start);
            int stop = end < 0 ? text.length() : end;
            String line = mask.apply(text.substring(start, stop));
            if (line.indexOf('\n') >= 0) {
                throw new IllegalStateException("a mask replaces values, it must not break a line: " + line);
            }
            masked.append(line);
            if (end >= 0) {
                masked.append('\n');
            }
            start = stop + 1;
        }
        return masked.toString();
    }

    /**
     * A value the server assigns, in a YAML, JSON or diff line, replaced by {@code ASSIGNED}: the key, the
     * indentation and a JSON comma after it stay. Nested maps ({@code uid:} alone, {@code "uid": {}) are kept.
     * A Deployment's conditions carry the second its controller last wrote them ({@code lastUpdateTime}),
     * which two clusters (or two runs of kubectl) do not share.
     */
    static String assigned(String line) {
        return ASSIGNED.matcher(line).replaceFirst("$1ASSIGNED$5");
    }

    /**
     * Any uid, as UID: a Job's pod template carries its own ({@code controller-uid}), and the server's refusal
     * of a changed template quotes it.
     */
    static String uids(String line) {
        return UID.matcher(line).replaceAll("UID");
    }

    /** diff's temporary folder names and its header's file times. */
    static String diffFolders(String line) {
        return line.replaceAll("/\\S*/(LIVE|MERGED)-\\d+/", "$1/").replaceFirst("^((---|\\+\\+\\+) \\S+)\t.*$", "$1");
    }

    /** klog's time and process id ({@code W1207 20:55:07.086651   12515 helpers.go:702] ...}); the rest stays. */
    static String klog(String line) {
        return KLOG.matcher(line).replaceFirst("$1MMDD hh:mm:ss.micros PID ");
    }

    /** The namespace's name, as {@code as}. */
    static UnaryOperator<String> namespace(String namespace, String as) {
        return line -> line.replace(namespace, as);
    }

    /**
     * An ApplySet's id, as APPLYSET-ID: it hashes the parent's namespace among others, so the same set in two
     * namespaces has two ids.
     */
    static String applySetId(String line) {
        return APPLYSET_ID.matcher(line).replaceAll("APPLYSET-ID");
    }

    /**
     * The program's own name where a usage error names it ("See 'japply apply -h'", {@code for "japply"}):
     * each tool names itself (docs/differences.md).
     */
    static String program(String line) {
        return line.replaceAll("(See '|for \")(kubectl|japply)\\b", "$1PROGRAM");
    }

    /** Both of {@link #assigned} and {@link #diffFolders} on every line of {@code text}. */
    static String runIndependent(String text) {
        return eachLine(text, line -> diffFolders(assigned(line)));
    }

    /**
     * What two runs of one command line differ in, each in its own namespace, on every line of {@code text}:
     * klog's header, the namespace (as NS), the program's name, diff's folders, uids and the server's values.
     */
    static String twoRuns(String text, String namespace) {
        UnaryOperator<String> ns = namespace(namespace, "NS");
        return eachLine(text, line -> assigned(uids(diffFolders(program(ns.apply(klog(line)))))));
    }
}
