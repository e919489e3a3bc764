package io.japply.apply.preview;

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
        lines.addAll(UnifiedDiffUtils.generateUnifiedDiff(from, to, before, patch, CONTEXT));
        return lines;
    }

    private static List<String> split(String text) {
        return text.isEmpty() ? List.of() : text.lines().toList();
    }
}
