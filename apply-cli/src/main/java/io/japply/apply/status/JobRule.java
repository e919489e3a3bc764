package io.japply.apply.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * Job: Complete=True is Current, Failed=True is Failed, a suspended job is Current. As in kstatus,
 * a job that has started is Current while it runs: waiting for it to finish is a different
 * question (a job may run for hours), and the apply wait answers only whether it is under way.
 */
final class JobRule implements KindRule {
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
        return StatusResult.current("Job running: " + succeeded + " succeeded, " + active + " active, "
                + failed + " failed");
    }
}
