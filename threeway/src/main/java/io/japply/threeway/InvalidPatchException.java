package io.japply.threeway;

/** A document or patch breaks a rule of the patch format; the message names the rule. */
public final class InvalidPatchException extends PatchException {
    public InvalidPatchException(String path, String message) {
        super(path, message);
    }

    @Override
    public String errorType() {
        return "invalid";
    }
}
