package io.japply.cli.flags;

import java.util.Locale;
import java.util.Optional;

/** The kinds of patch {@code kubectl patch --type} knows. */
public enum PatchKind {
    STRATEGIC, MERGE, JSON;

    static final String CHOICES = "strategic, merge or json";

    public static Optional<PatchKind> parse(String value) {
        for (PatchKind type : values()) {
            if (type.name().toLowerCase(Locale.ROOT).equals(value)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }

    public static String unknown(String value) {
        return "unknown patch type '" + value + "': expected " + CHOICES;
    }
}
