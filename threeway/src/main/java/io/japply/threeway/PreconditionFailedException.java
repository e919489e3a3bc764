package io.japply.threeway;

/** A computed patch would change something that must not change (apiVersion, kind, name). */
public final class PreconditionFailedException extends PatchException {
    public PreconditionFailedException(String path, String message) {
        super(path, message);
    }

    @Override
    public String errorType() {
        return "precondition";
    }
}
