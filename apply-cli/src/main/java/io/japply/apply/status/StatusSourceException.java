package io.japply.apply.status;

/** A list or watch the source could not make; the message says which and why, on one line. */
public class StatusSourceException extends RuntimeException {
    public StatusSourceException(String message, Throwable cause) {
        super(message, cause);
    }

    public StatusSourceException(String message) {
        super(message);
    }
}
