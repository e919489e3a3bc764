package io.japply.threeway;

import java.util.List;

/**
 * A merge list whose merge key does not identify its items: two items share {@code keys} =
 * {@code value}. Computing a patch for such a list would make the server merge the wrong items, so
 * the object is refused (see {@link MergeKeyOptions#allowDuplicates()}).
 */
public final class DuplicateMergeKeyException extends PatchException {
    private final List<String> keys;
    private final String value;

    public DuplicateMergeKeyException(String path, String document, List<String> keys, String value) {
        super(path, "duplicate merge key " + String.join(",", keys) + "=" + value + " in " + document
                + ": the server would merge the wrong items (--allow-duplicate-merge-keys sends kubectl's patch anyway)");
        this.keys = List.copyOf(keys);
        this.value = value;
    }

    /** The merge key (one field, or the fields of a multi-field identity). */
    public List<String> keys() {
        return keys;
    }

    /** The shared value, as kubectl prints it (several fields: comma separated). */
    public String value() {
        return value;
    }

    @Override
    public String errorType() {
        return "duplicate";
    }
}
