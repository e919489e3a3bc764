package io.japply.apply.status;

import java.util.Objects;

/**
 * The status of one object, a short CamelCase reason a program can test, and a message for people.
 * The reason is empty when the status needs no explanation.
 */
public record StatusResult(Status status, String reason, String message) {
    public StatusResult {
        Objects.requireNonNull(status, "status");
        reason = reason == null ? "" : reason;
        message = message == null ? "" : message;
    }

    public static StatusResult current(String message) {
        return new StatusResult(Status.CURRENT, "", message);
    }

    public static StatusResult inProgress(String reason, String message) {
        return new StatusResult(Status.IN_PROGRESS, reason, message);
    }

    public static StatusResult failed(String reason, String message) {
        return new StatusResult(Status.FAILED, reason, message);
    }

    public static StatusResult unknown(String reason, String message) {
        return new StatusResult(Status.UNKNOWN, reason, message);
    }
}
