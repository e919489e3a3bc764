package io.japply.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Runs an apply: read every manifest, apply them stage by stage ({@link KindOrder}), in parallel
 * within a stage, a custom resource only once its definition is Established; print in input order.
 */
final class ApplyRun {
    /** What a run needs besides its options: the clock for durations and waits, and the terminal. */
    record Context(Applier.Sleeper sleeper, LongSupplier nanoTime, boolean terminal) {
    }

    private final java.util.function.Supplier<List<Manifest>> manifests;
    private final Applier applier;
    private final ApplyOptions options;
    private final JobOptions job;
    private final Established established;
    private final Context context;
    private final Set<String> failedDefinitions = ConcurrentHashMap.newKeySet();
    private final Optional<ApplySetRun> applySet;

    ApplyRun(java.util.function.Supplier<List<Manifest>> manifests, Applier applier, ApplyOptions options, JobOptions job, Established established,
             Context context, Optional<ApplySetRun> applySet) {
        this.applySet = applySet;
        this.manifests = manifests;
        this.applier = applier;
        this.options = options;
        this.job = job;
        this.established = established;
        this.context = context;
    }

    int run(PrintWriter out, PrintWriter err) {
        List<Manifest> read = this.manifests.get();
        if (!job.pruneAllowEmpty()) {
            NoObjects.require(options.files(), options.recursive(), read, "apply");
        }
        List<Manifest> manifests = applySet.map(set -> set.label(read)).orElse(read);
        Optional<String> refused = applySet.flatMap(set -> set.before(manifests));
        if (refused.isPresent()) {
            err.println("error: " + ExitCodes.oneLine(refused.get()));
            return ExitCodes.FAILURE;
        }
        ApplyPlan plan = ApplyPlan.of(manifests);
        Applier applier = this.applier.listing(manifests);
        Report report = new Report(manifests, options, job.summaryJson(), out, err,
                new Progress(err, context.terminal(), manifests.size()));
        new StageRunner(job.concurrency()).run(plan.stages(), i -> {
            long start = context.nanoTime().getAsLong();
            Applier.Outcome outcome = applyOne(applier, plan, manifests.get(i));
            report.done(i, outcome, context.nanoTime().getAsLong() - start);
        });
        applySet.ifPresent(set -> prune(set, report, err));
        return report.finish();
    }

    /** Pruning after failures could delete what a failed object still needs: like kubectl, only after a clean apply. */
    private static void prune(ApplySetRun set, Report report, PrintWriter err) {
        if (report.failed() > 0) {
            err.println("error: not pruning: " + report.failed() + " objects failed to apply");
            return;
        }
        set.prune(report);
    }

    private Applier.Outcome applyOne(Applier applier, ApplyPlan plan, Manifest manifest) {
        try {
            Optional<String> definition = plan.definitionFor(manifest);
            if (definition.isPresent() && options.dryRun() == ApplyOptions.DryRun.NONE) {
                Optional<String> notReady = failedDefinitions.contains(definition.get())
                        ? Optional.of("its CustomResourceDefinition " + definition.get() + " was not applied")
                        : established.await(definition.get());
                if (notReady.isPresent()) {
                    return new Applier.Outcome(manifest, null, null, manifest.where() + ": " + notReady.get());
                }
            }
            Applier.Outcome outcome = applier.apply(manifest);
            if (outcome.failed() && manifest.problem().isEmpty() && ApplyPlan.isDefinition(manifest.object())) {
                failedDefinitions.add(manifest.object().path("metadata").path("name").asText());
            }
            return outcome;
        } catch (RuntimeException e) {
            // a bug or an answer japply did not expect: this object fails, the others go on
            return new Applier.Outcome(manifest, null, null, manifest.where() + ": " + ExitCodes.message(e));
        }
    }
}
