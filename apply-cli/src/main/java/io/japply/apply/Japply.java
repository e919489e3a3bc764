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
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;

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
public final class Japply extends JapplyOptions {
    private final ClusterGateway cluster;
    private final KubernetesSerialization serialization;
    private final Runtime runtime;

    private Japply(ClusterGateway cluster, KubernetesSerialization serialization, Settings settings, Runtime runtime) {
        super(settings);
        this.cluster = cluster;
        this.serialization = serialization;
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

    @Override
    Japply with(Settings changed) {
        return new Japply(cluster, serialization, changed, runtime);
    }

    /** Tests: a clock and sleeper of their own, so retries and waits take no time. */
    Japply runtime(Runtime replacement) {
        return new Japply(cluster, serialization, settings, replacement);
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
     * {@link Japply#atomic}, a failure of either rolls the call back and waits for the rolled-back objects too.
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
     * The same, with the members an apply pruning by the ApplySet {@code parent} (as {@link Japply#pruneApplySet})
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
