package io.japply.threeway;

/**
 * A patch item's {@code $patchMergeKey} fields match several items of the live list, so the item
 * names no single place to merge into or delete.
 */
public final class AmbiguousMergeKeyException extends PatchException {
    public AmbiguousMergeKeyException(String path, String message) {
        super(path, message);
    }

    @Override
    public String errorType() {
        return "ambiguous";
    }
}
