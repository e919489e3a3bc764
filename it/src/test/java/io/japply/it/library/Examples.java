package io.japply.it.library;

// tag::imports[]
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.japply.apply.ApplyReport;
import io.japply.apply.Connections;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import io.japply.apply.Preview;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.kubeconfig.ConnectionOptions;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.WaitListener;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
// end::imports[]

/**
 * The code of docs/library.md, compiled and run by {@link ExamplesTest}; the text between the tag
 * comments is what the page shows, word for word. The runs from {@code connect} on are also
 * examples/library's {@code example.KubectlRuns}, word for word: the program that
 * LibraryConsumerRunsOnRealServerTest runs beside the command line on the real cluster.
 */
final class Examples {
    private Examples() {
    }

    // tag::reconcile[]
    /** An operator's reconcile step: the Deployment as it should be; an autoscaler owns its replicas. */
    static Action reconcile(KubernetesClient client, String image) {
        Deployment desired = new DeploymentBuilder()
                .withNewMetadata().withName("web").withNamespace("shop").endMetadata()
                .withNewSpec() // no replicas: the HorizontalPodAutoscaler sets them, and apply keeps them
                .withNewSelector().addToMatchLabels("app", "web").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "web").endMetadata()
                .withNewSpec().addNewContainer().withName("web").withImage(image).endContainer().endSpec()
                .endTemplate().endSpec().build();
        try {
            ApplyResult result = Japply.with(client).fieldManager("web-operator").apply(desired);
            return result.action(); // CREATED, CONFIGURED, or UNCHANGED (then nothing was sent)
        } catch (ApplyException e) {
            if (e.reason() == ApplyException.Reason.CONFLICT || e.reason() == ApplyException.Reason.UNREACHABLE) {
                return null; // try again at the next reconcile
            }
            throw e; // e.getMessage() names the object and the server's reason
        }
    }
    // end::reconcile[]

    // tag::folder[]
    /** A deployer's step: every manifest of a folder, in kind order, 8 at a time; failures reported, not thrown. */
    static ApplyReport applyFolder(KubernetesClient client, String folder, Consumer<String> log) {
        ApplyReport report = Japply.with(client).concurrency(8).apply(Manifests.read(List.of(folder), true));
        for (ApplyResult failed : report.failed()) {
            log.accept(failed.source() + ": " + failed.error().orElseThrow().getMessage());
        }
        return report;
    }
    // end::folder[]

    // tag::preview[]
    /** What applying the folder would change, as kubectl diff shows it, secrets masked; nothing is written. */
    static String previewFolder(KubernetesClient client, String folder) {
        Preview preview = Japply.with(client).dryRun(DryRun.CLIENT) // japply's own merge: get and list suffice
                .preview(Manifests.read(List.of(folder), true));
        return preview.changed() ? preview.diff() : "no changes";
    }
    // end::preview[]

    // tag::connect[]
    /**
     * What kubectl would connect to: the kubeconfig file given (null: KUBECONFIG or ~/.kube/config, as
     * kubectl finds it), its current context, and the namespace given as -n (null: the context's). Exec
     * plugins, TLS names, redirects and timeouts as the command line has them. Close it when done.
     */
    static ClusterGateway connect(String kubeconfig, String namespace) {
        ConnectionRequest request = ConnectionRequest.defaults().withKubeconfig(kubeconfig).withNamespace(namespace);
        return Connections.gateway(request, ConnectionOptions.defaults());
    }
    // end::connect[]

    // tag::prune[]
    /** As apply --prune -l SELECTOR -f FOLDER: what carries the labels and left the folder is deleted. */
    static ApplyReport applyAndPrune(ClusterGateway cluster, String folder, String selector) {
        // report.pruned(): a PruneResult per object deleted (or not: its error()); none when an object failed
        return Japply.using(cluster).pruneByLabel(selector).apply(Manifests.read(List.of(folder), false));
    }
    // end::prune[]

    // tag::atomic[]
    /** As apply --atomic -f FOLDER: when an object fails, every object the call changed is put back. */
    static ApplyReport applyAtomically(ClusterGateway cluster, String folder) {
        // report.rollback(): its cause() and objects(), each with its step(): RESTORED, DELETED, RECREATED...
        return Japply.using(cluster).atomic(true).apply(Manifests.read(List.of(folder), false));
    }
    // end::atomic[]

    // tag::wait[]
    /** As apply --wait-ready -f FOLDER: applied, then followed until each object is ready, one fails or time is up. */
    static ApplyReport applyAndWait(ClusterGateway cluster, String folder, Duration timeout, Consumer<String> log) {
        // report.readiness(): the WaitOutcome, end() ALL_CURRENT, FAILED, TIMED_OUT...; empty when an object failed
        return Japply.using(cluster).applyAndWait(Manifests.read(List.of(folder), false), timeout, new WaitListener() {
            @Override
            public void ready(ObjectStatus object) {
                log.accept(object.ref() + " is ready");
            }
        });
    }
    // end::wait[]

    // tag::diff[]
    /** As diff -f FOLDER: kubectl diff's text, and its exit code: 0 nothing would change, 1 something would, 2 an error. */
    static int diff(ClusterGateway cluster, String folder, Consumer<String> out) {
        Preview preview = Japply.using(cluster).preview(Manifests.read(List.of(folder), false)); // the server's dry run
        out.accept(preview.diff());
        preview.failed().forEach(failed -> out.accept("error: " + failed.error().orElseThrow().getMessage() + "\n"));
        return !preview.failed().isEmpty() ? 2 : preview.changed() ? 1 : 0;
    }
    // end::diff[]
}
