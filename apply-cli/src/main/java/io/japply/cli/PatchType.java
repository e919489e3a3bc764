package io.japply.cli;

import java.util.Locale;
import java.util.Optional;

/** The kinds of patch {@code kubectl patch --type} knows. */
enum PatchType {
    STRATEGIC, MERGE, JSON;

    static final String CHOICES = "strategic, merge or json";

    static Optional<PatchType> parse(String value) {
        for (PatchType type : values()) {
            if (type.name().toLowerCase(Locale.ROOT).equals(value)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }

    static String unknown(String value) {
        return "unknown patch type '" + value + "': expected " + CHOICES;
    }
}
