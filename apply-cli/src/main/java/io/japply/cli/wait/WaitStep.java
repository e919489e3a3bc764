package io.japply.cli.wait;

import io.japply.apply.ApplyResult;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.StatusSource;
import io.japply.apply.internal.status.StatusWaiter;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;
import io.japply.cli.report.Report;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * apply --wait-ready, after the apply and the prune: follows every applied object until each is ready, one
 * fails, or --wait-ready-timeout passes, printing as it goes on stderr; the report keeps the outcome for the
 * summary and the exit code. A dry run applied nothing and a failed apply is not worth waiting for.
 */
public record WaitStep(WaitOptions options, WaitClock clock, boolean terminal) {

    public void after(io.japply.apply.DryRun dryRun, ClusterGateway cluster, Report report, PrintWriter err) {
        if (dryRun != io.japply.apply.DryRun.NONE) {
            return;
        }
        if (report.failed() > 0) {
            err.println("error: not waiting for readiness: " + report.failed() + " failed");
            return;
        }
        Optional<StatusSource> source = cluster.statusSource();
        if (source.isEmpty()) {
            report.runError("--wait-ready: this cluster connection cannot watch objects");
            return;
        }
        List<ResourceRef> refs = report.toAwait().stream().map(r -> ref(r.id())).toList();
        Instant start = clock.now();
        WaitLog printer = terminal ? new WaitScreen(err, start, clock::now) : new WaitLog(err, start, clock::now);
        WaitOutcome outcome = new StatusWaiter(source.get(), clock, printer).await(refs, options);
        printer.close();
        WaitText.end(outcome).forEach(err::println);
        err.flush();
        report.waited(outcome, start);
    }

    /** The status package's name for an applied object. */
    static ResourceRef ref(ApplyResult.ObjectId id) {
        return new ResourceRef(id.apiVersion(), id.kind(), id.namespace(), id.name());
    }
}
