package io.japply.apply.model;

/**
 * Why an object could not be applied. The message names the object (its source and, once known,
 * its kind and name) and the reason; {@link #reason()} tells the kind of failure without parsing it.
 */
public final class ApplyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The kinds of failure. */
    public enum Reason {
        /** The manifest cannot be an object: malformed, missing its name, refused by the engine. */
        INVALID_INPUT,
        /** The server found the object invalid (422), e.g. a change to an immutable field. */
        INVALID,
        /** The object kept changing while it was applied, or a field belongs to someone else. */
        CONFLICT,
        /** Not allowed (403). */
        FORBIDDEN,
        /** No or bad credentials (401). */
        UNAUTHORIZED,
        /** The server serves no such kind, or answered 404. */
        NOT_FOUND,
        /** The server could not be reached, or did not answer in time. */
        UNREACHABLE,
        /** The server failed (5xx) or answered something japply did not expect. */
        SERVER_ERROR,
        /** Its annotations with the last-applied configuration would pass the API's size limit. */
        ANNOTATION_TOO_LARGE,
        /** A merge list has duplicate keys that a strategic merge patch would corrupt. */
        DUPLICATE_MERGE_KEYS,
        /** Its CustomResourceDefinition did not become Established in time, or was not applied. */
        NOT_READY,
        /** A bug in japply. */
        INTERNAL
    }

    private final Reason reason;
    private final String source;

    public ApplyException(Reason reason, String source, String message, Throwable cause) {
        super(message, cause);
        this.reason = reason;
        this.source = source;
    }

    public Reason reason() {
        return reason;
    }

    /** Where the object came from: "app.yaml, document 2", or the kind and name of an object given in Java. */
    public String source() {
        return source;
    }
}
