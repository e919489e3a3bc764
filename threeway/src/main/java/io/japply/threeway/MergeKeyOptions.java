package io.japply.threeway;

/**
 * How patch creation treats merge keys. {@code allowDuplicates}: a list whose merge key is shared by
 * several items (and has no known multi-field identity) gets kubectl's patch, corruption included,
 * instead of a {@link DuplicateMergeKeyException}. {@code emitPatchMergeKey}: items of lists with a
 * recommended multi-field key carry the {@code $patchMergeKey} directive, for servers that honour it.
 */
public record MergeKeyOptions(boolean allowDuplicates, boolean emitPatchMergeKey) {
    public static final MergeKeyOptions DEFAULT = new MergeKeyOptions(false, false);
    /** Exactly kubectl's patch, duplicates or not (known multi-field identities are still resolved). */
    public static final MergeKeyOptions ALLOW_DUPLICATES = new MergeKeyOptions(true, false);
}
