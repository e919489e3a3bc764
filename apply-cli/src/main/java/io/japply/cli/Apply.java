package io.japply.cli;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.cli.diff.Environment;
import java.io.File;
import java.io.PrintWriter;
import java.util.function.Function;

/** Wires an apply together: options, the cluster (fabric8 unless a test gives another), the run. */
final class Apply {
    private final Documents documents;
    private final Function<ClusterFlags, ClusterGateway> clusters;
    private final Applier.Sleeper sleeper;
    private final Environment environment;

    Apply(Documents documents, Function<ClusterFlags, ClusterGateway> clusters, Applier.Sleeper sleeper,
          Environment environment) {
        this.documents = documents;
        this.clusters = clusters;
        this.sleeper = sleeper;
        this.environment = environment;
    }

    /** Production: fabric8 with the kubeconfig (KUBECONFIG, ~/.kube/config or in-cluster) and context. */
    static ClusterGateway fabric8(ClusterFlags flags) {
        Config config = flags.kubeconfig != null
                ? Config.fromKubeconfig(flags.context, new File(flags.kubeconfig))
                : Config.autoConfigure(flags.context);
        KubernetesClient client = new KubernetesClientBuilder().withConfig(config).build();
        return new Fabric8Gateway(client);
    }

    /** The manifests of -f, read as apply reads them. */
    java.util.List<Manifest> manifests(java.util.List<String> files, boolean recursive) {
        return new ManifestReader(documents).read(files, recursive);
    }

    ClusterGateway cluster(ClusterFlags flags) {
        return clusters.apply(flags);
    }

    Applier applier(ClusterGateway cluster, ApplyOptions options) {
        return new Applier(cluster, options, sleeper);
    }

    /** Environment variables and the terminal, for diff's colour and external program. */
    Environment environment() {
        return environment;
    }

    int run(ApplyFlags flags, PrintWriter out, PrintWriter err) {
        ApplyOptions options = flags.toOptions();
        if (flags.diff) {
            return DiffRun.forApply(this, flags, options).applyWithDiff(options, out, err);
        }
        ClusterGateway cluster = clusters.apply(flags.cluster);
        Applier applier = new Applier(cluster, options, sleeper);
        return new ApplyRun(new ManifestReader(documents), applier, options).run(out, err);
    }
}
