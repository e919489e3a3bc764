package io.japply.apply.internal.preview;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;
import java.util.ArrayList;
import java.util.List;

/**
 * The built-in diff: what {@code diff -u -N LIVE MERGED} prints for one object's files, made with
 * java-diff-utils, without temporary files or timestamps (kubectl runs diff(1) on two temporary
 * directories; we name them LIVE and MERGED).
 */
public final class UnifiedText {
    public static final int CONTEXT = 3;

    private UnifiedText() {
    }

    /** The lines of the diff, headed by the diff command line and ---/+++; empty when nothing changes. */
    public static List<String> lines(RenderedPair pair) {
        if (!pair.changed()) {
            return List.of();
        }
        List<String> before = split(pair.live());
        List<String> after = split(pair.merged());
        Patch<String> patch = DiffUtils.diff(before, after);
        String from = "LIVE/" + pair.name();
        String to = "MERGED/" + pair.name();
        List<String> lines = new ArrayList<>();
        lines.add("diff -u -N " + from + " " + to);
        for (String line : UnifiedDiffUtils.generateUnifiedDiff(from, to, before, patch, CONTEXT)) {
            lines.add(line.startsWith("@@") ? emptySide(line, before.isEmpty(), after.isEmpty()) : line);
        }
        return lines;
    }

    /**
     * diff(1) numbers an empty side's range 0,0 ("@@ -0,0 +1,7 @@" for a new object, "@@ -1,7 +0,0 @@"
     * for one deleted, as kubectl diff --prune shows it); java-diff-utils says 1,0.
     */
    private static String emptySide(String hunk, boolean noBefore, boolean noAfter) {
        String header = noBefore ? hunk.replaceFirst("^@@ -1,0 ", "@@ -0,0 ") : hunk;
        return noAfter ? header.replaceFirst(" \\+1,0 @@", " +0,0 @@") : header;
    }

    private static List<String> split(String text) {
        return text.isEmpty() ? List.of() : text.lines().toList();
    }
}
