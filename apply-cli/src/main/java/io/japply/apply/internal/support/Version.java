package io.japply.apply.internal.support;

import java.util.Optional;

/** japply's version, from its jar's manifest; none when run from classes (a development build). */
public final class Version {
    private Version() {
    }

    /** The jar's Implementation-Version; empty when run from classes. */
    public static Optional<String> ofJar() {
        return Optional.ofNullable(Version.class.getPackage().getImplementationVersion());
    }

    /** The ApplySet tooling annotation's version: "v" and the jar's version; "v0.0.0-dev" when run from classes. */
    public static String tooling() {
        return "v" + ofJar().filter(v -> Character.isDigit(v.charAt(0))).orElse("0.0.0-dev");
    }
}
