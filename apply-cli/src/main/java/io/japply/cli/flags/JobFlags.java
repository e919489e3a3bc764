package io.japply.cli.flags;

import io.japply.apply.status.JobWait;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.model.Failure;
import io.japply.apply.job.ApplyOptions;
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

    @Option(names = "--prune", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL", description = "Delete the objects applied before that this input no longer has: those of"
            + " the --applyset, or (as kubectl's older prune) those matching -l (or every one, with --all) among the"
            + " --prune-allowlist kinds that carry the last-applied annotation.")
    boolean prune;

    @Option(names = "--all", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL", description = "With --prune and no --applyset: prune with no label selector (kubectl's"
            + " --all); needed, as in kubectl, when -l is not given.")
    boolean all;

    @Option(names = "--prune-allowlist", paramLabel = "GROUP/VERSION/KIND",
            description = "With --prune -l or --all: the kinds to prune (repeatable; core/v1/ConfigMap), instead of"
                    + " kubectl's default list.")
    List<String> pruneAllowlist = new ArrayList<>();

    @Option(names = "--applyset", paramLabel = "[RESOURCE][.GROUP]/NAME",
            description = "The ApplySet's parent object: a Secret unless named otherwise (configmaps/NAME, or a custom"
                    + " resource KIND.GROUP/NAME whose CRD is labelled applyset.kubernetes.io/is-parent-type); needs -n"
                    + " unless cluster-scoped.")
    String applySet;

    @Option(names = "--prune-allow-empty",
            description = "With --prune: accept an input with no objects, and so delete every member of the set (or every object -l selects)."
                    + " Without it such an input (an empty file or directory, a wrong path) is refused, as kubectl refuses it.")
    boolean pruneAllowEmpty;

    @Option(names = "--cascade", paramLabel = "background|foreground|orphan", arity = "0..1", fallbackValue = "background",
            defaultValue = "background",
            description = "How pruned objects' dependents are deleted, as kubectl: background (default), foreground"
                    + " (dependents first) or orphan (left). --force always deletes in the foreground and waits.")
    String cascade;

    // kubectl's --wait and --timeout: accepted with kubectl's values; kubectl's apply (1.32 to 1.37) waits for nothing
    // with them (docs/apply.md), and neither does japply
    @Option(names = "--wait", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "kubectl's flag, accepted as kubectl accepts it: its apply does not wait with it, and"
                    + " neither does japply. To wait until the applied objects are ready: --wait-ready.")
    boolean wait;

    @Option(names = "--timeout", paramLabel = "DURATION",
            description = "kubectl's flag, accepted as kubectl accepts it (its apply uses it only to bound"
                    + " --force's wait for the deleted object). Readiness has --wait-ready-timeout.")
    String timeout;

    // --wait-ready (issue 15, renamed from --wait by issue 35): kept together, apart from the flags above
    @Option(names = "--wait-ready", description = "After applying (and pruning), wait until every applied object is"
            + " ready (kstatus rules; a Job when complete, see --wait-jobs); end at once when one fails. Exit 4 when"
            + " one failed or the timeout passed. Not in a dry run.")
    boolean waitReady;

    @Option(names = "--wait-jobs", paramLabel = "complete|started", defaultValue = "complete",
            description = "With --wait-ready: a Job is ready when complete (default; Failed ends the wait at once) or,"
                    + " as kstatus, once started.")
    String waitJobs;

    @Option(names = "--wait-ready-timeout", paramLabel = "DURATION",
            description = "With --wait-ready: how long to wait in all (default 5m).")
    String waitReadyTimeout;

    @Option(names = "--atomic", description = "All or nothing: when an object fails to apply, a prune fails or"
            + " --wait-ready ends in a failure or timeout, put back every object this run changed (configured: its"
            + " previous last-applied configuration applied again; created: deleted), newest first. Exit 5 when"
            + " rolled back, 6 when something could not be. Not with --dry-run.")
    boolean atomic;

    /** --atomic, checked against the dry run and --diff: a run that changes nothing has nothing to roll back. */
    public boolean atomic(io.japply.apply.model.DryRun dryRun, boolean diff) {
        if (atomic && dryRun != io.japply.apply.model.DryRun.NONE) {
            throw Failure.usage("--atomic cannot be used with --dry-run: a dry run changes nothing, so there is"
                    + " nothing to roll back");
        }
        if (atomic && diff) {
            throw Failure.usage("--atomic cannot be used with --diff");
        }
        return atomic;
    }

    /** --wait-ready and its --wait-ready-timeout, checked; empty without --wait-ready. */
    public Optional<WaitOptions> waitOptions() {
        if (timeout != null) {
            DurationFlag.parse("--timeout", timeout);
        }
        if (waitReadyTimeout != null && !waitReady) {
            throw Failure.usage("--wait-ready-timeout only works with --wait-ready");
        }
        JobWait jobs = switch (waitJobs == null ? "complete" : waitJobs) {
            case "complete" -> JobWait.COMPLETE;
            case "started" -> JobWait.STARTED;
            default -> throw Failure.usage("--wait-jobs must be complete or started, not '" + waitJobs + "'");
        };
        return waitReady ? Optional.of(WaitOptions.timeout(DurationFlag.parse("--wait-ready-timeout",
                waitReadyTimeout == null ? "5m" : waitReadyTimeout)).jobs(jobs)) : Optional.empty();
    }

    /** The options of these flags; {@code selector} is -l's text (null without -l), which the prune uses. */
    public JobOptions toOptions(ApplyOptions apply, String selector) {
        return new JobOptions(concurrency, DurationFlag.parse("--wait-established", waitEstablished),
                Optional.ofNullable(summary), prune, Optional.ofNullable(applySet), pruneAllowEmpty,
                Cascade.parse(cascade), all, Optional.ofNullable(selector), pruneAllowlist).validate(apply);
    }
}
