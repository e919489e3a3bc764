package io.japply.apply.model;

/**
 * kubectl's {@code --validate}: what the server does with fields its schema does not know, sent
 * with every write as the {@code fieldValidation} query parameter, as kubectl does (strict by
 * default).
 */
public enum FieldValidation {
    /** The server refuses the write, naming the fields. */
    STRICT("Strict"),
    /** The server drops the fields and answers with a warning for each (see {@link ApplyResult#warnings()}). */
    WARN("Warn"),
    /** The server drops the fields silently. */
    IGNORE("Ignore");

    private final String queryValue;

    FieldValidation(String queryValue) {
        this.queryValue = queryValue;
    }

    /** The value of the fieldValidation query parameter: Strict, Warn or Ignore. */
    public String queryValue() {
        return queryValue;
    }
}
