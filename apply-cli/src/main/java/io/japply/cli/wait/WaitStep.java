package io.japply.cli.wait;

import io.japply.apply.ApplyJob;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;
import io.japply.cli.report.Report;
import java.io.PrintWriter;
import java.time.Instant;

/**
 * apply --wait-ready's screen and log: the library's readiness wait ({@link ApplyJob}) heard and printed
 * as it goes on stderr; the report keeps the outcome for the summary and the exit code.
 */
public record WaitStep(WaitOptions options, WaitClock clock, boolean terminal) {

    /** The wait's events for {@code report}, printed on {@code err}. */
    public ApplyJob.WaitEvents printingTo(Report report, PrintWriter err) {
        return new ApplyJob.WaitEvents() {
            private Instant start;
            private WaitLog printer;

            @Override
            public void skipped(int failed) {
                err.println("error: not waiting for readiness: " + failed + " failed");
            }

            @Override
            public void cannotWatch() {
                report.runError("--wait-ready: this cluster connection cannot watch objects");
            }

            @Override
            public WaitListener started(int objects) {
                report.toAwait(); // the progress count leaves the screen first
                start = clock.now();
                printer = terminal ? new WaitScreen(err, start, clock::now) : new WaitLog(err, start, clock::now);
                return printer;
            }

            @Override
            public void ended(WaitOutcome outcome) {
                printer.close();
                WaitText.end(outcome).forEach(err::println);
                err.flush();
                report.waited(outcome, start);
            }
        };
    }

    /** The status package's name for an applied object. */
    static ResourceRef ref(ApplyResult.ObjectId id) {
        return new ResourceRef(id.apiVersion(), id.kind(), id.namespace(), id.name());
    }
}
