package io.japply.apply.internal.job;

import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.JobOptions;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import io.japply.apply.internal.object.Applier;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.plan.ApplyPlan;
import io.japply.apply.internal.prune.ApplySetRun;
import io.japply.apply.internal.prune.LabelPrune;
import io.japply.apply.internal.prune.PruneRun;
import io.japply.apply.internal.plan.Established;
import io.japply.apply.internal.plan.KindOrder;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.plan.StageRunner;
import io.japply.apply.internal.support.Messages;
import io.japply.apply.internal.support.Version;
import java.util.concurrent.atomic.AtomicReferenceArray;
import io.japply.apply.internal.prune.ApplySet;
import io.japply.apply.internal.read.NoObjects;
import io.japply.apply.model.DryRun;
import io.japply.apply.internal.object.Outcome;

/**
 * Runs an apply: read every manifest, apply them stage by stage ({@link KindOrder}), in parallel
 * within a stage, a custom resource only once its definition is Established; a listener hears each
 * object as it is done. Prunes (by ApplySet or by label) after a run where nothing failed.
 */
public final class ApplyRun {
    /**
     * What a run needs besides its options: the clock for durations and waits, the terminal, and the
     * working directory the files were named in (a warm process's request has its own).
     */
    public record Context(io.japply.apply.model.Sleeper sleeper, LongSupplier nanoTime, boolean terminal,
                          java.nio.file.Path directory) {
        /** In the process's working directory. */
        public Context(io.japply.apply.model.Sleeper sleeper, LongSupplier nanoTime, boolean terminal) {
            this(sleeper, nanoTime, terminal, io.japply.apply.kubeconfig.Surroundings.processDirectory());
        }
    }

    private final java.util.function.Supplier<List<Manifest>> manifests;
    private Applier applier;
    private final ApplyOptions options;
    private final JobOptions job;
    private final Established established;
    private final Context context;
    private final Set<String> failedDefinitions = ConcurrentHashMap.newKeySet();
    private final Optional<PruneRun> pruneRun;
    /** Every object's outcome in the order the objects were done: what an --atomic rollback undoes, last first. */
    private final List<Outcome> done = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

    public ApplyRun(java.util.function.Supplier<List<Manifest>> manifests, Applier applier, ApplyOptions options, JobOptions job, Established established,
             Context context, Optional<PruneRun> pruneRun) {
        this.pruneRun = pruneRun;
        this.manifests = manifests;
        this.applier = applier;
        this.options = options;
        this.job = job;
        this.established = established;
        this.context = context;
    }

    /**
     * The run of an apply over a cluster: the one entry the library and the command line both call
     * (options checked before), wiring the applier, the definitions' waits and the ApplySet's prune.
     */
    public static ApplyRun of(ClusterGateway cluster, ApplyOptions options, JobOptions job, Context context,
                              java.util.function.Supplier<List<Manifest>> manifests) {
        Applier applier = new Applier(cluster, options, context.sleeper());
        Established established = new Established(cluster, context.sleeper(), context.nanoTime(), job.waitEstablished());
        Optional<PruneRun> pruneRun = job.applySet().<PruneRun>map(parent -> new ApplySetRun(
                ApplySet.parse(parent, options.namespace(), cluster), cluster, options, Version.tooling(), job.cascade()))
                .or(() -> job.labelPrune().map(labels -> new LabelPrune(labels, cluster, options, job.cascade())));
        return new ApplyRun(manifests, applier, options, job, established, context, pruneRun);
    }

    /** Starts reading a kind's OpenAPI while the files are still read: the reader calls it with each kind's first object. */
    public void metadataAhead(String apiVersion, String kind) {
        applier.metadataAhead(apiVersion, kind);
    }

    /** The HTTP status (0: no answer) of the server's refusal of the ApplySet's parent, when that stopped the run. */
    public java.util.OptionalInt parentRefusal() {
        return pruneRun.map(PruneRun::refusal).orElse(java.util.OptionalInt.empty());
    }

    /**
     * Applies every manifest, then prunes; empty when the run went ahead, else why nothing was applied
     * (the ApplySet's parent cannot be used).
     */
    public Optional<String> run(RunListener listener) {
        List<Manifest> read = this.manifests.get();
        if (!job.pruneAllowEmpty()) {
            NoObjects.require(options.files(), options.recursive(), read, "apply", context.directory());
        }
        List<Manifest> manifests = pruneRun.map(set -> set.label(read)).orElse(read);
        Optional<String> refused = pruneRun.flatMap(set -> set.before(manifests));
        pruneRun.ifPresent(set -> set.warnings().forEach(listener::logged));
        if (refused.isPresent()) {
            return refused;
        }
        listener.started(manifests);
        ApplyPlan plan = ApplyPlan.of(manifests);
        Applier applier = this.applier.listing(manifests);
        AtomicReferenceArray<Outcome> outcomes = new AtomicReferenceArray<>(manifests.size());
        new StageRunner(job.concurrency()).run(plan.stages(), i -> {
            long start = context.nanoTime().getAsLong();
            Outcome outcome = applyOne(applier, plan, manifests.get(i));
            outcomes.set(i, outcome);
            done.add(outcome);
            listener.done(i, outcome, context.nanoTime().getAsLong() - start);
        });
        pruneRun.ifPresent(set -> {
            int logged = set.warnings().size();
            prune(set, outcomes, listener);
            // the parent's last write, as the first: in a server dry run the first's forced takeover was not kept
            set.warnings().stream().skip(logged).forEach(listener::logged);
        });
        return Optional.empty();
    }

    /** Pruning after failures could delete what a failed object still needs: like kubectl, only after a clean apply. */
    private static void prune(PruneRun set, AtomicReferenceArray<Outcome> outcomes, RunListener listener) {
        List<Outcome> applied = new java.util.ArrayList<>();
        for (int i = 0; i < outcomes.length(); i++) {
            applied.add(outcomes.get(i));
        }
        long failed = applied.stream().filter(Outcome::failed).count();
        if (failed > 0) {
            listener.notPruned((int) failed);
            return;
        }
        listener.pruning();
        set.prune(applied, listener);
    }

    /** For --atomic: a prune reads what each object was last applied with before deleting it. */
    public ApplyRun recordingForRollback() {
        pruneRun.ifPresent(PruneRun::recordBeforeDelete);
        applier = applier.recordingBefore();
        return this;
    }

    /** What this run changed so far, for --atomic's rollback. */
    public Changes changes() {
        return new Changes(done(), pruneRun.map(PruneRun::removed).orElse(List.of()), pruneRun);
    }

    /**
     * A run's changes: the objects' outcomes in the order they were done, the objects pruned after them
     * (in order), and the prune, whose {@link PruneRun#restore} puts its parent back.
     */
    public record Changes(List<Outcome> applied, List<PruneRun.Removed> pruned, Optional<PruneRun> prune) {
    }

    /** The outcomes so far, in the order the objects were done. */
    public List<Outcome> done() {
        synchronized (done) {
            return List.copyOf(done);
        }
    }

    private Outcome applyOne(Applier applier, ApplyPlan plan, Manifest manifest) {
        try {
            Optional<String> definition = plan.definitionFor(manifest);
            if (definition.isPresent() && options.dryRun() == DryRun.NONE) {
                Optional<String> notReady = failedDefinitions.contains(definition.get())
                        ? Optional.of("its CustomResourceDefinition " + definition.get() + " was not applied")
                        : established.await(definition.get());
                if (notReady.isPresent()) {
                    return new Outcome(manifest, null, null, manifest.where() + ": " + notReady.get());
                }
            }
            Outcome outcome = applier.apply(manifest);
            if (outcome.failed() && manifest.problem().isEmpty() && ApplyPlan.isDefinition(manifest.object())) {
                failedDefinitions.add(manifest.object().path("metadata").path("name").asText());
            }
            return outcome;
        } catch (RuntimeException e) {
            // a bug or an answer japply did not expect: this object fails, the others go on
            return Outcome.failure(manifest, manifest.where() + ": " + Messages.describe(e), e);
        }
    }
}
