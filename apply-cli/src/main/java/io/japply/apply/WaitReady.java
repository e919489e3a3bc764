package io.japply.apply;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.StatusSource;
import io.japply.apply.internal.status.StatusWaiter;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;
import java.time.Duration;
import java.util.List;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;

/** {@link Japply#waitUntilReady}: the objects a report applied, followed with the cluster's status source. */
final class WaitReady {
    private WaitReady() {
    }

    static WaitOutcome await(ClusterGateway cluster, Settings settings, WaitClock clock, ApplyReport report,
                             Duration timeout, WaitListener listener) {
        WaitOptions options = WaitOptions.timeout(timeout).jobs(settings.jobWait);
        List<ResourceRef> refs = settings.dryRun == DryRun.NONE ? applied(report) : List.of();
        if (refs.isEmpty()) {
            // a dry run applied nothing, and a report of failures only has nothing to follow
            return new WaitOutcome(WaitOutcome.End.ALL_CURRENT, List.of(), Duration.ZERO);
        }
        StatusSource source = cluster.statusSource().orElseThrow(() -> new UnsupportedOperationException(
                cluster.getClass().getSimpleName() + " cannot watch objects: it provides no statusSource()"));
        return new StatusWaiter(source, clock, listener).await(refs, options);
    }

    /** The objects the report applied, in its order; failed ones were not applied and are not awaited. */
    static List<ResourceRef> applied(ApplyReport report) {
        return report.results().stream().filter(r -> !r.failed()).map(ApplyResult::id)
                .map(id -> new ResourceRef(id.apiVersion(), id.kind(), id.namespace(), id.name())).toList();
    }
}
