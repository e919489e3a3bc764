package io.japply.apply.status;

import java.time.Instant;
import java.util.Optional;

/** Where one awaited object stands; {@code readyAt} is set while it is Current, from when it became so. */
public record ObjectStatus(ResourceRef ref, StatusResult result, Instant readyAt) {

    public Status status() {
        return result.status();
    }

    public Optional<Instant> readyTime() {
        return Optional.ofNullable(readyAt);
    }

    /** "Deployment shop/web: InProgress: 1 of 3 replicas updated". */
    public String describe() {
        return ref + ": " + result.status().label() + (result.message().isEmpty() ? "" : ": " + result.message());
    }
}
