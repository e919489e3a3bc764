package io.japply.cli;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.cli.Environment;
import java.io.File;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Function;
import io.japply.apply.object.Applier;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.ApplyRun;
import io.japply.apply.prune.ApplySet;
import io.japply.apply.prune.ApplySetRun;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.read.Documents;
import io.japply.apply.plan.Established;
import io.japply.apply.cluster.Fabric8Gateway;
import io.japply.apply.support.Failure;
import io.japply.apply.job.JobOptions;
import io.japply.apply.read.Manifest;
import io.japply.apply.read.ManifestReader;
import io.japply.apply.cluster.StoppingHttpClientFactory;
import io.japply.apply.kubeconfig.CaTrustClientFactory;
import io.japply.apply.kubeconfig.KubeconfigFastPath;

/** Wires an apply together: options, the cluster (fabric8 unless a test gives another), the run. */
final class Apply {
    private final Documents documents;
    private final Function<ClusterFlags, ClusterGateway> clusters;
    private final Editor editor;
    private final ApplyRun.Context context;
    private final Environment environment;

    Apply(Documents documents, Function<ClusterFlags, ClusterGateway> clusters, Editor editor, ApplyRun.Context context,
          Environment environment) {
        this.documents = documents;
        this.clusters = clusters;
        this.editor = editor;
        this.context = context;
        this.environment = environment;
    }

    Applier applier(ClusterGateway cluster, ApplyOptions options) {
        return new Applier(cluster, options, context.sleeper());
    }

    /** Environment variables and the terminal, for diff's colour and external program. */
    Environment environment() {
        return environment;
    }

    /** The user's editor, for edit-last-applied. */
    Editor editor() {
        return editor;
    }

    /** Production: fabric8 with the kubeconfig (KUBECONFIG, ~/.kube/config or in-cluster) and context. */
    static ClusterGateway fabric8(ClusterFlags flags) {
        Config config = KubeconfigFastPath.system().read(flags.kubeconfig, flags.context)
                .orElseGet(() -> flags.kubeconfig != null
                        ? Config.fromKubeconfig(flags.context, new File(flags.kubeconfig))
                        : Config.autoConfigure(flags.context));
        requireContext(config, flags.context);
        tune(config, flags);
        KubernetesClient client = new KubernetesClientBuilder().withConfig(config)
                .withHttpClientFactory(new CaTrustClientFactory(new StoppingHttpClientFactory())).build();
        return new Fabric8Gateway(client, flags.requestTimeout);
    }

    /** fabric8 falls back to the current context when the named one is missing; kubectl refuses, and so do we. */
    private static void requireContext(Config config, String context) {
        if (context == null) {
            return;
        }
        boolean known = config.getContexts() != null
                && config.getContexts().stream().anyMatch(c -> context.equals(c.getName()));
        if (!known) {
            throw Failure.usage("context was not found for specified context: " + context);
        }
    }

    /** Requests that can be retried safely are. */
    private static final int RETRIES = 3;
    private static final int FIRST_RETRY_MILLIS = 250;

    /**
     * fabric8 retries 5xx, 429 and dropped connections itself; its default of 10 tries with back-off
     * up to 3.2 s keeps a job waiting for minutes on a server that is down, so japply makes it 3 tries
     * (0.25 s, 0.5 s, 1 s). Retrying a PATCH is safe because it carries the resourceVersion it was
     * computed from: if the first one landed, the second gets a 409 and is recomputed to nothing.
     */
    private static void tune(Config config, ClusterFlags flags) {
        config.setRequestRetryBackoffLimit(RETRIES);
        config.setRequestRetryBackoffInterval(FIRST_RETRY_MILLIS);
        config.setRequestTimeout((int) Math.min(Integer.MAX_VALUE, flags.requestTimeoutMillis()));
        // fabric8's own limits (5 per host by default; they bind the OkHttp client, the JDK client
        // japply uses has none): never below what apply runs at once
        config.setMaxConcurrentRequestsPerHost(Math.max(config.getMaxConcurrentRequestsPerHost(), flags.concurrency));
        config.setMaxConcurrentRequests(Math.max(config.getMaxConcurrentRequests(), flags.concurrency));
        // plain http: HTTP/1.1, as kubectl speaks it there; the JDK client would otherwise upgrade to
        // h2c and carry every request on one connection, so that one dropped connection fails them all
        if (config.getMasterUrl() != null && config.getMasterUrl().startsWith("http:")) {
            config.setHttp2Disable(true);
        }
    }

    /** The tooling annotation's version: "v" and the jar's version; "v0.0.0-dev" when run from classes. */
    private static String toolVersion() {
        String version = Japply.Version.number();
        return Character.isDigit(version.charAt(0)) ? "v" + version : "v0.0.0-dev";
    }

    /** The manifests of -f, read as apply reads them. */
    java.util.List<Manifest> manifests(java.util.List<String> files, boolean recursive) {
        return new ManifestReader(documents).read(files, recursive);
    }

    ClusterGateway cluster(ClusterFlags flags) {
        return clusters.apply(flags);
    }

    int run(ApplyFlags flags, PrintWriter out, PrintWriter err) {
        ApplyOptions options = flags.toOptions();
        if (flags.diff) {
            return DiffRun.forApply(this, flags, options).applyWithDiff(options, out, err);
        }
        JobOptions job = flags.job.toOptions(options);
        flags.cluster.concurrency = job.concurrency();
        // the files are read while fabric8 reads the kubeconfig and builds its client: neither needs the other
        java.util.concurrent.FutureTask<java.util.List<Manifest>> reading = new java.util.concurrent.FutureTask<>(
                () -> new ManifestReader(documents).read(options.files(), options.recursive()));
        Thread reader = new Thread(reading, "japply-read");
        reader.setDaemon(true);
        reader.start();
        ClusterGateway cluster = clusters.apply(flags.cluster);
        Applier applier = new Applier(cluster, options, context.sleeper());
        Established established = new Established(cluster, context.sleeper(), context.nanoTime(), job.waitEstablished());
        Optional<ApplySetRun> applySet = job.applySet().map(flag -> new ApplySetRun(
                ApplySet.parse(flag, options.namespace()), cluster, options, toolVersion(), job.cascade()));
        Report report = new Report(options, job.summaryJson(), out, err, context.terminal());
        Optional<String> refused = new ApplyRun(() -> done(reading), applier, options, job, established, context, applySet)
                .run(report);
        if (refused.isPresent()) {
            err.println("error: " + ExitCodes.oneLine(refused.get()));
            return ExitCodes.FAILURE;
        }
        return report.finish();
    }

    /** The manifests read ahead; a failure to read is thrown here as if read on this thread. */
    private static java.util.List<Manifest> done(java.util.concurrent.FutureTask<java.util.List<Manifest>> reading) {
        try {
            return reading.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw Failure.input("interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
