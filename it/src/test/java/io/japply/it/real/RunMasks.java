package io.japply.it.real;

/**
 * What differs between two runs of kubectl itself, masked line by line before comparing kubectl's
 * bytes with japply's: values the server assigns (uid, creationTimestamp, resourceVersion, a condition's
 * lastTransitionTime and lastUpdateTime, a managedFields entry's time), in YAML, JSON and diff lines; and
 * diff's temporary folders and the file times of its ---/+++ headers (kubectl's diff(1) names
 * /tmp/LIVE-123/x and a time).
 */
final class RunMasks {
    private RunMasks() {
    }

    /**
     * A value the server assigns, in a YAML, JSON or diff line; nested maps ({@code uid:} alone, {@code "uid": {}) kept.
     * A Deployment's conditions carry the second its controller last wrote them ({@code lastUpdateTime}), which two
     * clusters (or two runs of kubectl) do not share.
     */
    static String assigned(String line) {
        return line.replaceFirst(
                "^([-+ ]? *(- )?\"?(uid|creationTimestamp|resourceVersion|time|lastTransitionTime|lastUpdateTime)\"?: )(?![{\\[]).+$",
                "$1ASSIGNED");
    }

    /** diff's temporary folder names and its header's file times. */
    static String diffFolders(String line) {
        return line.replaceAll("/\\S*/(LIVE|MERGED)-\\d+/", "$1/").replaceFirst("^((---|\\+\\+\\+) \\S+)\t.*$", "$1");
    }

    /** Both masks on every line of {@code text}. */
    static String runIndependent(String text) {
        StringBuilder masked = new StringBuilder();
        text.lines().forEach(line -> masked.append(diffFolders(assigned(line))).append('\n'));
        return masked.toString();
    }
}
