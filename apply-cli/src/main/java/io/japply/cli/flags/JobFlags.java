package io.japply.cli.flags;

import java.util.Optional;
import picocli.CommandLine.Option;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.support.Failure;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.prune.ApplySet;
import io.japply.apply.plan.Established;
import io.japply.apply.job.JobOptions;
import io.japply.apply.cluster.Cascade;

/** The flags of apply as a step of a job: ordering waits, concurrency, the summary, pruning. */
public final class JobFlags {
    @Option(names = "--concurrency", paramLabel = "N", defaultValue = "8",
            description = "Objects applied at the same time within one ordering stage (1: one after another). Default: ${DEFAULT-VALUE}.")
    int concurrency;

    @Option(names = "--wait-established", paramLabel = "DURATION", defaultValue = "60s",
            description = "How long a custom resource waits for its CustomResourceDefinition (in the same input) to be Established. Default: ${DEFAULT-VALUE}.")
    String waitEstablished;

    @Option(names = "--summary", paramLabel = "json",
            description = "json: instead of a line per object, one JSON document: a record per object and totals.")
    String summary;

    @Option(names = "--prune", description = "With --applyset: delete the objects of the set that are no longer in the input.")
    boolean prune;

    @Option(names = "--applyset", paramLabel = "[RESOURCE][.GROUP]/NAME",
            description = "The ApplySet's parent object (a Secret unless secrets/ or configmaps/ says otherwise; needs -n).")
    String applySet;

    @Option(names = "--prune-allow-empty",
            description = "With --prune --applyset: accept an input with no objects, and so delete every member of the set."
                    + " Without it such an input (an empty file or directory, a wrong path) is refused, as kubectl refuses it.")
    boolean pruneAllowEmpty;

    @Option(names = "--cascade", paramLabel = "background|foreground|orphan", arity = "0..1", fallbackValue = "background",
            defaultValue = "background",
            description = "How pruned objects' dependents are deleted, as kubectl: background (default), foreground"
                    + " (dependents first) or orphan (left). --force always deletes in the foreground and waits.")
    String cascade;

    // --wait (issue 15): kept together, apart from the flags above
    @Option(names = "--wait", description = "After applying (and pruning), wait until every applied object is ready"
            + " (kstatus rules; a Job when complete, see --wait-jobs); end at once when one fails. Exit 4 when one failed or the timeout passed. Not in a dry run.")
    boolean wait;

    @Option(names = "--wait-jobs", paramLabel = "complete|started", defaultValue = "complete",
            description = "With --wait: a Job is ready when complete (default; Failed ends the wait at once) or, as"
                    + " kstatus, once started.")
    String waitJobs;

    @Option(names = "--timeout", paramLabel = "DURATION",
            description = "With --wait: how long to wait in all (default 5m).")
    String timeout;

    /** --wait and its --timeout, checked; empty without --wait. */
    public Optional<WaitOptions> waitOptions() {
        if (timeout != null && !wait) {
            throw Failure.usage("--timeout only works with --wait");
        }
        io.japply.apply.status.JobWait jobs = switch (waitJobs == null ? "complete" : waitJobs) {
            case "complete" -> io.japply.apply.status.JobWait.COMPLETE;
            case "started" -> io.japply.apply.status.JobWait.STARTED;
            default -> throw Failure.usage("--wait-jobs must be complete or started, not '" + waitJobs + "'");
        };
        return wait ? Optional.of(WaitOptions.timeout(DurationFlag.parse("--timeout", timeout == null ? "5m" : timeout))
                .jobs(jobs)) : Optional.empty();
    }

    public JobOptions toOptions(ApplyOptions apply) {
        return new JobOptions(concurrency, DurationFlag.parse("--wait-established", waitEstablished),
                Optional.ofNullable(summary), prune, Optional.ofNullable(applySet), pruneAllowEmpty,
                Cascade.parse(cascade)).validate(apply);
    }
}
