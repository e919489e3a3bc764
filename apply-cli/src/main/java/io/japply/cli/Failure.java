package io.japply.cli;

import io.japply.threeway.PatchException;

/**
 * A failure japply explains in one line: bad input, a usage mistake, or an engine error put in the
 * context of the files it came from. Never carries a stack trace to the user.
 */
final class Failure extends RuntimeException {
    static final String INPUT = "input";
    static final String USAGE = "usage";

    private final String errorType;

    private Failure(String errorType, String message, Throwable cause) {
        super(message, cause, false, false);
        this.errorType = errorType;
    }

    /** Something wrong with a file, a document or a batch line. */
    static Failure input(String message) {
        return new Failure(INPUT, message, null);
    }

    /** Flags that do not fit together. */
    static Failure usage(String message) {
        return new Failure(USAGE, message, null);
    }

    /** An engine error; {@code context} names the documents, the engine message names the path. */
    static Failure engine(String context, PatchException e) {
        return new Failure(e.errorType(), context + ": " + e.getMessage(), e);
    }

    /** "input", "usage", or the engine's kind of failure ("conflict", "invalid", ...). */
    String errorType() {
        return errorType;
    }
}
