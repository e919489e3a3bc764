package io.japply.apply;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.status.StatusWaiter;
import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.StatusSource;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;

/**
 * An {@link ApplyJob}'s readiness wait, after the apply and the prune: every applied object followed
 * until each is ready, one fails, or the timeout passes. A dry run applied nothing and a failed apply
 * is not worth waiting for.
 */
final class ReadinessStep {
    private ReadinessStep() {
    }

    static Optional<WaitOutcome> await(WaitOptions options, DryRun dryRun, ClusterGateway cluster, WaitClock clock,
                                       JobTally tally, ApplyJob.WaitEvents events) {
        if (dryRun != DryRun.NONE) {
            return Optional.empty();
        }
        int failed = tally.failed();
        if (failed > 0) {
            events.skipped(failed);
            return Optional.empty();
        }
        Optional<StatusSource> source = cluster.statusSource();
        if (source.isEmpty()) {
            tally.cannotWatch();
            events.cannotWatch();
            return Optional.empty();
        }
        List<ResourceRef> refs = tally.applied().stream().map(r -> ref(r.id())).toList();
        WaitListener listener = events.started(refs.size());
        WaitOutcome outcome = new StatusWaiter(source.get(), clock, listener).await(refs, options);
        events.ended(outcome);
        return Optional.of(outcome);
    }

    private static ResourceRef ref(ApplyResult.ObjectId id) {
        return new ResourceRef(id.apiVersion(), id.kind(), id.namespace(), id.name());
    }
}
