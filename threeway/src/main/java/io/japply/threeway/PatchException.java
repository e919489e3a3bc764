package io.japply.threeway;

/** Base of every engine error: says what went wrong and where (a dotted path in the document). */
public abstract class PatchException extends RuntimeException {
    private final String path;

    protected PatchException(String path, String message) {
        super(path == null || path.isEmpty() ? message : message + " (at " + path + ")");
        this.path = path == null ? "" : path;
    }

    /** Where in the document the error happened; empty for the root. */
    public String path() {
        return path;
    }

    /** Short machine-readable name of the kind of failure, used in batch output. */
    public abstract String errorType();
}
