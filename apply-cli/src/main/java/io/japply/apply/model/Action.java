package io.japply.apply.model;

/** What an apply did to one object; the command line prints each as kubectl's word for it. */
public enum Action {
    /** The object did not exist and was created (with the last-applied annotation). */
    CREATED,
    /** A patch was sent (or, in a dry run, would be). */
    CONFIGURED,
    /** Nothing to change: no request was sent. */
    UNCHANGED,
    /** Sent as a server-side apply: the server merged it and tracks the field owners. */
    SERVER_SIDE_APPLIED,
    /** Deleted because its ApplySet no longer has it (or, in a dry run, would be). */
    PRUNED,
    /** The object could not be applied; the result's {@code error()} says why. */
    FAILED
}
