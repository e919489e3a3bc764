package io.japply.apply.internal.rollback;

import io.japply.apply.model.RollbackReport;
import io.japply.apply.model.RollbackResult;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.internal.job.ApplyRun;
import io.japply.apply.status.ResourceRef;
import io.japply.apply.internal.status.StatusWaiter;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The rollback of a failed --atomic run as the library and the command line both run it: the objects
 * put back, then, when the apply waited for readiness, the restored objects waited for again with the
 * same options. Bounded in time: the writes by the readiness timeout (else {@link #DEFAULT_BUDGET}),
 * each request by the connection's request timeout.
 */
public record AtomicRollback(ClusterGateway cluster, ApplyOptions options, Cascade cascade, io.japply.apply.model.Sleeper sleeper,
                             LongSupplier nanoTime, WaitClock clock, Optional<WaitOptions> readiness) {
    public static final Duration DEFAULT_BUDGET = Duration.ofMinutes(5);

    /** Puts back what {@code done} changed; {@code cause} is the failure that called for it. */
    public RollbackReport run(String cause, ApplyRun.Changes done, WaitListener listener) {
        Duration budget = readiness.map(WaitOptions::timeout).orElse(DEFAULT_BUDGET);
        List<RollbackResult> results = new Rollback(cluster, options, cascade, sleeper, nanoTime, budget).run(done);
        return new RollbackReport(cause, results, readiness.map(options -> awaitRestored(results, options, listener)));
    }

    /** The objects put back by their previous configuration, followed until ready; deleted ones are gone. */
    private WaitOutcome awaitRestored(List<RollbackResult> results, WaitOptions options, WaitListener listener) {
        List<ResourceRef> refs = results.stream().filter(r -> r.step() == RollbackResult.Step.RESTORED
                        || r.step() == RollbackResult.Step.RECREATED)
                .map(r -> new ResourceRef(r.id().apiVersion(), r.id().kind(), r.id().namespace(), r.id().name())).toList();
        if (refs.isEmpty() || cluster.statusSource().isEmpty()) {
            return new WaitOutcome(WaitOutcome.End.ALL_CURRENT, List.of(), Duration.ZERO);
        }
        return new StatusWaiter(cluster.statusSource().get(), clock, listener).await(refs, options);
    }
}
