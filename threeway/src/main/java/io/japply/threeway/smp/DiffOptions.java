package io.japply.threeway.smp;

/**
 * What a diff produces. The three-way patch is two diffs: additions and changes only (current to
 * modified), and deletions only (original to modified).
 */
record DiffOptions(boolean setElementOrder, boolean ignoreChangesAndAdditions, boolean ignoreDeletions,
                   boolean buildRetainKeys) {
    static final DiffOptions TWO_WAY = new DiffOptions(true, false, false, false);
    static final DiffOptions CHANGES_ONLY = new DiffOptions(true, false, true, false);
    static final DiffOptions DELETIONS_ONLY = new DiffOptions(true, true, false, false);
    static final DiffOptions FULL_WITHOUT_ORDER = new DiffOptions(false, false, false, false);

    DiffOptions withRetainKeys(boolean retainKeys) {
        return retainKeys == buildRetainKeys ? this
                : new DiffOptions(setElementOrder, ignoreChangesAndAdditions, ignoreDeletions, retainKeys);
    }

    boolean addsAndChanges() {
        return !ignoreChangesAndAdditions;
    }

    boolean deletes() {
        return !ignoreDeletions;
    }
}
