package io.japply.apply.model;

/** kubectl's {@code --dry-run} modes. */
public enum DryRun {
    /** Apply for real. */
    NONE,
    /** Nothing is sent that writes: the engine predicts what the server would store. */
    CLIENT,
    /** Every write is sent with {@code dryRun=All}: the server validates and answers, and stores nothing. */
    SERVER
}
