package io.japply.threeway.smp;

/**
 * How a merge treats directives and nulls. Applying a patch (the server's view) processes parallel
 * lists and drops unmatched nulls; merging two patch halves keeps both as they are.
 */
record MergeOptions(boolean mergeParallelList, boolean ignoreUnmatchedNulls) {
    static final MergeOptions APPLY = new MergeOptions(true, true);
    static final MergeOptions COMBINE_PATCHES = new MergeOptions(false, false);
}
