package io.japply.apply;

import java.util.Optional;

/** japply's version as its jar's manifest says it; none when it runs from classes (a development build). */
public final class BuildVersion {
    private BuildVersion() {
    }

    /** The jar's Implementation-Version; empty when run from classes. */
    public static Optional<String> ofJar() {
        return io.japply.apply.internal.support.Version.ofJar();
    }
}
