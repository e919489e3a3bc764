package io.japply.threeway;

/** The patch metadata has no answer for a field that needs one (unknown field, wrong kind of schema). */
public final class SchemaLookupException extends PatchException {
    public SchemaLookupException(String path, String message) {
        super(path, message);
    }

    @Override
    public String errorType() {
        return "schema";
    }
}
