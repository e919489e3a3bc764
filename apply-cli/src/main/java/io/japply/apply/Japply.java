package io.japply.apply;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.cluster.Fabric8Gateway;
import io.japply.apply.internal.cluster.LiveFiles;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOutcome;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import io.japply.apply.internal.prune.ApplySet;
import io.japply.apply.internal.plan.Established;

/**
 * kubectl apply from Java, on your own fabric8 client: {@code Japply.with(client).apply(deployment)}.
 * The three-way strategic merge patch kubectl would send (a JSON merge patch for custom resources),
 * with the live resourceVersion, so a change made meanwhile is never overwritten; nothing sent for
 * an unchanged object. Many objects are applied in kind order (namespaces and definitions first,
 * webhooks last), in parallel within a stage, custom resources once their definition is Established.
 *
 * <p>Instances are immutable and thread-safe: each option returns a configured copy. japply never
 * builds a second client and never closes yours; it never prints, exits or reads the terminal.
 */
public final class Japply {
    private final ClusterGateway cluster;
    private final KubernetesSerialization serialization;
    private final Settings settings;
    private final Runtime runtime;

    private Japply(ClusterGateway cluster, KubernetesSerialization serialization, Settings settings, Runtime runtime) {
        this.cluster = cluster;
        this.serialization = serialization;
        this.settings = settings;
        this.runtime = runtime;
    }

    /** Applies through this client: its kubeconfig, context, credentials, HTTP client and request timeout. */
    public static Japply with(KubernetesClient client) {
        Duration timeout = Duration.ofMillis(client.getConfiguration().getRequestTimeout());
        return new Japply(new Fabric8Gateway(client, timeout.toMillis() + "ms"), client.getKubernetesSerialization(),
                new Settings(), Runtime.SYSTEM);
    }

    /**
     * Applies through any {@link ClusterGateway}: japply's command line gives one built from the
     * kubeconfig, tests give a fake one. Not closed by japply.
     */
    public static Japply using(ClusterGateway gateway) {
        return new Japply(gateway, new KubernetesSerialization(), new Settings(), Runtime.SYSTEM);
    }

    private Japply with(Settings changed) {
        return new Japply(cluster, serialization, changed, runtime);
    }

    /** Tests: a clock and sleeper of their own, so retries and waits take no time. */
    Japply runtime(Runtime replacement) {
        return new Japply(cluster, serialization, settings, replacement);
    }

    /** The field manager; kubectl's defaults: "kubectl-client-side-apply", "kubectl" for server-side apply. */
    public Japply fieldManager(String name) {
        Settings changed = settings.copy();
        changed.fieldManager = name;
        return with(changed);
    }

    public Japply dryRun(DryRun mode) {
        Settings changed = settings.copy();
        changed.dryRun = mode;
        return with(changed);
    }

    /** false: refuse to overwrite a field someone else changed since the last apply (kubectl's --overwrite=false). */
    public Japply overwrite(boolean overwrite) {
        Settings changed = settings.copy();
        changed.overwrite = overwrite;
        return with(changed);
    }

    /** Delete and create again an object whose patch the server refuses as invalid (an immutable field). */
    public Japply force(boolean force) {
        Settings changed = settings.copy();
        changed.force = force;
        return with(changed);
    }

    /** Send each object as a server-side apply instead of a client-side three-way patch. */
    public Japply serverSide(boolean serverSide) {
        Settings changed = settings.copy();
        changed.serverSide = serverSide;
        return with(changed);
    }

    /**
     * An object whose annotations would pass 262144 bytes with the last-applied configuration is
     * applied server-side instead, alone (default); its result says {@code SERVER_SIDE_APPLIED} (or
     * {@code UNCHANGED}) with a warning why. {@code false}: such an object fails as
     * {@code ANNOTATION_TOO_LARGE}, as in kubectl.
     */
    public Japply serverSideFallback(boolean fallback) {
        Settings changed = settings.copy();
        changed.serverSideFallback = fallback;
        return with(changed);
    }

    /**
     * When {@link #waitUntilReady} calls a Job ready: at its end ({@code JobWait.COMPLETE}, the default;
     * Failed=True fails the wait at once) or, as kstatus, once started ({@code JobWait.STARTED}).
     */
    public Japply jobWait(io.japply.apply.status.JobWait jobWait) {
        Settings changed = settings.copy();
        changed.jobWait = java.util.Objects.requireNonNull(jobWait, "jobWait");
        return with(changed);
    }

    /**
     * With server-side apply: apply to this subresource of each object ({@code "status"}, {@code "scale"})
     * instead of the object, as kubectl's {@code --subresource}; an operator writing its resources' status.
     */
    public Japply subresource(String name) {
        Settings changed = settings.copy();
        changed.subresource = Optional.of(name);
        return with(changed);
    }

    /** With server-side apply: take over fields another manager owns. */
    public Japply forceConflicts(boolean forceConflicts) {
        Settings changed = settings.copy();
        changed.forceConflicts = forceConflicts;
        return with(changed);
    }

    /**
     * What the server does with fields its schema does not know (kubectl's {@code --validate}; default
     * {@link FieldValidation#STRICT}: the object fails). Under {@link FieldValidation#WARN} the
     * server's warnings are in each result's {@link ApplyResult#warnings()}.
     */
    public Japply fieldValidation(FieldValidation validation) {
        Settings changed = settings.copy();
        changed.fieldValidation = java.util.Objects.requireNonNull(validation, "validation");
        return with(changed);
    }

    /** Objects applied at the same time within one kind stage (default 8; 1: one after another). */
    public Japply concurrency(int objects) {
        Settings changed = settings.copy();
        changed.concurrency = objects;
        return with(changed);
    }

    /** How long a custom resource waits for its definition, applied in the same call, to be Established (default 60 s). */
    public Japply waitEstablished(Duration timeout) {
        Settings changed = settings.copy();
        changed.waitEstablished = timeout;
        return with(changed);
    }

    public Japply duplicateMergeKeys(DuplicateMergeKeys policy) {
        Settings changed = settings.copy();
        changed.duplicates = policy;
        return with(changed);
    }

    /** The namespace of objects that name none (kubectl's -n); default: the client's namespace. */
    public Japply namespace(String namespace) {
        Settings changed = settings.copy();
        changed.namespace = Optional.of(namespace);
        return with(changed);
    }

    /**
     * Prune by ApplySet (kubectl's {@code --prune --applyset}): the parent is a Secret ({@code NAME} or
     * {@code secrets/NAME}) or ConfigMap ({@code configmaps/NAME}) in {@link #namespace}, which must be set.
     * After an apply where nothing failed, the set's members this apply no longer has are deleted.
     */
    public Japply pruneApplySet(String parent) {
        Settings changed = settings.copy();
        changed.applySet = Optional.of(parent);
        return with(changed);
    }

    /**
     * Prune by label (kubectl's {@code --prune -l SELECTOR}, without an ApplySet): after an apply where
     * nothing failed, every object of kubectl's default prune kinds that matches {@code selector}, carries
     * the last-applied annotation and is not among the objects applied is deleted, in the namespaces the
     * apply visited (cluster-scoped kinds everywhere). The objects given are applied as they are: give
     * objects that carry the labels (kubectl's -l also leaves out the files' objects that do not match).
     */
    public Japply pruneByLabel(String selector) {
        if (selector == null || selector.isBlank()) {
            // as kubectl refuses --prune without -l: never "every object of every kind" by mistake
            throw new IllegalArgumentException("pruneByLabel needs a label selector such as app=web, not '" + selector + "'");
        }
        Settings changed = settings.copy();
        changed.pruneSelector = Optional.of(selector);
        return with(changed);
    }

    /**
     * All or nothing (the command line's --atomic): when an object fails to apply, a prune fails or
     * {@link #applyAndWait}'s wait ends in a failure or timeout, every object the call changed is put
     * back, newest change first: a configured one by its previous last-applied configuration (the same
     * three-way patch, so others' changes stay), a created one deleted. {@link ApplyReport#rollback()}
     * tells what each object became. Not with a dry run.
     */
    public Japply atomic(boolean atomic) {
        Settings changed = settings.copy();
        changed.atomic = atomic;
        return with(changed);
    }

    /** Hears each object as it is done (from the apply's threads). */
    public Japply listener(ApplyListener listener) {
        Settings changed = settings.copy();
        changed.listener = listener;
        return with(changed);
    }

    /**
     * Applies one object as kubectl apply does.
     *
     * @throws ApplyException naming the object and the reason when it cannot be applied
     */
    public ApplyResult apply(HasMetadata resource) {
        ApplyResult result = new ManyObjects(cluster, settings, runtime).one(InMemory.manifest(serialization, resource, 0, 1));
        if (result.failed()) {
            throw result.error().orElseThrow();
        }
        return result;
    }

    /** Applies many objects; one failing does not stop the others: see {@link ApplyReport#failed()}. */
    public ApplyReport apply(List<? extends HasMetadata> resources) {
        return apply(manifests(resources));
    }

    /** Applies manifests read from files, URLs or text; a document that is not an object is a failed result. */
    public ApplyReport apply(Manifests manifests) {
        return new ManyObjects(cluster, settings, runtime).all(manifests.list(), settings.listener);
    }

    /**
     * Applies, then, when nothing failed, waits as {@link #waitUntilReady} for the applied objects; with
     * {@link #atomic}, a failure of either rolls the call back and waits for the rolled-back objects too.
     */
    public ApplyReport applyAndWait(Manifests manifests, Duration timeout, WaitListener listener) {
        return new ManyObjects(cluster, settings, runtime).applyThenWait(manifests.list(), settings.listener,
                Optional.of(io.japply.apply.status.WaitOptions.timeout(timeout).jobs(settings.jobWait)), listener);
    }

    public ApplyReport applyAndWait(List<? extends HasMetadata> resources, Duration timeout, WaitListener listener) {
        return applyAndWait(manifests(resources), timeout, listener);
    }

    /**
     * Follows the objects a report applied (failed ones are skipped) until each is Current by the
     * kstatus rules, one is Failed (the wait ends at once), or {@code timeout} passes: one LIST and WATCH
     * per kind and namespace. The listener hears each change on this thread; nothing is printed. After a
     * dry run nothing was applied: it returns at once, with no objects.
     */
    public WaitOutcome waitUntilReady(ApplyReport report, Duration timeout, WaitListener listener) {
        return WaitReady.await(cluster, settings, runtime.waitClock(), report, timeout, listener);
    }

    /**
     * What applying these objects would change, changing nothing: the server's dry run, or with
     * {@code dryRun(DryRun.CLIENT)} japply's own merge against the live objects (kubectl diff's
     * prediction; needs only get and list permissions). With {@link #pruneApplySet} or {@link #pruneByLabel},
     * the members the apply would prune too ({@link Preview#pruned}); a parent is read, never written.
     */
    public Preview preview(List<? extends HasMetadata> resources) {
        return preview(manifests(resources));
    }

    public Preview preview(Manifests manifests) {
        return Previews.of(cluster, settings, runtime, manifests.list());
    }

    /**
     * A preview with no cluster at all: the live objects are given (saved {@code kubectl get -o yaml}
     * output, matched by apiVersion, kind, namespace and name; an object not among them is new), and
     * japply's merge with the built-in kinds' metadata predicts. {@code namespace}: of objects that name none.
     */
    public static Preview previewOffline(Manifests manifests, Manifests live, String namespace) {
        return previewOffline(manifests, live, namespace, Optional.empty());
    }

    /**
     * The same, with the members an apply pruning by the ApplySet {@code parent} (as {@link #pruneApplySet})
     * would delete: the saved objects labelled part of the set that {@code manifests} do not have.
     */
    public static Preview previewOffline(Manifests manifests, Manifests live, String namespace, String parent) {
        return previewOffline(manifests, live, namespace, Optional.of(parent));
    }

    private static Preview previewOffline(Manifests manifests, Manifests live, String namespace,
                                          Optional<String> parent) {
        ClusterGateway saved = LiveFiles.read(live.list(), Optional.ofNullable(namespace));
        Settings settings = new Settings();
        settings.dryRun = DryRun.CLIENT;
        settings.namespace = Optional.ofNullable(namespace);
        settings.applySet = parent;
        return Previews.of(saved, settings, Runtime.SYSTEM, manifests.list());
    }

    private Manifests manifests(List<? extends HasMetadata> resources) {
        return InMemory.manifests(serialization, resources);
    }

    /** The version of japply, from its jar; "0.0.0-dev" when run from classes. */
    public static String version() {
        return io.japply.apply.internal.support.Version.ofJar().orElse("0.0.0-dev");
    }
}
