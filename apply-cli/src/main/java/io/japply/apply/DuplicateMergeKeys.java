package io.japply.apply;

import io.japply.apply.model.ApplyException;

/** What to do with a merge list whose key several items share (two env vars of one name, say). */
public enum DuplicateMergeKeys {
    /**
     * Refuse the object with {@link ApplyException.Reason#DUPLICATE_MERGE_KEYS}, unless the list has a
     * known full identity (Service and container ports: port and protocol), which is resolved exactly.
     */
    REFUSE,
    /** Send kubectl's patch as kubectl would, even though it corrupts such a list. */
    ALLOW
}
