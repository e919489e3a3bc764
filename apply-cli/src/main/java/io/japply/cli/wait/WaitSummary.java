package io.japply.cli.wait;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.WaitOutcome;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * --wait-ready's part of --summary=json: each record's {@code status}, {@code statusMessage} and
 * {@code readyAfterMs} (from the start of the wait), and the top-level {@code wait}: its result
 * (ready, failed, timedOut, interrupted), how long it took and its message. All null without a wait.
 */
public final class WaitSummary {
    private WaitSummary() {
    }

    public static void addTo(ObjectNode summary, ApplyResult[] results, WaitOutcome waited, Instant start) {
        Map<ResourceRef, ObjectStatus> statuses = new HashMap<>();
        if (waited != null) {
            waited.objects().forEach(o -> statuses.put(o.ref(), o));
        }
        JsonNode records = summary.path("objects");
        for (int i = 0; i < results.length && i < records.size(); i++) {
            // a failed object was never placed: nothing was waited for
            ObjectStatus status = results[i].failed() ? null : statuses.get(WaitStep.ref(results[i].id()));
            ObjectNode record = (ObjectNode) records.get(i);
            record.put("status", status == null ? null : status.status().label());
            record.put("statusMessage", status == null ? null : status.result().message());
            record.put("readyAfterMs", status == null || status.readyAt() == null ? null
                    : Duration.between(start, status.readyAt()).toMillis());
        }
        if (waited == null) {
            summary.putNull("wait");
            return;
        }
        ObjectNode wait = summary.putObject("wait");
        wait.put("result", result(waited.end()));
        wait.put("waitedMs", waited.waited().toMillis());
        wait.put("message", WaitText.head(waited));
    }

    /** The summary's word for how a wait ended. */
    public static String result(WaitOutcome.End end) {
        return switch (end) {
            case ALL_CURRENT -> "ready";
            case FAILED -> "failed";
            case TIMED_OUT -> "timedOut";
            case INTERRUPTED -> "interrupted";
            case REFUSED -> "refused";
            case CHECKED_ONCE -> "notReady";
        };
    }
}
