package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.internal.preview.ChangedPaths;

/**
 * One changed path of a diffed object ({@link DiffObject#changes}): list items named by their merge
 * key, values masked as in the diff's text; {@code before} null when added, {@code after} when removed.
 */
public record DiffChange(String path, Op op, JsonNode before, JsonNode after) {
    public enum Op { ADD, REMOVE, REPLACE }

    static DiffChange of(ChangedPaths.Change change) {
        return new DiffChange(change.path(), Op.valueOf(change.op().name()), change.before(), change.after());
    }
}
