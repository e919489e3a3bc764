package io.japply.threeway;

/** The live object changed something that the patch also changes, differently (three-way, overwrite off). */
public final class ConflictException extends PatchException {
    public ConflictException(String message) {
        super("", message);
    }

    @Override
    public String errorType() {
        return "conflict";
    }
}
