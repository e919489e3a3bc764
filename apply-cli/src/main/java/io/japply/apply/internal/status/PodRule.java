package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * Pod, by phase. Deliberate departures from kstatus, following issue 15: a container (or init
 * container) waiting in ImagePullBackOff, ErrImagePull or InvalidImageName is Failed in any phase
 * (kstatus: InProgress while Pending); CrashLoopBackOff is Failed in Pending too (kstatus: only
 * Running); phase Failed is Failed (kstatus: Current, "completed").
 */
final class PodRule implements KindRule {
    /** How long a pod may stay unschedulable before that counts as a failure, as in kstatus. */
    static final Duration SCHEDULE_GRACE = Duration.ofSeconds(15);

    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        String phase = Fields.text(object, "status.phase");
        switch (phase) {
            case "":
                return StatusResult.inProgress("PodNotObserved", "Pod has no phase yet");
            case "Succeeded":
                return StatusResult.current("Pod completed successfully");
            case "Failed":
                return StatusResult.failed("PodFailed", failedMessage(object));
            case "Running":
                return running(object);
            case "Pending":
                return pending(object, now);
            default:
                return StatusResult.unknown("UnknownPhase", "Pod phase is " + phase);
        }
    }

    private static StatusResult running(JsonNode object) {
        if (Condition.find(Condition.of(object), "Ready").map(Condition::isTrue).orElse(false)) {
            return StatusResult.current("Pod is Ready");
        }
        return ContainerTrouble.find(object)
                .orElse(StatusResult.inProgress("PodRunningNotReady", "Pod is running but not Ready"));
    }

    private static StatusResult pending(JsonNode object, Instant now) {
        Optional<StatusResult> trouble = ContainerTrouble.find(object);
        if (trouble.isPresent()) {
            return trouble.get();
        }
        Optional<Condition> unscheduled = Condition.find(Condition.of(object), "PodScheduled")
                .filter(c -> c.isFalse() && c.reason().equals("Unschedulable"));
        if (unscheduled.isEmpty()) {
            return StatusResult.inProgress("PodPending", "Pod is Pending");
        }
        if (withinGrace(object, now)) {
            return StatusResult.inProgress("PodNotScheduled", "Pod not scheduled yet: " + unscheduled.get().explain("Unschedulable"));
        }
        return StatusResult.failed("PodUnschedulable", "Pod cannot be scheduled: " + unscheduled.get().explain("Unschedulable"));
    }

    /** A missing or unreadable creation time counts as long ago, as a zero time does in kstatus. */
    private static boolean withinGrace(JsonNode object, Instant now) {
        try {
            Instant created = Instant.parse(Fields.text(object, "metadata.creationTimestamp"));
            return now.isBefore(created.plus(SCHEDULE_GRACE));
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static String failedMessage(JsonNode object) {
        String message = Fields.text(object, "status.message");
        String reason = Fields.text(object, "status.reason");
        if (!message.isEmpty() || !reason.isEmpty()) {
            return "Pod failed: " + (reason.isEmpty() ? message : message.isEmpty() ? reason : reason + ": " + message);
        }
        return ContainerTrouble.terminated(object).orElse("Pod failed");
    }
}
