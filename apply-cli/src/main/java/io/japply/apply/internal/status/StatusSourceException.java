package io.japply.apply.internal.status;

/** A list or watch the source could not make; the message says which and why, on one line. */
public class StatusSourceException extends RuntimeException {
    private static final int UNAUTHORIZED = 401;
    private static final int FORBIDDEN = 403;

    /** The server's HTTP status, 0 when no server answered. */
    private final int code;

    public StatusSourceException(String message, Throwable cause, int code) {
        super(message, cause);
        this.code = code;
    }

    public StatusSourceException(String message, int code) {
        super(message);
        this.code = code;
    }

    public StatusSourceException(String message) {
        this(message, 0);
    }

    /** The server refused who japply is (401) or what it asked (403): asking again cannot help. */
    public boolean refused() {
        return code == UNAUTHORIZED || code == FORBIDDEN;
    }
}
