package io.japply.apply.status;

import java.util.Arrays;
import java.util.Optional;

/** Where an object stands on its way to being ready, with the names kstatus gives these states. */
public enum Status {
    CURRENT("Current"),
    IN_PROGRESS("InProgress"),
    FAILED("Failed"),
    TERMINATING("Terminating"),
    NOT_FOUND("NotFound"),
    UNKNOWN("Unknown");

    private final String label;

    Status(String label) {
        this.label = label;
    }

    /** The kstatus spelling ("InProgress"), as Flux and Helm print it. */
    public String label() {
        return label;
    }

    public static Optional<Status> fromLabel(String label) {
        return Arrays.stream(values()).filter(s -> s.label.equals(label)).findFirst();
    }

    @Override
    public String toString() {
        return label;
    }
}
