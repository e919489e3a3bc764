package io.japply.cli;

import java.util.Locale;

/**
 * --validate: how the server treats fields its schema does not know, sent with every write as the
 * fieldValidation query parameter, as kubectl 1.32 does (strict by default).
 */
enum FieldValidation {
    /** Refuse the write. */
    STRICT("Strict"),
    /** Drop the fields and answer with a Warning header for each. */
    WARN("Warn"),
    /** Drop the fields silently. */
    IGNORE("Ignore");

    /** The value of the fieldValidation query parameter. */
    final String parameter;

    FieldValidation(String parameter) {
        this.parameter = parameter;
    }

    /** kubectl's values: strict (or true), warn, ignore (or false); like kubectl, any case and Go's spellings of a bool. */
    static FieldValidation parse(String flag) {
        return switch (flag.toLowerCase(Locale.ROOT)) {
            case "strict", "true", "t", "1" -> STRICT;
            case "warn" -> WARN;
            case "ignore", "false", "f", "0" -> IGNORE;
            default -> throw Failure.usage("invalid - validate option \"" + flag
                    + "\"; must be one of: strict (or true), warn, ignore (or false)");
        };
    }
}
