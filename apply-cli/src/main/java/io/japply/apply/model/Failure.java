package io.japply.apply.model;

import io.japply.threeway.PatchException;

/**
 * A failure japply explains in one line: bad input, a usage mistake, or an engine error put in the
 * context of the files it came from. Never carries a stack trace to the user.
 */
public final class Failure extends RuntimeException {
    public static final String INPUT = "input";
    public static final String USAGE = "usage";
    /** The object's annotations would pass the API's size limit. */
    public static final String TOO_LARGE = "too-large";
    /** The cluster refused a request or could not be reached. */
    public static final String CLUSTER = "cluster";

    private final String errorType;

    private Failure(String errorType, String message, Throwable cause) {
        super(message, cause, false, false);
        this.errorType = errorType;
    }

    /** Something wrong with a file, a document or a batch line. */
    public static Failure input(String message) {
        return new Failure(INPUT, message, null);
    }

    /** The same, for a failure the cluster answered: {@code cause} is the answer (a conflict, a refusal). */
    public static Failure input(String message, RuntimeException cause) {
        return new Failure(INPUT, message, cause);
    }

    /** An object whose annotations would be refused for their size. */
    public static Failure tooLarge(String message) {
        return new Failure(TOO_LARGE, message, null);
    }

    /** Flags that do not fit together. */
    public static Failure usage(String message) {
        return new Failure(USAGE, message, null);
    }

    /** An engine error; {@code context} names the documents, the engine message names the path. */
    public static Failure engine(String context, PatchException e) {
        return engine(context, e, e.getMessage());
    }

    /** As above, with the engine's message rewritten (a Secret's values masked). */
    public static Failure engine(String context, PatchException e, String message) {
        return new Failure(e.errorType(), context + ": " + message, e);
    }

    /** "input", "usage", or the engine's kind of failure ("conflict", "invalid", ...). */
    public String errorType() {
        return errorType;
    }
}
