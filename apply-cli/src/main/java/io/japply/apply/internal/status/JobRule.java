package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import io.japply.apply.status.JobWait;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * Job: Complete=True is Current, Failed=True is Failed, a suspended job is Current. A job that has
 * started and not finished is InProgress under {@link JobWait#COMPLETE} (japply's default: a deploy
 * step waits for its migration Job to end) and Current under {@link JobWait#STARTED} (kstatus' rule).
 */
final class JobRule implements KindRule {
    private final JobWait wait;

    JobRule(JobWait wait) {
        this.wait = wait;
    }

    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        long parallelism = Fields.number(object, "spec.parallelism", 1);
        long completions = Fields.number(object, "spec.completions", parallelism);
        long succeeded = Fields.number(object, "status.succeeded", 0);
        long active = Fields.number(object, "status.active", 0);
        long failed = Fields.number(object, "status.failed", 0);
        for (Condition c : Condition.of(object)) {
            if (c.type().equals("Complete") && c.isTrue()) {
                return StatusResult.current("Job complete: " + succeeded + " of " + completions + " succeeded");
            }
            if (c.type().equals("Failed") && c.isTrue()) {
                return StatusResult.failed(c.reason().isEmpty() ? "JobFailed" : c.reason(),
                        "Job failed: " + c.explain("Failed") + " (" + failed + " failed pods)");
            }
            if (c.type().equals("Suspended") && c.isTrue() && Fields.bool(object, "spec.suspend", false)) {
                return StatusResult.current("Job is suspended");
            }
        }
        if (Fields.text(object, "status.startTime").isEmpty()) {
            return StatusResult.inProgress("JobNotStarted", "Job not started yet");
        }
        String running = "Job running: " + succeeded + " succeeded, " + active + " active, "
                + failed + " failed";
        return wait == JobWait.STARTED ? StatusResult.current(running) : StatusResult.inProgress("JobRunning", running);
    }
}
