package io.japply.threeway.json;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;

/**
 * What japply reads, in one place, so every reader refuses what a writer could not write: the YAML
 * and JSON readers check these, the writers are built to accept at least as much.
 */
public final class Limits {
    /** Levels of objects and arrays in one document; the root object is level 1 (Jackson's default). */
    public static final int MAX_DEPTH = StreamReadConstraints.DEFAULT_MAX_DEPTH;
    /** Levels a writer must accept: a document read plus the List and items japply may wrap it in. */
    public static final int MAX_WRITE_DEPTH = MAX_DEPTH + 8;
    /** Characters in one JSON string (Jackson's default); the API server refuses bodies over 3 MiB anyway. */
    public static final int MAX_STRING_LENGTH = StreamReadConstraints.DEFAULT_MAX_STRING_LEN;
    /** Characters in one JSON number (Jackson's default). */
    public static final int MAX_NUMBER_LENGTH = StreamReadConstraints.DEFAULT_MAX_NUM_LEN;
    /** Code points in one YAML document; SnakeYAML's own 3 MB default refuses a large but valid List. */
    public static final int MAX_YAML_CODE_POINTS = 64 * 1024 * 1024;

    private Limits() {
    }

    /** What every writer of japply accepts: at least what the readers let through. */
    public static StreamWriteConstraints writeConstraints() {
        return StreamWriteConstraints.builder().maxNestingDepth(MAX_WRITE_DEPTH).build();
    }

    /** A path as a JSON pointer, cut in the middle when long (a path at the depth limit has 1000 steps). */
    static String pointer(java.util.List<String> steps) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < steps.size(); i++) {
            if (steps.size() > 12 && i == 6) {
                out.append("/...(").append(steps.size() - 12).append(" more)");
                i = steps.size() - 6;
            }
            out.append('/').append(steps.get(i).replace("~", "~0").replace("/", "~1"));
        }
        return out.length() == 0 ? "/" : out.toString();
    }
}
